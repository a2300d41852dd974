import Foundation
import PixelKit
import Testing

/// `-o out.png`, `--format png` and `--scale`: the built-in renderer's PNG.
@Suite("PNG output")
struct PNGOutputTests {
  @Test("a file name ending in .png gets a PNG of the canvas, drawn at --scale")
  func pngByExtension() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Shapegen.run(
      [
        "rectangle", "--width", "20", "--height", "10", "--fill", "#ff0000", "-o", "out.png",
        "--scale", "3",
      ], in: directory)
    #expect(run.status == 0)
    #expect(run.standardOutput == "")
    let image = try PNGImage(data: Data(contentsOf: directory.appendingPathComponent("out.png")))
    #expect(image.width == 60 && image.height == 30)
    #expect(image[x: 30, y: 15] == RGBA(red: 255, green: 0, blue: 0))
  }

  @Test("--format svg keeps SVG in a .png file; --scale must be positive")
  func formatOverridesTheName() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Shapegen.run(
      ["circle", "--width", "10", "--height", "10", "--format", "svg", "-o", "x.png"],
      in: directory)
    #expect(run.status == 0)
    let text = try String(contentsOf: directory.appendingPathComponent("x.png"), encoding: .utf8)
    #expect(text.hasPrefix("<?xml"))
    let bad = try Shapegen.run(["circle", "--format", "png", "--scale", "-1"])
    #expect(bad.status == 64)
    #expect(bad.errorLines.first?.contains("must be greater than 0") == true)
  }
}
