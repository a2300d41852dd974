import Foundation
import PixelKit
import Testing
import _TestSupport

@Suite struct PNGEncodingTests {
  /// A photo-like picture: a sky gradient, a soft sun, rolling hills and a little grain.
  static func landscape(width: Int = 256, height: Int = 256) -> PNGImage {
    var random = SeededGenerator(seed: 1)
    return PNGImage(width: width, height: height) { x, y in
      let u = Double(x) / Double(width)
      let v = Double(y) / Double(height)
      let grain = Double.random(in: -3...3, using: &random)
      var color = (red: 90 + 120 * v, green: 150 + 70 * v, blue: 240 - 30 * v)
      let sun = max(0, 1 - hypot(u - 0.7, v - 0.25) / 0.12)
      color.red += 150 * sun
      color.green += 120 * sun
      color.blue -= 60 * sun
      let hill = 0.62 + 0.08 * sin(u * 9) + 0.04 * sin(u * 23 + 1)
      if v > hill {
        let depth = (v - hill) / (1 - hill)
        color = (40 + 50 * depth, 120 - 50 * depth + 20 * sin(u * 40), 40 + 10 * depth)
      }
      func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value + grain).rounded()))) }
      return RGBA(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
    }
  }

  /// Pixels that are all different, alpha included.
  static func noise(width: Int, height: Int, seed: UInt64) -> PNGImage {
    var random = SeededGenerator(seed: seed)
    return PNGImage(width: width, height: height) { _, _ in
      let bytes = random.bytes(4)
      return RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3])
    }
  }

  /// A drawing: soft-edged discs of a few colors on a transparent background, as the
  /// raster renderer makes (runs of one color, edges of partial alpha).
  static func drawing(width: Int, height: Int) -> PNGImage {
    var random = SeededGenerator(seed: 5)
    let discs = (0..<12).map { _ in
      (
        x: Double.random(in: 0...Double(width), using: &random),
        y: Double.random(in: 0...Double(height), using: &random),
        radius: Double.random(in: 4...30, using: &random),
        color: RGBA(red: random.bytes(1)[0], green: 80, blue: 200)
      )
    }
    return PNGImage(width: width, height: height) { x, y in
      var pixel = RGBA.clear
      for disc in discs {
        let inside = disc.radius - hypot(Double(x) + 0.5 - disc.x, Double(y) + 0.5 - disc.y)
        let coverage = max(0, min(1, inside + 0.5))
        if coverage > 0 {
          pixel = disc.color
          pixel.alpha = UInt8((coverage * 255).rounded())
        }
      }
      return pixel
    }
  }

  /// CRC-32 taken eight bytes a step equals its definition, bit by bit.
  @Test func crc32MatchesItsDefinition() {
    var random = SeededGenerator(seed: 33)
    for count in Array(0...17) + [1_000, 100_003] {
      let bytes = random.bytes(count)
      var register: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        register ^= UInt32(byte)
        for _ in 0..<8 {
          register = register & 1 == 1 ? 0xEDB8_8320 ^ register >> 1 : register >> 1
        }
      }
      #expect(CRC32.checksum(bytes) == ~register, "\(count) bytes")
    }
  }

  @Test(arguments: Deflate.Level.allCases)
  func roundTrips(_ level: Deflate.Level) throws {
    let images = [
      Self.landscape(width: 61, height: 37),
      Self.noise(width: 23, height: 17, seed: 3),
      PNGImage(width: 1, height: 1, color: RGBA(red: 1, green: 2, blue: 3, alpha: 4)),
      PNGImage(width: 300, height: 2, color: .clear),
      Self.drawing(width: 120, height: 90),
    ]
    for image in images {
      #expect(try PNGImage(data: image.pngData(level: level)) == image)
    }
  }

  /// At the fast level the rows go to the compressor a band at a time: images of many
  /// bands, and rows longer than a band (a megabyte each), come back whole.
  @Test func fastLevelRoundTripsImagesOfManyBandsAndLongRows() throws {
    let tall = Self.drawing(width: 700, height: 400)
    #expect(try PNGImage(data: tall.pngData(level: .fast)) == tall)
    let wide = PNGImage(width: 300_000, height: 3) { x, y in
      x % 1000 < 3 ? RGBA(red: UInt8(y), green: 9, blue: UInt8(x % 256), alpha: 255) : .clear
    }
    #expect(try PNGImage(data: wide.pngData(level: .fast)) == wide)
  }

  @Test func writesRGBA8WithAllFilterTypes() throws {
    let data = [UInt8](Self.landscape().pngData())
    #expect(Array(data[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(String(decoding: data[12..<16], as: UTF8.self) == "IHDR")
    #expect(Array(data[24..<29]) == [8, 6, 0, 0, 0])
    #expect(String(decoding: data.suffix(12), as: UTF8.self).contains("IEND"))
  }

  @Test func compressesAPhotoLikeImage() throws {
    let image = Self.landscape()
    let raw = image.width * image.height * 4
    var ratios: [String] = []
    for level in Deflate.Level.allCases {
      let size = image.pngData(level: level).count
      ratios.append("\(level): \(size) bytes (\(100 * size / raw)%)")
      if level != .store { #expect(size < raw / 2) }
    }
    print("256×256 landscape, \(raw) bytes of RGBA:", ratios.joined(separator: ", "))
  }

  /// Real decoders accept the encoder's output.
  ///
  /// librsvg decodes the PNG (through gdk-pixbuf and libpng) from a data URI and draws it
  /// 1:1; the picture must come back.
  @Test func realDecodersAcceptTheOutput() throws {
    try requireRenderer()
    let opaque = Self.landscape(width: 40, height: 30)
    var translucent = Self.noise(width: 40, height: 30, seed: 9)
    for y in 0..<30 {
      for x in 0..<40 { translucent[x: x, y: y].alpha = UInt8(128 + (x + y) % 128) }
    }
    for (image, tolerance) in [(opaque, 0), (translucent, 1)] {
      let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
        width="40" height="30"><image width="40" height="30" \
        xlink:href="data:image/png;base64,\(image.pngData().base64EncodedString())"/></svg>
        """
      let rendered = try SVGRasterizer().render(svg)
      // Premultiplied storage in cairo rounds colors with alpha below 255 slightly.
      #expect(rendered.maximumDifference(from: image) <= tolerance)
    }
  }
}
