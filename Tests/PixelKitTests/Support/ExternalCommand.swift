import Foundation

/// Finds an executable on `PATH`.
func executableOnPath(_ name: String) -> URL? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for directory in path.split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
  }
  return nil
}

/// Runs a command whose input is a file holding `input`, and returns its standard output.
///
/// The file's path replaces `{}` in the arguments. Throws when the command exits non-zero.
func runCommand(_ executable: URL, _ arguments: [String], input: [UInt8]) throws -> [UInt8] {
  let inputURL = FileManager.default.temporaryDirectory
    .appendingPathComponent("PixelKitTests-\(UUID().uuidString)")
  try Data(input).write(to: inputURL)
  defer { try? FileManager.default.removeItem(at: inputURL) }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments.map { $0 == "{}" ? inputURL.path : $0 }
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  struct CommandFailed: Error, CustomStringConvertible {
    let description: String
  }
  guard process.terminationStatus == 0 else {
    throw CommandFailed(description: "\(executable.path) exited with \(process.terminationStatus)")
  }
  return [UInt8](data)
}
