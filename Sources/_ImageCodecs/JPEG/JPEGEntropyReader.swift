/// Reads the bits of a JPEG scan's entropy-coded data, most significant bit first.
///
/// A `FF 00` pair is one `FF` byte of data; any other `FF xx` is a marker, where the data
/// ends: past it the reader supplies zero bits, as the standard's decoders do for the
/// padding of the last byte, but only ``maximumPadding`` bytes of them, so that corrupt
/// data cannot be read on for ever. Running out of bytes before a marker throws.
struct JPEGEntropyReader {
  /// Zero bytes supplied past a marker before the data counts as corrupt.
  static let maximumPadding = 64

  private let bytes: [UInt8]
  /// The index of the next byte not yet in ``buffer``.
  private(set) var position: Int
  private var buffer: UInt64 = 0
  private var count = 0
  private var atMarker = false
  private var padding = 0

  init(bytes: [UInt8], position: Int) {
    self.bytes = bytes
    self.position = position
  }

  private mutating func fill() throws(JPEGError) {
    while count <= 56 {
      var byte: UInt8 = 0
      if atMarker {
        padding += 1
        guard padding <= Self.maximumPadding else {
          throw .corruptData("the coded data runs on past its end")
        }
      } else {
        guard position < bytes.count else { throw .unexpectedEnd }
        byte = bytes[position]
        if byte == 0xFF {
          guard position + 1 < bytes.count else { throw .unexpectedEnd }
          if bytes[position + 1] == 0 {
            position += 2
          } else {
            atMarker = true
            continue
          }
        } else {
          position += 1
        }
      }
      buffer = buffer << 8 | UInt64(byte)
      count += 8
      // Only the bits needed next are filled past a marker, so padding counts what is used.
      if atMarker && count >= 16 { return }
    }
  }

  /// The next 8 bits, not consumed.
  @inline(__always)
  mutating func peek8() throws(JPEGError) -> Int {
    if count < 8 { try fill() }
    return Int(truncatingIfNeeded: (buffer >> UInt64(count - 8)) & 0xFF)
  }

  /// Consumes `n` bits (at most the 8 that ``peek8()`` made available).
  @inline(__always)
  mutating func skip(_ n: Int) {
    count -= n
  }

  /// The next bit.
  @inline(__always)
  mutating func bit() throws(JPEGError) -> Int {
    if count < 1 { try fill() }
    count -= 1
    return Int(truncatingIfNeeded: (buffer >> UInt64(count)) & 1)
  }

  /// The next `n` bits (0...16) as an unsigned number.
  @inline(__always)
  mutating func bits(_ n: Int) throws(JPEGError) -> Int {
    guard n > 0 else { return 0 }
    if count < n { try fill() }
    count -= n
    return Int(truncatingIfNeeded: (buffer >> UInt64(count)) & ((1 << UInt64(n)) - 1))
  }

  /// The next `n` bits (0...16) as a signed coefficient, as the standard's EXTEND does.
  @inline(__always)
  mutating func receiveExtend(_ n: Int) throws(JPEGError) -> Int {
    guard n > 0 else { return 0 }
    let value = try bits(n)
    return value < 1 << (n - 1) ? value - (1 << n) + 1 : value
  }

  /// Drops the buffered bits and moves past the restart marker that must come next.
  ///
  /// - Throws: ``JPEGError/corruptData(_:)`` when the next marker is not a restart marker.
  mutating func restart() throws(JPEGError) {
    buffer = 0
    count = 0
    atMarker = false
    padding = 0
    // Bytes of data the decoding did not need are skipped up to the marker.
    while position < bytes.count, bytes[position] != 0xFF { position += 1 }
    while position + 1 < bytes.count, bytes[position] == 0xFF, bytes[position + 1] == 0xFF {
      position += 1
    }
    guard position + 1 < bytes.count else { throw .unexpectedEnd }
    guard (0xD0...0xD7).contains(bytes[position + 1]) else {
      throw .corruptData("a restart marker is missing")
    }
    position += 2
  }
}
