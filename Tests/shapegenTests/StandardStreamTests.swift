import Foundation
import Testing

/// Standard output or error that cannot be written: closed, full, or a pipe with no reader.
///
/// The tool must not crash (Foundation's `FileHandle.write(_:)` traps on these), and must say
/// what failed where it still can.
@Suite("Standard streams")
struct StandardStreamTests {
  @Test(
    "output to a closed standard output: an Error line, exit 1",
    arguments: [["--version"], ["--help"], ["circle", "--help"], ["circle"]])
  func closedOutput(_ arguments: [String]) throws {
    let run = try Shapegen.run(arguments, redirecting: ">&-")
    #expect(run.status == 1)
    #expect(run.standardError == "Error: cannot write to standard output: Bad file descriptor\n")
  }

  @Test(
    "output to a full device: an Error line, exit 1",
    arguments: [["--version"], ["--help"], ["circle"]])
  func fullOutput(_ arguments: [String]) throws {
    let run = try Shapegen.run(arguments, redirecting: ">/dev/full")
    #expect(run.status == 1)
    #expect(
      run.standardError == "Error: cannot write to standard output: No space left on device\n")
  }

  @Test(
    "an error with standard error closed or full: exit 64, and nothing on standard output",
    arguments: ["2>&-", "2>/dev/full"])
  func unwritableError(_ redirection: String) throws {
    let run = try Shapegen.run(["circle", "--width", "-1"], redirecting: redirection)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
  }

  @Test(
    "output to a pipe nobody reads: no SIGPIPE, no message, exit 1",
    arguments: [["--version"], ["--help"], ["circle"]])
  func closedPipe(_ arguments: [String]) throws {
    let run = try Shapegen.runIntoClosedPipe(arguments)
    #expect(run.status == 1)
    #expect(run.error == "")
  }

  @Test("the -o file is written whole with standard output and error closed")
  func outputFileWithClosedStreams() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("out.svg")
    let arguments = ["circle", "--width", "10", "--height", "10"]
    let expected = try Shapegen.run(arguments).standardOutput
    let run = try Shapegen.run(arguments + ["-o", file.path], redirecting: ">&- 2>&-")
    #expect(run.status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8) == expected)
  }
}
