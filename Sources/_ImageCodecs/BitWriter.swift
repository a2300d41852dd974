import Foundation

/// Writes a DEFLATE bit stream: bits packed from the least significant bit of each byte up.
///
/// Bits collect in a 64-bit buffer that is stored, whole bytes kept, into room reserved
/// ahead, so the hot loops (``withSink(reservingBytes:_:)``) never grow an array per byte.
/// The room is memory of the writer's own, not cleared before it is written: a stream of
/// megabytes is written once, and handed over as `Data` without a copy (``takeData()``).
struct BitWriter {
  /// The first `byteCount` bytes are the stream; the rest is room for what comes next.
  private var storage: ByteStorage
  private(set) var byteCount = 0
  /// Bits not yet stored, the lowest first; fewer than 8 between calls.
  private var buffer: UInt64 = 0
  private var bufferedBitCount = 0

  init(reservingCapacity capacity: Int = 0) {
    storage = ByteStorage(capacity: max(0, capacity) + 16)
  }

  /// The whole bytes written so far, copied into an array.
  func bytes() -> [UInt8] {
    Array(UnsafeBufferPointer(start: storage.base, count: byteCount))
  }

  /// The whole bytes written so far, handed over without a copy; the writer is left empty.
  mutating func takeData() -> Data {
    let taken = storage
    let count = byteCount
    storage = ByteStorage(capacity: 16)
    (byteCount, buffer, bufferedBitCount) = (0, 0, 0)
    return taken.takeData(count: count)
  }

  /// Writes the lowest `count` bits (at most 32) of `value`, the lowest bit first.
  mutating func write(_ value: UInt32, count: Int) {
    withSink(reservingBytes: 8) { $0.write(UInt64(value), count: count) }
  }

  /// Pads the stream with zero bits to the next byte boundary.
  mutating func alignToByte() {
    withSink(reservingBytes: 8) { sink in
      let padding = (8 - sink.bitCount % 8) % 8
      sink.write(0, count: padding)
      // Whole bytes only remain: store them one by one.
      while sink.bitCount > 0 {
        sink.pointer.pointee = UInt8(truncatingIfNeeded: sink.buffer)
        sink.pointer += 1
        sink.buffer >>= 8
        sink.bitCount -= 8
      }
    }
  }

  /// Appends whole bytes; call ``alignToByte()`` first.
  mutating func append(contentsOf newBytes: some Collection<UInt8>) {
    precondition(bufferedBitCount == 0, "BitWriter.append needs a byte boundary")
    let newCount = newBytes.count
    reserve(newCount)
    _ = UnsafeMutableBufferPointer(start: storage.base + byteCount, count: newCount)
      .initialize(from: newBytes)
    byteCount += newCount
  }

  /// Overwrites the four bytes at `offset` (written before) with `value`, big-endian.
  mutating func replaceBigEndian(_ value: UInt32, at offset: Int) {
    precondition(offset >= 0 && offset + 4 <= byteCount, "BitWriter: no such bytes")
    for k in 0..<4 {
      storage.base[offset + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k)))
    }
  }

  /// Calls `body` with the whole bytes written from `offset` on.
  func withBytes<Result>(
    from offset: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    precondition(offset >= 0 && offset <= byteCount, "BitWriter: no such bytes")
    return try body(UnsafeBufferPointer(start: storage.base + offset, count: byteCount - offset))
  }

  /// Runs `body` with a sink that may write at most `count` bytes' worth of bits; the
  /// storage is checked once, not on every write.
  mutating func withSink<Result>(
    reservingBytes count: Int, _ body: (inout BitSink) throws -> Result
  ) rethrows -> Result {
    reserve(count)
    let start = storage.base + byteCount
    var sink = BitSink(pointer: start, buffer: buffer, bitCount: bufferedBitCount)
    let result = try body(&sink)
    let written = sink.pointer - start
    // The room past the reservation is only slack; a sink that used it wrote too much.
    precondition(written <= count + 8, "BitWriter: a sink wrote more than it reserved")
    byteCount += written
    buffer = sink.buffer
    bufferedBitCount = sink.bitCount
    return result
  }

  /// Makes room for `count` more bytes, and the eight a sink may store beyond its bits.
  private mutating func reserve(_ count: Int) {
    let needed = byteCount + count + 16
    if storage.capacity < needed {
      storage = storage.moved(capacity: max(needed, storage.capacity * 2), keeping: byteCount)
    }
  }
}

/// The memory a ``BitWriter`` writes into: allocated, not cleared, and freed with its
/// owner unless handed over to a `Data`.
private final class ByteStorage {
  let base: UnsafeMutablePointer<UInt8>
  let capacity: Int
  /// Whether `base` now belongs to a `Data`.
  private var handedOver = false

  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    // A stream of megabytes (a PNG file) goes into huge pages.
    base = LargeByteArray.allocate(byteCount: self.capacity).bindMemory(
      to: UInt8.self, capacity: self.capacity)
  }

  /// Storage of `capacity` bytes holding the first `count` bytes of this one.
  func moved(capacity: Int, keeping count: Int) -> ByteStorage {
    let larger = ByteStorage(capacity: capacity)
    larger.base.initialize(from: base, count: count)
    return larger
  }

  /// The first `count` bytes as `Data` that frees them; this storage no longer owns them.
  func takeData(count: Int) -> Data {
    handedOver = true
    return Data(
      bytesNoCopy: base, count: count,
      deallocator: .custom { pointer, _ in
        pointer.deallocate()
      })
  }

  deinit {
    if !handedOver { base.deallocate() }
  }
}

/// The bit-writing loop of ``BitWriter``, over storage reserved ahead.
struct BitSink {
  /// Where the next whole byte goes.
  fileprivate(set) var pointer: UnsafeMutablePointer<UInt8>
  /// The bits not yet stored as whole bytes, the lowest first.
  fileprivate(set) var buffer: UInt64
  /// How many bits of `buffer` count: fewer than 8 between calls.
  fileprivate(set) var bitCount: Int

  /// Writes the lowest `count` bits (at most 32) of `bits`, whose higher bits are zero.
  ///
  /// Without a branch: all eight bytes of the buffer are stored every time (the room
  /// reserved ahead takes them), and the pointer moves past the whole ones. A test for a
  /// full word would go one way or the other at random, as codes of every length follow
  /// each other.
  @inline(__always)
  mutating func write(_ bits: UInt64, count: Int) {
    buffer |= bits << UInt64(truncatingIfNeeded: bitCount)
    bitCount &+= count
    UnsafeMutableRawPointer(pointer).storeBytes(of: buffer.littleEndian, as: UInt64.self)
    // At most 7 + 32 bits: at most 4 whole bytes, so the shift stays below 64.
    let whole = bitCount &>> 3
    pointer += whole
    buffer >>= UInt64(truncatingIfNeeded: whole &<< 3)
    bitCount &= 7
  }
}
