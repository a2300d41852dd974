import Foundation
import Testing

/// `--image` files: the header found wherever the format puts it; files that are not regular
/// or are too large refused with a plain reason, exit 1, and nothing written.
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

  @Test("a directory: 'Is a directory', exit 1")
  func directory() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Shapegen.run(["circle", "--image", ".", "-o", "out.svg"], in: directory)
    #expect(run.status == 1)
    #expect(run.standardError == "Error: '--image .': cannot read the file (Is a directory)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }

  @Test("a device or a pipe: 'not a regular file', exit 1, without waiting for a writer")
  func specialFiles() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(mkfifo(directory.appendingPathComponent("fifo").path, 0o600) == 0)
    for name in ["/dev/null", "fifo"] {
      let run = try Shapegen.run(["circle", "--image", name], in: directory)
      #expect(run.status == 1)
      #expect(run.standardOutput == "")
      #expect(
        run.standardError == "Error: '--image \(name)': cannot read the file (not a regular file)\n"
      )
    }
  }

  @Test("a file over 64 MiB is refused before it is read")
  func tooLarge() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("big.jpg")
    // Sparse: a JPEG start, then nothing stored on disk.
    try Self.jpegWithLargeEXIF.write(to: file)
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 64 * 1024 * 1024 + 1)
    try handle.close()
    let run = try Shapegen.run(["circle", "--image", "big.jpg"], in: directory)
    #expect(run.status == 1)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: '--image big.jpg': the file is too large (67108865 bytes; an image may have "
        + "67108864 at most)\n")
  }
}
