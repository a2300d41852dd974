import Foundation
import Testing

@testable import ShapeRender

/// Text(_:format:): the value written by the format, in the environment's locale when the
/// text is drawn.
@MainActor @Suite struct TextFormatTests {
  func drawn(_ view: some View) -> [String] {
    LaidOut(width: 300, height: 100) { view }.texts.map(\.string)
  }

  @Test func theEnvironmentsLocaleWritesTheValue() {
    let price = Text(3.5, format: .currency(code: "USD"))
    #expect(drawn(price.environment(\.locale, Locale(identifier: "en_US"))) == ["$3.50"])
    // German writes the sign after a no-break space; French groups with a narrow one.
    #expect(drawn(price.environment(\.locale, Locale(identifier: "de_DE"))) == ["3,50\u{A0}$"])
    let number = Text(1234.5, format: .number)
    #expect(drawn(number.environment(\.locale, Locale(identifier: "en_US"))) == ["1,234.5"])
    #expect(drawn(number.environment(\.locale, Locale(identifier: "fr_FR"))) == ["1\u{202F}234,5"])
  }

  @Test func theLocaleSetOutsideReachesTextInside() {
    let column = VStack {
      Text(0.25, format: .percent)
      Text(7, format: .number)
    }
    #expect(drawn(column.environment(\.locale, Locale(identifier: "en_US"))) == ["25%", "7"])
  }

  @Test func aFormattedValueInterpolatedInAKeyIsWrittenInTheEnvironmentsLocale() {
    let total = Text("Total: \(1234.5, format: .number)")
    #expect(drawn(total.environment(\.locale, Locale(identifier: "en_US"))) == ["Total: 1,234.5"])
    #expect(
      drawn(total.environment(\.locale, Locale(identifier: "de_DE"))) == ["Total: 1.234,5"])
  }

  @Test func withoutADrawingTheFormatsOwnLocaleWritesIt() {
    let german = Text(1234.5, format: .number.locale(Locale(identifier: "de_DE")))
    #expect(german.string == "1.234,5")
  }
}
