/// Reads a JPEG file: walks its marker segments, keeps the tables they define, decodes each
/// scan into the frame's coefficients, and turns those into pixels at the end.
struct JPEGDecoder {
  private let bytes: [UInt8]
  private let maximumPixelCount: Int
  private var position = 2
  private var frame: JPEGFrame?
  /// Quantization tables 0...3, in zigzag order.
  private var quantization: [[Int32]?] = [nil, nil, nil, nil]
  /// Huffman tables 0...3 for DC coefficients and for AC coefficients.
  private var dcTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
  private var acTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
  /// MCUs between restart markers; 0 when there are none.
  private var restartInterval = 0
  /// Whether an Adobe segment says the three components are RGB, not YCbCr.
  private var isRGB = false
  private var scanCount = 0

  init(bytes: [UInt8], maximumPixelCount: Int) {
    self.bytes = bytes
    self.maximumPixelCount = maximumPixelCount
  }

  /// Decodes the whole file.
  mutating func decode() throws(JPEGError) -> (width: Int, height: Int, pixels: [RGBA]) {
    guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw .notJPEG }
    markers: while let marker = try nextMarker() {
      switch marker {
      case 0xD9:
        break markers
      case 0xD0...0xD7, 0x01:
        // Standalone markers; a second SOI is read as a segment, as Image reads it.
        continue
      default:
        break
      }
      let body = try segmentBody()
      switch marker {
      case 0xC0, 0xC1, 0xC2:
        guard frame == nil else { throw .invalidSegment("a second frame header") }
        frame = try JPEGFrame(
          body: body, isProgressive: marker == 0xC2, maximumPixelCount: maximumPixelCount)
      case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
        throw .unsupported(
          marker & 3 == 3 ? "lossless frames" : "arithmetic or hierarchical coding")
      case 0xC4: try readHuffmanTables(body)
      case 0xDB: try readQuantizationTables(body)
      case 0xDD:
        guard body.count >= 2 else { throw .invalidSegment("the restart interval is too short") }
        restartInterval = Int(body[body.startIndex]) << 8 | Int(body[body.startIndex + 1])
      case 0xDA:
        try decodeScan(header: body)
      case 0xDC:
        throw .unsupported("a height given by a DNL marker")
      case 0xEE:
        // Adobe: "Adobe", version, flags0, flags1, transform (0 means RGB or CMYK as is).
        if body.count >= 12, Array(body.prefix(5)) == Array("Adobe".utf8) {
          isRGB = body[body.startIndex + 11] == 0
        }
      default:
        break  // APPn (JFIF, EXIF, ICC), comments and other segments are skipped
      }
    }
    guard let frame, scanCount > 0 else { throw .missingImageData }
    return JPEGPixels.convert(frame, isRGB: isRGB)
  }

  /// The next marker's code, with the position after it.
  ///
  /// Before the first scan a marker must follow each segment, as the header reader of
  /// `Image` requires (fill bytes `FF` aside); after a scan, bytes that are no marker (what
  /// is left of its coded data) are skipped. `nil` at the end of the data.
  private mutating func nextMarker() throws(JPEGError) -> UInt8? {
    if scanCount == 0, position < bytes.count {
      guard bytes[position] == 0xFF else {
        throw .invalidSegment("expected a marker at byte \(position)")
      }
      while position < bytes.count, bytes[position] == 0xFF { position += 1 }
      guard position < bytes.count else { return nil }
      guard bytes[position] != 0 else {
        throw .invalidSegment("expected a marker at byte \(position - 1)")
      }
      position += 1
      return bytes[position - 1]
    }
    while position + 1 < bytes.count {
      if bytes[position] == 0xFF {
        let code = bytes[position + 1]
        if code != 0x00 && code != 0xFF {
          position += 2
          return code
        }
      }
      position += 1
    }
    position = bytes.count
    return nil
  }

  /// The body of the segment at the position (after its two length bytes), moving past it.
  private mutating func segmentBody() throws(JPEGError) -> ArraySlice<UInt8> {
    guard position + 2 <= bytes.count else { throw .unexpectedEnd }
    let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
    guard length >= 2 else { throw .invalidSegment("a segment's length is \(length)") }
    guard position + length <= bytes.count else { throw .unexpectedEnd }
    let body = bytes[(position + 2)..<(position + length)]
    position += length
    return body
  }

  private mutating func readQuantizationTables(_ body: ArraySlice<UInt8>) throws(JPEGError) {
    var index = body.startIndex
    while index < body.endIndex {
      let precision = Int(body[index] >> 4)
      let selector = Int(body[index] & 0x0F)
      guard precision <= 1, selector <= 3 else {
        throw .invalidSegment("quantization table \(selector) of precision \(precision)")
      }
      let size = 64 << precision
      guard body.endIndex - index - 1 >= size else {
        throw .invalidSegment("a quantization table is cut short")
      }
      var table = [Int32](repeating: 0, count: 64)
      for k in 0..<64 {
        table[k] =
          precision == 0
          ? Int32(body[index + 1 + k])
          : Int32(body[index + 1 + 2 * k]) << 8 | Int32(body[index + 2 + 2 * k])
      }
      quantization[selector] = table
      index += 1 + size
    }
  }

  private mutating func readHuffmanTables(_ body: ArraySlice<UInt8>) throws(JPEGError) {
    var index = body.startIndex
    while index < body.endIndex {
      let tableClass = Int(body[index] >> 4)
      let selector = Int(body[index] & 0x0F)
      guard tableClass <= 1, selector <= 3 else {
        throw .invalidSegment("Huffman table \(selector) of class \(tableClass)")
      }
      guard body.endIndex - index >= 17 else {
        throw .invalidSegment("a Huffman table is cut short")
      }
      let counts = body[(index + 1)..<(index + 17)].map { Int($0) }
      let total = counts.reduce(0, +)
      guard total <= 256, body.endIndex - index - 17 >= total else {
        throw .invalidSegment("a Huffman table has \(total) symbols")
      }
      let values = Array(body[(index + 17)..<(index + 17 + total)])
      let table = try JPEGHuffmanTable(counts: counts, values: values)
      if tableClass == 0 { dcTables[selector] = table } else { acTables[selector] = table }
      index += 17 + total
    }
  }

  /// Reads a scan header and decodes the entropy-coded data after it.
  private mutating func decodeScan(header body: ArraySlice<UInt8>) throws(JPEGError) {
    guard var frame else { throw .invalidSegment("a scan comes before the frame header") }
    scanCount += 1
    guard scanCount <= JPEGImage.maximumScanCount else { throw .tooManyScans }
    let body = Array(body)
    guard let count = body.first, (1...4).contains(count), body.count >= 4 + 2 * Int(count) else {
      throw .invalidSegment("the scan header is malformed")
    }
    var scan = JPEGScan(
      spectralStart: Int(body[1 + 2 * Int(count)]), spectralEnd: Int(body[2 + 2 * Int(count)]),
      successiveHigh: Int(body[3 + 2 * Int(count)] >> 4),
      successiveLow: Int(body[3 + 2 * Int(count)] & 0x0F), restartInterval: restartInterval)
    for index in 0..<Int(count) {
      let id = body[1 + 2 * index]
      guard let component = frame.components.firstIndex(where: { $0.id == id }),
        !scan.components.contains(component)
      else { throw .invalidSegment("the scan names component \(id) twice or not in the frame") }
      let dc = Int(body[2 + 2 * index] >> 4)
      let ac = Int(body[2 + 2 * index] & 0x0F)
      guard dc <= 3, ac <= 3 else { throw .invalidSegment("Huffman table selectors \(dc), \(ac)") }
      scan.components.append(component)
      scan.dcTables.append(dcTables[dc])
      scan.acTables.append(acTables[ac])
      if frame.components[component].quantization == nil {
        let selector = frame.components[component].quantizationSelector
        guard let table = quantization[selector] else {
          throw .missingTable("quantization table \(selector)")
        }
        frame.components[component].quantization = table
      }
    }
    try scan.validate(progressive: frame.isProgressive)
    // The frame's coefficients move into the scan decoder and back, not copied.
    self.frame = nil
    var reader = JPEGEntropyReader(bytes: bytes, position: position)
    try scan.decode(into: &frame, reader: &reader)
    position = reader.position
    self.frame = frame
  }
}
