import Foundation

extension Color {
  /// Creates a color from CSS color text.
  ///
  /// ```swift
  /// let tomato = try Color(css: "tomato")
  /// let accent = try Color(css: "#0a84ff")
  /// let glass = try Color(css: "rgb(255 255 255 / 40%)")
  /// let leaf = try Color(css: "hsla(120, 60%, 35%, 0.9)")
  /// ```
  ///
  /// The syntaxes are those of CSS Color 4 that name sRGB colors:
  /// - the 148 names of ``cssNamedColors`` and `transparent`;
  /// - `#rgb`, `#rgba`, `#rrggbb` and `#rrggbbaa`;
  /// - `rgb()` and its alias `rgba()`, either with commas, `rgb(255, 99, 71)` and
  ///   `rgba(255, 99, 71, 0.5)`, whose three components must be all numbers (0…255) or all
  ///   percentages, or with spaces and an optional alpha after a slash,
  ///   `rgb(255 99 71 / 50%)`, whose components may mix numbers, percentages and `none`;
  /// - `hsl()` and its alias `hsla()`, with commas, `hsl(9, 100%, 64%)`, where saturation
  ///   and lightness must be percentages, or with spaces, `hsl(9deg 100% 64% / 0.5)`,
  ///   where they may be numbers (meaning percentages) or `none`. The hue is a number of
  ///   degrees or an angle in `deg`, `rad`, `grad` or `turn`.
  ///
  /// An alpha is a number in 0…1 or a percentage. Names, function names, units and hex
  /// digits are case-insensitive, and whitespace around the text is ignored. Numbers
  /// follow CSS's syntax (`.5`, `+1`, `1e2`; not `5.`).
  ///
  /// Out-of-range values clamp as CSS specifies: rgb components to 0…255 or 0%…100%,
  /// alphas to 0…1, saturation and lightness to 0%…100%; hues wrap around the circle.
  /// `none` counts as 0. Components are not rounded: `rgb(127.5 0 0)` has a red of
  /// exactly 0.5.
  ///
  /// - Throws: ``ColorParseError``, naming the text and what is wrong with it, with a
  ///   suggestion when the text is a near miss of a color name.
  public init(css text: String) throws(ColorParseError) {
    self = try CSSColorParser(text: text).parse()
  }
}

/// A number, a percentage or the `none` keyword in a color function.
private enum CSSComponent {
  /// A number.
  case number(Double)
  /// A percentage, in 0…100 when in range.
  case percentage(Double)
  /// The `none` keyword: a missing component, which counts as 0.
  case missing

  /// The component as a fraction: a number divided by `scale`, a percentage by 100, then
  /// clamped to 0…1; a missing component is 0.
  func fraction(numberScale scale: Double) -> Double {
    switch self {
    case .number(let value): Color.clampedToUnit(value / scale)
    case .percentage(let value): Color.clampedToUnit(value / 100)
    case .missing: 0
    }
  }
}

/// The components of a color function, split but not yet read.
private struct CSSArguments {
  /// The three color components.
  var components: [Substring]
  /// The alpha, when given.
  var alpha: Substring?
  /// Whether the components were separated by commas (CSS's legacy syntax).
  var usesCommas: Bool
}

/// Reads CSS color text; every failure names the whole text.
private struct CSSColorParser {
  /// The text as given.
  let text: String

