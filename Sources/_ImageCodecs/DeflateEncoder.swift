/// One LZ77 token: a literal byte, or a back-reference of a length and a distance.
struct LZ77Token {
  /// A literal byte (less than 256) or, for a match, `256 + length - 3`.
  var symbolValue: UInt16
  /// The match distance, or 0 for a literal.
  var distance: UInt16
}

/// The LZ77 search and the block writer behind ``Deflate/compress(_:level:)``.
struct DeflateEncoder {
  private let input: UnsafeBufferPointer<UInt8>
  private let level: Deflate.Level

  private static let hashBits = 15
  private static let maximumTokensPerBlock = 1 << 15
  private static let storedBlockLimit = 65_535

  /// The most recent position with each hash, or -1.
  private var head: [Int32]
  /// For each position (modulo the window), the previous position with the same hash, or -1.
  private var previous: [Int32]
  /// Positions below this are in the hash chains.
  private var insertedCount = 0

  init(input: UnsafeBufferPointer<UInt8>, level: Deflate.Level) {
    self.input = input
    self.level = level
    let searching = level != .store
    head = [Int32](repeating: -1, count: searching ? 1 << Self.hashBits : 0)
    previous = [Int32](repeating: -1, count: searching ? DeflateAlphabet.windowSize : 0)
  }

  mutating func encode(into writer: inout BitWriter) {
    if level == .store || input.isEmpty {
      writeStoredBlocks(input.startIndex..<input.endIndex, isFinal: true, into: &writer)
      return
    }
    var tokens: [LZ77Token] = []
    tokens.reserveCapacity(Self.maximumTokensPerBlock)
    var blockStart = 0
    var position = 0
    let count = input.count
    while position < count {
      var match = findMatch(at: position)
      if level.defersMatches, match.length >= DeflateAlphabet.minimumMatchLength,
        match.length < 32, position + 1 < count
      {
        let next = findMatch(at: position + 1)
        if next.length > match.length {
          tokens.append(LZ77Token(symbolValue: UInt16(input[position]), distance: 0))
          position += 1
          match = next
        }
      }
      if match.length >= DeflateAlphabet.minimumMatchLength {
        tokens.append(
          LZ77Token(
            symbolValue: UInt16(256 + match.length - DeflateAlphabet.minimumMatchLength),
            distance: UInt16(match.distance)))
        if match.length > level.maximumInsertedMatchLength {
          // Of a long match, only the first position and the last three join the hash
          // chains: hashing every byte of a long run (a uniform background) costs more
          // than the matches its inner positions would give, and the last ones let a run
          // that goes on be matched one byte back, whose distance code is the shortest.
          insertPositions(upTo: position + 1)
          insertedCount = max(insertedCount, position + match.length - 3)
        }
        position += match.length
      } else {
        tokens.append(LZ77Token(symbolValue: UInt16(input[position]), distance: 0))
        position += 1
      }
      if tokens.count >= Self.maximumTokensPerBlock - 1 {
        writeBlock(
          tokens, covering: blockStart..<position, isFinal: position == count, into: &writer)
        tokens.removeAll(keepingCapacity: true)
        blockStart = position
      }
    }
    if blockStart < count {
      writeBlock(tokens, covering: blockStart..<count, isFinal: true, into: &writer)
    }
  }

  // MARK: LZ77

  private func hash(at position: Int) -> Int {
    Self.hash(input, at: position)
  }

  @inline(__always)
  private static func hash(_ input: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
    let value =
      UInt32(input[position]) << 16 | UInt32(input[position + 1]) << 8
      | UInt32(input[position + 2])
    return Int((value &* 2_654_435_761) >> UInt32(32 - hashBits))
  }

