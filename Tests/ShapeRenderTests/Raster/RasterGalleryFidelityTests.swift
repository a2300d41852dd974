import GalleryArtwork
import PixelKit
import ShapeRender
import Testing

/// Every gallery artwork, text included, drawn by the raster renderer and by resvg from
/// this package's own SVG with text as glyph outlines (`textOutput: .paths`), within the
/// bars of ``RasterFidelityTests``: at most 0.5% of pixels past 16/255, at most 0.01% past
/// 40/255, a mean difference of at most 0.5/255.
///
/// resvg draws each artwork 8 times larger, averaged down (``Resvg/supersampled(_:zoom:)``):
/// drawn directly, its four sub-scanlines a pixel round the coverage of every edge to
/// quarters, which the gallery's text and thin strokes are made of.
///
/// Measured on 2026-12-02 (resvg 0.44.0, DejaVu fonts): pixels past 16/255, past 40/255,
/// mean difference in 255ths.
///
/// | artwork           | pixels  | > 16  | > 40  | mean  |
/// |-------------------|---------|-------|-------|-------|
/// | trapezium-hero    | 182,400 |     0 |     0 | 0.101 |
/// | crisscross        | 136,000 |     0 |     0 | 0.012 |
/// | all-four-corners  | 268,800 | 2,408 | 1,006 | 0.254 |
/// | memorize-cards    | 176,800 |     0 |     0 | 0.019 |
/// | pie-sweep         | 315,168 |     0 |     0 | 0.041 |
/// | corner-styles     | 345,600 |   148 |   104 | 0.027 |
/// | paint-and-effects | 354,240 |    10 |     6 | 0.028 |
/// | trapezium-finale  | 172,800 |     2 |     0 | 0.019 |
/// | pie-countdown     | 172,800 |     0 |     0 | 0.032 |
/// | cs193p-lecture2   | 329,160 |     0 |     0 | 0.033 |
/// | cs193p-memorize   | 329,160 |     0 |     0 | 0.005 |
///
/// Each artwork is also drawn by resvg at its own size, whose shapes are composited one by
/// one as ours are: at most 0.02% of our pixels may be past 16/255 from both drawings.
///
/// Two are past the bars, recorded as known issues (the test fails when one of them comes
/// within the bars, so that it is taken off the list): both draw shapes whose anti-aliased
/// edges coincide, which coverage per pixel compounds and the supersampled reference does
/// not. (corner-styles is within the issue's own bars, 0.1% past 16/255, but not within
/// this suite's 0.01% past 40/255.)
@MainActor @Suite struct RasterGalleryFidelityTests {
  /// The artworks past the bars, and why.
  static let knownDifferences: [String: String] = [
    "all-four-corners":
      "each panel strokes three trapezia that share their right and bottom sides: drawn one "
      + "after another, each stroke's partial coverage of the same edge pixels compounds "
      + "(three times 0.75 gives 0.98), where resvg's 8-times supersampled reference covers "
      + "the same sub-pixels three times (0.75); coverage per pixel cannot tell coincident "
      + "edges apart (conflation), so 2,408 edge pixels are darker",
    "corner-styles":
      "the two curvature graphs, orange and then blue, coincide along their flat stretches "
      + "(x 585 to 620, y 137 to 141): the orange shows through the blue's anti-aliased "
      + "edge, which the supersampled reference hides (conflation, as in all-four-corners)",
  ]

  @Test(arguments: Gallery.items.map(\.name))
  func everyArtworkMatchesResvg(_ name: String) throws {
    try Resvg.require()
    guard Resvg.executable != nil, let item = Gallery.item(named: name) else { return }
    let ours = try item.rasterize(RasterRenderer())
    #expect(ours.diagnostics.isEmpty, "\(ours.diagnostics)")
    let reference = try Resvg.supersampled(item.renderOutlined())
    var comparison = RasterComparison()
    comparison.add(ours: ours, theirs: reference)
    // Every artwork, those past the bars included: at most 0.02% of pixels are past 16/255
    // both from resvg's drawing at its own size and from the supersampled reference
    // (measured: 33 pixels in corner-styles, 8 in paint-and-effects, none in the others).
    let atSize = try Resvg.render(item.renderOutlined())
    let pastBoth = RasterComparison.pixelsPastBoth(ours: ours, atSize: atSize, exact: reference)
    #expect(pastBoth <= ours.width * ours.height / 5_000, "\(name): \(pastBoth) past both")
    if let reason = Self.knownDifferences[name] {
      withKnownIssue(Comment(rawValue: reason)) {
        #expect(comparison.isWithinBars, "\(name): \(comparison.summary)")
      }
    } else {
      #expect(comparison.isWithinBars, "\(name): \(comparison.summary)")
    }
  }
}
