/// The LZ77 search of ``Deflate/Level/fast``: the previous four bytes, then a short chain
/// of earlier positions with the same hash of four bytes.
///
/// Drawings filtered for PNG are mostly runs (zeros where a row repeats the one above,
/// repeated pixels elsewhere) and stretches that recur a row or a shape later. A run is a
/// match four bytes back, tried first since it costs one comparison; anything else that
/// recurs is found through the hash chains. Only the positions where a token starts enter
/// the chains (not the inside of a match), so a long match costs about an instruction per
/// byte, and a byte no earlier bytes match costs about as little.
enum FastDeflateEncoder {
  private static let hashBits = 17
  /// Matches are at least this long: the hash and the first comparison cover four bytes.
  private static let minimumLength = 4
  /// Tokens per block: enough that building each block's codes costs little beside its
  /// tokens, few enough that the codes follow changes across a large image.
  private static let tokensPerBlock = 1 << 16

  static func encode(_ input: UnsafeBufferPointer<UInt8>, into writer: inout BitWriter) {
    guard let base = input.baseAddress, !input.isEmpty else {
      DeflateBlockWriter.writeStoredBlocks(input, 0..<input.count, isFinal: true, into: &writer)
      return
    }
    let raw = UnsafeRawPointer(base)
    let count = input.count
    let tokenLimit = tokensPerBlock
    let window = DeflateAlphabet.windowSize
    let windowMask = window - 1
    let maximumChainLength = Deflate.Level.fast.maximumChainLength
    // The tables live in memory of their own for the whole search: the loop then indexes
    // plain pointers, with no array to check for sharing at every write.
    let head = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << hashBits)
    head.initialize(repeating: .min, count: 1 << hashBits)
    let previous = UnsafeMutablePointer<Int32>.allocate(capacity: window)
    previous.initialize(repeating: .min, count: window)
    let tokens = UnsafeMutablePointer<LZ77Token>.allocate(capacity: tokenLimit)
    // The symbols' counts of the block so far, kept as the tokens are made.
    let literalCounts = UnsafeMutablePointer<Int>.allocate(capacity: 286)
    literalCounts.initialize(repeating: 0, count: 286)
    let distanceCounts = UnsafeMutablePointer<Int>.allocate(capacity: 30)
    distanceCounts.initialize(repeating: 0, count: 30)
    let lengthSymbols = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
    for (index, symbol) in DeflateBlockWriter.lengthSymbols.prefix(256).enumerated() {
      (lengthSymbols + index).initialize(to: symbol)
    }
    defer {
      head.deallocate()
      previous.deallocate()
      tokens.deallocate()
      literalCounts.deallocate()
      distanceCounts.deallocate()
      lengthSymbols.deallocate()
    }

    var tokenCount = 0
    var blockStart = 0
    var position = 0
    var finished = false
    func flush(isFinal: Bool) {
      DeflateBlockWriter.writeBlock(
        UnsafeBufferPointer(start: tokens, count: tokenCount),
        literalFrequencies: Array(UnsafeBufferPointer(start: literalCounts, count: 286)),
        distanceFrequencies: Array(UnsafeBufferPointer(start: distanceCounts, count: 30)),
        input: input, covering: blockStart..<position, isFinal: isFinal, into: &writer)
      literalCounts.update(repeating: 0, count: 286)
      distanceCounts.update(repeating: 0, count: 30)
      tokenCount = 0
      blockStart = position
      finished = isFinal
    }

