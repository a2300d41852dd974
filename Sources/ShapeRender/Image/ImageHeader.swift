import Foundation

/// The format and pixel size of an encoded image, read from its header alone.
struct ImageHeader: Equatable, Sendable {
  /// The encodings `Image` accepts.
  enum Format: String, Sendable {
    case png
    case jpeg

    /// The MIME type of a data URI.
    var mimeType: String {
      switch self {
      case .png: "image/png"
      case .jpeg: "image/jpeg"
      }
    }
  }

  /// The encoding.
  let format: Format
  /// Width in pixels.
  let width: Int
  /// Height in pixels.
  let height: Int

  init(format: Format, width: Int, height: Int) {
    self.format = format
    self.width = width
    self.height = height
  }

  /// Reads the header of PNG or JPEG bytes, all of them: a JPEG's segments are walked to
  /// its frame header, however far into the data that is.
  ///
  /// - Parameter source: The name of the input, for error messages.
  init<Bytes: RandomAccessCollection<UInt8>>(bytes: Bytes, source: String) throws(ImageError)
  where Bytes.Index == Int {
    let bytes = ByteOffsets(bytes: bytes)
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = try Self.png(bytes, source: source)
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      self = try Self.jpeg(bytes, source: source)
    } else if bytes.count < 8, bytes.count > 0,
      bytes.starts(with: Array([0x89, 0x50, 0x4E, 0x47].prefix(bytes.count)))
    {
      throw ImageError(source: source, reason: .truncatedHeader)
    } else {
      throw ImageError(source: source, reason: .unknownFormat)
    }
  }

  /// PNG: the IHDR chunk follows the 8-byte signature; width and height are big-endian
  /// 32-bit numbers at offsets 16 and 20.
  private static func png<Bytes>(_ bytes: ByteOffsets<Bytes>, source: String)
    throws(ImageError) -> ImageHeader
  {
    guard bytes.count >= 24 else { throw ImageError(source: source, reason: .truncatedHeader) }
    guard (12..<16).map({ bytes[$0] }).elementsEqual("IHDR".utf8) else {
      throw ImageError(source: source, reason: .invalidHeader("the first chunk is not IHDR"))
    }
    let width = bytes.bigEndian(at: 16, count: 4)
    let height = bytes.bigEndian(at: 20, count: 4)
    guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
      throw ImageError(
        source: source, reason: .invalidHeader("size \(width)×\(height) is out of range"))
    }
    return ImageHeader(format: .png, width: width, height: height)
  }

  /// JPEG: walk the marker segments to the first start-of-frame segment, which holds the
  /// height and width (big-endian 16-bit) after its length and sample precision.
  ///
  /// Each step jumps over a whole segment by its length, so the walk reads a few bytes per
  /// segment, wherever the frame header is.
  private static func jpeg<Bytes>(_ bytes: ByteOffsets<Bytes>, source: String)
    throws(ImageError) -> ImageHeader
  {
    var index = 2
    while true {
      // Markers are 0xFF then a code; extra 0xFF bytes are fill.
      guard index < bytes.count else { throw ImageError(source: source, reason: .truncatedHeader) }
      guard bytes[index] == 0xFF else {
        throw ImageError(
          source: source, reason: .invalidHeader("expected a marker at byte \(index)"))
      }
      while index < bytes.count, bytes[index] == 0xFF { index += 1 }
      guard index < bytes.count else { throw ImageError(source: source, reason: .truncatedHeader) }
      let marker = bytes[index]
      index += 1
      // Stand-alone markers carry no length.
      if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
      if marker == 0xD9 || marker == 0xDA {
        throw ImageError(
          source: source, reason: .invalidHeader("no frame header before the image data"))
      }
      guard index + 2 <= bytes.count else {
        throw ImageError(source: source, reason: .truncatedHeader)
      }
      let length = bytes.bigEndian(at: index, count: 2)
      guard length >= 2 else {
        throw ImageError(source: source, reason: .invalidHeader("segment length \(length)"))
      }
      let isStartOfFrame =
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
      if isStartOfFrame {
        guard index + 7 <= bytes.count else {
          throw ImageError(source: source, reason: .truncatedHeader)
        }
        let height = bytes.bigEndian(at: index + 3, count: 2)
        let width = bytes.bigEndian(at: index + 5, count: 2)
        guard width > 0, height > 0 else {
          throw ImageError(
            source: source, reason: .invalidHeader("size \(width)×\(height) is out of range"))
        }
        return ImageHeader(format: .jpeg, width: width, height: height)
      }
      // At most 65 535 past an index within the data: no overflow.
      index += length
    }
  }
}

/// Bytes read by their offset from the start, whatever the collection's own indices are (a
/// `Data` slice starts where it was cut).
private struct ByteOffsets<Bytes: RandomAccessCollection<UInt8>> where Bytes.Index == Int {
  /// The bytes.
  let bytes: Bytes

  /// The number of bytes.
  var count: Int { bytes.count }

  /// The byte `offset` bytes from the start, which must be below ``count``.
  subscript(offset: Int) -> UInt8 { bytes[bytes.startIndex + offset] }

  /// Whether the bytes start with `prefix`.
  func starts(with prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }

  /// A big-endian unsigned number of `count` bytes (at most 4) from `offset`, which must
  /// leave them all within the data.
  func bigEndian(at offset: Int, count: Int) -> Int {
    (offset..<offset + count).reduce(0) { $0 << 8 | Int(self[$1]) }
  }
}
