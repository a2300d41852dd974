/// Compresses bytes into a zlib stream (RFC 1950) of DEFLATE data (RFC 1951).
///
/// The encoder finds repeats with hash chains (LZ77) and writes each block in whichever of
/// the three block types is smallest for it: stored, fixed Huffman or dynamic Huffman.
/// Any conforming decoder (zlib, libpng, browsers, ``Inflate``) reads its output.
public enum Deflate {
  /// How hard the encoder looks for repeats.
  public enum Level: Sendable, Hashable, CaseIterable {
    /// No compression: stored blocks only.
    case store
    /// Short searches: four bytes back, then a chain of at most 16 earlier positions with
    /// the same four bytes, entered only where a token starts; each match taken as soon as
    /// it is found (and, for PNG, every scanline filtered by `Up`).
    case fast
    /// Longer searches, and a match is deferred when the next byte starts a longer one.
    case `default`
    /// The longest searches.
    case best
  }

  /// Compresses `input` into a zlib stream.
  ///
  /// - Parameters:
  ///   - input: The bytes to compress.
  ///   - level: How hard to look for repeats; the output is valid at every level.
  /// - Returns: The zlib stream: header, DEFLATE blocks and Adler-32 checksum.
  public static func compress(_ input: some Collection<UInt8>, level: Level = .default) -> [UInt8] {
    let bytes = Array(input)
    // Room for a good compression ratio; the writer grows past it when needed.
    var writer = BitWriter(reservingCapacity: bytes.count / 8 + 64)
    bytes.withUnsafeBufferPointer { compress($0, level: level, into: &writer) }
    return writer.bytes()
  }

  /// Appends the zlib stream of `input` to `writer`, which must be at a byte boundary; the
  /// stream ends at one.
  static func compress(
    _ input: UnsafeBufferPointer<UInt8>, level: Level, into writer: inout BitWriter
  ) {
    writeHeader(level: level, into: &writer)
    var encoder = DeflateEncoder(input: input, level: level)
    encoder.encode(into: &writer)
    writeTrailer(checksum: Adler32.checksum(input), into: &writer)
  }

  /// Appends a zlib stream's two header bytes.
  static func writeHeader(level: Level, into writer: inout BitWriter) {
    // CMF: method 8, 32 KiB window. FLG: the level hint, and check bits that make the pair
    // a multiple of 31.
    let header = 0x78 << 8 | level.zlibLevelHint << 6
    writer.write(0x78, count: 8)
    writer.write(UInt32(header & 0xFF | (31 - header % 31) % 31), count: 8)
  }

  /// Ends a zlib stream after its DEFLATE data: pads to a byte, then appends the Adler-32
  /// checksum of the uncompressed bytes.
  static func writeTrailer(checksum: UInt32, into writer: inout BitWriter) {
    writer.alignToByte()
    writer.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> $0) })
  }
}

extension Deflate.Level {
  /// The FLEVEL field of the zlib header: from 0 (fastest) to 3 (smallest).
  var zlibLevelHint: Int {
    switch self {
    case .store, .fast: 0
    case .default: 2
    case .best: 3
    }
  }

  /// How many earlier positions the match search tries at most.
  var maximumChainLength: Int {
    switch self {
    case .store: 0
    case .fast: 16
    case .default: 128
    case .best: 4096
    }
  }

  /// Whether a match may be deferred by one byte for a longer one (lazy matching).
  var defersMatches: Bool {
    switch self {
    case .store, .fast: false
    case .default, .best: true
    }
  }
}
