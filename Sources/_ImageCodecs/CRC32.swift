/// The CRC-32 checksum of ISO 3309 and ITU-T V.42, as PNG chunks and gzip use it.
///
/// Feed bytes with ``update(with:)`` in as many pieces as convenient; ``value`` is the
/// checksum of everything fed so far.
public struct CRC32: Sendable, Hashable {
  /// The checksum of the bytes fed so far.
  public var value: UInt32 { register ^ 0xFFFF_FFFF }

  private var register: UInt32 = 0xFFFF_FFFF

  /// Creates a checksum of no bytes.
  public init() {}

  /// Adds bytes to the checksum.
  public mutating func update(with bytes: some Sequence<UInt8>) {
    // Contiguous bytes take a non-generic path, fast even when called from another module.
    if bytes.withContiguousStorageIfAvailable({ update(withBuffer: $0) }) == nil {
      update(withBuffer: Array(bytes))
    }
  }

  private mutating func update(withBuffer bytes: UnsafeBufferPointer<UInt8>) {
    var crc = register
    CRC32.table.withUnsafeBufferPointer { table in
      for byte in bytes {
        crc = table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] ^ (crc >> 8)
      }
    }
    register = crc
  }

  private mutating func update(withBuffer bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { update(withBuffer: $0) }
  }

  /// Returns the CRC-32 of the given bytes.
  public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc = CRC32()
    crc.update(with: bytes)
    return crc.value
  }

  private static let table: [UInt32] = (0..<256).map { index in
    var entry = UInt32(index)
    for _ in 0..<8 {
      entry = entry & 1 == 1 ? 0xEDB8_8320 ^ (entry >> 1) : entry >> 1
    }
    return entry
  }
}
