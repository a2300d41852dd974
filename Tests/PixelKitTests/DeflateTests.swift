import Foundation
import PixelKit
import Testing
import _TestSupport

@testable import _ImageCodecs

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

  /// Bytes shaped like a drawing filtered by `Up`, as the PNG encoder gives the fast level:
  /// rows of four-byte pixels, mostly zeros (a row like the one above), with runs of a
  /// repeated pixel, rows repeating an earlier one and short random stretches (soft edges).
  static func drawingBytes(seed: UInt64, rows: Int, pixelsPerRow: Int) -> [UInt8] {
    var random = SeededGenerator(seed: seed)
    var bytes: [UInt8] = []
    let rowLength = pixelsPerRow * 4 + 1
    for row in 0..<rows {
      bytes.append(2)
      if row > 1, Int.random(in: 0..<4, using: &random) == 0 {
        let start = bytes.count - rowLength * Int.random(in: 1...min(row, 3), using: &random)
        bytes += bytes[start + 1..<start + rowLength]
        continue
      }
      var x = 0
      while x < pixelsPerRow {
        var run = min(pixelsPerRow - x, Int.random(in: 1...40, using: &random))
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
          run = min(run, 3)
          bytes += random.bytes(run * 4)
        case 1: bytes += Array(repeatElement(random.bytes(4), count: run).joined())
        default: bytes += repeatElement(0, count: run * 4)
        }
        x += run
      }
    }
    return bytes
  }

  /// The fast level's own search (runs four bytes back, hash chains started only where a
  /// token starts) gives streams that decode to the input, whatever the input's shape.
  @Test func fastLevelRoundTripsSeededInputs() throws {
    var random = SeededGenerator(seed: 15)
    for seed in 0..<24 {
      var bytes = Self.drawingBytes(
        seed: UInt64(seed), rows: Int.random(in: 1...40, using: &random),
        pixelsPerRow: Int.random(in: 1...300, using: &random))
      // A tail cut anywhere, so that matches end at every distance from the end.
      bytes.removeLast(Int.random(in: 0...min(7, bytes.count), using: &random))
      let stream = Deflate.compress(bytes, level: .fast)
      #expect(try Inflate.decompress(zlib: stream) == bytes, "seed \(seed)")
    }
    // Runs of every length around the longest match (258) and the shortest (4), between
    // distinct bytes, and repeats just inside and outside the 32 KiB window.
    for length in Array(0...20) + Array(250...270) + [515, 516, 517, 1_000] {
      let bytes = [1, 2, 3] + [UInt8](repeating: 7, count: length) + [9, 8]
      #expect(try Inflate.decompress(zlib: Deflate.compress(bytes, level: .fast)) == bytes)
    }
    let stretch = random.bytes(600)
    for gap in [32_768 - 600, 32_768 - 599, 32_768 - 100, 32_769] {
      let bytes = stretch + random.bytes(gap) + stretch
      #expect(try Inflate.decompress(zlib: Deflate.compress(bytes, level: .fast)) == bytes)
    }
  }

  /// An input several times the fast encoder's buffer moves its window (and ends a block)
  /// many times: the stream still decodes to the input.
  @Test func fastLevelRoundTripsInputsLongerThanItsBuffer() throws {
    let bytes = Self.drawingBytes(seed: 99, rows: 1_500, pixelsPerRow: 700)
    #expect(bytes.count > 4_000_000)
    let stream = Deflate.compress(bytes, level: .fast)
    #expect(try Inflate.decompress(zlib: stream) == bytes)
    #expect(stream.count < bytes.count / 10)
  }

  /// Pieces of every size, down to single bytes, appended to a fast encoder with a small
  /// buffer (so its window moves every few thousand bytes), give a stream that decodes to
  /// their concatenation, with its checksum.
  @Test func fastEncoderTakesPiecesOfAnySize() throws {
    var random = SeededGenerator(seed: 61)
    let input = Self.samples.first { $0.name == "mixed" }?.bytes ?? []
    let encoder = FastDeflateEncoder(maximumPiece: 997)
    var writer = BitWriter()
    Deflate.writeHeader(level: .fast, into: &writer)
    var offset = 0
    while offset < input.count {
      let count = min(Int.random(in: 0...997, using: &random), input.count - offset)
      input.withUnsafeBufferPointer { source in
        encoder.append(count: count, into: &writer) { target in
          guard let base = source.baseAddress else { return }
          target.initialize(from: base + offset, count: count)
        }
      }
      offset += count
    }
    encoder.finish(into: &writer)
    #expect(encoder.checksum.value == Adler32.checksum(input))
    Deflate.writeTrailer(checksum: encoder.checksum.value, into: &writer)
    #expect(try Inflate.decompress(zlib: writer.bytes()) == input)
  }

  /// On drawings, the fast level stays close to the default level's size (a fast path
  /// that stopped finding matches would not), and far below the input's.
  @Test func fastLevelCompressesDrawingsNearlyAsWellAsDefault() {
    let bytes = Self.drawingBytes(seed: 7, rows: 200, pixelsPerRow: 400)
    let fast = Deflate.compress(bytes, level: .fast).count
    let standard = Deflate.compress(bytes, level: .default).count
    #expect(fast <= standard * 11 / 10, "fast \(fast), default \(standard)")
    #expect(fast < bytes.count / 15, "fast \(fast) of \(bytes.count)")
  }

  /// Adler-32 summed sixteen bytes at a time in vectors equals its definition, byte by
  /// byte, at lengths around every step and reduction boundary.
  @Test func adler32MatchesItsDefinition() {
    var random = SeededGenerator(seed: 32)
    for count in [0, 1, 15, 16, 17, 255, 256, 257, 5_553, 65_535, 65_536, 65_553, 200_001] {
      for bytes in [random.bytes(count), [UInt8](repeating: 0xFF, count: count)] {
        var sum: UInt32 = 1
        var sumOfSums: UInt32 = 0
        for byte in bytes {
          sum = (sum + UInt32(byte)) % 65_521
          sumOfSums = (sumOfSums + sum) % 65_521
        }
        #expect(Adler32.checksum(bytes) == sumOfSums << 16 | sum, "\(count) bytes")
      }
    }
  }
}
