/// One LZ77 token: a literal byte, or a back-reference of a length and a distance.
struct LZ77Token {
  /// A literal byte (less than 256) or, for a match, `256 + length - 3`.
  var symbolValue: UInt16
  /// The match distance, or 0 for a literal.
  var distance: UInt16

  /// A literal byte.
  @inline(__always)
  init(literal: UInt8) {
    symbolValue = UInt16(literal)
    distance = 0
  }

  /// A back-reference: `length` in 3...258, `distance` in 1...32 768.
  @inline(__always)
  init(length: Int, distance: Int) {
    symbolValue = UInt16(truncatingIfNeeded: 256 + length - DeflateAlphabet.minimumMatchLength)
    self.distance = UInt16(truncatingIfNeeded: distance)
  }
}

/// Writes a run of LZ77 tokens as one DEFLATE block of whichever type is smallest for it:
/// stored, fixed Huffman or dynamic Huffman.
enum DeflateBlockWriter {
  static let storedBlockLimit = 65_535

  /// Writes the tokens, which encode `range` of `input`, as the smallest kind of block.
  static func writeBlock(
    _ tokens: UnsafeBufferPointer<LZ77Token>, input: UnsafeBufferPointer<UInt8>,
    covering range: Range<Int>, isFinal: Bool, into writer: inout BitWriter
  ) {
    var literalFrequencies = [Int](repeating: 0, count: 286)
    var distanceFrequencies = [Int](repeating: 0, count: 30)
    literalFrequencies.withUnsafeMutableBufferPointer { literals in
      distanceFrequencies.withUnsafeMutableBufferPointer { distances in
        lengthSymbols.withUnsafeBufferPointer { lengthSymbols in
          for token in tokens {
            if token.distance == 0 {
              literals[Int(token.symbolValue)] += 1
            } else {
              literals[Int(lengthSymbols[Int(token.symbolValue) - 256])] += 1
              distances[distanceSymbol(Int(token.distance))] += 1
            }
          }
        }
      }
    }
    writeBlock(
      tokens, literalFrequencies: literalFrequencies, distanceFrequencies: distanceFrequencies,
      input: input, covering: range, isFinal: isFinal, into: &writer)
  }

  /// Writes the tokens as the smallest kind of block, given how often each literal/length
  /// symbol (286, the end of block not counted) and each distance symbol (30) occurs in them.
  static func writeBlock(
    _ tokens: UnsafeBufferPointer<LZ77Token>, literalFrequencies counted: [Int],
    distanceFrequencies: [Int], input: UnsafeBufferPointer<UInt8>, covering range: Range<Int>,
    isFinal: Bool, into writer: inout BitWriter
  ) {
    var literalFrequencies = counted
    var extraBits = 0
    for (index, bits) in DeflateAlphabet.lengthExtraBits.enumerated() {
      extraBits += literalFrequencies[257 + index] * Int(bits)
    }
    for (symbol, bits) in DeflateAlphabet.distanceExtraBits.enumerated() {
      extraBits += distanceFrequencies[symbol] * Int(bits)
    }
    literalFrequencies[DeflateAlphabet.endOfBlock] += 1

    let dynamic = DynamicBlockHeader(
      literalFrequencies: literalFrequencies, distanceFrequencies: distanceFrequencies)
    let dynamicCost =
      3 + dynamic.bitCount + extraBits
      + cost(literalFrequencies, dynamic.literals.lengths)
      + cost(distanceFrequencies, dynamic.distances.lengths)
    let fixedCost =
      3 + extraBits
      + cost(literalFrequencies, DeflateAlphabet.fixedLiteralLengths)
      + cost(distanceFrequencies, DeflateAlphabet.fixedDistanceLengths)
    let storedBlocks = max(1, (range.count + storedBlockLimit - 1) / storedBlockLimit)
    let storedCost = range.count * 8 + storedBlocks * (3 + 7 + 32)

    if storedCost <= min(fixedCost, dynamicCost) {
      writeStoredBlocks(input, range, isFinal: isFinal, into: &writer)
    } else if fixedCost <= dynamicCost {
      writer.write(isFinal ? 1 : 0, count: 1)
      writer.write(1, count: 2)
      writeTokens(
        tokens, literals: fixedLiterals, distances: fixedDistances, bitCount: fixedCost,
        into: &writer)
    } else {
      writer.write(isFinal ? 1 : 0, count: 1)
      writer.write(2, count: 2)
      dynamic.write(into: &writer)
      writeTokens(
        tokens, literals: dynamic.literals, distances: dynamic.distances, bitCount: dynamicCost,
        into: &writer)
    }
  }

