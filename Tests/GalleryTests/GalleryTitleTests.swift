import Foundation
import GalleryArtwork
import PixelKit
import ShapeRender
import Testing

/// Gallery titles are measured with the installed font: `Memorize!` is centred on its real
/// width, which librsvg's drawing shows at both ends of its ink.
@MainActor @Suite struct GalleryTitleTests {
  @Test func memorizeIsCentredOnItsRealWidth() throws {
    try requireRenderer()
    guard
      let face = FontLibrary.system.resolve(
        families: FontFallback.sansSerif, weight: 700, italic: false)
    else {
      if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("no font is installed") }
      return
    }
    // Where the ink of each glyph should be, from the font's outlines, with the title's
    // measured width centred on the canvas (520 wide).
    let layout = TextLayout("Memorize!", fonts: [face.font], size: 30)
    let left = (520 - layout.size.width) / 2
    var ink = CGRect.null
    for glyph in layout.lines[0].runs[0].glyphs {
      let outline = try face.font.path(of: glyph.glyph, size: 30, at: glyph.position)
      ink = ink.union(outline.boundingRect)
    }
    let image = try renderGalleryWithLibrsvg("memorize-cards")
    let background = RGBA(GalleryStyle.background)
    var found: (min: Int, max: Int)?
    for y in 12..<48 {
      for x in 0..<image.width {
        let pixel = image[x: x, y: y]
        let darkness = Int(background.red) - Int(pixel.red)
        guard darkness > 64 else { continue }
        found = (min(found?.min ?? x, x), max(found?.max ?? x, x + 1))
      }
    }
    let (minX, maxX) = try #require(found)
    report("Memorize! ink \(minX)…\(maxX), outlines \(left + ink.minX)…\(left + ink.maxX)")
    #expect(abs(CGFloat(minX) - (left + ink.minX)) <= 1.5)
    #expect(abs(CGFloat(maxX) - (left + ink.maxX)) <= 1.5)
    // Centred: the ink's middle is the outlines' middle, whatever their side bearings.
    #expect(abs(CGFloat(minX + maxX) / 2 - (left + ink.midX)) <= 1)
  }
}
