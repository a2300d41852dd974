import Foundation
import PixelKit
import Testing
import _TestSupport

@Suite struct PNGDecodingTests {
  // MARK: Files written by Python and rsvg-convert

  @Test(arguments: PNGFixtures.all)
  func decodesEveryPixelExactly(_ fixture: PNGFixtures.Case) throws {
    let image = try PNGImage(data: fixture.data)
    let expected = fixture.expectedImage
    #expect(image.width == fixture.width && image.height == fixture.height)
    let wrong = zip(image.pixels, expected.pixels).enumerated().filter {
      $0.element.0 != $0.element.1
    }
    #expect(
      wrong.isEmpty,
      "\(fixture.origin): \(wrong.count) pixels differ, first at index \(wrong.first?.offset ?? -1)"
    )
  }

  @Test func decodesTheRenderedFixture() throws {
    let fixture = try #require(PNGFixtures.all.first { $0.name == "rendered" })
    let image = try PNGImage(data: fixture.data)
    #expect(image.width == 12 && image.height == 8)
    #expect(image[x: 4, y: 2] == .red)
    #expect(image[x: 0, y: 0] == .clear)
    #expect(
      image[x: 9, y: 5].isClose(to: RGBA(red: 0, green: 0, blue: 255, alpha: 128), tolerance: 1))
    #expect(image[x: 3, y: 6] == .lime)
  }

  @Test func reducesSixteenBitSamplesByRounding() throws {
    // One row of four 16-bit gray samples: 0x0000, 0x00FF (rounds down), 0x0081 (rounds up),
    // 0xFFFF.
    let raw: [UInt8] = [0, 0x00, 0x00, 0x00, 0xFF, 0x00, 0x81, 0xFF, 0xFF]
    let file = makePNG([
      ("IHDR", headerBody(width: 4, height: 1, bitDepth: 16, colorType: 0)),
      ("IDAT", Deflate.compress(raw)),
      ("IEND", []),
    ])
    let image = try PNGImage(data: file)
    #expect(image.pixels.map(\.red) == [0, 1, 1, 255])
  }

  // MARK: Broken files

  @Test func rejectsWhatIsNotAPNG() {
    #expect(throws: PNGError.notPNG) { try PNGImage(data: Data()) }
    #expect(throws: PNGError.notPNG) { try PNGImage(data: Data("GIF89a....".utf8)) }
  }

  @Test func rejectsEveryTruncation() throws {
    let file = try #require(PNGFixtures.all.first { $0.name == "rgba8SplitData" }).data
    for length in 0..<file.count {
      #expect(throws: PNGError.self, "cut to \(length) bytes") {
        try PNGImage(data: file.prefix(length))
      }
    }
  }

  @Test func checksEveryChunksCRC() throws {
    let file = try #require(PNGFixtures.all.first { $0.name == "rgba8SplitData" }).data
    // Flip a bit in the body of the tEXt chunk, which comes right after IHDR (8 + 25 bytes).
    var damaged = file
    damaged[8 + 25 + 10] ^= 0x04
    #expect(throws: PNGError.checksumMismatch(chunk: "tEXt")) { try PNGImage(data: damaged) }
  }

  @Test func rejectsBadHeaders() {
    func decode(_ header: [UInt8]) throws(PNGError) -> PNGImage {
      try PNGImage(
        data: makePNG([("IHDR", header), ("IDAT", Deflate.compress([0, 0])), ("IEND", [])]))
    }
    #expect(throws: PNGError.invalidHeader("size 0×1")) {
      try decode(headerBody(width: 0, height: 1, bitDepth: 8, colorType: 0))
    }
    #expect(throws: PNGError.invalidHeader("bit depth 4 with color type 2")) {
      try decode(headerBody(width: 1, height: 1, bitDepth: 4, colorType: 2))
    }
    #expect(throws: PNGError.invalidHeader("bit depth 16 with color type 3")) {
      try decode(headerBody(width: 1, height: 1, bitDepth: 16, colorType: 3))
    }
    #expect(throws: PNGError.invalidHeader("color type 5")) {
      try decode(headerBody(width: 1, height: 1, bitDepth: 8, colorType: 5))
    }
    #expect(throws: PNGError.invalidHeader("interlace method 2")) {
      try decode(headerBody(width: 1, height: 1, bitDepth: 8, colorType: 0).dropLast() + [2])
    }
    #expect(throws: PNGError.imageTooLarge(width: 100_000, height: 100_000)) {
      try decode(headerBody(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6))
    }
    #expect(throws: PNGError.misplacedChunk("IDAT")) {
      try PNGImage(data: makePNG([("IDAT", Deflate.compress([0, 0])), ("IEND", [])]))
    }
  }

  @Test func rejectsBadPalettes() {
    let header = headerBody(width: 2, height: 1, bitDepth: 8, colorType: 3)
    let data = Deflate.compress([0, 0, 1])
    #expect(throws: PNGError.invalidPalette("PLTE is missing")) {
      try PNGImage(data: makePNG([("IHDR", header), ("IDAT", data), ("IEND", [])]))
    }
    #expect(throws: PNGError.invalidPalette("PLTE has 4 bytes")) {
      try PNGImage(
        data: makePNG([("IHDR", header), ("PLTE", [1, 2, 3, 4]), ("IDAT", data), ("IEND", [])]))
    }
    #expect(throws: PNGError.paletteIndexOutOfRange(1)) {
      try PNGImage(
        data: makePNG([("IHDR", header), ("PLTE", [1, 2, 3]), ("IDAT", data), ("IEND", [])]))
    }
    #expect(throws: PNGError.invalidTransparency) {
      try PNGImage(
        data: makePNG([
          ("IHDR", header), ("PLTE", [1, 2, 3]), ("tRNS", [1, 2]), ("IDAT", data), ("IEND", []),
        ]))
    }
  }

  @Test func rejectsBadImageData() {
    let header = headerBody(width: 2, height: 2, bitDepth: 8, colorType: 0)
    func decode(_ chunks: [(type: String, body: [UInt8])]) throws(PNGError) -> PNGImage {
      try PNGImage(data: makePNG([("IHDR", header)] + chunks + [("IEND", [])]))
    }
    #expect(throws: PNGError.missingImageData) { try decode([]) }
    #expect(throws: PNGError.imageDataTooShort(expected: 6, actual: 5)) {
      try decode([("IDAT", Deflate.compress([0, 1, 2, 0, 3]))])
    }
    #expect(throws: PNGError.invalidFilterType(5)) {
      try decode([("IDAT", Deflate.compress([0, 1, 2, 5, 3, 4]))])
    }
    #expect(throws: PNGError.compression(.invalidHeader)) {
      try decode([("IDAT", [0x78, 0x00, 1, 2])])
    }
    #expect(throws: PNGError.unsupportedCriticalChunk("ABCD")) {
      try decode([("ABCD", []), ("IDAT", Deflate.compress([0, 1, 2, 0, 3, 4]))])
    }
    // Without IEND the file is incomplete.
    #expect(throws: PNGError.unexpectedEnd) {
      try PNGImage(
        data: makePNG([("IHDR", header), ("IDAT", Deflate.compress([0, 1, 2, 0, 3, 4]))]))
    }
    // An unknown ancillary chunk is skipped; extra image data after the image is tolerated.
    #expect(throws: Never.self) {
      try decode([("abCD", [9]), ("IDAT", Deflate.compress([0, 1, 2, 0, 3, 4, 99]))])
    }
  }

  /// Damaged files must throw or decode, never trap.
  @Test func survivesDamagedFiles() {
    var random = SeededGenerator(seed: 7)
    let files = PNGFixtures.all.map { [UInt8]($0.data) }
    var failures = 0
    for _ in 0..<2_000 {
      var file = files.randomElement(using: &random)!
      var bits = Set<Int>()
      let flips = Int.random(in: 1...3, using: &random)
      while bits.count < flips {
        bits.insert(Int.random(in: 64..<(file.count * 8), using: &random))
      }
      for bit in bits { file[bit / 8] ^= 1 << (bit % 8) }
      if (try? PNGImage(data: Data(file))) == nil { failures += 1 }
    }
    // Every flip after the signature breaks a CRC or the chunk structure.
    #expect(failures == 2_000)
  }

  /// Bit flips inside the image data, with the CRC fixed up, reach the decompressor and the
  /// unfilter and conversion code: they must throw or decode, never trap.
  @Test func survivesDamagedImageDataWithValidCRCs() throws {
    var random = SeededGenerator(seed: 8)
    for fixture in PNGFixtures.all where fixture.name != "rendered" {
      let image = try PNGImage(data: fixture.data)
      let compressed = Deflate.compress(Self.rawScanlines(image))
      for _ in 0..<40 {
        var damaged = compressed
        let bit = Int.random(in: 16..<(damaged.count * 8), using: &random)
        damaged[bit / 8] ^= 1 << (bit % 8)
        let file = makePNG([
          (
            "IHDR",
            headerBody(
              width: UInt32(image.width), height: UInt32(image.height), bitDepth: 8, colorType: 6)
          ),
          ("IDAT", damaged),
          ("IEND", []),
        ])
        _ = try? PNGImage(data: file)
      }
    }
  }

  /// RGBA8 scanlines with filter type 0.
  private static func rawScanlines(_ image: PNGImage) -> [UInt8] {
    var raw: [UInt8] = []
    for y in 0..<image.height {
      raw.append(0)
      for x in 0..<image.width {
        let pixel = image[x: x, y: y]
        raw += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
      }
    }
    return raw
  }
}
