import Foundation

extension Text {
  /// Creates text showing `key`, its inline Markdown as styled runs and its interpolated
  /// values written in (see ``LocalizedStringKey``).
  ///
  /// ```swift
  /// let name = "Ada"
  /// let greeting = Text("Hello, **\(name)**! Read the *guide* or `--help`.")
  /// print(greeting.string)
  /// ```
  ///
  /// ```output
  /// Hello, Ada! Read the guide or --help.
  /// ```
  ///
  /// A string literal becomes a key, so its Markdown applies; a `String` variable goes to
  /// the `StringProtocol` initializer and is shown as it is, as in SwiftUI (write
  /// `Text(LocalizedStringKey(string))` to read a variable's Markdown, or
  /// `Text(verbatim:)` to show a literal as written). The Markdown's styles are those of the
  /// text's own modifiers: bold as ``bold()``, italic as ``italic()``, strikethrough as
  /// ``strikethrough(_:color:)``, code as ``monospaced(_:)``, and a link in the accent
  /// color (`.blue` unless `tint` or `accentColor` sets one), over any paint of the text;
  /// modifiers on the text fill what a run did not set. `tableName`, `bundle` and `comment`
  /// are accepted for SwiftUI compatibility: no string table is read, the key is shown as
  /// written.
  ///
  /// **Degenerate input.** As ``LocalizedStringKey`` says: unpaired markers are shown as
  /// written, and any key is read in time linear in its length. An empty key is an empty
  /// text.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.content = Self.content(of: key)
  }

  /// The content of `key`: its Markdown read into runs, or one string when it has none.
  static func content(of key: LocalizedStringKey) -> Content {
    if key.segments.count == 1, case .literal(let string) = key.segments[0],
      !InlineMarkdown.mayHaveSyntax(string)
    {
      return .string(string)
    }
    var units: [InlineMarkdown.Unit] = []
    var embedded: [Text] = []
    for segment in key.segments {
      switch segment {
      case .literal(let string): units.append(contentsOf: string.lazy.map { .syntax($0) })
      case .value(let string): units.append(contentsOf: string.lazy.map { .plain($0) })
      case .text(let text):
        units.append(.embed(embedded.count))
        embedded.append(text)
      }
    }
    var runs: [Run] = []
    for piece in InlineMarkdown.parse(units) {
      switch piece {
      case .text(let string, let style):
        runs.append(Run(string: string, style: Style(markdown: style)))
      case .embed(let index, let style):
        guard embedded.indices.contains(index) else { continue }
        let text = embedded[index]
        let outer = Style(markdown: style)
        runs += text.runs.map { $0.filled(from: text.style).filled(from: outer) }
      }
    }
    if runs.count == 1, runs[0].style.isEmpty, runs[0].item == nil {
      return .string(runs[0].string)
    }
    return runs.isEmpty ? .string("") : .runs(SharedRuns(runs))
  }
}

extension Text.Style {
  /// The styling of a piece of Markdown.
  init(markdown: InlineMarkdown.Style) {
    self.init()
    if markdown.isBold { weight = .bold }
    isItalic = markdown.isItalic
    if markdown.isStruck { strikethrough = .some(Text.LineStyle(pattern: .solid, color: nil)) }
    if markdown.isCode { design = .monospaced }
    isLink = markdown.link != nil
  }
}
