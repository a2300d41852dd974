import PixelKit
import ShapeRender
import Testing

/// Concatenated text in pixels: each run's glyph outlines in its own paint, against resvg
/// drawing the SVG writer's outlines of the same text, supersampled as
/// ``RasterTextTests`` compares a line.
@MainActor @Suite struct RasterTextRunsTests {
  static func requireFonts() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    _ = try InstalledFonts.require(
      "DejaVu Sans", file: InstalledFonts.dejaVuSansBold, weight: 700)
  }

  @Test func aRedRunIsDrawnLeftOfABlueRun() throws {
    try Self.requireFonts()
    let image = try RasterRenderer().render(
      Artwork(width: 80, height: 40) {
        (Text("A").foregroundColor(.red) + Text("B").foregroundColor(.blue))
          .font(.custom("DejaVu Sans", size: 28))
      })
    #expect(image.diagnostics.isEmpty)
    var reds: [Int] = []
    var blues: [Int] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = (y * image.width + x) * 4
        guard image.rgba[p + 3] == 255 else { continue }
        let color = Array(image.rgba[p..<(p + 3)])
        if color == [Color.red.redByte, Color.red.greenByte, Color.red.blueByte] { reds.append(x) }
        if color == [Color.blue.redByte, Color.blue.greenByte, Color.blue.blueByte] {
          blues.append(x)
        }
      }
    }
    // Each letter's stems are a few pixels wide and about 20 tall.
    #expect(reds.count > 40 && blues.count > 40)
    #expect((reds.max() ?? .max) < (blues.min() ?? .min))
  }

  @Test func runsOfTwoFontsAndPaintsMatchResvgsRenderingOfTheirOutlines() throws {
    try Self.requireFonts()
    try Resvg.require()
    guard Resvg.executable != nil else { return }
    let artwork = Artwork(width: 300, height: 90) {
      (Text("Score: ").font(.custom("DejaVu Sans", size: 18))
        + Text("42").font(.custom("DejaVu Sans", size: 30)).bold().foregroundColor(.red)
        + Text(" points, wrapped onto a line of its own").foregroundColor(.blue.opacity(0.7)))
        .font(.custom("DejaVu Sans", size: 16))
    }
    let reference = try Resvg.supersampled(SVGRenderer(textOutput: .paths).render(artwork))
    let ours = try RasterRenderer().render(artwork)
    #expect(ours.diagnostics.isEmpty, "\(ours.diagnostics)")
    var comparison = RasterComparison()
    comparison.add(ours: ours, theirs: reference)
    #expect(comparison.isWithinBars, "\(comparison.summary)")
    #expect(comparison.differing == 0, "\(comparison.summary)")
  }
}
