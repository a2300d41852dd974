import Foundation
import ShapeRender
import Testing

@MainActor @Suite struct TextFieldValueTests {
  func svg<V: View>(_ view: V) -> String {
    SVGRenderer().render(Artwork(width: 300, height: 40) { view })
  }

  @Test func aFieldOfAValueShowsItAsItsFormatWritesIt() {
    let price = Binding.constant(1234.5)
    let drawn = svg(
      TextField("Price", value: price, format: .number.locale(Locale(identifier: "en_US"))))
    #expect(drawn.contains(">1,234.5</text>"))
  }

  @Test func aFieldOfAValueThroughAFormatterShowsTheTitleWhenItWritesNothing() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .percent
    #expect(
      svg(TextField("Share", value: .constant(0.25), formatter: formatter)).contains(">25%</text>"))
    #expect(
      svg(TextField("Share", value: .constant("not a number"), formatter: formatter)).contains(
        ">Share</text>"))
  }

  @Test func labeledContentShowsAValueAsItsFormatWritesIt() {
    let row = LabeledContent(
      "Total", value: 12.5, format: .currency(code: "EUR").locale(Locale(identifier: "en_US")))
    let drawn = svg(row)
    #expect(drawn.contains(">Total</text>") && drawn.contains(">€12.50</text>"))
  }
}
