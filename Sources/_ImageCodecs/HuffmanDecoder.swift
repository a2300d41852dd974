/// Decodes the symbols of one canonical Huffman code (RFC 1951, section 3.2.2).
///
/// Codes up to ``fastBits`` long are found with one table look-up; longer ones are found by
/// walking the canonical code one bit at a time.
struct HuffmanDecoder: Sendable {
  /// The longest code DEFLATE allows.
  static let maximumCodeLength = 15
  /// The number of bits the look-up table is indexed by.
  private static let fastBits = 10

  /// For every `fastBits`-bit input, `symbol << 4 | length`, or 0 when the code is longer.
  private var fastTable: [UInt16]
  /// How many codes there are of each length 0...15.
  private var lengthCounts: [UInt16]
  /// The symbols, ordered by code length and then by symbol: the canonical code order.
  private var sortedSymbols: [UInt16]

  /// What the code lengths are for, which decides whether an incomplete code is allowed.
  enum Alphabet {
    /// The literal/length or distance alphabet: an incomplete code is allowed only when it
    /// has a single code of length 1 (or none at all), as zlib allows.
    case symbols
    /// The code-length alphabet of a dynamic block header, which must be complete.
    case codeLengths
  }

  /// Builds the decoder for a code given as one length per symbol (0 for unused symbols).
  init(lengths: [UInt8], alphabet: Alphabet) throws(InflateError) {
    var counts = [UInt16](repeating: 0, count: Self.maximumCodeLength + 1)
    for length in lengths {
      guard length <= Self.maximumCodeLength else { throw .invalidCodeLengths }
      counts[Int(length)] += 1
    }
    counts[0] = 0

    var left = 1
    var longest = 0
    for length in 1...Self.maximumCodeLength {
      left = left << 1 - Int(counts[length])
      guard left >= 0 else { throw .invalidCodeLengths }
      if counts[length] > 0 { longest = length }
    }
    if left > 0 {
      switch alphabet {
      case .codeLengths: throw .invalidCodeLengths
      case .symbols: guard longest <= 1 else { throw .invalidCodeLengths }
      }
    }

    var offsets = [Int](repeating: 0, count: Self.maximumCodeLength + 2)
    for length in 1...Self.maximumCodeLength {
      offsets[length + 1] = offsets[length] + Int(counts[length])
    }
    var sorted = [UInt16](repeating: 0, count: offsets[Self.maximumCodeLength + 1])
    for (symbol, length) in lengths.enumerated() where length > 0 {
      sorted[offsets[Int(length)]] = UInt16(symbol)
      offsets[Int(length)] += 1
    }

    var table = [UInt16](repeating: 0, count: 1 << Self.fastBits)
    var code = 0
    var index = 0
    for length in 1...min(Self.fastBits, Self.maximumCodeLength) {
      for _ in 0..<Int(counts[length]) {
        let entry = sorted[index] << 4 | UInt16(length)
        var slot = Self.reversed(code, length: length)
        while slot < table.count {
          table[slot] = entry
          slot += 1 << length
        }
        code += 1
        index += 1
      }
      code <<= 1
    }

    fastTable = table
    lengthCounts = counts
    sortedSymbols = sorted
  }

  /// Decodes and consumes the next symbol.
  @inline(__always)
  func decode(from reader: inout BitReader) throws(InflateError) -> Int {
    let bits = reader.peek(Self.maximumCodeLength)
    let entry = fastTable[Int(bits) & (1 << Self.fastBits - 1)]
    if entry != 0 {
      try reader.consume(Int(entry & 15))
      return Int(entry >> 4)
    }
    return try decodeSlowly(bits, from: &reader)
  }

  /// Walks the canonical code bit by bit, for codes longer than the table covers.
  private func decodeSlowly(_ bits: UInt32, from reader: inout BitReader) throws(InflateError)
    -> Int
  {
    var code = 0
    var first = 0
    var index = 0
    for length in 1...Self.maximumCodeLength {
      code |= Int(bits >> UInt32(length - 1)) & 1
      let count = Int(lengthCounts[length])
      if code - first < count {
        try reader.consume(length)
        return Int(sortedSymbols[index + code - first])
      }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw .invalidSymbol
  }

  /// Reverses the lowest `length` bits of `code`: Huffman codes are sent most significant bit
  /// first, while the rest of the stream is packed least significant bit first.
  private static func reversed(_ code: Int, length: Int) -> Int {
    var result = 0
    var code = code
    for _ in 0..<length {
      result = result << 1 | code & 1
      code >>= 1
    }
    return result
  }
}
