import Foundation
import ShapeRender
import Shapes
import Testing

/// `SVGRenderer.write(_:to:)`: through symbolic links, keeping permissions, and only ever
/// replacing a regular file.
@MainActor @Suite struct SVGFileWriteTests {
  let artwork = Artwork(width: 10, height: 10) { Rectangle().fill(.red) }

  /// A new directory for a test's files; remove it when done.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("SVGFileWriteTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aSymbolicLinkIsWrittenThroughAndKept() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("target.svg")
    try Data("old".utf8).write(to: target)
    let link = directory.appendingPathComponent("link.svg")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: target.path)
    try SVGRenderer().write(artwork, to: link)
    #expect(try String(contentsOf: target, encoding: .utf8) == SVGRenderer().render(artwork))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
  }

  @Test func anExistingFileKeepsItsPermissions() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("out.svg")
    try Data("old".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    try SVGRenderer().write(artwork, to: url)
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
  }

  @Test func directoriesAndPipesAreRefusedAndLeftAlone() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(throws: SVGWriteError(path: directory.path, reason: "Is a directory")) {
      try SVGRenderer().write(artwork, to: directory)
    }
    let fifo = directory.appendingPathComponent("fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect(throws: SVGWriteError(path: fifo.path, reason: "not a regular file")) {
      try SVGRenderer().write(artwork, to: fifo)
    }
    var status = stat()
    #expect(lstat(fifo.path, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["fifo"])
  }

  @Test func aLoopOfLinksIsReported() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let loop = directory.appendingPathComponent("loop.svg")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop.svg")
    #expect(
      throws: SVGWriteError(path: loop.path, reason: "Too many levels of symbolic links")
    ) {
      try SVGRenderer().write(artwork, to: loop)
    }
  }
}
