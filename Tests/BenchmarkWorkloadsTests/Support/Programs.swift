import Foundation
import Testing

/// Runs the built `shapegen` binary (`SHAPEGEN_PATH`, or the products directory of this
/// test bundle).
enum ShapegenRunner {
  /// The binary.
  static func executable() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["SHAPEGEN_PATH"] {
      return URL(fileURLWithPath: path)
    }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("shapegen")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    throw ProgramError(message: "shapegen was not found; build it or set SHAPEGEN_PATH")
  }

  /// What `shapegen arguments` writes to standard output.
  static func svg(_ arguments: [String]) throws -> String {
    try run(executable(), arguments)
  }
}

/// The C floor of the benchmark, `Benchmarks/Floor/floor.c`, compiled with the system's C
/// compiler into a temporary directory.
struct FloorProgram {
  /// The compiled program.
  let executable: URL

  /// The temporary folder holding the program, removed by ``remove()``.
  let directory: URL

  /// Compiles the floor; the test is skipped when there is no C compiler.
  static func build() throws -> FloorProgram {
    let source = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Benchmarks/Floor/floor.c")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("BenchmarkWorkloadsTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let executable = directory.appendingPathComponent("floor")
    guard
      (try? BenchmarkWorkloadsTests.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["cc", "-O2", "-ffp-contract=off", "-o", executable.path, source.path, "-lm"])) != nil
    else {
      try? FileManager.default.removeItem(at: directory)
      try Test.cancel("Skipped: no C compiler (cc) to build the floor")
    }
    return FloorProgram(executable: executable, directory: directory)
  }

  /// Removes the program and its folder.
  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }

  /// What the floor writes for `arguments` (a workload and a count).
  func run(_ arguments: [String]) throws -> String {
    try BenchmarkWorkloadsTests.run(executable, arguments + ["-"])
  }
}

/// Runs a program and returns its standard output; throws when it fails.
func run(_ executable: URL, _ arguments: [String]) throws -> String {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("BenchmarkWorkloadsTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  // A file rather than a pipe, so a large output cannot stall the process.
  let outputURL = directory.appendingPathComponent("stdout")
  guard FileManager.default.createFile(atPath: outputURL.path, contents: nil) else {
    throw ProgramError(message: "cannot create \(outputURL.path)")
  }
  let output = try FileHandle(forWritingTo: outputURL)
  defer { try? output.close() }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw ProgramError(
      message: "\(executable.lastPathComponent) exited with \(process.terminationStatus)")
  }
  return String(decoding: try Data(contentsOf: outputURL), as: UTF8.self)
}

/// A program that could not be run.
struct ProgramError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
