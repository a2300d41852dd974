/// The Adler-32 checksum of RFC 1950, which closes every zlib stream.
///
/// Feed bytes with ``update(with:)`` in as many pieces as convenient; ``value`` is the
/// checksum of everything fed so far.
public struct Adler32: Sendable, Hashable {
  /// The checksum of the bytes fed so far.
  public var value: UInt32 { sumOfSums << 16 | sum }

  private var sum: UInt32 = 1
  private var sumOfSums: UInt32 = 0

  /// The largest number of bytes that can be summed before the 32-bit sums must be reduced.
  private static let blockLength = 5552
  private static let modulus: UInt32 = 65_521
  /// How many running sums each byte of a sixteen-byte step enters.
  private static let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)

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
    var sum = self.sum
    var sumOfSums = self.sumOfSums
    let count = bytes.count
    var start = 0
    // Whole blocks between reductions, four bytes a step: no test per byte.
    while start < count {
      let end = min(start + Adler32.blockLength, count)
      var index = start
      // Sixteen bytes a step, as one vector: over a step, `sum` gains the bytes' total and
      // `sumOfSums` gains 16 × `sum` plus each byte weighted by how many sums it enters
      // (16 for the first, 1 for the last), the same values the byte-by-byte loop reaches.
      if let base = bytes.baseAddress {
        let raw = UnsafeRawPointer(base)
        while index + 16 <= end {
          let vector = SIMD16<UInt32>(
            truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self))
          sumOfSums &+= sum &* 16 &+ (vector &* Adler32.weights).wrappedSum()
          sum &+= vector.wrappedSum()
          index += 16
        }
      }
      while index + 4 <= end {
        sum &+= UInt32(bytes[index])
        sumOfSums &+= sum
        sum &+= UInt32(bytes[index + 1])
        sumOfSums &+= sum
        sum &+= UInt32(bytes[index + 2])
        sumOfSums &+= sum
        sum &+= UInt32(bytes[index + 3])
        sumOfSums &+= sum
        index += 4
      }
      while index < end {
        sum &+= UInt32(bytes[index])
        sumOfSums &+= sum
        index += 1
      }
      sum %= Adler32.modulus
      sumOfSums %= Adler32.modulus
      start = end
    }
    self.sum = sum
    self.sumOfSums = sumOfSums
  }

  /// Returns the Adler-32 of the given bytes.
  public static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
    var adler = Adler32()
    adler.update(with: bytes)
    return adler.value
  }
}
