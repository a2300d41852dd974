import Foundation
import PixelKit
import Testing

/// resvg's command-line renderer (PyPI `resvg-cli`), the reference the raster renderer is
/// compared with.
enum Resvg {
  /// The `resvg` executable on `PATH`, if any.
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(directory)).appendingPathComponent("resvg")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }()

  /// Skips the current test when resvg is missing and `CI` is unset; fails it when `CI`
  /// is set.
  static func require() throws {
    if executable != nil { return }
    if ProcessInfo.processInfo.environment["CI"] != nil {
      Issue.record("resvg is not on PATH: pip install resvg-cli")
      return
    }
    try Test.cancel("Skipped: resvg is not on PATH (pip install resvg-cli); set CI=1 to fail.")
  }

  /// resvg's rendering of an SVG document.
  static func render(_ svg: String) throws -> PNGImage {
    guard let executable else { throw CocoaError(.executableNotLoadable) }
    let directory = FileManager.default.temporaryDirectory
    let input = directory.appendingPathComponent("resvg-\(UUID().uuidString).svg")
    let output = directory.appendingPathComponent("resvg-\(UUID().uuidString).png")
    try Data(svg.utf8).write(to: input)
    defer {
      try? FileManager.default.removeItem(at: input)
      try? FileManager.default.removeItem(at: output)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = [input.path, output.path]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return try PNGImage(data: Data(contentsOf: output))
  }
}
