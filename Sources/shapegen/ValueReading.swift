import Shapes

/// A rule a number given on the command line must follow.
enum NumberRule {
  /// Any finite number.
  case any
  /// A size: greater than 0.
  case positive
  /// A length that may be 0.
  case nonNegative
  /// A fraction: 0…1.
  case fraction
  /// At least the given value.
  case atLeast(Double)
  /// At most the given value.
  case atMost(Double)
  /// Not written as 0 in an SVG whose numbers have `precision` decimals: for the values
  /// whose meaning 0 changes (a canvas of width 0 is not drawn at all, a stroke of width 0
  /// is no stroke), a value that rounds to 0 would not draw what was asked.
  case notWrittenAsZero(precision: Int)

  /// Why `value` breaks the rule, or `nil` when it follows it.
  func violation(by value: Double) -> String? {
    switch self {
    case .any: nil
    case .positive: value > 0 ? nil : "must be greater than 0"
    case .nonNegative: value >= 0 ? nil : "must not be negative"
    case .fraction: (0...1).contains(value) ? nil : "must be between 0 and 1"
    case .atLeast(let minimum): value >= minimum ? nil : "must be at least \(minimum.cleanText)"
    case .atMost(let maximum): value <= maximum ? nil : "must be at most \(maximum.cleanText)"
    case .notWrittenAsZero(let precision):
      SVGNumberFormat(precision: precision).rounded(value) != 0
        ? nil
        : "is written as 0 with \(precision) decimals; use a larger value or a higher "
          + "--precision"
    }
  }
}

extension ParsedArguments {
  /// The number `option` was last given, checked against `rules`, or `defaultValue` when it
  /// was not given.
  func number(_ option: OptionSpec, default defaultValue: Double, _ rules: NumberRule...)
    throws(CommandLineError) -> Double
  {
    guard let occurrence = last(option) else { return defaultValue }
    return try Self.number(occurrence, rules)
  }

  /// The number of an occurrence, checked against `rules`.
  static func number(_ occurrence: Occurrence, _ rules: NumberRule...)
    throws(CommandLineError) -> Double
  {
    try number(occurrence, rules)
  }

  /// The number of an occurrence, checked against `rules` in order; the first it breaks is
  /// the error.
  ///
  /// Not a number, NaN and the infinities are errors that name the option and the value.
  static func number(_ occurrence: Occurrence, _ rules: [NumberRule])
    throws(CommandLineError) -> Double
  {
    let text = occurrence.value ?? ""
    guard let value = Double(text) else { throw occurrence.invalid("not a number") }
    guard value.isFinite else { throw occurrence.invalid("not a finite number") }
    for rule in rules {
      if let violation = rule.violation(by: value) { throw occurrence.invalid(violation) }
    }
    return value
  }

  /// The whole number `option` was last given, in `range`, or `defaultValue`.
  func integer(_ option: OptionSpec, default defaultValue: Int, in range: ClosedRange<Int>)
    throws(CommandLineError) -> Int
  {
    guard let occurrence = last(option) else { return defaultValue }
    guard let value = Int(occurrence.value ?? "") else {
      throw occurrence.invalid("not a whole number")
    }
    guard range.contains(value) else {
      throw occurrence.invalid("must be between \(range.lowerBound) and \(range.upperBound)")
    }
    return value
  }

  /// The value of `option` among named `choices` (matched ignoring case and dashes), or
  /// `defaultValue` when it was not given.
  func choice<Value>(
    _ option: OptionSpec, default defaultValue: Value, _ choices: [(name: String, value: Value)]
  ) throws(CommandLineError) -> Value {
    guard let occurrence = last(option) else { return defaultValue }
    let text = occurrence.value ?? ""
    let key = Suggestion.normalized(text)
    if let match = choices.first(where: { Suggestion.normalized($0.name) == key }) {
      return match.value
    }
    let names = choices.map(\.name)
    var reason = "expected " + names.englishList(conjunction: "or")
    if let suggestion = Suggestion.nearest(to: text, among: names) {
      reason += ". Did you mean '\(suggestion)'?"
    }
    throw occurrence.invalid(reason)
  }

  /// The dash pattern `option` was last given: lengths separated by commas (spaces around
  /// them allowed) or by spaces, none negative and not all 0; empty (a solid line) when it
  /// was not given.
  ///
  /// An empty element, between two commas or before or after one (`5,,5`, `8,4,`), is an
  /// error rather than skipped: the pattern would not be the one typed. So are lengths
  /// that are all written as 0 with `precision` decimals (`1e-9,1e-9` is `0 0`), which SVG
  /// draws as a solid line.
  func dashPattern(_ option: OptionSpec, precision: Int) throws(CommandLineError) -> [Double] {
    guard let occurrence = last(option) else { return [] }
    let text = occurrence.value ?? ""
    guard text.contains(where: { $0 != " " }) else {
      throw occurrence.invalid("expected lengths such as 8,4")
    }
    var parts: [Substring] = []
    for element in text.split(separator: ",", omittingEmptySubsequences: false) {
      let lengths = element.split(separator: " ")
      guard !lengths.isEmpty else {
        throw occurrence.invalid("a length is missing before or after a comma")
      }
      parts += lengths
    }
    var lengths: [Double] = []
    for part in parts {
      guard let length = Double(part), length.isFinite else {
        throw occurrence.invalid("'\(part)' is not a finite number")
      }
      guard length >= 0 else { throw occurrence.invalid("lengths must not be negative") }
      lengths.append(length)
    }
    guard lengths.contains(where: { $0 > 0 }) else {
      throw occurrence.invalid("the lengths must not all be 0")
    }
    let format = SVGNumberFormat(precision: precision)
    guard lengths.contains(where: { format.rounded($0) > 0 }) else {
      throw occurrence.invalid(
        "the lengths are all written as 0 with \(precision) decimals, a solid line; use "
          + "larger ones or a higher --precision")
    }
    return lengths
  }
}

extension ParsedArguments.Occurrence {
  /// The error for this occurrence's value, with the reason it is not accepted.
  func invalid(_ reason: String) -> CommandLineError {
    .invalidValue(option, spelling: spelling, value: value ?? "", reason: reason)
  }
}

extension Double {
  /// The number as help and messages write it: `300`, `0.75`, `-90`.
  var cleanText: String {
    if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
    return String(self)
  }
}

extension Array where Element == String {
  /// The words as an English list: `a, b or c`.
  func englishList(conjunction: String) -> String {
    guard count > 1 else { return first ?? "" }
    return dropLast().joined(separator: ", ") + " \(conjunction) " + self[count - 1]
  }
}
