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
    CRC32.tables.withUnsafeBufferPointer { tables in
      guard let base = bytes.baseAddress, let t = tables.baseAddress else { return }
      let raw = UnsafeRawPointer(base)
      var index = 0
      // Eight bytes a step (slicing by eight): table k maps a byte to its effect on the
      // register after k more zero bytes, so the eight lookups are independent.
      while index + 8 <= bytes.count {
        let x =
          UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          ^ UInt64(crc)
        crc =
          t[7 * 256 + Int(x & 0xFF)] ^ t[6 * 256 + Int(x >> 8 & 0xFF)]
          ^ t[5 * 256 + Int(x >> 16 & 0xFF)] ^ t[4 * 256 + Int(x >> 24 & 0xFF)]
          ^ t[3 * 256 + Int(x >> 32 & 0xFF)] ^ t[2 * 256 + Int(x >> 40 & 0xFF)]
          ^ t[256 + Int(x >> 48 & 0xFF)] ^ t[Int(x >> 56)]
        index += 8
      }
      while index < bytes.count {
        crc = t[Int(UInt8(truncatingIfNeeded: crc) ^ base[index])] ^ (crc >> 8)
        index += 1
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

  /// Eight tables of 256 entries: the first is the byte-at-a-time table; entry `i` of
  /// table `k` is entry `i` of table `k − 1` run through one more zero byte.
  private static let tables: [UInt32] = {
    var tables = [UInt32](repeating: 0, count: 8 * 256)
    for index in 0..<256 {
      var entry = UInt32(index)
      for _ in 0..<8 {
        entry = entry & 1 == 1 ? 0xEDB8_8320 ^ (entry >> 1) : entry >> 1
      }
      tables[index] = entry
    }
    for table in 1..<8 {
      for index in 0..<256 {
        let previous = tables[(table - 1) * 256 + index]
        tables[table * 256 + index] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
      }
    }
    return tables
  }()
}
