/// The hash-chain LZ77 search behind ``Deflate/compress(_:level:)``.
struct DeflateEncoder {
  private let input: UnsafeBufferPointer<UInt8>
  private let level: Deflate.Level

  private static let hashBits = 15
  static let maximumTokensPerBlock = 1 << 15

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
      DeflateBlockWriter.writeStoredBlocks(
        input, input.startIndex..<input.endIndex, isFinal: true, into: &writer)
      return
    }
    if level == .fast {
      FastDeflateEncoder.encode(input, into: &writer)
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
          tokens.append(LZ77Token(literal: input[position]))
          position += 1
          match = next
        }
      }
      if match.length >= DeflateAlphabet.minimumMatchLength {
        tokens.append(LZ77Token(length: match.length, distance: match.distance))
        position += match.length
      } else {
        tokens.append(LZ77Token(literal: input[position]))
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

  private func writeBlock(
    _ tokens: [LZ77Token], covering range: Range<Int>, isFinal: Bool, into writer: inout BitWriter
  ) {
    tokens.withUnsafeBufferPointer { tokens in
      DeflateBlockWriter.writeBlock(
        tokens, input: input, covering: range, isFinal: isFinal, into: &writer)
    }
  }
}
