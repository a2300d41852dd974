import ShapeFonts
import Shapes

/// A line (or lines) of text in one font and color, or of runs in several (`Text + Text`).
///
/// ```swift
/// Text("The Trapezium")
///   .font(.system(size: 24, weight: .bold))
///   .foregroundColor(.white)
///   .frame(height: 40, alignment: .bottom)
/// ```
///
/// In layout, text is measured with the installed font that matches its ``Font`` (see
/// ShapeFonts' `FontLibrary`): advances and kerning, the font's ascent, descent and line
/// gap. It breaks into lines at the width it is offered (after spaces and hyphens, a word
/// wider than the line between characters; at its ideal width when the width is
/// unspecified), up to ``lineLimit(_:)`` lines, the last cut
/// with an ellipsis by ``truncationMode(_:)``; its lines line up by
/// ``multilineTextAlignment(_:)``; and its parent places it (centred by default). Each line
/// break of the string starts a new line: `\n`, `\r\n` (one break), a lone `\r`, NEL
/// (U+0085), the line and paragraph separators (U+2028, U+2029), and the vertical tab and
/// form feed, which Unicode also counts as breaks. A character the font lacks is drawn by
/// the next font of its fallback list that has it, or as the font's `.notdef` box. The
/// SVG renderer writes the measured lines as `<text>` naming the font found first, or as
/// glyph outlines (``SVGRenderer/textOutput``). The string is escaped for XML; characters
/// XML cannot hold (control characters other than tab) are dropped.
///
/// **Styling.** ``underline(_:color:)`` and ``strikethrough(_:color:)`` draw a filled
/// rectangle under or through each line from the font's metrics; ``kerning(_:)`` and
/// ``tracking(_:)`` space the characters, and ``baselineOffset(_:)`` raises them, in
/// layout; `lineSpacing(_:)` around text adds room between its lines. Back ends draw
/// them all where the layout puts them.
///
/// **Concatenation.** `Text + Text` is one text of runs, each keeping its
/// own font, weight, slant, paint, underline, strikethrough, kerning, tracking and
/// baseline offset; a modifier on the concatenation sets what a run did not set itself.
/// The runs flow as one paragraph: lines break across them, each line has one baseline
/// and takes the ascent, descent and line gap of the largest font on it, and the line
/// limit, truncation, alignment and minimum scale factor apply to the whole (the font
/// sizes of all runs shrink alike). The SVG `<text>` has the first run's style and each
/// `<tspan>` what its run changes; outlines and pixels take each run's own paint.
///
/// ```swift
/// (Text("Hello ") + Text("world").italic().underline()).font(.title)
/// ```
///
/// **Keys, images, dates.** A string literal is a ``LocalizedStringKey``: its inline
/// Markdown (`**bold**`, `*italic*`, `~~struck~~`, code, links) and interpolated values,
/// images and dates become runs as a concatenation's; a `String` variable is shown as it
/// is. ``init(_:)-(AttributedString)`` takes SwiftUI's attributes of an `AttributedString`,
/// and ``init(_:style:)`` writes a date for the picture's moment (see <doc:StyledText>).
///
/// **No fonts.** Where no font is installed at all, text is estimated from typical
/// metrics (an advance of 0.55, an ascent of 0.95 and a descent of 0.25 of the font size,
/// lines 1.2 sizes apart; for a concatenation, run by run, each line as tall as its
/// largest run) and drawn as `<text>` anchored by the alignment, and
/// `FontLibrary.system.diagnostics` says so.
public struct Text: Sendable {
  /// The text: the whole string, of every text concatenated into it; an image shows as
  /// nothing, a date as it is written now in the system's locale.
  public var string: String {
    switch content {
    case .string(let string): string
    case .runs(let runs): runs.array.map(\.shownString).joined()
    }
  }
  /// The string of text made from one, or the runs of a concatenation.
  var content: Content
  /// The text's own styling, for the runs that do not set it.
  var style = Style()
  /// The text's own line limit: nil when it sets none (the environment's applies),
  /// `.some(nil)` for no limit.
  var lineLimit: Int??
  /// The text's own alignment and truncation; nil for the environment's.
  var textAlignment: TextAlignment?
  var truncation: TruncationMode?

  /// Creates text showing `content` as it is: a `String` variable, a `Substring`; a string
  /// literal goes to ``init(_:tableName:bundle:comment:)`` instead, as in SwiftUI.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.content = .string(String(content))
  }

  /// Creates text showing `content` as it is.
  public init(verbatim content: String) {
    self.content = .string(content)
  }

  /// This text in `font` (the environment's, or `.body`, when nil).
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.style.font = font
    return copy
  }

  /// This text in another weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.style.weight = weight
    return copy
  }

  /// This text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// This text in italic.
  public func italic() -> Text {
    var copy = self
    copy.style.isItalic = true
    return copy
  }

  /// Accepted for SwiftUI compatibility: digits keep the font's own advances, which in
  /// most text fonts' default digits (DejaVu's among them) are already equal.
  public func monospacedDigit() -> Text {
    self
  }

  /// This text in `color` (the environment's foreground, or black, when nil).
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.style.paint = color.map { .color($0) }
    return copy
  }

  /// This text in `style` (a color or a gradient) unless it set a paint before: as the
  /// view modifier `foregroundStyle(_:)` around it, whose paint the text's own color beats.
  ///
  /// ```swift
  /// Text("Warm").foregroundStyle(.orange) + Text(" and cold").foregroundStyle(.blue)
  /// ```
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var copy = self
    copy.style.paint = copy.style.paint ?? style.paint
    return copy
  }

  /// The typical advance of a character, as a fraction of the size, used to estimate
  /// the width text takes in layout.
  static let advance: CGFloat = 0.55
  /// The typical ascent, as a fraction of the size.
  static let ascent: CGFloat = 0.95
  /// The typical descent, as a fraction of the size.
  static let descent: CGFloat = 0.25
  /// The distance between baselines, as a fraction of the size.
  static let leading: CGFloat = 1.2
}

// The view conformance apart from the type, so that making, measuring and drawing text and
// images is not bound to the main actor; only the body is, as for every view.
extension Text: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}
