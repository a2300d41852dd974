/// Writes a DEFLATE bit stream: bits packed from the least significant bit of each byte up.
struct BitWriter {
  /// The whole bytes written so far.
  private(set) var bytes: [UInt8] = []
  private var buffer: UInt64 = 0
  private var bufferedBitCount = 0

  init(reservingCapacity capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Writes the lowest `count` bits (at most 32) of `value`, the lowest bit first.
  @inline(__always)
  mutating func write(_ value: UInt32, count: Int) {
    buffer |= UInt64(value) << UInt64(bufferedBitCount)
    bufferedBitCount += count
    while bufferedBitCount >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      bufferedBitCount -= 8
    }
  }

  /// Pads the stream with zero bits to the next byte boundary.
  mutating func alignToByte() {
    if bufferedBitCount > 0 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer = 0
      bufferedBitCount = 0
    }
  }

  /// Appends whole bytes; call ``alignToByte()`` first.
  mutating func append(contentsOf newBytes: some Collection<UInt8>) {
    precondition(bufferedBitCount == 0, "BitWriter.append needs a byte boundary")
    bytes.append(contentsOf: newBytes)
  }
}
