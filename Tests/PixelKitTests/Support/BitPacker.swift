import PixelKit

/// Packs bits the way DEFLATE does, for hand-made streams in tests.
struct BitPacker {
  private(set) var bytes: [UInt8] = []
  private var bitCount = 0

  /// Appends the lowest `count` bits of `value`, least significant first (header fields,
  /// extra bits).
  mutating func bits(_ value: Int, _ count: Int) {
    for index in 0..<count {
      if bitCount % 8 == 0 { bytes.append(0) }
      if value >> index & 1 == 1 { bytes[bytes.count - 1] |= 1 << (bitCount % 8) }
      bitCount += 1
    }
  }

  /// Appends a Huffman code of `length` bits, most significant first.
  mutating func code(_ value: Int, _ length: Int) {
    for index in stride(from: length - 1, through: 0, by: -1) {
      bits(value >> index & 1, 1)
    }
  }

  /// Wraps the packed bits in a zlib header and the Adler-32 of `content`.
  func zlibStream(content: [UInt8] = []) -> [UInt8] {
    let adler = Adler32.checksum(content)
    return [0x78, 0x9C] + bytes + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
  }
}
