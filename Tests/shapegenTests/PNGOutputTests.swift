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

  @Test("another image format's extension is refused without --format; other names get SVG")
  func otherImageExtensions() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let refused = try Shapegen.run(["circle", "-o", "out.JPG"], in: directory)
    #expect(refused.status == 64)
    #expect(
      refused.errorLines.first
        == "Error: The value 'out.JPG' is invalid for '-o <file>': shapegen writes SVG or PNG, "
        + "not JPEG; end the name in .svg or .png, or choose with --format")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])

    let chosen = try Shapegen.run(
      ["circle", "--width", "8", "--height", "8", "--format", "png", "-o", "out.gif"],
      in: directory)
    #expect(chosen.status == 0)
    let image = try PNGImage(data: Data(contentsOf: directory.appendingPathComponent("out.gif")))
    #expect(image.width == 8)

    for name in ["out", "out.txt", "dir.jpg-notes", "out.svg"] {
      let run = try Shapegen.run(["circle", "-o", name], in: directory)
      #expect(run.status == 0, "\(name)")
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      #expect(text.hasPrefix("<?xml"), "\(name)")
    }
  }
}
