import Foundation

// Text fields of a value rather than a string, as SwiftUI writes them:
// `TextField("Price", value: $price, format: .number)`. A still shows the value as the
// format or formatter writes it; the placeholder shows only when that is empty.

extension TextField {
  /// Creates a field showing `value` as `format` writes it.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(titleKey, text: .constant(format.format(value.wrappedValue)), prompt: prompt)
  }

  /// Creates a field showing `value` as `format` writes it.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(title, text: .constant(format.format(value.wrappedValue)), prompt: prompt)
  }

  /// Creates a field showing `value` as `formatter` writes it (empty, showing the title,
  /// when the formatter cannot write it).
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    let written = formatter.string(for: value.wrappedValue) ?? ""
    self.init(titleKey, text: .constant(written), prompt: prompt)
  }

  /// Creates a field showing `value` as `formatter` writes it (empty, showing the title,
  /// when the formatter cannot write it).
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    let written = formatter.string(for: value.wrappedValue) ?? ""
    self.init(title, text: .constant(written), prompt: prompt)
  }
}
