import Foundation
import ShapeRender
import Testing

/// `Text(AttributedString)`: each run in the SwiftUI attributes it sets.
@MainActor @Suite struct TextAttributedStringTests {
  static let font = Font.custom("DejaVu Sans", size: 20)

  @Test func runsTakeTheirColorsLinesAndKerning() throws {
    try TextConcatenationTests.requireFonts()
    var sale = AttributedString("Sale")
    sale.backgroundColor = .yellow
    sale.foregroundColor = .red
    var now = AttributedString(" now")
    now.underlineStyle = .single
    now.kern = 2
    let svg = SVGRenderer().render(
      Artwork(width: 200, height: 40) { Text(sale + now).font(Self.font) })
    #expect(
      svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="200" height="40" viewBox="0 0 200 40">
        <path d="M50.78 8.359H93.593V31.641H50.78Z" fill="#ffcc00"/>
        <text font-size="20" fill="#ff3b30" xml:space="preserve"><tspan x="50.78" y="26.924" font-family="DejaVu Sans">Sale</tspan>\
        <tspan x="93.593" y="26.924" font-family="DejaVu Sans" letter-spacing="2" fill="#000000"> now</tspan></text>
        <path d="M93.593 27.314H149.22V28.193H93.593Z"/>
        </svg>

        """)
  }

  @Test func anAttributedStringMeasuresAsTheConcatenationOfItsRuns() throws {
    try TextConcatenationTests.requireFonts()
    var bold = AttributedString("Bold")
    bold.font = Font.custom("DejaVu Sans", size: 20).bold()
    var raised = AttributedString(" up")
    raised.baselineOffset = 4
    raised.tracking = 1
    var struck = AttributedString(" gone")
    struck.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .red)
    let attributed = try TextConcatenationTests.size(Text(bold + raised + struck).font(Self.font))
    let concatenated = try TextConcatenationTests.size(
      Text("Bold").font(Font.custom("DejaVu Sans", size: 20).bold())
        + Text(" up").baselineOffset(4).tracking(1).font(Self.font)
        + Text(" gone").strikethrough(pattern: .dash, color: .red).font(Self.font))
    #expect(attributed == concatenated)
  }

  @Test func aLinkIsInTheAccentColorUnlessItsRunSetsOne() throws {
    try TextConcatenationTests.requireFonts()
    var link = AttributedString("Docs")
    link.link = URL(string: "https://example.com")
    var colored = link
    colored.foregroundColor = .red
    func svg(_ string: AttributedString) -> String {
      SVGRenderer().render(Artwork(width: 100, height: 40) { Text(string).font(Self.font) })
    }
    #expect(svg(link).contains("fill=\"#007aff\""))
    #expect(svg(colored).contains("fill=\"#ff3b30\""))
  }

  @Test func scopesAndContainersNameTheSwiftUIAttributes() {
    var container = AttributeContainer()
    container.foregroundColor = .green
    var string = AttributedString("go", attributes: container)
    string[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] = 1
    #expect(string.runs.count == 1)
    #expect(string.runs.first?.foregroundColor == .green)
    #expect(string.runs.first?.kern == 1)
    #expect(Text(AttributedString()).string == "")
    #expect(Text("x \(string)").string == "x go")
  }
}
