/// Writes a DEFLATE bit stream: bits packed from the least significant bit of each byte up.
///
/// Bits collect in a 64-bit buffer that is stored four bytes at a time into room reserved
/// ahead, so the hot loops (``withSink(reservingBytes:_:)``) never grow an array per byte.
struct BitWriter {
  /// The first `byteCount` bytes are the stream; the rest is room for what comes next.
  private var storage: [UInt8]
  private var byteCount = 0
  /// Bits not yet stored, the lowest first; fewer than 32 between calls.
  private var buffer: UInt64 = 0
  private var bufferedBitCount = 0

  init(reservingCapacity capacity: Int = 0) {
    storage = [UInt8](repeating: 0, count: max(0, capacity) + 16)
  }

  /// The whole bytes written so far, handed over without a copy (the storage is cut to
  /// them); the writer is left empty.
  mutating func takeBytes() -> [UInt8] {
    var bytes: [UInt8] = []
    swap(&bytes, &storage)
    // The array is held here alone, so this shortens it in place.
    bytes.removeLast(bytes.count - byteCount)
    (byteCount, buffer, bufferedBitCount) = (0, 0, 0)
    return bytes
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
    storage.withUnsafeMutableBufferPointer { storage in
      _ = UnsafeMutableBufferPointer(rebasing: storage[byteCount..<byteCount + newCount])
        .initialize(from: newBytes)
    }
    byteCount += newCount
  }

  /// Runs `body` with a sink that may write at most `count` bytes' worth of bits; the
  /// storage is checked once, not on every write.
  mutating func withSink<Result>(
    reservingBytes count: Int, _ body: (inout BitSink) throws -> Result
  ) rethrows -> Result {
    reserve(count)
    let start = byteCount
    let state = (buffer: buffer, bitCount: bufferedBitCount)
    let (result, written, sink) = try storage.withUnsafeMutableBufferPointer {
      storage -> (Result, Int, BitSink) in
      guard let base = storage.baseAddress else { preconditionFailure("BitWriter storage") }
      var sink = BitSink(pointer: base + start, buffer: state.buffer, bitCount: state.bitCount)
      let result = try body(&sink)
      return (result, sink.pointer - (base + start), sink)
    }
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
    if storage.count < needed {
      storage.append(
        contentsOf: repeatElement(0, count: max(needed, storage.count * 2) - storage.count))
    }
  }
}

/// The bit-writing loop of ``BitWriter``, over storage reserved ahead.
struct BitSink {
  /// Where the next four bytes are stored.
  fileprivate(set) var pointer: UnsafeMutablePointer<UInt8>
  /// The bits not yet stored, the lowest first.
  fileprivate(set) var buffer: UInt64
  /// How many bits of `buffer` count: fewer than 32 between calls.
  fileprivate(set) var bitCount: Int

  /// Writes the lowest `count` bits (at most 32) of `bits`, whose higher bits are zero.
  @inline(__always)
  mutating func write(_ bits: UInt64, count: Int) {
    buffer |= bits << UInt64(truncatingIfNeeded: bitCount)
    bitCount += count
    if bitCount >= 32 {
      UnsafeMutableRawPointer(pointer).storeBytes(
        of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
      pointer += 4
      buffer >>= 32
      bitCount -= 32
    }
  }
}
