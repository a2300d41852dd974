import Foundation
import ShapeFonts
import Testing

/// Spans of text in their own fonts, sizes and spacing laid out as one paragraph, in
/// DejaVu Sans (2048 units to the em: ascent 1901, descent 483, no line gap).
@Suite struct TextLayoutSpanTests {
  static func fonts() throws -> [OpenTypeFont] { [try TestFonts.load(TestFonts.dejaVuSans)] }

  @Test func oneSpanLaysOutAsTheString() throws {
    let fonts = try Self.fonts()
    let options = TextLayout.Options(
      width: 60, lineLimit: 2, alignment: .center, kerning: 1, baselineOffset: 3)
    let string = TextLayout("AVATAR To the end of it", fonts: fonts, size: 20.48, options: options)
    let spans = TextLayout(
      spans: [
        .init(
          "AVATAR To the end of it", fonts: fonts, size: 20.48, kerning: 1, baselineOffset: 3)
      ], options: options)
    #expect(string.lines == spans.lines)
    #expect(string.size == spans.size && string.isTruncated && spans.isTruncated)
  }

  @Test func linesBreakAcrossSpansAndRunsNameTheirSpan() throws {
    let fonts = try Self.fonts()
    let layout = TextLayout(
      spans: [
        .init("one two ", fonts: fonts, size: 20.48),
        .init("three four", fonts: fonts, size: 10.24),
      ], options: .init(width: 120))
    #expect(layout.lines.map(\.text) == ["one two three ", "four"])
    #expect(layout.lines[0].runs.map(\.span) == [0, 1])
    #expect(layout.lines[1].runs.map(\.span) == [1])
    // The first line is as tall as its larger span, the second as its own.
    #expect(abs(layout.lines[0].baseline - 19.01) < 1e-9)
    #expect(abs(layout.lines[1].baseline - (19.01 + 4.83 + 9.505)) < 1e-9)
    #expect(abs(layout.size.height - (19.01 + 4.83 + 9.505 + 2.415)) < 1e-9)
  }

  @Test func aRaisedSpanRaisesOnlyItsGlyphsAndGrowsTheLine() throws {
    let fonts = try Self.fonts()
    let layout = TextLayout(
      spans: [
        .init("x", fonts: fonts, size: 20.48),
        .init("2", fonts: fonts, size: 20.48, baselineOffset: 5),
      ])
    let runs = layout.lines[0].runs
    #expect(abs(runs[0].origin.y - (19.01 + 5)) < 1e-9)
    #expect(abs(runs[1].origin.y - 19.01) < 1e-9)
    #expect(abs(layout.size.height - (19.01 + 4.83 + 5)) < 1e-9)
  }

  @Test func spansOfNoSizeOrNoFontAreLeftOut() throws {
    let fonts = try Self.fonts()
    let layout = TextLayout(
      spans: [
        .init("gone", fonts: fonts, size: .nan), .init("a", fonts: fonts, size: 20.48),
        .init("gone", fonts: [], size: 20.48), .init("b", fonts: fonts, size: -1),
      ])
    #expect(layout.lines.map(\.text) == ["a"])
    #expect(layout.lines[0].runs.map(\.span) == [1])
    #expect(TextLayout(spans: [.init("x", fonts: fonts, size: 0)]).lines.isEmpty)
    #expect(TextLayout(spans: []).size == .zero)
  }

  @Test func anEllipsisTakesTheSpanOfItsLinesFirstCharacter() throws {
    let fonts = try Self.fonts()
    let layout = TextLayout(
      spans: [
        .init("wide words ", fonts: fonts, size: 20.48),
        .init("small words", fonts: fonts, size: 10.24, tracking: 2),
      ], options: .init(width: 80, lineLimit: 1))
    #expect(layout.isTruncated)
    let last = try #require(layout.lines[0].runs.last)
    #expect(last.text.hasSuffix("…") && last.span == 0)
    #expect(layout.letterSpacing(ofSpan: 1) == 2 && layout.letterSpacing(ofSpan: 7) == 0)
  }
}
