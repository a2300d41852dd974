import Foundation
import PixelKit
import Testing
import _TestSupport

@Suite struct JPEGCorruptInputTests {
  /// A frame header (SOFn) for a `width`×`height` image of `components` components.
  private func frame(
    marker: UInt8 = 0xC0, precision: UInt8 = 8, width: Int, height: Int, components: Int = 1
  ) -> [UInt8] {
    var body: [UInt8] = [
      precision, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
      UInt8(width & 0xFF), UInt8(components),
    ]
    for index in 0..<components { body += [UInt8(index + 1), 0x11, 0] }
    return [0xFF, marker, 0, UInt8(body.count + 2)] + body
  }

  @Test func rejectsBytesWithoutTheStartOfImageMarker() {
    #expect(throws: JPEGError.notJPEG) { try JPEGImage(data: Data([0x89, 0x50, 0x4E, 0x47])) }
    #expect(throws: JPEGError.notJPEG) { try JPEGImage(data: Data()) }
  }

  @Test func rejectsAHugeFrameBeforeAllocating() {
    let bytes = [0xFF, 0xD8] + frame(width: 65_535, height: 65_535, components: 3)
    #expect(throws: JPEGError.imageTooLarge(width: 65_535, height: 65_535)) {
      try JPEGImage(data: Data(bytes))
    }
    // A limit of the caller's own.
    let small = [0xFF, 0xD8] + frame(width: 100, height: 100)
    #expect(throws: JPEGError.imageTooLarge(width: 100, height: 100)) {
      try JPEGImage(data: Data(small), maximumPixelCount: 9_999)
    }
  }

  @Test func namesWhatItDoesNotRead() {
    let arithmetic = [0xFF, 0xD8] + frame(marker: 0xC9, width: 8, height: 8)
    #expect(throws: JPEGError.unsupported("arithmetic or hierarchical coding")) {
      try JPEGImage(data: Data(arithmetic))
    }
    let twelveBit = [0xFF, 0xD8] + frame(precision: 12, width: 8, height: 8)
    #expect(throws: JPEGError.unsupported("12-bit samples")) {
      try JPEGImage(data: Data(twelveBit))
    }
    let cmyk = [0xFF, 0xD8] + frame(width: 8, height: 8, components: 4)
    #expect(throws: JPEGError.unsupported("4 components (only grayscale and 3-component color)")) {
      try JPEGImage(data: Data(cmyk))
    }
  }

  @Test func throwsWhenThereIsNoScan() {
    let bytes = [0xFF, 0xD8] + frame(width: 8, height: 8) + [0xFF, 0xD9]
    #expect(throws: JPEGError.missingImageData) { try JPEGImage(data: Data(bytes)) }
  }

  @Test func throwsWhenAScanNamesAnUndefinedTable() throws {
    // A scan of component 1, before any quantization table.
    let scan: [UInt8] = [0xFF, 0xDA, 0, 8, 1, 1, 0x00, 0, 63, 0]
    let bytes = [0xFF, 0xD8] + frame(width: 8, height: 8) + scan + [0, 0, 0xFF, 0xD9]
    #expect(throws: JPEGError.missingTable("quantization table 0")) {
      try JPEGImage(data: Data(bytes))
    }
  }

  @Test(arguments: ["baseline-420-restart-exif", "progressive-420-restart"])
  func everyTruncationThrowsOrKeepsTheSize(_ name: String) throws {
    let whole = try JPEGFixtures.jpeg(name)
    let complete = try JPEGImage(data: whole)
    var thrown = 0
    for length in 0..<whole.count {
      do {
        // Cut between scans, a progressive file decodes to a coarser picture of its size.
        let image = try JPEGImage(data: whole.prefix(length))
        #expect(
          image.width == complete.width && image.height == complete.height,
          "\(name) cut at \(length) of \(whole.count)")
        if length >= whole.count - 2 { #expect(image == complete) }
      } catch {
        thrown += 1
      }
    }
    #expect(thrown > whole.count / 2)
  }

  @Test(arguments: ["baseline-422", "progressive-444", "progressive-gray"])
  func seededCorruptionNeverTraps(_ name: String) throws {
    let whole = [UInt8](try JPEGFixtures.jpeg(name))
    var generator = SeededGenerator(seed: 15)
    var decoded = 0
    for _ in 0..<300 {
      var bytes = whole
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        let index = Int.random(in: 2..<bytes.count, using: &generator)
        bytes[index] = UInt8.random(in: 0...255, using: &generator)
      }
      if let image = try? JPEGImage(data: Data(bytes)) {
        #expect(image.pixels.count == image.width * image.height)
        decoded += 1
      }
    }
    // Most flips land in coded data, which decodes to other pixels rather than failing.
    #expect(decoded > 0)
  }
}
