import Foundation
import Testing

/// What a run of the `shapegen` binary printed and how it exited.
struct ShapegenRun: Sendable {
  /// Standard output, decoded as UTF-8.
  let standardOutput: String
  /// Standard error, decoded as UTF-8.
  let standardError: String
  /// The exit status; 128 plus the signal's number when a signal killed it, as shells
  /// report it.
  let status: Int32

  /// The lines of standard error.
  var errorLines: [String] {
    standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

/// Runs the built `shapegen` binary, the way a shell or a script does.
enum Shapegen {
  /// The binary: `SHAPEGEN_PATH` when set, else `shapegen` in the build products directory
  /// that holds this test bundle (`.build/debug`).
  static func executableURL() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["SHAPEGEN_PATH"] {
      return URL(fileURLWithPath: path)
    }
    var candidates: [URL] = []
    for start in [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])] {
      guard var directory = start?.deletingLastPathComponent() else { continue }
      // On Linux the tests are an executable in the products directory; on macOS they are
      // a bundle inside it, a few levels down.
      for _ in 0..<4 {
        candidates.append(directory.appendingPathComponent("shapegen"))
        directory = directory.deletingLastPathComponent()
      }
    }
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }
    ) {
      return found
    }
    throw BinaryNotFound(searched: candidates.map(\.path))
  }

  /// Runs `shapegen` with `arguments` in `directory` (by default the current one), with
  /// standard input empty, and collects what it printed.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> ShapegenRun {
    try run(executable: try executableURL(), arguments, in: directory)
  }

  /// Runs `shapegen` with `arguments` through `/bin/sh`, with the shell redirections
  /// `redirections` (such as `>&-` to close standard output, or `2>/dev/full`) applied to
  /// it, and collects what it printed where it still could.
  static func run(_ arguments: [String], redirecting redirections: String) throws -> ShapegenRun {
    // `exec` so that the status is shapegen's own, a signal's included.
    try run(
      executable: URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" \"$@\" \(redirections)", try executableURL().path] + arguments)
  }

  /// Runs `shapegen` with `arguments` and its standard output a pipe that nobody reads: the
  /// reading end is closed before it starts, as when `head` has read all it wanted.
  ///
  /// - Returns: The exit status (a signal that killed it counts as 128 plus its number)
  ///   and standard error.
  static func runIntoClosedPipe(_ arguments: [String]) throws -> (status: Int32, error: String) {
    let scratch = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let errorURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: errorURL)
    let error = try FileHandle(forWritingTo: errorURL)
    defer { try? error.close() }
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let process = Process()
    process.executableURL = try executableURL()
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = pipe
    process.standardError = error
    let status = try exitStatus(of: process)
    return (status, String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }

  /// Runs `executable` with `arguments` in `directory`, with standard input empty, and
  /// collects what it printed.
  private static func run(executable: URL, _ arguments: [String], in directory: URL? = nil)
    throws -> ShapegenRun
  {
    let scratch = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Files rather than pipes, so a large output cannot fill a pipe and stall the process.
    let outputURL = scratch.appendingPathComponent("stdout")
    let errorURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    defer {
      try? output.close()
      try? error.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    let status = try exitStatus(of: process)
    return ShapegenRun(
      standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
      status: status)
  }

  /// A new, empty directory for a test's files; remove it when done.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("shapegenTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Why the binary could not be found.
  struct BinaryNotFound: Error, CustomStringConvertible {
    /// The paths looked at.
    let searched: [String]

    var description: String {
      "shapegen was not found; build it with `swift build` or set SHAPEGEN_PATH. Looked at: "
        + searched.joined(separator: ", ")
    }
  }

  /// Runs `process` to its end; its exit status, or 128 plus the signal that ended it, as a
  /// shell reports it.
  private static func exitStatus(of process: Process) throws -> Int32 {
    try process.run()
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }
}