  /// The color the text names.
  func parse() throws(ColorParseError) -> Color {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw failure(.empty) }
    if trimmed.hasPrefix("#") {
      return try parseHex(trimmed.dropFirst())
    }
    if let open = trimmed.firstIndex(of: "(") {
      let name = trimmed[..<open].lowercased()
      if !name.isEmpty, name.allSatisfy({ $0 == "-" || ($0.isASCII && $0.isLetter) }) {
        return try parseFunction(name, rest: trimmed[trimmed.index(after: open)...])
      }
    }
    return try parseName(trimmed)
  }

  /// The error for this text with the given reason.
  private func failure(_ reason: ColorParseError.Reason) -> ColorParseError {
    ColorParseError(text: text, reason: reason)
  }

  /// A named color or `transparent`.
  private func parseName(_ name: String) throws(ColorParseError) -> Color {
    let key = name.lowercased()
    if key == "transparent" { return .clear }
    if let color = Color.cssNamedColors[key] { return color }
    throw failure(.unknownName(suggestion: suggestion(for: key)))
  }

  /// The known name nearest to `name`, within two edits and fewer edits than `name` has
  /// characters, ties going to the name first in alphabetical order; `nil` for names longer
  /// than ``ColorParseError/longestSuggestedName`` bytes.
  private func suggestion(for name: String) -> String? {
    // No color name is near so long a name; the cap keeps the work small however long the
    // text is.
    guard name.utf8.count <= ColorParseError.longestSuggestedName else { return nil }
    let characters = Array(name)
    var best: (name: String, distance: Int)?
    for candidate in Array(Color.cssNamedColors.keys) + ["transparent"] {
      guard let distance = editDistance(characters, Array(candidate), limit: 2),
        distance < characters.count
      else { continue }
      if let current = best,
        current.distance < distance || (current.distance == distance && current.name < candidate)
      {
        continue
      }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, given the text after `#`.
  private func parseHex(_ digits: Substring) throws(ColorParseError) -> Color {
    var values: [Int] = []
    for character in digits {
      guard character.isASCII, let value = character.hexDigitValue else {
        throw failure(.notHexDigit(character))
      }
      values.append(value)
    }
    let bytes: [Int]
    switch values.count {
    case 3, 4: bytes = values.map { $0 * 17 }
    case 6, 8:
      bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
    default: throw failure(.hexDigitCount)
    }
    return Color(
      red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
      opacity: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
  }

  /// `rgb()`, `rgba()`, `hsl()` or `hsla()`, given the lowercased name and the text after
  /// the opening parenthesis.
  private func parseFunction(_ name: String, rest: Substring) throws(ColorParseError) -> Color {
    guard ["rgb", "rgba", "hsl", "hsla"].contains(name) else {
      throw failure(.unsupportedFunction(name))
    }
    guard let close = rest.lastIndex(of: ")") else { throw failure(.missingClosingParenthesis) }
    guard rest.index(after: close) == rest.endIndex else {
      throw failure(.textAfterClosingParenthesis)
    }
    let arguments = try split(rest[..<close], function: name)
    let opacity = try arguments.alpha.map { alpha throws(ColorParseError) in
      try component(alpha, allowsNone: !arguments.usesCommas).fraction(numberScale: 1)
    }
    if name.hasPrefix("rgb") {
      return try rgb(arguments, function: name, opacity: opacity ?? 1)
    }
    return try hsl(arguments, function: name, opacity: opacity ?? 1)
  }

  /// The arguments of a function, separated by commas or by spaces and a slash.
  private func split(_ arguments: Substring, function: String) throws(ColorParseError)
    -> CSSArguments
  {
    if arguments.contains(",") {
      let parts = arguments.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)[...]
      }
      guard !parts.contains(where: \.isEmpty) else { throw failure(.emptyComponent) }
      guard parts.count >= 3 else { throw failure(.tooFewComponents(function: function)) }
      guard parts.count <= 4 else { throw failure(.tooManyComponents(function: function)) }
      return CSSArguments(
        components: Array(parts.prefix(3)), alpha: parts.count == 4 ? parts[3] : nil,
        usesCommas: true)
    }
    let halves = arguments.split(separator: "/", omittingEmptySubsequences: false)
    guard halves.count <= 2 else { throw failure(.tooManyComponents(function: function)) }
    var alpha: Substring?
    if halves.count == 2 {
      let alphaTokens = halves[1].split(whereSeparator: \.isWhitespace)
      guard let only = alphaTokens.first else { throw failure(.missingAlpha) }
      guard alphaTokens.count == 1 else {
        throw failure(.tooManyComponents(function: function))
      }
      alpha = only
    }
    let components = halves[0].split(whereSeparator: \.isWhitespace)
    guard components.count >= 3 else { throw failure(.tooFewComponents(function: function)) }
    guard components.count == 3 else {
      throw failure(
        components.count == 4 && alpha == nil
          ? .alphaWithoutSlash(function: function) : .tooManyComponents(function: function))
    }
    return CSSArguments(components: components, alpha: alpha, usesCommas: false)
  }

  /// The color of `rgb()` or `rgba()`.
  private func rgb(_ arguments: CSSArguments, function: String, opacity: Double)
    throws(ColorParseError) -> Color
  {
    var channels: [CSSComponent] = []
    for token in arguments.components {
      channels.append(try component(token, allowsNone: !arguments.usesCommas))
    }
    if arguments.usesCommas {
      let percentages = channels.filter {
        if case .percentage = $0 { return true }
        return false
      }
      guard percentages.isEmpty || percentages.count == channels.count else {
        throw failure(.mixedNumbersAndPercentages(function: function))
      }
    }
    return Color(
      red: channels[0].fraction(numberScale: 255), green: channels[1].fraction(numberScale: 255),
      blue: channels[2].fraction(numberScale: 255), opacity: opacity)
  }

  /// The color of `hsl()` or `hsla()`, converted to sRGB as CSS Color 4 specifies.
  private func hsl(_ arguments: CSSArguments, function: String, opacity: Double)
    throws(ColorParseError) -> Color
  {
    let hue = try degrees(arguments.components[0], allowsNone: !arguments.usesCommas)
    var fractions: [Double] = []
    for token in arguments.components.dropFirst() {
      let value = try component(token, allowsNone: !arguments.usesCommas)
      switch value {
      case .number where arguments.usesCommas:
        throw failure(.percentageRequired(function: function))
      case .number(let percent), .percentage(let percent):
        fractions.append(Color.clampedToUnit(percent / 100))
      case .missing:
        fractions.append(0)
      }
    }
    let saturation = fractions[0]
    let lightness = fractions[1]
    func channel(_ offset: Double) -> Double {
      let k = (offset + hue / 30).truncatingRemainder(dividingBy: 12)
      let amplitude = saturation * min(lightness, 1 - lightness)
      return lightness - amplitude * max(-1, min(k - 3, 9 - k, 1))
    }
    return Color(red: channel(0), green: channel(8), blue: channel(4), opacity: opacity)
  }

  /// A hue in degrees, wrapped into 0..<360: a number of degrees or an angle in `deg`,
  /// `rad`, `grad` or `turn`; `none` (when allowed) and infinite hues are 0.
  private func degrees(_ token: Substring, allowsNone: Bool) throws(ColorParseError) -> Double {
    if allowsNone, token.lowercased() == "none" { return 0 }
    guard let (value, unit) = scanNumber(token) else { throw failure(.notHue(String(token))) }
    let degrees: Double
    switch unit {
    case "", "deg": degrees = value
    case "rad": degrees = value * 180 / .pi
    case "grad": degrees = value * 0.9
    case "turn": degrees = value * 360
    default: throw failure(.notHue(String(token)))
    }
    guard degrees.isFinite else { return 0 }
    let wrapped = degrees.truncatingRemainder(dividingBy: 360)
    return wrapped < 0 ? wrapped + 360 : wrapped
  }

  /// A number, a percentage, or `none` where allowed.
  private func component(_ token: Substring, allowsNone: Bool) throws(ColorParseError)
    -> CSSComponent
  {
    if allowsNone, token.lowercased() == "none" { return .missing }
    guard let (value, unit) = scanNumber(token) else {
      throw failure(.notNumberOrPercentage(String(token)))
    }
    switch unit {
    case "": return .number(value)
    case "%": return .percentage(value)
    default: throw failure(.notNumberOrPercentage(String(token)))
    }
  }

  /// The value of the CSS number at the start of `token` and the rest of the token,
  /// lowercased, as its unit; `nil` when the token does not start with a number.
  ///
  /// A CSS number is an optional sign, digits with an optional fraction (or a fraction
  /// alone, `.5`), and an optional exponent (`e` or `E`, an optional sign and digits).
  private func scanNumber(_ token: Substring) -> (value: Double, unit: String)? {
    let characters = Array(token)
    func isDigit(_ index: Int) -> Bool {
      index < characters.count && ("0"..."9").contains(characters[index])
    }
    func isSign(_ index: Int) -> Bool {
      index < characters.count && (characters[index] == "+" || characters[index] == "-")
    }
    var index = isSign(0) ? 1 : 0
    var digitCount = 0
    while isDigit(index) {
      index += 1
      digitCount += 1
    }
    if index < characters.count, characters[index] == ".", isDigit(index + 1) {
      index += 1
      while isDigit(index) {
        index += 1
        digitCount += 1
      }
    }
    guard digitCount > 0 else { return nil }
    if index < characters.count, characters[index] == "e" || characters[index] == "E" {
      var exponentIndex = index + 1
      if isSign(exponentIndex) { exponentIndex += 1 }
      if isDigit(exponentIndex) {
        while isDigit(exponentIndex) { exponentIndex += 1 }
        index = exponentIndex
      }
    }
    guard let value = Double(String(characters[..<index])) else { return nil }
    return (value, String(characters[index...]).lowercased())
  }
}
