import Foundation
import PixelKit
import ShapeRender
import Testing

/// Measured text in pixels, as glyph outlines and as `<text>`.
///
/// The outlines draw what `<text>` in the same font draws (librsvg), and the same in
/// librsvg and resvg. The font is DejaVu Sans
/// (`/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf`, fonts-dejavu-core).
@MainActor @Suite struct TextRenderingTests {
  static let line = "Sphinx of black quartz, judge my vow: 0123456789!"

  /// The line at 24 points on white, written by `output`.
  static func svg(_ output: SVGTextOutput) -> String {
    SVGRenderer(textOutput: output).render(
      Artwork(width: 640, height: 48, background: .white) {
        Text(line).font(.custom("DejaVu Sans", size: 24)).foregroundColor(.black)
      })
  }

  @Test func outlinesDrawWhatTextDrawsInLibrsvg() throws {
    try requireRenderer()
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let outlines = try SVGRasterizer().render(Self.svg(.paths))
    let text = try SVGRasterizer().render(Self.svg(.text))
    // A pixel differs when a channel is off by more than 32 of 255: more than hinting and
    // anti-aliasing move an edge pixel, far less than a glyph moved by a pixel.
    let share = differingShare(outlines, text, tolerance: 32)
    #expect(share <= 0.01, "\(share * 100)% of pixels differ")
    // The comparison sees the glyphs: both images have ink.
    #expect(outlines.pixels.filter { $0.red < 128 }.count > 2000)
  }

  @Test func outlinesDrawTheSameInLibrsvgAndResvg() throws {
    try requireRenderer()
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let svg = Self.svg(.paths)
    let librsvg = try SVGRasterizer().render(svg)
    let resvg = try Resvg.render(svg)
    // The two compute an edge pixel's coverage each their own way: a pixel differs when a
    // channel is off by more than 48 of 255, as a glyph moved by a fraction of a pixel is.
    let share = differingShare(librsvg, resvg, tolerance: 48)
    #expect(share <= 0.001, "\(share * 100)% of pixels differ")
  }
}
