import Foundation

/// The LZ77 search of ``Deflate/Level/fast``: the previous four bytes, then a short chain
/// of earlier positions with the same hash of four bytes.
///
/// Drawings filtered for PNG are mostly runs (zeros where a row repeats the one above,
/// repeated pixels elsewhere) and stretches that recur a row or a shape later. A run is a
/// match four bytes back, tried first since it costs one comparison; anything else that
/// recurs is found through the hash chains. Only the positions where a token starts enter
/// the chains (not the inside of a match), so a long match costs about an instruction per
/// byte, and a byte no earlier bytes match costs about as little.
///
/// **Bytes in pieces.** The input is appended piece by piece (``append(count:into:_:)``),
/// written by the caller straight into the encoder's buffer, which holds only the 32 KiB
/// window behind the search and the pieces not yet searched. A PNG encoder filters its
/// rows into it a band at a time: a filtered image is never whole in memory, and each band
/// is searched, and summed for the Adler-32 checksum, while it is still in the cache.
/// A block ends where the window moves past its start (a block may need its bytes, to be
/// written stored): every four pieces, about a megabyte of a PNG's rows.
final class FastDeflateEncoder {
  private static let hashBits = 15
  /// Matches are at least this long: the hash and the first comparison cover four bytes.
  private static let minimumLength = 4
  /// Tokens per block: enough that building each block's codes costs little beside its
  /// tokens, few enough that the codes follow changes across a large image.
  private static let tokensPerBlock = 1 << 16
  private static let window = DeflateAlphabet.windowSize
  /// Bytes kept unsearched at the end of the buffer until more come (or the input ends), so
  /// that no match is cut short where a piece ends.
  private static let lookahead = DeflateAlphabet.maximumMatchLength

  /// The longest piece ``append(count:into:_:)`` takes.
  let maximumPiece: Int
  private let capacity: Int
  private let buffer: UnsafeMutablePointer<UInt8>
  /// Bytes in the buffer; the next one to search; where the open block starts.
  private var filled = 0
  private var position = 0
  private var blockStart = 0
  /// Whether any byte was appended.
  private var isEmpty = true
  /// The Adler-32 checksum of every byte appended.
  private(set) var checksum = Adler32()

  // The tables live in memory of their own: the search indexes plain pointers, with no
  // array to check for sharing at every write. Positions are buffer offsets; an empty slot
  // holds `Int32.min`, whose distance is beyond any window.
  private let head: UnsafeMutablePointer<Int32>
  private let previous: UnsafeMutablePointer<Int32>
  private let tokens: UnsafeMutablePointer<LZ77Token>
  private var tokenCount = 0
  /// The symbols' counts of the block so far, kept as the tokens are made.
  private let literalCounts: UnsafeMutablePointer<Int>
  private let distanceCounts: UnsafeMutablePointer<Int>
  private let lengthSymbols: UnsafeMutablePointer<UInt16>

  /// An encoder taking pieces of at most `maximumPiece` bytes (at least 1).
  init(maximumPiece: Int) {
    self.maximumPiece = max(maximumPiece, 1)
    // After a move, at most two windows and the lookahead remain: room for four pieces
    // more, so that the window moves (and the open block ends) once every four pieces;
    // pieces over a megabyte (single rows of a very wide image) get room for one.
    let room = self.maximumPiece <= 1 << 20 ? 4 * self.maximumPiece : self.maximumPiece
    capacity = 2 * Self.window + Self.lookahead + room
    buffer = LargeByteArray.allocate(byteCount: capacity).bindMemory(
      to: UInt8.self, capacity: capacity)
    head = .allocate(capacity: 1 << Self.hashBits)
    head.initialize(repeating: .min, count: 1 << Self.hashBits)
    previous = .allocate(capacity: Self.window)
    previous.initialize(repeating: .min, count: Self.window)
    tokens = .allocate(capacity: Self.tokensPerBlock)
    literalCounts = .allocate(capacity: 286)
    literalCounts.initialize(repeating: 0, count: 286)
    distanceCounts = .allocate(capacity: 30)
    distanceCounts.initialize(repeating: 0, count: 30)
    lengthSymbols = .allocate(capacity: 256)
    for (index, symbol) in DeflateBlockWriter.lengthSymbols.prefix(256).enumerated() {
      (lengthSymbols + index).initialize(to: symbol)
    }
  }

  deinit {
    buffer.deallocate()
    head.deallocate()
    previous.deallocate()
    tokens.deallocate()
    literalCounts.deallocate()
    distanceCounts.deallocate()
    lengthSymbols.deallocate()
  }

  /// The DEFLATE data (no zlib header or checksum) of `input`, appended to `writer`.
  static func encode(_ input: UnsafeBufferPointer<UInt8>, into writer: inout BitWriter) {
    let encoder = FastDeflateEncoder(maximumPiece: 1 << 18)
    var offset = 0
    while offset < input.count, let base = input.baseAddress {
      let count = min(encoder.maximumPiece, input.count - offset)
      encoder.append(count: count, into: &writer) {
        $0.initialize(from: base + offset, count: count)
      }
      offset += count
    }
    encoder.finish(into: &writer)
  }

  /// Appends `count` bytes (at most ``maximumPiece``), which `write` writes from the
  /// pointer it is given, and encodes what can be encoded before more come.
  func append(
    count: Int, into writer: inout BitWriter, _ write: (UnsafeMutablePointer<UInt8>) -> Void
  ) {
    precondition(count >= 0 && count <= maximumPiece, "FastDeflateEncoder: piece too long")
    guard count > 0 else { return }
    if filled + count > capacity { moveWindow(into: &writer) }
    write(buffer + filled)
    checksum.update(with: UnsafeBufferPointer(start: buffer + filled, count: count))
    filled += count
    isEmpty = false
    search(upTo: filled - Self.lookahead, into: &writer)
  }

