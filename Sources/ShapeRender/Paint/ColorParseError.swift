import Foundation

/// The error thrown when text is not a CSS color that ``Color/init(css:)`` understands.
///
/// It names the text and says what is wrong with it; a misspelt color name comes with the
/// closest known name:
///
/// ```swift
/// do {
///   _ = try Color(css: "blu")
/// } catch {
///   print(error)  // unknown color "blu" (did you mean "blue"?)
/// }
/// ```
///
/// The description quotes the text without its surrounding whitespace, which the parser
/// ignores; ``text`` keeps it as given.
public struct ColorParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text that was parsed, exactly as given.
  public let text: String
  /// What is wrong with the text.
  public let reason: Reason

  /// Creates an error for `text`.
  public init(text: String, reason: Reason) {
    self.text = text
    self.reason = reason
  }

  /// What is wrong with a color's text.
  public enum Reason: Equatable, Sendable {
    /// The text is empty, or only whitespace.
    case empty
    /// The text is not a CSS color name, nor `transparent`.
    ///
    /// `suggestion` is the known name nearest to it, when one is within two edits; text
    /// longer than ``ColorParseError/longestSuggestedName`` bytes gets none.
    case unknownName(suggestion: String?)
    /// The text after `#` does not have 3, 4, 6 or 8 digits.
    case hexDigitCount
    /// A character after `#` is not a hexadecimal digit.
    case notHexDigit(Character)
    /// The text calls a function other than `rgb()`, `rgba()`, `hsl()` and `hsla()`;
    /// the payload is its name, lowercased.
    case unsupportedFunction(String)
    /// The function's argument list is not closed by `)`.
    case missingClosingParenthesis
    /// Text follows the `)` that closes the function.
    case textAfterClosingParenthesis
    /// The function has fewer than three components.
    case tooFewComponents(function: String)
    /// The function has more than three components and an alpha.
    case tooManyComponents(function: String)
    /// The function separates its components with spaces and has a fourth one that is not
    /// introduced by `/`.
    case alphaWithoutSlash(function: String)
    /// A `/` is not followed by an alpha.
    case missingAlpha
    /// A component between commas is empty.
    case emptyComponent
    /// A component is not a number or a percentage; the payload is the component.
    case notNumberOrPercentage(String)
    /// An `hsl()` hue is not a number or an angle; the payload is the component.
    case notHue(String)
    /// `rgb()` with commas mixes numbers and percentages, which CSS forbids.
    case mixedNumbersAndPercentages(function: String)
    /// `hsl()` with commas has a saturation or lightness that is not a percentage, which
    /// CSS forbids.
    case percentageRequired(function: String)
  }

  /// The length, in UTF-8 bytes, of the longest unknown name that is given a suggestion: 64.
  ///
  /// The longest color name has 20 letters, so nothing longer is within two edits of one;
  /// the cap keeps parsing fast however long the text is.
  public static let longestSuggestedName = 64

  /// The known color name suggested in place of an unknown one, if any.
  public var suggestion: String? {
    if case .unknownName(let suggestion) = reason { return suggestion }
    return nil
  }

  /// A sentence naming the text and what is wrong with it.
  ///
  /// For example `unknown color "blu" (did you mean "blue"?)`,
  /// `"#12345" is not a hex color: expected 3, 4, 6 or 8 hex digits` or
  /// `"rgb(1, 2)": rgb() needs 3 components`.
  public var description: String {
    let quoted = "\"\(text.trimmingCharacters(in: .whitespacesAndNewlines))\""
    switch reason {
    case .empty:
      return "\(quoted) is not a color: the text is empty"
    case .unknownName(let suggestion):
      let hint = suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
      return "unknown color \(quoted)\(hint)"
    case .hexDigitCount:
      return "\(quoted) is not a hex color: expected 3, 4, 6 or 8 hex digits"
    case .notHexDigit(let character):
      return "\(quoted) is not a hex color: \"\(character)\" is not a hex digit"
    case .unsupportedFunction(let function):
      return "\(quoted): \(function)() is not supported; use rgb(), rgba(), hsl() or hsla()"
    case .missingClosingParenthesis:
      return "\(quoted): missing \")\""
    case .textAfterClosingParenthesis:
      return "\(quoted): unexpected text after \")\""
    case .tooFewComponents(let function):
      return "\(quoted): \(function)() needs 3 components"
    case .tooManyComponents(let function):
      return "\(quoted): \(function)() takes 3 components and an optional alpha"
    case .alphaWithoutSlash(let function):
      return "\(quoted): \(function)() without commas needs \"/\" before the alpha"
    case .missingAlpha:
      return "\(quoted): missing alpha after \"/\""
    case .emptyComponent:
      return "\(quoted): empty component"
    case .notNumberOrPercentage(let component):
      return "\(quoted): \"\(component)\" is not a number or percentage"
    case .notHue(let component):
      return
        "\(quoted): \"\(component)\" is not a hue: expected a number or an angle in deg, "
        + "rad, grad or turn"
    case .mixedNumbersAndPercentages(let function):
      return "\(quoted): \(function)() with commas needs all numbers or all percentages"
    case .percentageRequired(let function):
      return
        "\(quoted): \(function)() with commas needs percentages for saturation and lightness"
    }
  }
}
