import Foundation
import PixelKit
import Shapes
import Testing

/// The README's first command: the stream's default trapezium, 300×300.
@Suite("The example command")
struct ExampleCommandTests {
  /// `shapegen trapezium --corner bottomLeft --offset 0.75`.
  static let arguments = ["trapezium", "--corner", "bottomLeft", "--offset", "0.75"]

  @Test("writes one filled polygon (0,0) → (300,0) → (300,300) → (0,225) on a 300×300 canvas")
  func exactSVG() throws {
    let run = try Shapegen.run(Self.arguments)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(
      run.standardOutput == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="300" height="300" \
        viewBox="0 0 300 300">
        <path d="M0 0H300V300L0 225Z"/>
        </svg>

        """)
  }

  @Test("the polygon's area is the analytic 78,750")
  func analyticArea() throws {
    let run = try Shapegen.run(Self.arguments)
    let path = try Path(svgPathData: try #require(pathData(in: run.standardOutput)))
    // A 300×300 square less the triangle (0,225) (0,300) (300,300): 90,000 − 11,250.
    #expect(abs(abs(path.area) - 78_750) < 1e-9)
  }

  @Test("rendered, it covers 78,750 pixels within 0.5%")
  func renderedArea() throws {
    try requireRenderer()
    let run = try Shapegen.run(Self.arguments)
    let image = try SVGRasterizer().render(run.standardOutput)
    #expect(image.width == 300 && image.height == 300)
    let coverage = image.coverage()
    #expect(abs(coverage - 78_750) / 78_750 < 0.005, "coverage \(coverage)")
    // Opaque black inside, transparent below the slanted edge.
    #expect(image[x: 150, y: 100] == RGBA.black)
    #expect(image[x: 10, y: 290].alpha == 0)
  }

  @Test("works from a fresh clone's root: the README's `swift run` line writes out.svg")
  func shellRedirection() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let binary = try Shapegen.executableURL().path
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", "'\(binary)' " + Self.arguments.joined(separator: " ") + " > out.svg"]
    shell.currentDirectoryURL = directory
    try shell.run()
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 0)
    let svg = try String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
    #expect(svg.contains("<path d=\"M0 0H300V300L0 225Z\"/>"))
  }
}

/// The `d` attribute of the first `path` element of an SVG document.
func pathData(in svg: String) -> String? {
  guard let start = svg.range(of: "<path d=\"") else { return nil }
  let rest = svg[start.upperBound...]
  guard let end = rest.firstIndex(of: "\"") else { return nil }
  return String(rest[..<end])
}
