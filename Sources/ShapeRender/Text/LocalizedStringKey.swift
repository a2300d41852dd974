import Foundation

/// The key of a localized string, with SwiftUI's name: what a string literal given to
/// ``Text`` becomes, with its interpolated values, and whose inline Markdown is shown.
///
/// ```swift
/// let rating = 4.5
/// Text("Rated **\(rating, specifier: "%.1f")** by `\(1_204)` readers")
/// ```
///
/// As in SwiftUI, `Text("literal")` takes a key (its Markdown applies), and `Text(string)`
/// of a `String` variable shows the string as it is. No string tables are read: the key
/// is shown in the language it was written in, its values written into it.
///
/// **Interpolations.** A `String` is inserted as it is; an integer as `%lld` writes it
/// and a floating-point number as `%lf` does (six decimals, `"\(3.5)"` is "3.500000", as
/// in SwiftUI); `specifier:` gives a `printf` format of one number; `format:` a format
/// style; a ``Text`` keeps its own styling, an ``Image`` is drawn among the characters
/// (see ``Text/init(_:)-(Image)``), a date with a ``Text/DateStyle`` is written when the
/// text is drawn; any other value is written by `String(describing:)`. Interpolated
/// values are never read as Markdown, but Markdown around them styles them:
/// `"**\(name)**"` shows the name in bold.
///
/// **Markdown.** Italic (`*a*`, `_a_`), bold (`**a**`, `__a__`), both (`***a***`),
/// strikethrough (`~~a~~`), code (`a` between backticks, in the monospaced design) and links
/// (`[a](url)`, in the accent color, not underlined), with CommonMark's rules for where a
/// marker opens and closes; a backslash shows the punctuation after it as itself; markers
/// that do not pair, and block syntax (headings, lists), are shown as written; line breaks
/// and spaces are kept.
///
/// **Degenerate input.** Any string is shown: unpaired or unknown syntax as written. Markdown
/// is read in time linear in the length of the key, however deeply its markers nest. A
/// `specifier:` that is not one `printf` conversion of a number (`%@`, `%s`, `%n`, two
/// conversions, a width or precision above 100) writes the value as `String(describing:)`
/// does.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// What a key is made of, in order.
  enum Segment: Sendable {
    /// Characters of the literal, which may be Markdown.
    case literal(String)
    /// An interpolated value, as text shown as it is.
    case value(String)
    /// An interpolated text, image or date.
    case text(Text)
  }

  /// The key as SwiftUI's string tables spell it: literals with a format for each value.
  let key: String
  let segments: [Segment]

  /// A key of `value`, whose Markdown is read as a literal's is.
  public init(_ value: String) {
    key = value
    segments = [.literal(value)]
  }

  /// A key of the literal `value`.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// A key of a literal with interpolated values.
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    segments = stringInterpolation.segments
  }

  /// Whether two keys are the same: the same literal, formats and values written.
  public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
    lhs.key == rhs.key && lhs.plainValues == rhs.plainValues
  }

  /// The strings of the values, interpolated texts as their strings.
  private var plainValues: [String] {
    segments.compactMap {
      switch $0 {
      case .literal: nil
      case .value(let string): string
      case .text(let text): text.string
      }
    }
  }

  /// The interpolation of a ``LocalizedStringKey``, with SwiftUI's overloads.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var segments: [Segment] = []

    /// Room for `literalCapacity` characters and `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      segments.reserveCapacity(max(0, min(interpolationCount, 1 << 16)) * 2 + 1)
    }

    /// Appends characters of the literal.
    public mutating func appendLiteral(_ literal: String) {
      guard !literal.isEmpty else { return }
      key += literal.replacingOccurrences(of: "%", with: "%%")
      segments.append(.literal(literal))
    }

    /// Appends a string, shown as it is.
    public mutating func appendInterpolation(_ string: String) {
      key += "%@"
      segments.append(.value(string))
    }

    /// Appends an integer, as `%lld` writes it.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      key += "%lld"
      segments.append(.value(String(value)))
    }

    /// Appends a floating-point number as `%lf` writes it: six decimals.
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
      key += "%lf"
      segments.append(.value(NumberSpecifier("%lf")?.format(Double(value)) ?? "\(value)"))
    }

    /// Appends an integer as the `printf` format `specifier` writes it (`"%03d"`).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
      key += specifier
      let string = NumberSpecifier(specifier)?.format(value) ?? String(value)
      segments.append(.value(string))
    }

    /// Appends a floating-point number as the `printf` format `specifier` writes it
    /// (`"%.1f"`).
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
      _ value: T, specifier: String
    ) {
      key += specifier
      let string = NumberSpecifier(specifier)?.format(Double(value)) ?? "\(Double(value))"
      segments.append(.value(string))
    }

    /// Appends `input` as `format` writes it in the environment's locale when the text is
    /// drawn, as ``Text/init(_:format:)`` writes it.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      key += "%@"
      segments.append(.text(Text(input, format: format)))
    }

    /// Appends a text, which keeps its styling; Markdown around it fills what it does not
    /// set.
    public mutating func appendInterpolation(_ text: Text) {
      key += "%@"
      segments.append(.text(text))
    }

    /// Appends an attributed string, each run in its attributes (see
    /// ``Text/init(_:)-(AttributedString)``).
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      key += "%@"
      segments.append(.text(Text(attributedString)))
    }

    /// Appends an image, drawn among the characters at the text's size.
    public mutating func appendInterpolation(_ image: Image) {
      key += "%@"
      segments.append(.text(Text(image)))
    }

    /// Appends a date in `style`, written when the text is drawn (see
    /// ``Text/init(_:style:)``).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      key += "%@"
      segments.append(.text(Text(date, style: style)))
    }

    /// Appends any other value, as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) {
      key += "%@"
      segments.append(.value(String(describing: value)))
    }
  }
}
