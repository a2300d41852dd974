import Foundation
import Testing

@testable import ShapeRender

@Suite struct ImageHeaderTests {
  /// The first 33 bytes of a PNG: signature and IHDR chunk of a 640×480 RGBA image.
  let pngHeader: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
    0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x02, 0x80, 0x00, 0x00, 0x01, 0xE0,
    0x08, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  ]

  /// A JPEG start: SOI, an APP0 (JFIF) segment, a DQT stub, then SOF0 of 300 wide × 200 high.
  let jpegHeader: [UInt8] = [
    0xFF, 0xD8,
    0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
    0xFF, 0xDB, 0x00, 0x04, 0x00, 0x01,
    0xFF, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0xC8, 0x01, 0x2C, 0x03, 0x01, 0x22, 0x00, 0x02,
    0x11, 0x01, 0x03, 0x11, 0x01,
  ]

  /// A JPEG of 300 × 200 whose frame header follows `segments` APP1 segments of 65 533
  /// bytes of payload each (the most one holds), as large EXIF or ICC data puts it.
  static func jpeg(afterSegments segments: Int) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8]
    for _ in 0..<segments {
      bytes += [0xFF, 0xE1, 0xFF, 0xFF] + [UInt8](repeating: 0x45, count: 65_533)
    }
    bytes += [
      0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0xC8, 0x01, 0x2C, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11,
      0x01, 0x03, 0x11, 0x01, 0xFF, 0xD9,
    ]
    return Data(bytes)
  }

  @Test func aJPEGFrameHeaderPastTheFirst64KiBIsFound() throws {
    let data = Self.jpeg(afterSegments: 3)
    #expect(data.count > 196_000)
    #expect(try Image(data: data).pixelSize == CGSize(width: 300, height: 200))
  }

  @Test func aDataSliceIsReadFromItsOwnStart() throws {
    let padded = Data([1, 2, 3]) + Self.jpeg(afterSegments: 1)
    let slice = padded[3...]
    #expect(slice.startIndex == 3)
    #expect(try Image(data: slice).pixelSize == CGSize(width: 300, height: 200))
  }

  @Test func pngSizeComesFromIHDR() throws {
    let header = try ImageHeader(bytes: pngHeader, source: "a.png")
    #expect(header == ImageHeader(format: .png, width: 640, height: 480))
    #expect(header.format.mimeType == "image/png")
  }

  @Test func jpegSizeComesFromTheFirstFrameHeaderPastOtherSegmentsAndFillBytes() throws {
    let header = try ImageHeader(bytes: jpegHeader, source: "a.jpg")
    #expect(header == ImageHeader(format: .jpeg, width: 300, height: 200))
    #expect(header.format.mimeType == "image/jpeg")
  }

  @Test func truncatedHeadersAreReportedWithTheSource() {
    for cut in [4, 12, 20, 23] {
      #expect(throws: ImageError(source: "cut.png", reason: .truncatedHeader)) {
        try ImageHeader(bytes: Array(pngHeader.prefix(cut)), source: "cut.png")
      }
    }
    for cut in [2, 3, 10, 27, 33] {
      #expect(throws: ImageError(source: "cut.jpg", reason: .truncatedHeader)) {
        try ImageHeader(bytes: Array(jpegHeader.prefix(cut)), source: "cut.jpg")
      }
    }
  }

  @Test func otherFormatsAreUnknown() {
    let gif = Array("GIF89a....".utf8)
    #expect(throws: ImageError(source: "x.gif", reason: .unknownFormat)) {
      try ImageHeader(bytes: gif, source: "x.gif")
    }
    #expect(throws: ImageError(source: "empty", reason: .unknownFormat)) {
      try ImageHeader(bytes: [], source: "empty")
    }
  }

  @Test func invalidSizesAndChunksAreRejected() {
    var zeroWidth = pngHeader
    zeroWidth[16...19] = [0, 0, 0, 0]
    #expect(
      throws: ImageError(source: "z.png", reason: .invalidHeader("size 0×480 is out of range"))
    ) {
      try ImageHeader(bytes: zeroWidth, source: "z.png")
    }
    var wrongChunk = pngHeader
    wrongChunk[12] = 0x58
    #expect(
      throws: ImageError(source: "w.png", reason: .invalidHeader("the first chunk is not IHDR"))
    ) {
      try ImageHeader(bytes: wrongChunk, source: "w.png")
    }
    let scanBeforeFrame: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]
    #expect(
      throws: ImageError(
        source: "s.jpg", reason: .invalidHeader("no frame header before the image data"))
    ) {
      try ImageHeader(bytes: scanBeforeFrame, source: "s.jpg")
    }
  }

  @Test func errorMessagesNameTheInput() {
    #expect(
      ImageError(source: "photo.gif", reason: .unknownFormat).description
        == "photo.gif: not a PNG or JPEG image")
    #expect(
      ImageError(source: "cut.png", reason: .truncatedHeader).description
        == "cut.png: the image data ends before its header is complete")
  }
}
