/// Why a zlib or DEFLATE stream could not be decompressed.
public enum InflateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The input ended in the middle of the stream.
  case unexpectedEnd
  /// The two zlib header bytes fail their check (RFC 1950, FCHECK).
  case invalidHeader
  /// The zlib header names a compression method other than DEFLATE (8).
  case unsupportedCompressionMethod(UInt8)
  /// The zlib header asks for a window larger than 32 KiB.
  case invalidWindowSize(UInt8)
  /// The zlib header asks for a preset dictionary, which is not supported.
  case presetDictionaryUnsupported
  /// A block header has the reserved block type 3.
  case invalidBlockType
  /// A stored block's length does not match its one's complement.
  case storedLengthMismatch
  /// A dynamic block describes Huffman codes that are over-subscribed, incomplete or too long.
  case invalidCodeLengths
  /// A Huffman code that stands for no symbol, or a symbol that DEFLATE reserves.
  case invalidSymbol
  /// A back-reference reaches before the start of the output.
  case distanceTooFarBack
  /// The Adler-32 checksum at the end of the zlib stream does not match the output.
  case checksumMismatch(expected: UInt32, actual: UInt32)
  /// The output would exceed the limit the caller set.
  case outputLimitExceeded(limit: Int)

  /// A sentence that says what went wrong.
  public var description: String {
    switch self {
    case .unexpectedEnd: "the compressed stream ends early"
    case .invalidHeader: "the zlib header check bits are wrong"
    case .unsupportedCompressionMethod(let method):
      "the zlib header names compression method \(method), not DEFLATE (8)"
    case .invalidWindowSize(let info): "the zlib header asks for a window of 2^\(info + 8) bytes"
    case .presetDictionaryUnsupported: "the zlib stream needs a preset dictionary"
    case .invalidBlockType: "a DEFLATE block has the reserved type 3"
    case .storedLengthMismatch: "a stored block's length and its complement disagree"
    case .invalidCodeLengths: "a dynamic block describes an invalid Huffman code"
    case .invalidSymbol: "a Huffman code stands for no valid symbol"
    case .distanceTooFarBack: "a back-reference reaches before the start of the output"
    case .checksumMismatch(let expected, let actual):
      "Adler-32 mismatch: the stream says \(hex(expected)), the output has \(hex(actual))"
    case .outputLimitExceeded(let limit): "the output exceeds the limit of \(limit) bytes"
    }
  }
}

private func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16)
  return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
