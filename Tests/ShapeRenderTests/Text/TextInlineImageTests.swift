import Foundation
import ShapeRender
import Testing

/// Images among the characters of a text: laid out as one character as wide as the font's
/// line (a symbol), drawn at the text's size on its line, in its paint.
@MainActor @Suite struct TextInlineImageTests {
  static let font = Font.custom("DejaVu Sans", size: 20)
  /// DejaVu Sans's line at 20 points: its ascent plus its descent.
  static let line = (1901.0 + 483.0) / 2048.0 * 20

  static let star = """
    <path d="M77.123 9.087H84.713C87.387 9.087 88.156 9.087 89.053 9.483 90.117 9.951 90.967 \
    10.801 91.435 11.865 91.831 12.762 91.831 13.531 91.831 16.205V23.795C91.831 26.469 91.831 \
    27.238 91.435 28.135 90.967 29.199 90.117 30.049 89.053 30.517 88.156 30.913 87.387 30.913 \
    84.713 30.913H77.123C74.449 30.913 73.68 30.913 72.783 30.517 71.719 30.049 70.869 29.199 \
    70.401 28.135 70.005 27.238 70.005 26.469 70.005 23.795V16.205C70.005 13.531 70.005 12.762 \
    70.401 11.865 70.869 10.801 71.719 9.951 72.783 9.483 73.68 9.087 74.449 9.087 77.123 \
    9.087ZM75.825 14.907L86.011 25.093M86.011 14.907L75.825 25.093" fill="none" \
    stroke="#000000" stroke-width="1.455" stroke-linecap="round"/>
    """

  @Test func anInterpolatedSymbolIsASquareOfTheLineBeforeTheText() throws {
    try TextConcatenationTests.requireFonts()
    let svg = SVGRenderer().render(
      Artwork(width: 200, height: 40) {
        Text("\(Image(systemName: "star.fill")) 4.5").font(Self.font)
      })
    #expect(
      svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="200" height="40" viewBox="0 0 200 40">
        <text x="92.559" y="26.924" font-family="DejaVu Sans" font-size="20" xml:space="preserve"> 4.5</text>
        \(Self.star)
        </svg>

        """)
  }

  @Test func aConcatenatedImageDrawsAsTheInterpolatedOne() throws {
    try TextConcatenationTests.requireFonts()
    let interpolated = SVGRenderer().render(
      Artwork(width: 200, height: 40) {
        Text("\(Image(systemName: "star.fill")) 4.5").font(Self.font)
      })
    let concatenated = SVGRenderer().render(
      Artwork(width: 200, height: 40) {
        (Text(Image(systemName: "star.fill")) + Text(" 4.5")).font(Self.font)
      })
    #expect(interpolated == concatenated)
  }

  @Test func theSymbolAddsALinesWidthAndNoHeight() throws {
    try TextConcatenationTests.requireFonts()
    let with = try TextConcatenationTests.size(
      Text("\(Image(systemName: "star.fill")) 4.5").font(Self.font))
    let without = try TextConcatenationTests.size(Text(" 4.5").font(Self.font))
    #expect(abs(with.width - without.width - Self.line) < 1e-9)
    #expect(with.height == without.height)
    // A large symbol is 1.29 lines wide, and its line grows by the 0.29 line it adds.
    let large = try #require(
      LaidOut(width: 1000, height: 400) {
        Text(Image(systemName: "star.fill")).font(Self.font).imageScale(.large)
      }.textFrames.first?.size)
    #expect(abs(large.width - 1.29 * Self.line) < 1e-9)
    #expect(abs(large.height - 1.29 * Self.line) < 1e-9)
  }

  @Test func theSymbolTakesTheTextsPaintAndMovesWithItsBaseline() throws {
    try TextConcatenationTests.requireFonts()
    let svg = SVGRenderer().render(
      Artwork(width: 200, height: 40) {
        Text("\(Image(systemName: "star.fill"))").font(Self.font).foregroundColor(.orange)
      })
    #expect(svg.contains("stroke=\"#ff9500\""))
  }

  @Test func anImageFileSitsOnTheBaselineAtItsNaturalSize() throws {
    try TextConcatenationTests.requireFonts()
    let photo = try Image(contentsOfFile: "Examples/Output/photo.png")
    let size = photo.pixelSize
    let laidOut = LaidOut(width: 2000, height: 2000) {
      Text("a\(photo)b").font(Self.font)
    }
    let frame = try #require(laidOut.textFrames.first)
    let alone = try TextConcatenationTests.size(Text("ab").font(Self.font))
    #expect(abs(frame.width - alone.width - size.width) < 1e-9)
    // The line holds the image above the baseline, and the font's descent below it.
    #expect(abs(frame.height - (size.height + 483.0 / 2048 * 20)) < 1e-9)
  }

  @Test func aTruncatedLineDrawsItsImagesOnceAndItsEllipsis() throws {
    try TextConcatenationTests.requireFonts()
    let svg = SVGRenderer().render(
      Artwork(width: 60, height: 40) {
        Text("\(Image(systemName: "star")) rated by many readers").font(Self.font).lineLimit(1)
      })
    #expect(svg.components(separatedBy: "<path").count == 2)
    #expect(svg.contains("…"))
  }

  @Test func withoutFontsTheImageIsLeftOutOfTheEstimate() {
    let estimated = Text("\(Image(systemName: "star.fill")) 4.5").string
    #expect(estimated == " 4.5")
  }
}
