/// Why bytes could not be decoded as a JPEG image.
public enum JPEGError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The data does not start with a start-of-image marker (`FF D8`).
  case notJPEG
  /// The data ends inside a marker segment or inside entropy-coded data.
  case unexpectedEnd
  /// A marker segment is malformed: its length, a field out of range, or a segment out of
  /// place (a second frame header, a scan before the frame).
  case invalidSegment(String)
  /// The file uses a part of JPEG this decoder does not read: arithmetic coding, lossless
  /// or hierarchical frames, 12-bit samples, CMYK, or a height given by a DNL marker.
  case unsupported(String)
  /// The frame has more pixels than the decoder was allowed
  /// (``JPEGImage/maximumPixelCount`` unless another limit was given).
  case imageTooLarge(width: Int, height: Int)
  /// A scan uses a Huffman or quantization table that was never defined.
  case missingTable(String)
  /// The entropy-coded data holds a bit pattern that is no code of its Huffman table, a
  /// coefficient past the end of a block, or runs on past the markers that end it.
  case corruptData(String)
  /// The file has more scans than ``JPEGImage/maximumScanCount``.
  case tooManyScans
  /// The file ends, or reaches its end-of-image marker, before a frame and a scan.
  case missingImageData

  /// A sentence that says what went wrong.
  public var description: String {
    switch self {
    case .notJPEG: "the data is not a JPEG (no start-of-image marker)"
    case .unexpectedEnd: "the JPEG data ends early"
    case .invalidSegment(let reason): "invalid JPEG segment: \(reason)"
    case .unsupported(let feature): "unsupported JPEG: \(feature)"
    case .imageTooLarge(let width, let height): "the image is too large (\(width)×\(height))"
    case .missingTable(let table): "the scan uses \(table), which is not defined"
    case .corruptData(let reason): "the JPEG's coded data is corrupt: \(reason)"
    case .tooManyScans: "the JPEG has more than \(JPEGImage.maximumScanCount) scans"
    case .missingImageData: "the JPEG has no frame or no scan"
    }
  }
}
