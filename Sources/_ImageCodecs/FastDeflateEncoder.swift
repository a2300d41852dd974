/// The LZ77 search of ``Deflate/Level/fast``: one probe of a hash of four bytes, and the
/// previous four bytes, at every position.
///
/// Drawings filtered for PNG are mostly runs (zeros where a row repeats the one above,
/// repeated pixels elsewhere) and short stretches that recur a row or a shape later. A run
/// is a match four bytes back, tried first since it costs one comparison; anything else
/// that recurs is found through a table holding the last position of every four-byte hash.
/// Only the positions searched enter the table (not the inside of a match), so every byte
/// costs a few instructions at most, and a long match about one per eight bytes.
enum FastDeflateEncoder {
  private static let hashBits = 16
  /// Matches are at least this long: the hash and the first comparison cover four bytes.
  private static let minimumLength = 4
  /// How many earlier positions with the same hash are tried at most.
  private static let maximumChainLength = 16

  static func encode(_ input: UnsafeBufferPointer<UInt8>, into writer: inout BitWriter) {
    guard let base = input.baseAddress, !input.isEmpty else {
      DeflateBlockWriter.writeStoredBlocks(input, 0..<input.count, isFinal: true, into: &writer)
      return
    }
    let raw = UnsafeRawPointer(base)
    let count = input.count
    let tokenLimit = DeflateEncoder.maximumTokensPerBlock
    let windowMask = DeflateAlphabet.windowSize - 1
    var head = [Int32](repeating: -1, count: 1 << hashBits)
    var previous = [Int32](repeating: -1, count: DeflateAlphabet.windowSize)
    var tokenStorage = [LZ77Token](repeating: LZ77Token(literal: 0), count: tokenLimit)
    head.withUnsafeMutableBufferPointer { head in
      previous.withUnsafeMutableBufferPointer { previous in
        tokenStorage.withUnsafeMutableBufferPointer { tokens in
          var tokenCount = 0
          var blockStart = 0
          var position = 0
          // The last position whose four bytes can be read and hashed.
          let lastSearched = count - minimumLength
          while position < count {
            var length = 0
            var distance = 0
            if position <= lastSearched {
              let word = raw.loadUnaligned(fromByteOffset: position, as: UInt32.self)
              let available = min(DeflateAlphabet.maximumMatchLength, count - position)
              if position >= 4,
                raw.loadUnaligned(fromByteOffset: position - 4, as: UInt32.self) == word
              {
                length = commonPrefixLength(raw, position - 4, position, limit: available)
                distance = 4
              }
              let hash = Int(truncatingIfNeeded: (word &* 2_654_435_761) >> UInt32(32 - hashBits))
              var candidate = Int(head[hash])
              previous[position & windowMask] = Int32(truncatingIfNeeded: candidate)
              head[hash] = Int32(truncatingIfNeeded: position)
              var chain = maximumChainLength
              while candidate >= 0, length < available, chain > 0 {
                let candidateDistance = position - candidate
                guard candidateDistance <= DeflateAlphabet.windowSize else { break }
                // A candidate can only be longer if it matches the four bytes that end one
                // past the best so far (which exist: the best is shorter than available),
                // and the four it starts with.
                let probe = length >= minimumLength ? length - 3 : 0
                if candidateDistance != distance,
                  raw.loadUnaligned(fromByteOffset: candidate + probe, as: UInt32.self)
                    == raw.loadUnaligned(fromByteOffset: position + probe, as: UInt32.self),
                  raw.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == word
                {
                  let candidateLength = commonPrefixLength(
                    raw, candidate, position, limit: available)
                  if candidateLength > length {
                    length = candidateLength
                    distance = candidateDistance
                  }
                }
                let next = Int(previous[candidate & windowMask])
                guard next < candidate else { break }
                candidate = next
                chain -= 1
              }
            }
            if length >= minimumLength {
              tokens[tokenCount] = LZ77Token(length: length, distance: distance)
              position += length
            } else {
              tokens[tokenCount] = LZ77Token(literal: base[position])
              position += 1
            }
            tokenCount += 1
            if tokenCount == tokenLimit || position >= count {
              DeflateBlockWriter.writeBlock(
                UnsafeBufferPointer(rebasing: tokens[..<tokenCount]), input: input,
                covering: blockStart..<position, isFinal: position >= count, into: &writer)
              tokenCount = 0
              blockStart = position
            }
          }
        }
      }
    }
  }

  /// How many bytes from `first` equal those from `second` (a later offset), at most
  /// `limit`; both ranges lie within the input.
  ///
  /// Compares eight bytes a step: the first differing byte of a step is the lowest set
  /// byte of their exclusive or (bytes load little-endian).
  @inline(__always)
  private static func commonPrefixLength(
    _ raw: UnsafeRawPointer, _ first: Int, _ second: Int, limit: Int
  ) -> Int {
    var length = 0
    while length + 8 <= limit {
      let a = raw.loadUnaligned(fromByteOffset: first + length, as: UInt64.self)
      let b = raw.loadUnaligned(fromByteOffset: second + length, as: UInt64.self)
      let difference = UInt64(littleEndian: a ^ b)
      if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
      length += 8
    }
    while length < limit,
      raw.load(fromByteOffset: first + length, as: UInt8.self)
        == raw.load(fromByteOffset: second + length, as: UInt8.self)
    {
      length += 1
    }
    return length
  }
}
