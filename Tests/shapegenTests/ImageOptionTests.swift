import Foundation
import Testing

/// `--image` files: found wherever the format puts the header.
@Suite("Image files")
struct ImageOptionTests {
  /// A JPEG of 300 × 200 whose frame header follows three APP1 segments of 64 KiB, as large
  /// EXIF or ICC data puts it.
  static let jpegWithLargeEXIF: Data = {
    var bytes: [UInt8] = [0xFF, 0xD8]
    for _ in 0..<3 {
      bytes += [0xFF, 0xE1, 0xFF, 0xFF] + [UInt8](repeating: 0x45, count: 65_533)
    }
    bytes += [
      0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0xC8, 0x01, 0x2C, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11,
      0x01, 0x03, 0x11, 0x01, 0xFF, 0xD9,
    ]
    return Data(bytes)
  }()

  @Test("a JPEG whose frame header is past 64 KiB fills the shape")
  func frameHeaderFarIn() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.jpegWithLargeEXIF.write(to: directory.appendingPathComponent("exif.jpg"))
    let run = try Shapegen.run(["rectangle", "--image", "exif.jpg"], in: directory)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let base64 = Self.jpegWithLargeEXIF.base64EncodedString()
    #expect(run.standardOutput.contains("xlink:href=\"data:image/jpeg;base64,\(base64)\""))
  }
}
