/// The Adler-32 checksum of RFC 1950, which closes every zlib stream.
///
/// Feed bytes with ``update(with:)`` in as many pieces as convenient; ``value`` is the
/// checksum of everything fed so far.
public struct Adler32: Sendable, Hashable {
  /// The checksum of the bytes fed so far.
  public var value: UInt32 { sumOfSums << 16 | sum }

  private var sum: UInt32 = 1
  private var sumOfSums: UInt32 = 0

  private static let modulus: UInt32 = 65_521
  /// The most sixteen-byte chunks summed in vectors between reductions: a lane of the sum
  /// of running sums reaches at most 255 × n × (n − 1) / 2, which must fit 32 bits.
  private static let chunksPerBlock = 4096
  /// How many running sums each lane's bytes enter within their chunk.
  private static let laneWeights = SIMD16<UInt32>(
    16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)

  /// Creates a checksum of no bytes.
  public init() {}

  /// Adds bytes to the checksum.
  public mutating func update(with bytes: some Collection<UInt8>) {
    // Contiguous bytes take a non-generic path, fast even when called from another module.
    if bytes.withContiguousStorageIfAvailable({ update(withBuffer: $0) }) == nil {
      Array(bytes).withUnsafeBufferPointer { update(withBuffer: $0) }
    }
  }

  private mutating func update(withBuffer bytes: UnsafeBufferPointer<UInt8>) {
    var sum = UInt64(self.sum)
    var sumOfSums = UInt64(self.sumOfSums)
    let modulus = UInt64(Adler32.modulus)
    let count = bytes.count
    var index = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      // Sixteen lanes, each summing every sixteenth byte, and the sum of those sums taken
      // before each chunk: over n chunks, byte j of chunk k enters 16 (n − 1 − k) + 16 − j
      // running sums, which is 16 × the second vector plus the lane weights times the
      // first. Two vector additions a chunk, the horizontal sums once a block.
      while count - index >= 16 {
        let chunks = min((count - index) / 16, Adler32.chunksPerBlock)
        var laneSums = SIMD16<UInt32>(repeating: 0)
        var earlierSums = SIMD16<UInt32>(repeating: 0)
        var done = 0
        // Groups of sixteen chunks add in 16-bit lanes (a group's sums reach at most
        // 255 × 16 × 15 / 2), folded into the 32-bit ones once a group: each chunk of the
        // group also has the lanes' sums from before the group among its earlier sums.
        while done < chunks {
          let group = min(16, chunks - done)
          var groupSums = SIMD16<UInt16>(repeating: 0)
          var groupEarlierSums = SIMD16<UInt16>(repeating: 0)
          for _ in 0..<group {
            groupEarlierSums &+= groupSums
            groupSums &+= SIMD16<UInt16>(
              truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self))
            index += 16
          }
          earlierSums &+=
            laneSums &* UInt32(group) &+ SIMD16<UInt32>(truncatingIfNeeded: groupEarlierSums)
          laneSums &+= SIMD16<UInt32>(truncatingIfNeeded: groupSums)
          done += group
        }
        let weighted = laneSums &* Adler32.laneWeights
        var byteTotal: UInt64 = 0
        var earlierTotal: UInt64 = 0
        var weightedTotal: UInt64 = 0
        for lane in 0..<16 {
          byteTotal += UInt64(laneSums[lane])
          earlierTotal += UInt64(earlierSums[lane])
          weightedTotal += UInt64(weighted[lane])
        }
        sumOfSums =
          (sumOfSums + 16 * UInt64(chunks) * sum + 16 * earlierTotal + weightedTotal)
          % modulus
        sum = (sum + byteTotal) % modulus
      }
    }
    while index < count {
      sum += UInt64(bytes[index])
      sumOfSums += sum
      index += 1
    }
    self.sum = UInt32(sum % modulus)
    self.sumOfSums = UInt32(sumOfSums % modulus)
  }

  /// Returns the Adler-32 of the given bytes.
  public static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
    var adler = Adler32()
    adler.update(with: bytes)
    return adler.value
  }
}
