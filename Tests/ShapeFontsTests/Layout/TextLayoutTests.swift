import Foundation
import ShapeFonts
import Testing

/// Text laid out with DejaVu Sans (`/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf`) and
/// Liberation Sans (`…/liberation/LiberationSans-Regular.ttf`), whose metrics fontTools
/// confirms in FontToolsAgreementTests.
@Suite struct TextLayoutTests {
  /// DejaVu Sans has 2048 units to the em: at 20.48 points a unit is a hundredth of a point.
  static let size: CGFloat = 20.48

  /// The width of `text` in `font`: advances plus kerning, scaled.
  static func expectedWidth(_ text: String, _ font: OpenTypeFont, size: CGFloat = size) -> CGFloat {
    let glyphs = text.unicodeScalars.map { font.glyph(for: $0) }
    var units = glyphs.reduce(0) { $0 + font.advance(of: $1) }
    for (left, right) in zip(glyphs, glyphs.dropFirst()) { units += font.kerning(left, right) }
    return CGFloat(units) * size / CGFloat(font.unitsPerEm)
  }

  @Test func aLineIsAsWideAsItsAdvancesAndKerning() throws {
    let font = try TestFonts.load(TestFonts.dejaVuSans)
    let layout = TextLayout("AVATAR To", fonts: [font], size: Self.size)
    let a = font.glyph(for: "A")
    let v = font.glyph(for: "V")
    #expect(font.kerning(a, v) < 0)
    #expect(layout.lines.count == 1)
    #expect(abs(layout.size.width - Self.expectedWidth("AVATAR To", font)) < 1e-9)
    // The V starts where the A's advance, less the pair's kerning, ends.
    let glyphs = layout.lines[0].runs[0].glyphs
    #expect(
      abs(glyphs[1].position.x - CGFloat(font.advance(of: a) + font.kerning(a, v)) / 100) < 1e-9)
  }

  @Test func verticalMetricsComeFromTheFont() throws {
    let font = try TestFonts.load(TestFonts.dejaVuSans)
    let layout = TextLayout("one\ntwo\r\nthree", fonts: [font], size: Self.size)
    #expect(abs(layout.ascent - 19.01) < 1e-9 && abs(layout.descent - 4.83) < 1e-9)
    #expect(layout.lineGap == 0)
    #expect(layout.lines.map(\.text) == ["one", "two", "three"])
    let baselines = layout.lines.map(\.baseline)
    let expected: [CGFloat] = [19.01, 19.01 + 23.84, 19.01 + 2 * 23.84]
    #expect(zip(baselines, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(abs(layout.size.height - (19.01 + 4.83 + 2 * 23.84)) < 1e-9)
  }

  @Test func linesBreakAtSpacesWithinTheWidth() throws {
    let font = try TestFonts.load(TestFonts.dejaVuSans)
    let width = Self.expectedWidth("real fonts", font) + 1
    #expect(Self.expectedWidth("Text from", font) < width)
    #expect(Self.expectedWidth("Text from real", font) > width)
    let layout = TextLayout(
      "Text from real fonts", fonts: [font], size: Self.size, options: .init(width: width))
    #expect(layout.lines.map(\.text) == ["Text from ", "real fonts"])
    #expect(layout.lines.allSatisfy { $0.width <= width })
    // The space a line breaks at hangs: it does not count in the width.
    #expect(abs(layout.lines[0].width - Self.expectedWidth("Text from", font)) < 1e-9)
  }

  @Test func linesBreakAfterHyphens() throws {
    let font = try TestFonts.load(TestFonts.dejaVuSans)
    let width = Self.expectedWidth("well-kn", font)
    let layout = TextLayout(
      "well-known", fonts: [font], size: Self.size, options: .init(width: width))
    #expect(layout.lines.map(\.text) == ["well-", "known"])
  }

  @Test func aWordWiderThanTheLineBreaksBetweenCharacters() throws {
    let font = try TestFonts.load(TestFonts.dejaVuSans)
    let layout = TextLayout(
      "Supercalifragilistic", fonts: [font], size: Self.size, options: .init(width: 50))
    #expect(layout.lines.count > 2)
    #expect(layout.lines.map(\.text).joined() == "Supercalifragilistic")
    #expect(layout.lines.allSatisfy { $0.width <= 50 })
    // Narrower than one character: one a line, never none.
    let narrow = TextLayout("WW", fonts: [font], size: Self.size, options: .init(width: 1))
    #expect(narrow.lines.map(\.text) == ["W", "W"])
  }

  @Test func theLineLimitTruncatesWithAnEllipsis() throws {
    let font = try TestFonts.load(TestFonts.dejaVuSans)
    let text = "The quick brown fox jumps over the lazy dog"
    let width = Self.expectedWidth("The quick brown", font) + 1
    let tail = TextLayout(
      text, fonts: [font], size: Self.size, options: .init(width: width, lineLimit: 2))
    #expect(tail.isTruncated)
    #expect(tail.lines.count == 2)
    #expect(tail.lines[0].text == "The quick brown ")
    // As much of the rest as fits with the ellipsis, and not a character more.
    let shown = String(tail.lines[1].text.dropLast())
    #expect(tail.lines[1].text.hasSuffix("…"))
    #expect("fox jumps over the lazy dog".hasPrefix(shown) && shown.count > 5)
    #expect(tail.lines[1].width <= width)
    let oneMore = String("fox jumps over the lazy dog".prefix(shown.count + 1))
    #expect(Self.expectedWidth(oneMore + "…", font) > width)
    let head = TextLayout(
      text, fonts: [font], size: Self.size,
      options: .init(width: width, lineLimit: 1, truncation: .head))
    let end = String(try #require(head.lines.first).text.dropFirst())
    #expect(head.lines.first?.text.hasPrefix("…") == true && text.hasSuffix(end))
    #expect(Self.expectedWidth("…" + text.suffix(end.count + 1), font) > width)
    let middle = TextLayout(
      text, fonts: [font], size: Self.size,
      options: .init(width: width, lineLimit: 1, truncation: .middle))
    #expect(middle.lines.count == 1)
    let line = middle.lines[0].text
    let parts = line.split(separator: "…", omittingEmptySubsequences: false)
    #expect(parts.count == 2 && text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]))
    #expect(parts[0].count > 3 && parts[1].count > 3)
    #expect(middle.lines[0].width <= width)
    // Text that fits is not cut.
    let fits = TextLayout(
      "The quick", fonts: [font], size: Self.size, options: .init(width: width, lineLimit: 1))
    #expect(!fits.isTruncated && fits.lines.map(\.text) == ["The quick"])
  }

  @Test func linesAreAlignedAcrossTheWidestLine() throws {
    let font = try TestFonts.load(TestFonts.dejaVuSans)
    for (alignment, fraction) in [
      (TextLayout.Alignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0),
    ] {
      let layout = TextLayout(
        "a wide line\nnarrow", fonts: [font], size: Self.size, options: .init(alignment: alignment))
      let widest = layout.size.width
      let narrow = layout.lines[1]
      #expect(abs(narrow.runs[0].origin.x - (widest - narrow.width) * fraction) < 1e-9)
      #expect(layout.lines[0].runs[0].origin.x == 0)
    }
  }

  @Test func aCharacterTheFirstFontLacksComesFromTheNext() throws {
    let liberation = try TestFonts.load(TestFonts.liberationSans)
    let dejaVu = try TestFonts.load(TestFonts.dejaVuSans)
    let layout = TextLayout("Snow ☃ 中", fonts: [liberation, dejaVu], size: 20)
    let runs = layout.lines[0].runs
    #expect(runs.map(\.text) == ["Snow ", "☃", " 中"])
    #expect(runs.map(\.font) == [0, 1, 0])
    // Neither has 中: Liberation's .notdef, with its advance.
    let notdef = try #require(runs[2].glyphs.last)
    #expect(notdef.glyph == .notdef && notdef.font == 0)
    #expect(runs[1].glyphs[0].glyph == dejaVu.glyph(for: "☃"))
  }

  @Test func combiningMarksComposeWhereTheFontHasTheComposite() throws {
    let font = try TestFonts.load(TestFonts.dejaVuSans)
    let layout = TextLayout("e\u{301}", fonts: [font], size: Self.size)
    #expect(layout.lines[0].runs[0].glyphs.map(\.glyph) == [font.glyph(for: "é")])
  }

  @Test func degenerateSizesAndWidthsLayOutNothingOrOneLine() throws {
    let font = try TestFonts.load(TestFonts.dejaVuSans)
    for size in [0, -3, .nan, .infinity] as [CGFloat] {
      let layout = TextLayout("text", fonts: [font], size: size)
      #expect(layout.lines.isEmpty && layout.size == .zero)
    }
    #expect(TextLayout("text", fonts: [], size: 12).lines.isEmpty)
    for width in [0, -5, .nan] as [CGFloat] {
      let layout = TextLayout("two words", fonts: [font], size: 12, options: .init(width: width))
      #expect(layout.lines.count == 1)
    }
    let limited = TextLayout("a\nb\nc", fonts: [font], size: 12, options: .init(lineLimit: 0))
    #expect(limited.lines.map(\.text) == ["a…"])
    let empty = TextLayout("", fonts: [font], size: 12)
    #expect(empty.lines.count == 1 && empty.size.width == 0)
  }
}
