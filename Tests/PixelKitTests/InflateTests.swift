import Foundation
import PixelKit
import Testing
import _TestSupport

@Suite struct InflateTests {
  // MARK: Streams from the reference zlib

  @Test(arguments: ZlibFixtures.all)
  func decodesStreamsWrittenByZlib(_ fixture: ZlibFixtures.Case) throws {
    let stream = base64Bytes(fixture.base64)
    let output = try Inflate.decompress(zlib: stream)
    #expect(String(decoding: output, as: UTF8.self) == fixture.text, "\(fixture.origin)")
  }

  @Test(arguments: ZlibFixtures.all)
  func decodesTheSameStreamsWithoutTheirFraming(_ fixture: ZlibFixtures.Case) throws {
    let stream = base64Bytes(fixture.base64)
    let output = try Inflate.decompress(deflate: stream[2..<(stream.count - 4)])
    #expect(String(decoding: output, as: UTF8.self) == fixture.text)
  }

  @Test func acceptsDataAndIgnoresBytesAfterTheChecksum() throws {
    let stream = base64Bytes(ZlibFixtures.all[2].base64)
    let output = try Inflate.decompress(zlib: Data(stream + [1, 2, 3]))
    #expect(String(decoding: output, as: UTF8.self) == ZlibFixtures.text)
  }

  // MARK: Corrupt input