  /// Adds every position before `end` to the hash chains.
  private mutating func insertPositions(upTo end: Int) {
    let last = min(end, input.count - 2)
    if insertedCount < last {
      var position = insertedCount
      let input = self.input
      let mask = DeflateAlphabet.windowSize - 1
      // Through pointers: one uniqueness check of each table a call, not two a byte.
      head.withUnsafeMutableBufferPointer { head in
        previous.withUnsafeMutableBufferPointer { previous in
          while position < last {
            let hashValue = Self.hash(input, at: position)
            previous[position & mask] = head[hashValue]
            head[hashValue] = Int32(position)
            position += 1
          }
        }
      }
      insertedCount = position
    }
    insertedCount = max(insertedCount, end)
  }

  /// The longest earlier repeat of the bytes at `position` the search finds.
  private mutating func findMatch(at position: Int) -> (length: Int, distance: Int) {
    insertPositions(upTo: position)
    let available = min(DeflateAlphabet.maximumMatchLength, input.count - position)
    guard available >= DeflateAlphabet.minimumMatchLength else { return (0, 0) }
    var bestLength = 0
    var bestDistance = 0
    var candidate = Int(head[hash(at: position)])
    var chain = level.maximumChainLength
    while candidate >= 0, chain > 0 {
      let distance = position - candidate
      guard distance > 0, distance <= DeflateAlphabet.windowSize else { break }
      if input[candidate + bestLength] == input[position + bestLength] {
        let length = Self.commonPrefixLength(input, candidate, position, limit: available)
        if length > bestLength {
          bestLength = length
          bestDistance = distance
          if length == available { break }
        }
      }
      let next = Int(previous[candidate & (DeflateAlphabet.windowSize - 1)])
      guard next < candidate else { break }
      candidate = next
      chain -= 1
    }
    return (bestLength, bestDistance)
  }

  /// How many bytes from `first` equal those from `second`, at most `limit`.
  ///
  /// Both ranges lie within `input`. Compares eight bytes a step: the first differing byte
  /// of a step is the lowest set byte of their exclusive or (bytes load little-endian).
  @inline(__always)
  private static func commonPrefixLength(
    _ input: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, limit: Int
  ) -> Int {
    var length = 0
    if let base = input.baseAddress {
      let raw = UnsafeRawPointer(base)
      while length + 8 <= limit {
        let a = raw.loadUnaligned(fromByteOffset: first + length, as: UInt64.self)
        let b = raw.loadUnaligned(fromByteOffset: second + length, as: UInt64.self)
        let difference = UInt64(littleEndian: a ^ b)
        if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
        length += 8
      }
    }
    while length < limit, input[first + length] == input[second + length] {
      length += 1
    }
    return length
  }

  // MARK: Blocks

