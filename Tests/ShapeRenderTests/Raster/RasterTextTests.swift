import PixelKit
import ShapeRender
import Testing

/// Text in pixels: measured text drawn as its glyph outlines, against resvg drawing the
/// SVG writer's outlines of the same text (``SVGTextOutput/paths``).
///
/// Text is nearly all edges, where resvg's four sub-scanlines a pixel round coverage to
/// quarters: drawn directly, a line of 18-point DejaVu Sans differs from this renderer's
/// exact areas in 2.7% of its pixels by more than 16/255 (and resvg differs as much from
/// itself drawn 8 times larger and averaged down), though both lay down the same ink
/// within 0.5%. So the reference is resvg drawing 8 times larger, averaged down: against
/// that, no pixel of the line differs by more than 16/255.
@MainActor @Suite struct RasterTextTests {
  private static let line = "Sphinx of black quartz, judge my vow: 0123456789"

  private static func compare<Content: View>(_ artwork: Artwork<Content>) throws
    -> RasterComparison
  {
    let reference = try Resvg.supersampled(SVGRenderer(textOutput: .paths).render(artwork))
    let ours = try RasterRenderer().render(artwork)
    #expect(ours.diagnostics.isEmpty, "\(ours.diagnostics)")
    var comparison = RasterComparison()
    comparison.add(ours: ours, theirs: reference)
    return comparison
  }

  @Test func aLineOfTextMatchesResvgsRenderingOfItsOutlines() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    try Resvg.require()
    guard Resvg.executable != nil else { return }
    let comparison = try Self.compare(
      Artwork(width: 460, height: 40) {
        Text(Self.line).font(.custom("DejaVu Sans", size: 18)).foregroundColor(.blue)
      })
    #expect(comparison.isWithinBars, "\(comparison.summary)")
    #expect(comparison.differing == 0, "\(comparison.summary)")
  }

  @Test func boldTranslucentRotatedTextMatchesResvg() throws {
    _ = try InstalledFonts.require(
      "DejaVu Sans", file: InstalledFonts.dejaVuSansBold, weight: 700)
    try Resvg.require()
    guard Resvg.executable != nil else { return }
    let comparison = try Self.compare(
      Artwork(width: 300, height: 120) {
        Text("Rotated, 60% red").font(.custom("DejaVu Sans", size: 24).bold())
          .foregroundColor(.red.opacity(0.6)).rotationEffect(.degrees(-12))
      })
    #expect(comparison.isWithinBars, "\(comparison.summary)")
  }

  @Test func measuredTextCoversPixelsInItsPaint() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let image = try RasterRenderer().render(
      Artwork(width: 60, height: 30) {
        Text("HH").font(.custom("DejaVu Sans", size: 20)).foregroundColor(.green)
      })
    #expect(image.diagnostics.isEmpty)
    var opaque = 0
    for p in 0..<(image.width * image.height) where image.rgba[p * 4 + 3] == 255 {
      opaque += 1
      // Fully covered pixels are the paint's color, exactly.
      let color = Array(image.rgba[(p * 4)..<(p * 4 + 3)])
      #expect(color == [Color.green.redByte, Color.green.greenByte, Color.green.blueByte])
    }
    // Four stems about 2 pixels wide and 14.6 tall (the cap height), at fractional
    // positions: at least one solid column of 13 pixels each.
    #expect(opaque >= 4 * 13)
  }
}