  /// Writes `range` of the input as stored blocks of at most 65 535 bytes each.
  static func writeStoredBlocks(
    _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, isFinal: Bool,
    into writer: inout BitWriter
  ) {
    var start = range.lowerBound
    repeat {
      let end = min(start + storedBlockLimit, range.upperBound)
      writer.write(isFinal && end == range.upperBound ? 1 : 0, count: 1)
      writer.write(0, count: 2)
      writer.alignToByte()
      let length = UInt32(end - start)
      writer.write(length, count: 16)
      writer.write(~length & 0xFFFF, count: 16)
      writer.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<end]))
      start = end
    } while start < range.upperBound
  }

  private static func cost(_ frequencies: [Int], _ lengths: [UInt8]) -> Int {
    zip(frequencies, lengths).reduce(0) { $0 + $1.0 * Int($1.1) }
  }

  /// Writes the tokens and the end-of-block code, at most `bitCount` bits.
  ///
  /// Every token goes out in at most two writes from tables made for the block: a literal's
  /// code, or a length's code with its extra bits, then a distance's code with its extra
  /// bits. A table entry holds the bits in its low 24 bits and their count in its top 8.
  private static func writeTokens(
    _ tokens: UnsafeBufferPointer<LZ77Token>, literals: HuffmanCode, distances: HuffmanCode,
    bitCount: Int, into writer: inout BitWriter
  ) {
    // Indexed by a token's symbol value: literals 0...255, then lengths 3...258.
    var symbolEntries = [UInt32](repeating: 0, count: 512)
    for literal in 0..<256 {
      symbolEntries[literal] =
        UInt32(literals.codes[literal]) | UInt32(literals.lengths[literal]) << 24
    }
    for index in 0..<256 {
      let symbol = Int(lengthSymbols[index])
      let extraCount = Int(DeflateAlphabet.lengthExtraBits[symbol - 257])
      let extra =
        index + DeflateAlphabet.minimumMatchLength
        - Int(DeflateAlphabet.lengthBases[symbol - 257])
      let codeLength = Int(literals.lengths[symbol])
      symbolEntries[256 + index] =
        (UInt32(literals.codes[symbol]) | UInt32(extra) << codeLength)
        | UInt32(codeLength + extraCount) << 24
    }
    // Per distance symbol: the code, its length (bits 16...23) and, with the extra bits,
    // the whole count (bits 24...31); and the symbol's first distance.
    var distanceEntries = [UInt32](repeating: 0, count: 30)
    var distanceBases = [Int](repeating: 0, count: 30)
    for symbol in 0..<30 {
      let codeLength = UInt32(distances.lengths[symbol])
      distanceEntries[symbol] =
        UInt32(distances.codes[symbol]) | codeLength << 16
        | (codeLength + UInt32(DeflateAlphabet.distanceExtraBits[symbol])) << 24
      distanceBases[symbol] = Int(DeflateAlphabet.distanceBases[symbol])
    }
    let endOfBlock = UInt64(literals.codes[DeflateAlphabet.endOfBlock])
    let endOfBlockLength = Int(literals.lengths[DeflateAlphabet.endOfBlock])
    writer.withSink(reservingBytes: bitCount / 8 + 8) { sink in
      symbolEntries.withUnsafeBufferPointer { symbolEntries in
        distanceEntries.withUnsafeBufferPointer { distanceEntries in
          distanceBases.withUnsafeBufferPointer { distanceBases in
            for token in tokens {
              let entry = symbolEntries[Int(token.symbolValue)]
              sink.write(UInt64(entry & 0xFF_FFFF), count: Int(entry >> 24))
              guard token.distance != 0 else { continue }
              let distance = Int(token.distance)
              let symbol = distanceSymbol(distance)
              let distanceEntry = distanceEntries[symbol]
              let extra = UInt64(distance &- distanceBases[symbol])
              sink.write(
                UInt64(distanceEntry & 0xFFFF) | extra << UInt64(distanceEntry >> 16 & 0xFF),
                count: Int(distanceEntry >> 24))
            }
          }
        }
      }
      sink.write(endOfBlock, count: endOfBlockLength)
    }
  }

  private static let fixedLiterals = HuffmanCode(lengths: DeflateAlphabet.fixedLiteralLengths)
  private static let fixedDistances = HuffmanCode(lengths: DeflateAlphabet.fixedDistanceLengths)

  /// For every match length minus 3 (0...255), its length symbol.
  static let lengthSymbols: [UInt16] = (0..<256).map { index in
    let length = index + DeflateAlphabet.minimumMatchLength
    let base = DeflateAlphabet.lengthBases.lastIndex { Int($0) <= length } ?? 0
    return UInt16(257 + base)
  }

  /// The distance symbol of a match distance in 1...32 768.
  @inline(__always)
  static func distanceSymbol(_ distance: Int) -> Int {
    // Symbols come in pairs per power of two above 4: find the pair from the top bit.
    if distance <= 4 { return distance - 1 }
    let topBit = Int.bitWidth - 1 - (distance - 1).leadingZeroBitCount
    return 2 * topBit + ((distance - 1) >> (topBit - 1) & 1)
  }
}
