/// Why bytes could not be decoded as a PNG image.
public enum PNGError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The data does not start with the PNG signature.
  case notPNG
  /// The data ends inside a chunk, or before the `IEND` chunk.
  case unexpectedEnd
  /// A chunk's stored CRC-32 does not match its type and data.
  case checksumMismatch(chunk: String)
  /// The first chunk is not `IHDR`, or a chunk that must appear once appears again.
  case misplacedChunk(String)
  /// The `IHDR` chunk is malformed or describes an image PNG does not allow.
  case invalidHeader(String)
  /// The image has more pixels than this decoder accepts.
  case imageTooLarge(width: Int, height: Int)
  /// The `PLTE` chunk is missing (for a palette image) or malformed.
  case invalidPalette(String)
  /// A palette image uses an index past the end of its palette.
  case paletteIndexOutOfRange(Int)
  /// The `tRNS` chunk does not fit the image's color type.
  case invalidTransparency
  /// A chunk that decoders must understand (its name starts with a capital) is unknown.
  case unsupportedCriticalChunk(String)
  /// There is no `IDAT` chunk.
  case missingImageData
  /// The image data is not a valid zlib stream.
  case compression(InflateError)
  /// The image data holds fewer bytes than the image needs.
  case imageDataTooShort(expected: Int, actual: Int)
  /// A scanline names a filter type other than 0...4.
  case invalidFilterType(UInt8)

  /// A sentence that says what went wrong.
  public var description: String {
    switch self {
    case .notPNG: "the data is not a PNG (wrong signature)"
    case .unexpectedEnd: "the PNG data ends early"
    case .checksumMismatch(let chunk): "the CRC of chunk \(chunk) does not match"
    case .misplacedChunk(let chunk): "chunk \(chunk) is out of place"
    case .invalidHeader(let reason): "invalid IHDR: \(reason)"
    case .imageTooLarge(let width, let height): "the image is too large (\(width)×\(height))"
    case .invalidPalette(let reason): "invalid palette: \(reason)"
    case .paletteIndexOutOfRange(let index): "palette index \(index) is past the palette's end"
    case .invalidTransparency: "the tRNS chunk does not fit the color type"
    case .unsupportedCriticalChunk(let chunk): "unknown critical chunk \(chunk)"
    case .missingImageData: "there is no IDAT chunk"
    case .compression(let error): "the image data is corrupt: \(error)"
    case .imageDataTooShort(let expected, let actual):
      "the image data has \(actual) bytes, the image needs \(expected)"
    case .invalidFilterType(let type): "a scanline has filter type \(type), not 0...4"
    }
  }
}
