import Foundation
import PixelKit
import Testing
import _TestSupport

@Suite struct DeflateTests {
  /// Inputs that exercise every part of the encoder.
  static let samples: [(name: String, bytes: [UInt8])] = {
    var random = SeededGenerator(seed: 42)
    let text = Array(ZlibFixtures.text.utf8)
    var mixed: [UInt8] = []
    // Random stretches, copies from up to the whole window back, and long runs.
    while mixed.count < 150_000 {
      switch Int.random(in: 0..<3, using: &random) {
      case 0: mixed += random.bytes(Int.random(in: 1...500, using: &random))
      case 1 where mixed.count > 10:
        let distance = Int.random(in: 1...min(mixed.count, 32_768), using: &random)
        let length = Int.random(in: 3...600, using: &random)
        for _ in 0..<length { mixed.append(mixed[mixed.count - distance]) }
      default:
        mixed += repeatElement(UInt8.random(in: 0...255, using: &random), count: 300)
      }
    }
    return [
      ("empty", []),
      ("one byte", [7]),
      ("two bytes", [7, 8]),
      ("run of 1000", Array(repeating: 0x61, count: 1_000)),
      ("text", text),
      ("text 200 times", Array(repeatElement(text, count: 200).joined())),
      ("random 100 000", random.bytes(100_000)),
      ("zeros 200 000", Array(repeating: 0, count: 200_000)),
      ("mixed", mixed),
    ]
  }()

  @Test(arguments: Deflate.Level.allCases)
  func roundTripsAtEveryLevel(_ level: Deflate.Level) throws {
    for sample in Self.samples {
      let stream = Deflate.compress(sample.bytes, level: level)
      let restored = try Inflate.decompress(zlib: stream)
      #expect(restored == sample.bytes, "\(sample.name) at \(level)")
    }
  }

  @Test func compresses() {
    let text = Self.samples.first { $0.name == "text 200 times" }!.bytes
    #expect(Deflate.compress(text).count < text.count / 50)
    let zeros = Self.samples.first { $0.name == "zeros 200 000" }!.bytes
    #expect(Deflate.compress(zeros, level: .fast).count < 1_000)
    // Random bytes cannot be compressed; the encoder falls back to stored blocks, which cost
    // 5 bytes each (the encoder ends a block every 32 767 symbols).
    let random = Self.samples.first { $0.name == "random 100 000" }!.bytes
    #expect(Deflate.compress(random).count <= random.count + 4 * 5 + 6)
    // Storing: 2 header bytes, 5 bytes per block of up to 65 535, 4 checksum bytes.
    #expect(Deflate.compress(zeros, level: .store).count == 2 + 200_000 + 4 * 5 + 4)
  }

  @Test func higherLevelsAreNotLarger() {
    let mixed = Self.samples.first { $0.name == "mixed" }!.bytes
    let sizes = [Deflate.Level.fast, .default, .best].map {
      Deflate.compress(mixed, level: $0).count
    }
    #expect(sizes[0] >= sizes[1] && sizes[1] >= sizes[2], "\(sizes)")
  }

  @Test func writesAValidZlibHeader() {
    for level in Deflate.Level.allCases {
      let stream = Deflate.compress([1, 2, 3], level: level)
      #expect(stream[0] == 0x78)
      #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0)
      #expect(stream[1] & 0x20 == 0)
    }
  }

  /// The reference zlib accepts the output.
  ///
  /// It runs through python3, when python3 is on PATH (else the test is skipped). The same
  /// acceptance is checked through libpng by `PNGEncodingTests`, which needs rsvg-convert.
  @Test(.enabled(if: executableOnPath("python3") != nil, "python3 is not on PATH"))
  func referenceZlibAcceptsTheOutput() throws {
    let python = try #require(executableOnPath("python3"))
    // One run of python3 for all streams: each stream is preceded by its length, and so is
    // each decompressed output.
    let script = """
      import struct, sys, zlib
      data, out = open(sys.argv[1], 'rb').read(), sys.stdout.buffer
      while data:
          (n,), data = struct.unpack('>I', data[:4]), data[4:]
          plain, data = zlib.decompress(data[:n]), data[n:]
          out.write(struct.pack('>I', len(plain)) + plain)
      """
    var input: [UInt8] = []
    var expected: [UInt8] = []
    for level in Deflate.Level.allCases {
      for sample in Self.samples {
        let stream = Deflate.compress(sample.bytes, level: level)
        input += bigEndianBytes(UInt32(stream.count)) + stream
        expected += bigEndianBytes(UInt32(sample.bytes.count)) + sample.bytes
      }
    }
    let output = try runCommand(python, ["-c", script, "{}"], input: input)
    #expect(output == expected)
  }
}
