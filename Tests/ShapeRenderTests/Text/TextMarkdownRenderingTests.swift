import Foundation
import ShapeRender
import Testing

/// Keys drawn: Markdown as runs of the concatenation's styles, written as `<tspan>`s of
/// what differs, in DejaVu Sans.
@MainActor @Suite struct TextMarkdownRenderingTests {
  static let font = Font.custom("DejaVu Sans", size: 20)

  static func render(_ width: CGFloat, _ text: Text) -> String {
    SVGRenderer().render(Artwork(width: width, height: 40) { text })
  }

  @Test func boldMarkdownIsABoldRunWithoutItsMarkers() throws {
    try TextConcatenationTests.requireFonts()
    #expect(
      Self.render(300, Text("Hello **world** and more").font(Self.font)) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="300" height="40" viewBox="0 0 300 40">
        <text font-size="20" xml:space="preserve"><tspan x="38.774" y="26.924" font-family="DejaVu Sans">Hello </tspan>\
        <tspan x="95.825" y="26.924" font-family="DejaVu Sans" font-weight="700">world</tspan>\
        <tspan x="159.077" y="26.924" font-family="DejaVu Sans"> and more</tspan></text>
        </svg>

        """)
  }

  @Test func aMarkdownKeyMeasuresAsTheConcatenationOfItsRuns() throws {
    try TextConcatenationTests.requireFonts()
    let key = try TextConcatenationTests.size(
      Text("Hello **world**, *again* ~~now~~").font(Self.font))
    let concatenated = try TextConcatenationTests.size(
      (Text("Hello ") + Text("world").bold() + Text(", ") + Text("again").italic() + Text(" ")
        + Text("now").strikethrough()).font(Self.font))
    #expect(key == concatenated)
  }

  @Test func aLinkIsInTheAccentColorOverTheTextsColor() throws {
    try TextConcatenationTests.requireFonts()
    #expect(
      Self.render(
        200, Text("[Docs](https://example.com) here").font(Self.font).foregroundColor(.red))
          == """
          <?xml version="1.0" encoding="UTF-8"?>
          <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="200" height="40" viewBox="0 0 200 40">
          <text font-size="20" fill="#007aff" xml:space="preserve"><tspan x="49.761" y="26.924" font-family="DejaVu Sans">Docs</tspan>\
          <tspan x="98.813" y="26.924" font-family="DejaVu Sans" fill="#ff3b30"> here</tspan></text>
          </svg>

          """)
    let tinted = SVGRenderer().render(
      Artwork(width: 200, height: 40) {
        Text("[Docs](https://example.com)").font(Self.font).tint(.green)
      })
    #expect(tinted.contains("fill=\"#34c759\""))
  }

  @Test func codeIsInTheMonospacedDesignOfTheSystemFont() throws {
    _ = try InstalledFonts.systemFace()
    let svg = Self.render(300, Text("Run `make` now").font(.system(size: 20)))
    #expect(svg.contains("monospace\">make</tspan>"))
  }

  @Test func aStringVariableIsShownAsItIsAndALiteralAsAKey() throws {
    let markdown = "**not bold**"
    #expect(Text(markdown).string == "**not bold**")
    #expect(Text(markdown[...]).string == "**not bold**")
    #expect(Text(verbatim: "**not bold**").string == "**not bold**")
    #expect(Text("**bold**").string == "bold")
    #expect(Text(LocalizedStringKey(markdown)).string == "not bold")
  }
}
