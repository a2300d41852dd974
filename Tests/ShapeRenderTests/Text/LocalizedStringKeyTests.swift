import Foundation
import ShapeRender
import Testing

/// The interpolations of a key: values written as SwiftUI's string formats write them,
/// specifiers checked before use, texts and images kept.
@MainActor @Suite struct LocalizedStringKeyTests {
  @Test func numbersAreWrittenAsTheirFormatsWriteThem() {
    let count = 42
    let ratio = 3.5
    #expect(Text("\(count) items").string == "42 items")
    // As in SwiftUI, a Double interpolated bare is written by %lf.
    #expect(Text("\(ratio)").string == "3.500000")
    #expect(Text("\(ratio, specifier: "%.1f")").string == "3.5")
    #expect(Text("\(count, specifier: "%04d")").string == "0042")
    #expect(Text("\(count, specifier: "%x")").string == "2a")
    #expect(Text("\(ratio, specifier: "%d")").string == "3")
    #expect(Text("\(0.75, format: .percent)").string == "75%")
    #expect(Text("100% \("sure")").string == "100% sure")
  }

  @Test func aSpecifierThatIsNotOneNumberFormatWritesTheValue() {
    let value = 2.5
    for bad in ["%@", "%s", "%n", "%d %d", "%*d", "%1$d", "%200d", "%.1000f", "no format"] {
      #expect(Text("\(value, specifier: bad)").string == "2.5", "\(bad)")
    }
    #expect(Text("\(7, specifier: "%@")").string == "7")
  }

  @Test func otherValuesAreWrittenAsTheyDescribeThemselves() {
    enum Flavor { case vanilla }
    let sub = "abc".dropFirst()
    #expect(Text("\(Flavor.vanilla) \(sub)").string == "vanilla bc")
  }

  @Test func keysAreEqualByLiteralAndValues() {
    let one: LocalizedStringKey = "Score \(1)"
    let two: LocalizedStringKey = "Score \(1)"
    let other: LocalizedStringKey = "Score \(2)"
    #expect(one == two && one != other)
    #expect(LocalizedStringKey("a") == "a")
  }

  @Test func anInterpolatedTextKeepsItsStyleAndTakesTheMarkdownAround() throws {
    try TextConcatenationTests.requireFonts()
    let svg = SVGRenderer().render(
      Artwork(width: 200, height: 40) {
        Text("*Hi \(Text("there").foregroundColor(.red))*").font(.custom("DejaVu Sans", size: 20))
      })
    #expect(svg.contains("font-style=\"italic\""))
    #expect(svg.contains("fill=\"#ff3b30\">there</tspan>"))
    #expect(!svg.contains("*"))
  }
}
