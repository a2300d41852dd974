/// A Huffman table of a JPEG file (a `DHT` segment's table), read by code length as the
/// standard's decoding procedure does (ITU T.81, F.2.2.3), with an 8-bit lookup ahead of it.
struct JPEGHuffmanTable: Sendable {
  /// The largest code of each length 1...16, or -1 when there is none (index 0 unused).
  private var maxCode = [Int](repeating: -1, count: 18)
  /// The index in ``values`` of the first code of each length, less that code.
  private var offset = [Int](repeating: 0, count: 17)
  /// The symbols, in code order.
  private let values: [UInt8]
  /// For each 8-bit prefix: the symbol and its code length, when the code has at most 8 bits
  /// (length 0 when it is longer or not a code).
  private(set) var lookup = [UInt16](repeating: 0, count: 256)

  /// Builds the table from the count of codes of each length (16 entries) and the symbols.
  ///
  /// - Throws: ``JPEGError/invalidSegment(_:)`` when the lengths ask for more codes than
  ///   exist.
  init(counts: [Int], values: [UInt8]) throws(JPEGError) {
    self.values = values
    var code = 0
    var index = 0
    for length in 1...16 {
      let count = counts[length - 1]
      if count > 0 {
        offset[length] = index - code
        code += count
        index += count
        guard code <= 1 << length else {
          throw .invalidSegment("a Huffman table has more codes of length \(length) than fit")
        }
        maxCode[length] = code - 1
        if length <= 8 {
          for entry in (code - count)..<code {
            let symbol = UInt16(values[entry + offset[length]])
            let first = entry << (8 - length)
            for prefix in first..<first + (1 << (8 - length)) {
              lookup[prefix] = UInt16(length) << 8 | symbol
            }
          }
        }
      }
      code <<= 1
    }
    maxCode[17] = Int.max
  }

  /// Decodes one symbol.
  ///
  /// - Throws: ``JPEGError/corruptData(_:)`` when the bits are no code of the table, or an
  ///   error of the reader.
  @inline(__always)
  func decode(_ reader: inout JPEGEntropyReader) throws(JPEGError) -> Int {
    let prefix = try reader.peek8()
    let entry = lookup[prefix]
    if entry != 0 {
      reader.skip(Int(entry >> 8))
      return Int(entry & 0xFF)
    }
    var code = 0
    for length in 1...16 {
      code = code << 1 | (try reader.bit())
      if code <= maxCode[length] {
        return Int(values[code + offset[length]])
      }
    }
    throw .corruptData("a bit pattern is no code of its Huffman table")
  }
}
