import Foundation
import ShapeFonts
import Testing

/// Inline objects among spans: their width in the line, their height in its metrics, and
/// runs without glyphs or text for the caller to draw them in.
@Suite struct TextLayoutInlineObjectTests {
  static func fonts() throws -> [OpenTypeFont] { [try TestFonts.load(TestFonts.dejaVuSans)] }

  @Test func anObjectTakesItsWidthAndAnEmptyRun() throws {
    let fonts = try Self.fonts()
    let object = TextLayout.InlineObject(width: 30, ascent: 10, descent: 2)
    let layout = TextLayout(spans: [
      TextLayout.Span("a", fonts: fonts, size: 20),
      TextLayout.Span(object: object, fonts: fonts, size: 20),
      TextLayout.Span("b", fonts: fonts, size: 20),
    ])
    let plain = TextLayout(spans: [TextLayout.Span("ab", fonts: fonts, size: 20)])
    #expect(layout.lines.count == 1)
    #expect(abs(layout.size.width - plain.size.width - 30) < 1e-9)
    // Smaller than the font's line: the line keeps the font's height.
    #expect(layout.size.height == plain.size.height)
    let runs = layout.lines[0].runs
    #expect(runs.map(\.span) == [0, 1, 2])
    #expect(runs[1].text == "" && runs[1].glyphs.isEmpty && runs[1].width == 30)
    #expect(runs[2].origin.x - runs[1].origin.x == 30)
    #expect(layout.lines[0].text == "ab")
  }

  @Test func aTallObjectGrowsItsLine() throws {
    let fonts = try Self.fonts()
    let tall = TextLayout.InlineObject(width: 10, ascent: 50, descent: 8)
    let layout = TextLayout(spans: [
      TextLayout.Span("x", fonts: fonts, size: 20),
      TextLayout.Span(object: tall, fonts: fonts, size: 20),
    ])
    // The line reaches the object's ascent above the baseline and its descent below.
    #expect(abs(layout.size.height - 58) < 1e-9)
    #expect(abs(layout.lines[0].baseline - 50) < 1e-9)
  }

  @Test func objectsBreakLinesAsCharactersDo() throws {
    let fonts = try Self.fonts()
    let object = TextLayout.InlineObject(width: 40, ascent: 10, descent: 0)
    let spans = (0..<10).flatMap { _ in
      [
        TextLayout.Span(object: object, fonts: fonts, size: 20),
        TextLayout.Span(" ", fonts: fonts, size: 20),
      ]
    }
    let layout = TextLayout(spans: spans, options: .init(width: 100))
    // Two objects and their spaces fit in 100 points: five lines of two.
    #expect(layout.lines.count == 5)
    #expect(layout.lines.allSatisfy { $0.runs.filter(\.glyphs.isEmpty).count >= 2 })
  }

  @Test func degenerateSizesAreZero() {
    let object = TextLayout.InlineObject(width: .nan, ascent: -3, descent: .infinity)
    #expect(object == TextLayout.InlineObject(width: 0, ascent: 0, descent: 0))
  }
}
