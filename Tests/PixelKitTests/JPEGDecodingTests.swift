import Foundation
import PixelKit
import Testing

/// The JPEG fixtures: `Fixtures/JPEG/NAME.jpg` made by Pillow, and `NAME.png` the pixels
/// Pillow decodes from it (`Fixtures/JPEG/make_jpeg_fixtures.py`).
enum JPEGFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/JPEG")

  static let names = [
    "baseline-444", "baseline-422", "baseline-420", "baseline-gray", "baseline-444-q100",
    "baseline-420-restart-exif", "progressive-444", "progressive-422", "progressive-420",
    "progressive-gray", "progressive-420-restart", "progressive-422-q20", "quadrants-444",
    "cjpeg-440", "cjpeg-411", "cjpeg-progressive-restart-rows", "cjpeg-rgb",
  ]

  static func jpeg(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name + ".jpg"))
  }

  static func reference(_ name: String) throws -> PNGImage {
    try PNGImage(data: Data(contentsOf: folder.appendingPathComponent(name + ".png")))
  }
}

@Suite struct JPEGDecodingTests {
  @Test(arguments: JPEGFixtures.names)
  func matchesLibjpegWithinTwoLevels(_ name: String) throws {
    let image = try JPEGImage(data: JPEGFixtures.jpeg(name))
    let expected = try JPEGFixtures.reference(name)
    #expect(image.width == expected.width && image.height == expected.height)
    var largest = 0
    var total = 0
    for (actual, wanted) in zip(image.pixels, expected.pixels) {
      for (a, b) in [
        (actual.red, wanted.red), (actual.green, wanted.green), (actual.blue, wanted.blue),
      ] {
        let difference = abs(Int(a) - Int(b))
        largest = max(largest, difference)
        total += difference
      }
      #expect(actual.alpha == 255)
    }
    let mean = Double(total) / Double(max(1, 3 * expected.pixels.count))
    #expect(largest <= 2, "\(name): a channel differs by \(largest), mean \(mean)")
    #expect(mean < 0.5, "\(name): mean difference \(mean)")
  }

  @Test func refusesArithmeticCodingByName() throws {
    #expect(throws: JPEGError.unsupported("arithmetic or hierarchical coding")) {
      try JPEGImage(data: JPEGFixtures.jpeg("cjpeg-arithmetic"))
    }
  }

  @Test func readsTheSizeAndAPixelOfAGrayscaleFile() throws {
    let image = try JPEGImage(data: JPEGFixtures.jpeg("baseline-gray"))
    #expect(image.width == 45 && image.height == 29)
    let pixel = image[x: 10, y: 10]
    #expect(pixel.red == pixel.green && pixel.green == pixel.blue)
  }
}
