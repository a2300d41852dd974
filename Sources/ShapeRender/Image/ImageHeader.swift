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

  /// Reads the header of PNG or JPEG bytes.
  ///
  /// - Parameter source: The name of the input, for error messages.
  init(bytes: [UInt8], source: String) throws(ImageError) {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = try Self.png(bytes, source: source)
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      self = try Self.jpeg(bytes, source: source)
    } else if bytes.count < 8, [0x89, 0x50, 0x4E, 0x47].starts(with: bytes.prefix(4)),
      !bytes.isEmpty
    {
      throw ImageError(source: source, reason: .truncatedHeader)
    } else {
      throw ImageError(source: source, reason: .unknownFormat)
    }
  }

  /// PNG: the IHDR chunk follows the 8-byte signature; width and height are big-endian
  /// 32-bit numbers at offsets 16 and 20.
  private static func png(_ bytes: [UInt8], source: String) throws(ImageError) -> ImageHeader {
    guard bytes.count >= 24 else { throw ImageError(source: source, reason: .truncatedHeader) }
    guard bytes[12..<16].elementsEqual("IHDR".utf8) else {
      throw ImageError(source: source, reason: .invalidHeader("the first chunk is not IHDR"))
    }
    let width = bigEndian(bytes, at: 16, count: 4)
    let height = bigEndian(bytes, at: 20, count: 4)
    guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
      throw ImageError(
        source: source, reason: .invalidHeader("size \(width)×\(height) is out of range"))
    }
    return ImageHeader(format: .png, width: width, height: height)
  }

  /// JPEG: walk the marker segments to the first start-of-frame segment, which holds the
  /// height and width (big-endian 16-bit) after its length and sample precision.
  private static func jpeg(_ bytes: [UInt8], source: String) throws(ImageError) -> ImageHeader {
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
      let length = bigEndian(bytes, at: index, count: 2)
      guard length >= 2 else {
        throw ImageError(source: source, reason: .invalidHeader("segment length \(length)"))
      }
      let isStartOfFrame =
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
      if isStartOfFrame {
        guard index + 7 <= bytes.count else {
          throw ImageError(source: source, reason: .truncatedHeader)
        }
        let height = bigEndian(bytes, at: index + 3, count: 2)
        let width = bigEndian(bytes, at: index + 5, count: 2)
        guard width > 0, height > 0 else {
          throw ImageError(
            source: source, reason: .invalidHeader("size \(width)×\(height) is out of range"))
        }
        return ImageHeader(format: .jpeg, width: width, height: height)
      }
      index += length
    }
  }

  /// A big-endian unsigned number of `count` bytes.
  private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
    bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
  }
}