  /// Writes `range` of the input as stored blocks of at most 65 535 bytes each.
  private func writeStoredBlocks(_ range: Range<Int>, isFinal: Bool, into writer: inout BitWriter) {
    var start = range.lowerBound
    repeat {
      let end = min(start + Self.storedBlockLimit, range.upperBound)
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

  /// Writes the tokens, which encode `range` of the input, as the smallest kind of block.
  private func writeBlock(
    _ tokens: [LZ77Token], covering range: Range<Int>, isFinal: Bool, into writer: inout BitWriter
  ) {
    var literalFrequencies = [Int](repeating: 0, count: 286)
    var distanceFrequencies = [Int](repeating: 0, count: 30)
    var extraBits = 0
    for token in tokens {
      if token.distance == 0 {
        literalFrequencies[Int(token.symbolValue)] += 1
      } else {
        let (lengthSymbol, _, lengthExtra) = Self.lengthCode(Int(token.symbolValue) - 256 + 3)
        let (distanceSymbol, _, distanceExtra) = Self.distanceCode(Int(token.distance))
        literalFrequencies[lengthSymbol] += 1
        distanceFrequencies[distanceSymbol] += 1
        extraBits += lengthExtra + distanceExtra
      }
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
    let storedBlocks = max(1, (range.count + Self.storedBlockLimit - 1) / Self.storedBlockLimit)
    let storedCost = range.count * 8 + storedBlocks * (3 + 7 + 32)

    if storedCost <= min(fixedCost, dynamicCost) {
      writeStoredBlocks(range, isFinal: isFinal, into: &writer)
    } else if fixedCost <= dynamicCost {
      writer.write(isFinal ? 1 : 0, count: 1)
      writer.write(1, count: 2)
      writeTokens(
        tokens, literals: Self.fixedLiterals, distances: Self.fixedDistances, into: &writer)
    } else {
      writer.write(isFinal ? 1 : 0, count: 1)
      writer.write(2, count: 2)
      dynamic.write(into: &writer)
      writeTokens(tokens, literals: dynamic.literals, distances: dynamic.distances, into: &writer)
    }
  }

  private func cost(_ frequencies: [Int], _ lengths: [UInt8]) -> Int {
    zip(frequencies, lengths).reduce(0) { $0 + $1.0 * Int($1.1) }
  }

  private func writeTokens(
    _ tokens: [LZ77Token], literals: HuffmanCode, distances: HuffmanCode,
    into writer: inout BitWriter
  ) {
    for token in tokens {
      if token.distance == 0 {
        let symbol = Int(token.symbolValue)
        writer.write(UInt32(literals.codes[symbol]), count: Int(literals.lengths[symbol]))
        continue
      }
      let (lengthSymbol, lengthValue, lengthExtra) = Self.lengthCode(
        Int(token.symbolValue) - 256 + 3)
      writer.write(UInt32(literals.codes[lengthSymbol]), count: Int(literals.lengths[lengthSymbol]))
      writer.write(UInt32(lengthValue), count: lengthExtra)
      let (distanceSymbol, distanceValue, distanceExtra) = Self.distanceCode(Int(token.distance))
      writer.write(
        UInt32(distances.codes[distanceSymbol]), count: Int(distances.lengths[distanceSymbol]))
      writer.write(UInt32(distanceValue), count: distanceExtra)
    }
    let endOfBlock = DeflateAlphabet.endOfBlock
    writer.write(UInt32(literals.codes[endOfBlock]), count: Int(literals.lengths[endOfBlock]))
  }

  private static let fixedLiterals = HuffmanCode(lengths: DeflateAlphabet.fixedLiteralLengths)
  private static let fixedDistances = HuffmanCode(lengths: DeflateAlphabet.fixedDistanceLengths)

  /// For every match length 3...258, its length symbol.
  private static let lengthSymbols: [UInt16] = (0...DeflateAlphabet.maximumMatchLength).map {
    length in
    guard length >= DeflateAlphabet.minimumMatchLength else { return 0 }
    let index = DeflateAlphabet.lengthBases.lastIndex { Int($0) <= length }!
    return UInt16(257 + index)
  }

  /// The symbol, extra-bit value and extra-bit count of a match length.
  private static func lengthCode(_ length: Int) -> (symbol: Int, extra: Int, extraCount: Int) {
    let symbol = Int(lengthSymbols[length])
    let index = symbol - 257
    return (
      symbol, length - Int(DeflateAlphabet.lengthBases[index]),
      Int(DeflateAlphabet.lengthExtraBits[index])
    )
  }

  /// The symbol, extra-bit value and extra-bit count of a match distance.
  private static func distanceCode(_ distance: Int) -> (symbol: Int, extra: Int, extraCount: Int) {
    // Symbols come in pairs per power of two above 4: find the pair from the top bit.
    let symbol: Int
    if distance <= 4 {
      symbol = distance - 1
    } else {
      let topBit = Int.bitWidth - 1 - (distance - 1).leadingZeroBitCount
      symbol = 2 * topBit + ((distance - 1) >> (topBit - 1) & 1)
    }
    return (
      symbol, distance - Int(DeflateAlphabet.distanceBases[symbol]),
      Int(DeflateAlphabet.distanceExtraBits[symbol])
    )
  }
}
