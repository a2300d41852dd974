import Foundation
import Testing

/// `-o FILE`: the same SVG, written atomically to a regular file, through symbolic links,
/// keeping its permissions; never to a directory, device or pipe.
@Suite("Output file")
struct OutputFileTests {
  /// A small drawing, and its SVG as standard output has it.
  static let arguments = ["circle", "--width", "10", "--height", "10"]

  /// The SVG of ``arguments``.
  static func expectedSVG() throws -> String {
    try Shapegen.run(arguments).standardOutput
  }

  /// The names in `directory`, sorted.
  static func names(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test("-o and --output write the SVG standard output would get, and nothing else")
  func writesFile() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let expected = try Shapegen.run(ExampleCommandTests.arguments).standardOutput
    for option in ["-o", "--output"] {
      let run = try Shapegen.run(
        ExampleCommandTests.arguments + [option, "out.svg"], in: directory)
      #expect(run.status == 0)
      #expect(run.standardOutput == "")
      #expect(run.standardError == "")
      let written = try String(
        contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
      #expect(written == expected)
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
    }
  }

  @Test("-o - is standard output")
  func dash() throws {
    let run = try Shapegen.run(ExampleCommandTests.arguments + ["-o", "-"])
    #expect(run.status == 0)
    #expect(run.standardOutput == (try Shapegen.run(ExampleCommandTests.arguments)).standardOutput)
  }

  @Test("-o replaces an existing file")
  func replaces() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("out.svg")
    try Data("old".utf8).write(to: file)
    let run = try Shapegen.run(["circle", "--output=\(file.path)"])
    #expect(run.status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix("</svg>\n"))
  }

  @Test("a symbolic link is written through: its target replaced, the link kept")
  func symbolicLink() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("target.svg")
    try Data("old".utf8).write(to: target)
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: directory.path + "/link.svg", withDestinationPath: "target.svg")
    try manager.createSymbolicLink(
      atPath: directory.path + "/chain.svg", withDestinationPath: "link.svg")
    let run = try Shapegen.run(Self.arguments + ["-o", "chain.svg"], in: directory)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(try String(contentsOf: target, encoding: .utf8) == Self.expectedSVG())
    #expect(
      try manager.destinationOfSymbolicLink(atPath: directory.path + "/chain.svg") == "link.svg")
    #expect(
      try manager.destinationOfSymbolicLink(atPath: directory.path + "/link.svg") == "target.svg")
    #expect(try Self.names(in: directory) == ["chain.svg", "link.svg", "target.svg"])
  }

  @Test("a relative link in another directory, and a link to nothing, as a shell's > does")
  func relativeAndDanglingLinks() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let manager = FileManager.default
    try manager.createDirectory(
      at: directory.appendingPathComponent("sub"), withIntermediateDirectories: false)
    try manager.createSymbolicLink(
      atPath: directory.path + "/sub/out.svg", withDestinationPath: "../new.svg")
    let run = try Shapegen.run(Self.arguments + ["-o", "sub/out.svg"], in: directory)
    #expect(run.status == 0)
    let created = directory.appendingPathComponent("new.svg")
    #expect(try String(contentsOf: created, encoding: .utf8) == Self.expectedSVG())
    #expect(
      try manager.destinationOfSymbolicLink(atPath: directory.path + "/sub/out.svg") == "../new.svg"
    )
    #expect(try Self.names(in: directory.appendingPathComponent("sub")) == ["out.svg"])
  }

  @Test("an existing file keeps its permissions", arguments: [0o600, 0o640, 0o755])
  func permissionsKept(_ mode: Int) throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("out.svg")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
    let run = try Shapegen.run(Self.arguments + ["-o", "out.svg"], in: directory)
    #expect(run.status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.expectedSVG())
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect(attributes[.posixPermissions] as? Int == mode)
    #expect(try Self.names(in: directory) == ["out.svg"])
  }

  @Test("a directory, or a link to one, is refused: exit 1, nothing written")
  func directory() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let manager = FileManager.default
    try manager.createDirectory(
      at: directory.appendingPathComponent("dir"), withIntermediateDirectories: false)
    try manager.createSymbolicLink(atPath: directory.path + "/link", withDestinationPath: "dir")
    for name in ["dir", "link"] {
      let run = try Shapegen.run(Self.arguments + ["-o", name], in: directory)
      #expect(run.status == 1)
      #expect(run.standardOutput == "")
      #expect(run.standardError == "Error: cannot write \(name): Is a directory\n")
    }
    #expect(try Self.names(in: directory) == ["dir", "link"])
    #expect(try Self.names(in: directory.appendingPathComponent("dir")) == [])
  }

  @Test("a pipe (as a device) is refused: exit 1, left as it was")
  func notRegular() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(mkfifo(directory.appendingPathComponent("fifo").path, 0o600) == 0)
    let run = try Shapegen.run(Self.arguments + ["-o", "fifo"], in: directory)
    #expect(run.status == 1)
    #expect(run.standardError == "Error: cannot write fifo: not a regular file\n")
    var status = stat()
    #expect(lstat(directory.appendingPathComponent("fifo").path, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO)
    #expect(try Self.names(in: directory) == ["fifo"])
  }

  @Test("a name ending in / is bad input: exit 64, nothing written")
  func trailingSlash() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Shapegen.run(Self.arguments + ["-o", "out/"], in: directory)
    #expect(run.status == 64)
    #expect(
      run.errorLines.first
        == "Error: The value 'out/' is invalid for '-o <file>': a name ending in / names a "
        + "directory; give a file name")
    #expect(try Self.names(in: directory) == [])
  }
}
