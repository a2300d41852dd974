import Foundation
import PixelKit
import Testing

/// `Examples/HelloApp` is Xcode's new-app template, file for file: built as an executable,
/// running it draws its window.
@Suite struct HelloAppRunTests {
  /// What a run printed and how it ended.
  struct Run {
    let output: String
    let error: String
    let status: Int32
  }

  /// Runs the built `HelloApp` in `directory` with `arguments`.
  func runHelloApp(_ arguments: [String], in directory: URL) throws -> Run {
    var candidates: [URL] = []
    for start in [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])] {
      guard var folder = start?.deletingLastPathComponent() else { continue }
      // On Linux the tests are an executable in the products directory; on macOS a bundle
      // a few levels down in it.
      for _ in 0..<4 {
        candidates.append(folder.appendingPathComponent("HelloApp"))
        folder = folder.deletingLastPathComponent()
      }
    }
    let binary = try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "HelloApp is built beside the tests")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let complained = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      output: String(decoding: printed, as: UTF8.self),
      error: String(decoding: complained, as: UTF8.self), status: process.terminationStatus)
  }

  /// A scratch directory, removed when `body` returns.
  func inScratch(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("hello-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  @Test func runningTheTemplateAppDrawsItsWindowToAPNG() throws {
    try inScratch { directory in
      let run = try runHelloApp([], in: directory)
      #expect(run.status == 0)
      #expect(run.output == "Wrote HelloApp.png: 390 × 844 points at 3×.\n")
      #expect(run.error == "")
      let data = try Data(contentsOf: directory.appendingPathComponent("HelloApp.png"))
      let image = try PNGImage(data: data)
      #expect(image.width == 1170 && image.height == 2532)
      // The symbol's placeholder in the tint's blue above the black text, both centered.
      var blue = 0
      var dark = 0
      for y in 1150..<1400 {
        for x in 300..<870 {
          let pixel = image[x: x, y: y]
          if pixel == RGBA(red: 0, green: 122, blue: 255, alpha: 255) { blue += 1 }
          if pixel.red < 64 && pixel.green < 64 && pixel.blue < 64 { dark += 1 }
        }
      }
      #expect(blue > 200 && dark > 500)
      #expect(image[x: 10, y: 10] == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }
  }

  @Test func aBadArgumentIsAnErrorWithStatus64AndWritesNothing() throws {
    try inScratch { directory in
      let run = try runHelloApp(["--scale", "0"], in: directory)
      #expect(run.status == 64 && run.output.isEmpty)
      #expect(run.error == "Error: --scale needs a positive number, not '0'.\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
  }
}