  @Test func rejectsBadHeaders() {
    #expect(throws: InflateError.unexpectedEnd) { try Inflate.decompress(zlib: [UInt8]()) }
    #expect(throws: InflateError.unexpectedEnd) { try Inflate.decompress(zlib: [0x78]) }
    #expect(throws: InflateError.invalidHeader) { try Inflate.decompress(zlib: [0x78, 0x9D]) }
    #expect(throws: InflateError.unsupportedCompressionMethod(7)) {
      try Inflate.decompress(zlib: [0x77, Self.checkByte(after: 0x77, flags: 0)])
    }
    #expect(throws: InflateError.invalidWindowSize(8)) {
      try Inflate.decompress(zlib: [0x88, Self.checkByte(after: 0x88, flags: 0)])
    }
    #expect(throws: InflateError.presetDictionaryUnsupported) {
      try Inflate.decompress(zlib: [0x78, 0xBB, 0, 0, 0, 0])
    }
  }

  @Test func rejectsTheReservedBlockType() {
    #expect(throws: InflateError.invalidBlockType) {
      try Inflate.decompress(zlib: [0x78, 0x9C, 0b0000_0111])
    }
  }

  @Test func rejectsAStoredBlockWhoseLengthsDisagree() {
    #expect(throws: InflateError.storedLengthMismatch) {
      try Inflate.decompress(zlib: [0x78, 0x9C, 0x01, 0x05, 0x00, 0xFA, 0xFE, 1, 2, 3, 4, 5])
    }
  }

  @Test func rejectsEveryTruncation() throws {
    for fixture in ZlibFixtures.all {
      let stream = base64Bytes(fixture.base64)
      for length in 0..<stream.count {
        #expect(throws: InflateError.self, "\(fixture.name) cut to \(length) bytes") {
          try Inflate.decompress(zlib: stream[..<length])
        }
      }
    }
  }

  @Test func rejectsAWrongChecksum() throws {
    var stream = base64Bytes(ZlibFixtures.all[1].base64)
    stream[stream.count - 1] ^= 0x01
    let actual = Adler32.checksum(Array(ZlibFixtures.text.utf8))
    #expect(throws: InflateError.checksumMismatch(expected: actual ^ 0x01, actual: actual)) {
      try Inflate.decompress(zlib: stream)
    }
  }

  @Test func rejectsABackReferenceBeforeTheStart() {
    // A fixed-Huffman block that starts with a match: length 3 (symbol 257), distance 1.
    var packer = BitPacker()
    packer.bits(1, 1)
    packer.bits(1, 2)
    packer.code(0b000_0001, 7)
    packer.code(0, 5)
    #expect(throws: InflateError.distanceTooFarBack) {
      try Inflate.decompress(zlib: packer.zlibStream())
    }
  }

  @Test func rejectsReservedSymbols() {
    // Literal/length symbol 286 (fixed code 11000110) is reserved.
    var literal = BitPacker()
    literal.bits(1, 1)
    literal.bits(1, 2)
    literal.code(0b1100_0110, 8)
    #expect(throws: InflateError.invalidSymbol) {
      try Inflate.decompress(zlib: literal.zlibStream())
    }
    // Distance symbol 30 (fixed code 11110) is reserved, after the literal "a" (code 0x30+97).
    var distance = BitPacker()
    distance.bits(1, 1)
    distance.bits(1, 2)
    distance.code(0x30 + 97, 8)
    distance.code(0b000_0001, 7)
    distance.code(0b11110, 5)
    #expect(throws: InflateError.invalidSymbol) {
      try Inflate.decompress(zlib: distance.zlibStream(content: [97]))
    }
  }

  @Test func rejectsOverSubscribedAndIncompleteCodes() {
    // Nineteen code-length codes of length 1: over-subscribed.
    var overSubscribed = dynamicHeader(literalCount: 257, distanceCount: 1, codeLengthCount: 19)
    for _ in 0..<19 { overSubscribed.bits(1, 3) }
    #expect(throws: InflateError.invalidCodeLengths) {
      try Inflate.decompress(zlib: overSubscribed.zlibStream())
    }
    // A single code-length code of length 1: incomplete, which the code-length code may not be.
    var incomplete = dynamicHeader(literalCount: 257, distanceCount: 1, codeLengthCount: 4)
    for length in [1, 0, 0, 0] { incomplete.bits(length, 3) }
    #expect(throws: InflateError.invalidCodeLengths) {
      try Inflate.decompress(zlib: incomplete.zlibStream())
    }
  }

  @Test func rejectsBadRunsOfCodeLengths() {
    // Code-length code: symbols 16 and 0, one bit each (0 is code 0, 16 is code 1).
    var repeatFirst = dynamicHeader(literalCount: 257, distanceCount: 1, codeLengthCount: 4)
    for length in [1, 0, 0, 1] { repeatFirst.bits(length, 3) }
    repeatFirst.code(1, 1)  // 16: repeat the previous length, but there is none.
    repeatFirst.bits(0, 2)
    #expect(throws: InflateError.invalidCodeLengths) {
      try Inflate.decompress(zlib: repeatFirst.zlibStream())
    }

    // Code-length code: symbols 18 and 0, one bit each (0 is code 0, 18 is code 1).
    func zeros(_ runs: [Int]) -> [UInt8] {
      var packer = dynamicHeader(literalCount: 257, distanceCount: 1, codeLengthCount: 4)
      for length in [0, 0, 1, 1] { packer.bits(length, 3) }
      for run in runs {
        packer.code(1, 1)
        packer.bits(run - 11, 7)
      }
      return packer.zlibStream()
    }
    // 138 + 138 zeros overflow the 258 lengths.
    #expect(throws: InflateError.invalidCodeLengths) {
      try Inflate.decompress(zlib: zeros([138, 138]))
    }
    // 138 + 120 zeros fit, but leave the end-of-block symbol without a code.
    #expect(throws: InflateError.invalidCodeLengths) {
      try Inflate.decompress(zlib: zeros([138, 120]))
    }
  }

  @Test func rejectsTooManyLiteralCodes() {
    var packer = dynamicHeader(literalCount: 287, distanceCount: 1, codeLengthCount: 4)
    for _ in 0..<4 { packer.bits(0, 3) }
    #expect(throws: InflateError.invalidCodeLengths) {
      try Inflate.decompress(zlib: packer.zlibStream())
    }
  }

  @Test func stopsAtTheOutputLimit() throws {
    let stream = base64Bytes(ZlibFixtures.all[2].base64)
    let count = ZlibFixtures.text.utf8.count
    #expect(throws: InflateError.outputLimitExceeded(limit: 100)) {
      try Inflate.decompress(zlib: stream, maximumOutputCount: 100)
    }
    #expect(throws: InflateError.outputLimitExceeded(limit: count - 1)) {
      try Inflate.decompress(zlib: stream, maximumOutputCount: count - 1)
    }
    #expect(try Inflate.decompress(zlib: stream, maximumOutputCount: count).count == count)
    // Stored blocks are checked too.
    #expect(throws: InflateError.outputLimitExceeded(limit: 10)) {
      try Inflate.decompress(zlib: base64Bytes(ZlibFixtures.all[0].base64), maximumOutputCount: 10)
    }
  }

  @Test func errorsDescribeThemselves() {
    #expect(InflateError.unexpectedEnd.description == "the compressed stream ends early")
    #expect(
      InflateError.checksumMismatch(expected: 0x1234, actual: 0xABCD_EF01).description
        == "Adler-32 mismatch: the stream says 0x00001234, the output has 0xabcdef01")
  }

  // MARK: Fuzzing

  /// Random, truncated and bit-flipped streams must throw or decode, never trap or hang.
  @Test func survivesRandomAndDamagedInput() {
    var random = SeededGenerator(seed: 0x5EED)
    var failures = 0
    var successes = 0
    func attempt(_ bytes: [UInt8]) {
      do {
        _ = try Inflate.decompress(zlib: bytes, maximumOutputCount: 1 << 20)
        successes += 1
      } catch {
        failures += 1
      }
    }
    let streams = ZlibFixtures.all.map { base64Bytes($0.base64) }
    for _ in 0..<3_000 {
      // Random bodies behind a valid header reach the block decoder.
      attempt([0x78, 0x9C] + random.bytes(Int.random(in: 0...300, using: &random)))
    }
    for _ in 0..<3_000 {
      var stream = streams.randomElement(using: &random)!
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let bit = Int.random(in: 16..<(stream.count * 8), using: &random)
        stream[bit / 8] ^= 1 << (bit % 8)
      }
      if Bool.random(using: &random) {
        stream = Array(stream[..<Int.random(in: 0...stream.count, using: &random)])
      }
      attempt(stream)
    }
    for _ in 0..<1_000 {
      // Valid framing around random bytes of each block type.
      let blockType = UInt8.random(in: 0...2, using: &random)
      attempt(
        [0x78, 0x9C, 1 | blockType << 1] + random.bytes(Int.random(in: 0...200, using: &random)))
    }
    #expect(successes + failures == 7_000)
    #expect(failures > 6_000, "nearly all damaged streams are caught (\(successes) decoded)")
  }

  // MARK: Helpers

  /// The header byte that makes `cmf` and it a valid zlib header with the given flag bits.
  private static func checkByte(after cmf: UInt8, flags: UInt8) -> UInt8 {
    let base = Int(cmf) << 8 | Int(flags)
    return flags | UInt8((31 - base % 31) % 31)
  }

  /// The start of a final dynamic block: BFINAL, BTYPE 2 and the three counts.
  private func dynamicHeader(literalCount: Int, distanceCount: Int, codeLengthCount: Int)
    -> BitPacker
  {
    var packer = BitPacker()
    packer.bits(1, 1)
    packer.bits(2, 2)
    packer.bits(literalCount - 257, 5)
    packer.bits(distanceCount - 1, 5)
    packer.bits(codeLengthCount - 4, 4)
    return packer
  }
}