  /// Encodes the rest and ends the data with its final block.
  func finish(into writer: inout BitWriter) {
    guard !isEmpty else {
      let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
      return DeflateBlockWriter.writeStoredBlocks(none, 0..<0, isFinal: true, into: &writer)
    }
    search(upTo: filled, into: &writer)
    flush(isFinal: true, into: &writer)
  }

  /// Drops the bytes more than a window behind the search, in whole windows (so that each
  /// position keeps its slot in `previous`), ending the open block first if they hold its
  /// start.
  private func moveWindow(into writer: inout BitWriter) {
    let shift = (position - Self.window) & ~(Self.window - 1)
    guard shift > 0 else { return }
    if blockStart < shift { flush(isFinal: false, into: &writer) }
    memmove(buffer, buffer + shift, filled - shift)
    filled -= shift
    position -= shift
    blockStart -= shift
    Self.rebase(head, count: 1 << Self.hashBits, by: Int32(truncatingIfNeeded: shift))
    Self.rebase(previous, count: Self.window, by: Int32(truncatingIfNeeded: shift))
  }

  /// Moves a table's positions `distance` back; those that would fall before the buffer
  /// become empty.
  ///
  /// Eight entries a step, as vectors.
  private static func rebase(_ table: UnsafeMutablePointer<Int32>, count: Int, by distance: Int32) {
    let shift = SIMD8<Int32>(repeating: distance)
    let empty = SIMD8<Int32>(repeating: .min)
    let raw = UnsafeMutableRawPointer(table)
    var index = 0
    while index + 8 <= count {
      let entries = raw.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<Int32>.self)
      var moved = entries &- shift
      moved.replace(with: empty, where: entries .< shift)
      raw.storeBytes(of: moved, toByteOffset: index * 4, as: SIMD8<Int32>.self)
      index += 8
    }
    while index < count {
      let entry = table[index]
      table[index] = entry >= distance ? entry &- distance : .min
      index += 1
    }
  }

  /// Writes the tokens so far as a block.
  private func flush(isFinal: Bool, into writer: inout BitWriter) {
    DeflateBlockWriter.writeBlock(
      UnsafeBufferPointer(start: tokens, count: tokenCount),
      literalFrequencies: Array(UnsafeBufferPointer(start: literalCounts, count: 286)),
      distanceFrequencies: Array(UnsafeBufferPointer(start: distanceCounts, count: 30)),
      input: UnsafeBufferPointer(start: buffer, count: filled),
      covering: blockStart..<position, isFinal: isFinal, into: &writer)
    literalCounts.update(repeating: 0, count: 286)
    distanceCounts.update(repeating: 0, count: 30)
    tokenCount = 0
    blockStart = position
  }

  /// Makes tokens of the bytes from `position` to `end`, and of the match that starts
  /// before `end` and reaches past it.
  private func search(upTo end: Int, into writer: inout BitWriter) {
    let raw = UnsafeRawPointer(buffer)
    let count = filled
    let window = Self.window
    let windowMask = window - 1
    let maximumChainLength = Deflate.Level.fast.maximumChainLength
    let (head, previous, tokens) = (self.head, self.previous, self.tokens)
    let (literalCounts, distanceCounts) = (self.literalCounts, self.distanceCounts)
    let (buffer, lengthSymbols) = (self.buffer, self.lengthSymbols)
    var position = self.position
    var tokenCount = self.tokenCount
    defer { (self.position, self.tokenCount) = (position, tokenCount) }
    // The last position whose four bytes can be read and hashed.
    let lastSearched = count - Self.minimumLength
    while position < end {
      var length = 0
      var distance = 0
      if position <= lastSearched {
        let word = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self)
        let hash = Int(truncatingIfNeeded: (word &* 2_654_435_761) >> UInt32(32 - Self.hashBits))
        var candidate = Int(head[hash])
        previous[position & windowMask] = Int32(truncatingIfNeeded: candidate)
        head[hash] = Int32(truncatingIfNeeded: position)
        let run =
          position >= 4 && raw.loadUnaligned(fromByteOffset: position &- 4, as: UInt32.self) == word
        // Without a run, a first candidate of other bytes ends the search: the table has
        // room for most hashes, so the slot is most likely shared by chance and its chain
        // holds no match. A byte in an unmatched stretch then costs a dozen instructions.
        if run
          || (position &- candidate <= window
            && raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == word)
        {
          let available = min(DeflateAlphabet.maximumMatchLength, count &- position)
          if run {
            length = Self.commonPrefixLength(raw, position &- 4, position, limit: available)
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
              let candidateLength = Self.commonPrefixLength(
                raw, candidate, position, limit: available)
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
      if length >= Self.minimumLength {
        tokens[tokenCount] = LZ77Token(length: length, distance: distance)
        literalCounts[Int(lengthSymbols[length &- DeflateAlphabet.minimumMatchLength])] &+= 1
        distanceCounts[DeflateBlockWriter.distanceSymbol(distance)] &+= 1
        position &+= length
      } else {
        let literal = buffer[position]
        tokens[tokenCount] = LZ77Token(literal: literal)
        literalCounts[Int(literal)] &+= 1
        position &+= 1
      }
      tokenCount &+= 1
      if tokenCount == Self.tokensPerBlock {
        (self.position, self.tokenCount) = (position, tokenCount)
        flush(isFinal: false, into: &writer)
        tokenCount = 0
      }
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
