/// Reads a DEFLATE bit stream: bits packed from the least significant bit of each byte up.
///
/// Reading past the end does not trap: the reader pretends the input goes on with zero
/// bytes and throws ``InflateError/unexpectedEnd`` as soon as one of them is consumed.
struct BitReader {
  private let bytes: UnsafeRawBufferPointer
  /// The index of the next byte to move into ``buffer``.
  private var position = 0
  /// Bits not yet consumed, the next one in the least significant place.
  private var buffer: UInt64 = 0
  /// The number of valid bits in ``buffer``.
  private var bufferedBitCount = 0
  /// How many of the buffered bits (the most significant ones) lie past the end of the input.
  private var phantomBitCount = 0

  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// Tops the buffer up to at least 57 bits.
  @inline(__always)
  private mutating func refill() {
    if position + 8 <= bytes.count {
      let word = UInt64(
        littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
      buffer |= word << UInt64(bufferedBitCount)
      position += (63 - bufferedBitCount) >> 3
      bufferedBitCount |= 56
      return
    }
    while bufferedBitCount <= 56 {
      if position < bytes.count {
        buffer |= UInt64(bytes[position]) << UInt64(bufferedBitCount)
        position += 1
      } else {
        phantomBitCount += 8
      }
      bufferedBitCount += 8
    }
  }

  /// Returns the next `count` bits (at most 32) without consuming them.
  @inline(__always)
  mutating func peek(_ count: Int) -> UInt32 {
    if bufferedBitCount < count { refill() }
    return UInt32(truncatingIfNeeded: buffer & ((1 << UInt64(count)) &- 1))
  }

  /// Consumes `count` bits that ``peek(_:)`` has made available.
  @inline(__always)
  mutating func consume(_ count: Int) throws(InflateError) {
    buffer >>= UInt64(count)
    bufferedBitCount -= count
    if bufferedBitCount < phantomBitCount { throw .unexpectedEnd }
  }

  /// Reads and consumes the next `count` bits (at most 32), the first in the lowest place.
  @inline(__always)
  mutating func read(_ count: Int) throws(InflateError) -> UInt32 {
    let value = peek(count)
    try consume(count)
    return value
  }

  /// Skips to the next byte boundary and returns the input position there, emptying the buffer.
  ///
  /// Use it before reading whole bytes with ``readBytes(_:)``.
  mutating func alignToByte() -> Int {
    let realBits = bufferedBitCount - phantomBitCount
    position -= realBits >> 3
    buffer = 0
    bufferedBitCount = 0
    phantomBitCount = 0
    return position
  }

  /// Returns the next `count` whole bytes; call ``alignToByte()`` first.
  mutating func readBytes(_ count: Int) throws(InflateError) -> UnsafeRawBufferPointer {
    guard count <= bytes.count - position else { throw .unexpectedEnd }
    defer { position += count }
    return UnsafeRawBufferPointer(rebasing: bytes[position..<position + count])
  }
}
