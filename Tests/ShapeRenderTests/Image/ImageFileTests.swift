import Foundation
import ShapeRender
import Testing

/// Reading image files: only regular files, none larger than `Image.maximumFileSize`, each
/// failure with a plain explanation.
@Suite struct ImageFileTests {
  /// A new directory for a test's files; remove it when done.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ImageFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aFileWithItsFrameHeaderFarIn() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("exif.jpg")
    try ImageHeaderTests.jpeg(afterSegments: 20).write(to: file)
    #expect(try Image(contentsOfFile: file.path).pixelSize == CGSize(width: 300, height: 200))
  }

  @Test func aDirectoryIsRefusedAsADirectory() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(
      throws: ImageError(source: directory.path, reason: .unreadable("Is a directory"))
    ) {
      try Image(contentsOfFile: directory.path)
    }
  }

  @Test func devicesAndPipesAreNotRegularFiles() throws {
    #expect(throws: ImageError(source: "/dev/null", reason: .unreadable("not a regular file"))) {
      try Image(contentsOfFile: "/dev/null")
    }
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // Refused without being opened: opening a pipe with no writer would wait for one.
    #expect(throws: ImageError(source: fifo, reason: .unreadable("not a regular file"))) {
      try Image(contentsOfFile: fifo)
    }
  }

  @Test func aFileOverTheLimitIsRefusedUnread() throws {
    #expect(Image.maximumFileSize == 64 * 1024 * 1024)
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("big.jpg")
    // A sparse file: a JPEG start, then nothing stored on disk.
    try ImageHeaderTests.jpeg(afterSegments: 0).write(to: file)
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(Image.maximumFileSize + 1))
    try handle.close()
    let limit = Image.maximumFileSize
    #expect(
      throws: ImageError(source: file.path, reason: .tooLarge(size: limit + 1, limit: limit))
    ) {
      try Image(contentsOfFile: file.path)
    }
    #expect(
      ImageError(source: "big.jpg", reason: .tooLarge(size: limit + 1, limit: limit))
        .description
        == "big.jpg: the file is too large (67108865 bytes; an image may have 67108864 at most)")
  }

  @Test func aMissingFileHasTheSystemsExplanation() {
    #expect(
      throws: ImageError(
        source: "/nonexistent/photo.png", reason: .unreadable("No such file or directory"))
    ) {
      try Image(contentsOfFile: "/nonexistent/photo.png")
    }
  }
}
