import Foundation

extension Text {
  /// Creates text showing `input` as `format` writes it in the environment's locale
  /// (`.locale`), as SwiftUI writes it.
  ///
  /// ```swift
  /// Text(0.75, format: .percent)  // "75%"
  /// Text(3.5, format: .currency(code: "USD"))
  ///   .environment(\.locale, Locale(identifier: "en_US"))  // "$3.50"
  /// ```
  ///
  /// Outside a drawing (``Text/string`` of a text made here), the format's own locale is
  /// used.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    let formatted = TextFormatted(input: input, format: format)
    self.content = .runs(SharedRuns([Run(string: "", item: .formatted(formatted))]))
  }
}

/// A value a text shows as a format style writes it, written when the text is drawn, in
/// the drawing's locale.
struct TextFormatted: @unchecked Sendable {
  // Unchecked: the value and the format are kept to be written later, on the main actor
  // that draws; nothing changes them after the text is made.
  private let write: (Locale?) -> String

  init<F: FormatStyle>(input: F.FormatInput, format: F) where F.FormatOutput == String {
    write = { locale in
      guard let locale else { return format.format(input) }
      return format.locale(locale).format(input)
    }
  }

  /// The value as the format writes it in `locale`, or in its own locale when nil.
  func string(locale: Locale?) -> String {
    write(locale)
  }
}
