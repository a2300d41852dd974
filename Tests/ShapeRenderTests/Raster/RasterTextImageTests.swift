import ShapeRender
import Testing

/// An image among the characters of a text, in pixels: the symbol drawn in the box the
/// layout gave it, before the glyphs, in the text's paint.
@MainActor @Suite struct RasterTextImageTests {
  @Test func theSymbolIsDrawnInItsBoxBeforeTheGlyphs() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let image = try RasterRenderer().render(
      Artwork(width: 120, height: 40) {
        Text("\(Image(systemName: "star")) 4.5").font(.custom("DejaVu Sans", size: 20))
          .foregroundColor(.orange)
      })
    // DejaVu's line is 23.28 points at 20: the text is that plus " 4.5" (38.16) wide,
    // centred, so the symbol's box spans x 29.28 to 52.56, y 8.36 to 31.64.
    var inBox = 0
    var glyphs = 0
    var elsewhere = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = (y * image.width + x) * 4
        guard image.rgba[p + 3] > 128 else { continue }
        if image.rgba[p + 3] == 255 {
          #expect(
            Array(image.rgba[p..<(p + 3)])
              == [Color.orange.redByte, Color.orange.greenByte, Color.orange.blueByte])
        }
        if (29...52).contains(x), (8...31).contains(y) {
          inBox += 1
        } else if (53...91).contains(x) {
          glyphs += 1
        } else {
          elsewhere += 1
        }
      }
    }
    // The square's outline is about 4 × 21 pixels, its cross 2 × 14.
    #expect(inBox > 80)
    #expect(glyphs > 60)
    #expect(elsewhere == 0)
  }
}
