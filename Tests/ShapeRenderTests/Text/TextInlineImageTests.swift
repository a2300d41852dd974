import Foundation
import ShapeRender
import Testing

/// Images among the characters of a text: laid out as one character as wide as the font's
/// line (a symbol), drawn at the text's size on its line, in its paint.
@MainActor @Suite struct TextInlineImageTests {
  static let font = Font.custom("DejaVu Sans", size: 20)
  /// DejaVu Sans's line at 20 points: its ascent plus its descent.
  static let line = (1901.0 + 483.0) / 2048.0 * 20

  /// circle.fill, whose edge is its box: a square of the line, its right side where the
  /// text starts.
  static let disc = """
    <path d="M92.559 20A11.641 11.641 0 0 1 80.918 31.641 11.641 11.641 0 0 1 69.277 20 \
    11.641 11.641 0 0 1 80.918 8.359 11.641 11.641 0 0 1 92.559 20Z"/>
    """

  @Test func anInterpolatedSymbolIsASquareOfTheLineBeforeTheText() throws {
    try TextConcatenationTests.requireFonts()
    let svg = SVGRenderer().render(
      Artwork(width: 200, height: 40) {
        Text("\(Image(systemName: "circle.fill")) 4.5").font(Self.font)
      })
    #expect(
      svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="200" height="40" viewBox="0 0 200 40">
        <text x="92.559" y="26.924" font-family="DejaVu Sans" font-size="20" xml:space="preserve"> 4.5</text>
        \(Self.disc)
        </svg>

        """)
  }

  @Test func aConcatenatedImageDrawsAsTheInterpolatedOne() throws {
    try TextConcatenationTests.requireFonts()
    let interpolated = SVGRenderer().render(
      Artwork(width: 200, height: 40) {
        Text("\(Image(systemName: "circle.fill")) 4.5").font(Self.font)
      })
    let concatenated = SVGRenderer().render(
      Artwork(width: 200, height: 40) {
        (Text(Image(systemName: "circle.fill")) + Text(" 4.5")).font(Self.font)
      })
    #expect(interpolated == concatenated)
  }

  @Test func theSymbolAddsALinesWidthAndNoHeight() throws {
    try TextConcatenationTests.requireFonts()
    let with = try TextConcatenationTests.size(
      Text("\(Image(systemName: "circle.fill")) 4.5").font(Self.font))
    let without = try TextConcatenationTests.size(Text(" 4.5").font(Self.font))
    #expect(abs(with.width - without.width - Self.line) < 1e-9)
    #expect(with.height == without.height)
    // A large symbol is 1.29 lines wide, and its line grows by the 0.29 line it adds.
    let large = try #require(
      LaidOut(width: 1000, height: 400) {
        Text(Image(systemName: "circle.fill")).font(Self.font).imageScale(.large)
      }.textFrames.first?.size)
    #expect(abs(large.width - 1.29 * Self.line) < 1e-9)
    #expect(abs(large.height - 1.29 * Self.line) < 1e-9)
  }

  @Test func theSymbolTakesTheTextsPaintAndMovesWithItsBaseline() throws {
    try TextConcatenationTests.requireFonts()
    let svg = SVGRenderer().render(
      Artwork(width: 200, height: 40) {
        Text("\(Image(systemName: "circle.fill"))").font(Self.font).foregroundColor(.orange)
      })
    #expect(svg.contains("fill=\"#ff9500\""))
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
    let estimated = Text("\(Image(systemName: "circle.fill")) 4.5").string
    #expect(estimated == " 4.5")
  }
}
