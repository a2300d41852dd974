import Foundation
import ShapeFonts
import Testing

/// Kerning, tracking, line spacing and baseline offsets in layout, with DejaVu Sans (2048
/// units to the em: at 20.48 points a unit is a hundredth of a point).
@Suite struct TextSpacingTests {
  static let size: CGFloat = 20.48

  static func layout(_ text: String, _ options: TextLayout.Options) throws -> TextLayout {
    TextLayout(
      text, fonts: [try TestFonts.load(TestFonts.dejaVuSans)], size: size, options: options)
  }

  /// The x of every glyph of the first line.
  static func xs(_ layout: TextLayout) -> [CGFloat] {
    layout.lines[0].runs.flatMap(\.glyphs).map(\.position.x)
  }

  @Test func kerningWidensEveryCharacterTheLastIncluded() throws {
    let plain = try Self.layout("ABCDEF", .init())
    let kerned = try Self.layout("ABCDEF", .init(kerning: 3))
    // A B C D E F: 1401 1405 1430 1577 1294 1178 units, less 36 of the font's kerning.
    #expect(abs(plain.size.width - 82.49) < 1e-9)
    #expect(abs(kerned.size.width - (82.49 + 6 * 3)) < 1e-9)
    #expect(
      zip(Self.xs(plain), Self.xs(kerned)).enumerated().allSatisfy { index, pair in
        abs(pair.1 - pair.0 - 3 * CGFloat(index)) < 1e-9
      })
    #expect(kerned.letterSpacing == 3)
  }

  @Test func trackingHangsAfterTheLastCharacter() throws {
    let plain = try Self.layout("ABCDEF", .init())
    let tracked = try Self.layout("ABCDEF", .init(tracking: 3))
    #expect(abs(tracked.size.width - (82.49 + 5 * 3)) < 1e-9)
    #expect(
      zip(Self.xs(plain), Self.xs(tracked)).enumerated().allSatisfy { index, pair in
        abs(pair.1 - pair.0 - 3 * CGFloat(index)) < 1e-9
      })
    #expect(tracked.letterSpacing == 3)
    // Negative tracking draws characters closer.
    let tight = try Self.layout("ABCDEF", .init(tracking: -2))
    #expect(abs(tight.size.width - (82.49 - 5 * 2)) < 1e-9)
  }

  @Test func trackingOverridesKerning() throws {
    let both = try Self.layout("ABCDEF", .init(kerning: 10, tracking: 3))
    #expect(abs(both.size.width - (82.49 + 5 * 3)) < 1e-9)
    #expect(both.letterSpacing == 3)
  }

  @Test func trackingMovesLineBreaks() throws {
    let plain = try Self.layout("abc abc", .init())
    let width = plain.size.width + 1
    #expect(try Self.layout("abc abc", .init(width: width)).lines.count == 1)
    // Six gaps of a point: wider than the one point of room.
    let tracked = try Self.layout("abc abc", .init(width: width, tracking: 1))
    #expect(tracked.lines.map(\.text) == ["abc ", "abc"])
    #expect(abs(tracked.lines[0].width - (Self.expectedWidth("abc") + 2)) < 1e-9)
    // Tighter text fits in less: six gaps of -1 point take back the point missing.
    let narrow = plain.size.width - 1
    #expect(try Self.layout("abc abc", .init(width: narrow)).lines.count == 2)
    #expect(try Self.layout("abc abc", .init(width: narrow, tracking: -1)).lines.count == 1)
  }

  static func expectedWidth(_ text: String) -> CGFloat {
    (try? layout(text, .init()).size.width) ?? 0
  }

  @Test func lineSpacingSeparatesBaselines() throws {
    let plain = try Self.layout("one\ntwo\nthree", .init())
    let spaced = try Self.layout("one\ntwo\nthree", .init(lineSpacing: 10))
    let baselines = spaced.lines.map(\.baseline)
    // DejaVu Sans: ascent 19.01, descent 4.83, no line gap.
    #expect(abs(baselines[0] - 19.01) < 1e-9)
    #expect(abs(baselines[1] - baselines[0] - (23.84 + 10)) < 1e-9)
    #expect(abs(baselines[2] - baselines[1] - (23.84 + 10)) < 1e-9)
    #expect(abs(spaced.size.height - (plain.size.height + 20)) < 1e-9)
    #expect(abs(spaced.lineHeight - 33.84) < 1e-9)
    // One line: nothing added.
    #expect(abs(try Self.layout("one", .init(lineSpacing: 10)).size.height - 23.84) < 1e-9)
  }

  @Test func baselineOffsetRaisesGlyphsAndGrowsEachLine() throws {
    let raised = try Self.layout("x\ny", .init(baselineOffset: 5))
    // Raised: the glyphs keep the top of the line, which grows by 5 below them.
    #expect(abs(raised.lines[0].baseline - 19.01) < 1e-9)
    #expect(abs(raised.lines[1].baseline - (19.01 + 28.84)) < 1e-9)
    #expect(abs(raised.size.height - (2 * 28.84)) < 1e-9)
    let lowered = try Self.layout("x", .init(baselineOffset: -5))
    #expect(abs(lowered.lines[0].baseline - 24.01) < 1e-9)
    #expect(abs(lowered.size.height - 28.84) < 1e-9)
    #expect(lowered.lines[0].runs[0].glyphs[0].position.y == lowered.lines[0].baseline)
  }

  @Test func degenerateSpacingIsIgnored() throws {
    let plain = try Self.layout("ABC\nDEF", .init())
    for value in [CGFloat.nan, .infinity, -.infinity] {
      let odd = try Self.layout(
        "ABC\nDEF",
        .init(kerning: value, tracking: value, lineSpacing: value, baselineOffset: value))
      #expect(odd.size == plain.size)
      #expect(odd.lines == plain.lines)
      #expect(odd.letterSpacing == 0)
    }
    let negative = try Self.layout("ABC\nDEF", .init(lineSpacing: -8))
    #expect(negative.size == plain.size)
    // A huge negative tracking lays out, piling the glyphs up, without trapping.
    let piled = try Self.layout("ABC DEF", .init(width: 30, tracking: -1e6))
    #expect(!piled.lines.isEmpty)
  }

  @Test func decorationMetricsComeFromPostAndOS2() throws {
    let font = try TestFonts.load(TestFonts.dejaVuSans)
    // fontTools: post underlinePosition -40, underlineThickness 90; OS/2 yStrikeoutPosition
    // 530, yStrikeoutSize 102.
    #expect(font.underline.position == -40 && font.underline.thickness == 90)
    #expect(font.strikeout.position == 530 && font.strikeout.thickness == 102)
  }
}