    // The last position whose four bytes can be read and hashed.
    let lastSearched = count - minimumLength
    while position < count {
      var length = 0
      var distance = 0
      if position <= lastSearched {
        let word = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self)
        let hash = Int(truncatingIfNeeded: (word &* 2_654_435_761) >> UInt32(32 - hashBits))
        var candidate = Int(head[hash])
        previous[position & windowMask] = Int32(truncatingIfNeeded: candidate)
        head[hash] = Int32(truncatingIfNeeded: position)
        let run =
          position >= 4 && raw.loadUnaligned(fromByteOffset: position &- 4, as: UInt32.self) == word
        // Without a run, a first candidate of other bytes ends the search: the table has
        // room for every hash, so the slot is most likely shared by chance and its chain
        // holds no match. A byte in an unmatched stretch then costs a dozen instructions.
        // (An empty slot holds `Int32.min`, whose distance is beyond any window.)
        if run
          || (position &- candidate <= window
            && raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == word)
        {
          let available = min(DeflateAlphabet.maximumMatchLength, count &- position)
          if run {
            length = commonPrefixLength(raw, position &- 4, position, limit: available)
            distance = 4
          }
          // Only the four bytes ending one past the best so far need testing first: a
          // candidate that differs there cannot be longer. They exist, since the best so
          // far is shorter than `available`.
          var probe = max(length &- 3, 0)
          var probeWord = raw.loadUnaligned(fromByteOffset: position &+ probe, as: UInt32.self)
          var chain = maximumChainLength
          while length < available {
            let candidateDistance = position &- candidate
            guard candidateDistance <= window else { break }
            if raw.loadUnaligned(fromByteOffset: candidate &+ probe, as: UInt32.self) == probeWord,
              candidateDistance != distance,
              raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == word
            {
              let candidateLength = commonPrefixLength(raw, candidate, position, limit: available)
              if candidateLength > length {
                length = candidateLength
                distance = candidateDistance
                probe = length &- 3
                if length < available {
                  probeWord = raw.loadUnaligned(fromByteOffset: position &+ probe, as: UInt32.self)
                }
              }
            }
            chain &-= 1
            // Entries older than the window may have been overwritten by newer positions.
            let next = Int(previous[candidate & windowMask])
            guard chain > 0, next < candidate else { break }
            candidate = next
          }
        }
      }
      if length >= minimumLength {
        tokens[tokenCount] = LZ77Token(length: length, distance: distance)
        literalCounts[Int(lengthSymbols[length &- DeflateAlphabet.minimumMatchLength])] &+= 1
        distanceCounts[DeflateBlockWriter.distanceSymbol(distance)] &+= 1
        position &+= length
      } else {
        let literal = base[position]
        tokens[tokenCount] = LZ77Token(literal: literal)
        literalCounts[Int(literal)] &+= 1
        position &+= 1
      }
      tokenCount &+= 1
      if tokenCount == tokenLimit {
        flush(isFinal: position >= count)
      }
    }
    if !finished {
      flush(isFinal: true)
    }
  }

  /// How many bytes from `first` equal those from `second` (a later offset), at most
  /// `limit`; both ranges lie within the input.
  ///
  /// Compares sixteen bytes a step, as two words: the first differing byte of a word is the
  /// lowest set byte of their exclusive or (bytes load little-endian).
  @inline(__always)
  private static func commonPrefixLength(
    _ raw: UnsafeRawPointer, _ first: Int, _ second: Int, limit: Int
  ) -> Int {
    var length = 0
    while length &+ 16 <= limit {
      let low =
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: first &+ length, as: UInt64.self))
        ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: second &+ length, as: UInt64.self))
      let high =
        UInt64(
          littleEndian: raw.loadUnaligned(fromByteOffset: first &+ length &+ 8, as: UInt64.self))
        ^ UInt64(
          littleEndian: raw.loadUnaligned(fromByteOffset: second &+ length &+ 8, as: UInt64.self))
      if low | high != 0 {
        return length &+ (low != 0 ? low.trailingZeroBitCount : 64 &+ high.trailingZeroBitCount) / 8
      }
      length &+= 16
    }
    while length &+ 8 <= limit {
      let difference =
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: first &+ length, as: UInt64.self))
        ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: second &+ length, as: UInt64.self))
      if difference != 0 { return length &+ difference.trailingZeroBitCount / 8 }
      length &+= 8
    }
    while length < limit,
      raw.load(fromByteOffset: first &+ length, as: UInt8.self)
        == raw.load(fromByteOffset: second &+ length, as: UInt8.self)
    {
      length &+= 1
    }
    return length
  }
}
