import PixelKit
import Testing

@Suite struct ChecksumTests {
  @Test func crc32MatchesTheStandardCheckValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum([UInt8]()) == 0)
    // The CRC of a PNG IEND chunk, as every PNG file ends with it.
    #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
  }

  @Test func crc32CanBeFedInPieces() {
    var crc = CRC32()
    crc.update(with: Array("1234".utf8))
    crc.update(with: Array("56789".utf8))
    #expect(crc.value == 0xCBF4_3926)
  }

  @Test func adler32MatchesKnownValues() {
    #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(Adler32.checksum([UInt8]()) == 1)
  }

  @Test func adler32ReducesLongRunsCorrectly() {
    // 100 000 bytes of 0xFF overflow 32-bit sums unless they are reduced in time; the value
    // is zlib.adler32(b"\xff" * 100000) from Python.
    let bytes = [UInt8](repeating: 0xFF, count: 100_000)
    #expect(Adler32.checksum(bytes) == 0x149A_302C)
    var pieces = Adler32()
    pieces.update(with: bytes[..<33_333])
    pieces.update(with: bytes[33_333...])
    #expect(pieces.value == 0x149A_302C)
  }
}
