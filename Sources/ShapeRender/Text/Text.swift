import ShapeFonts
import Shapes

/// A line (or lines) of text in one font and color.
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
/// **No fonts.** Where no font is installed at all, text is estimated from typical
/// metrics (an advance of 0.55, an ascent of 0.95 and a descent of 0.25 of the font size,
/// lines 1.2 sizes apart) and drawn as `<text>` anchored by the alignment, and
/// `FontLibrary.system.diagnostics` says so.
public struct Text: View, PrimitiveView, Sendable {
  /// The text.
  public let string: String
  var font: Font?
  var weight: Font.Weight?
  var isItalic = false
  var paint: Paint?
  var lineLimit: Int?
  var textAlignment = TextAlignment.leading
  var truncation = TruncationMode.tail

  /// Creates text showing `content` as it is.
  public init<S: StringProtocol>(_ content: S) {
    string = String(content)
  }

  /// Creates text showing `content` as it is.
  public init(verbatim content: String) {
    string = content
  }

  /// This text in `font` (the environment's, or `.body`, when nil).
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// This text in another weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// This text in italic.
  public func italic() -> Text {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// This text in `color` (the environment's foreground, or black, when nil).
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.paint = color.map { .color($0) }
    return copy
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  /// The font after the environment's and this text's own settings.
  private func resolvedFont(in context: ResolveContext) -> Font {
    var resolved = font ?? context.font ?? .body
    if let weight { resolved.weight = weight }
    if isItalic { resolved.isItalic = true }
    return resolved
  }

  /// The lines of the text, split at every line break.
  private var lines: [String] {
    // `\r\n` is one Character, so splitting at "\n" alone would miss it; isNewline covers it
    // and the other breaks.
    string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
  }

  /// The layout of the text in `font` at `width`, or `nil` when no font is installed.
  private func measured(_ font: Font, width: CGFloat) -> (TextLayout, [FontResolution])? {
    MeasuredText.layout(
      string, font: font, width: width, lineLimit: lineLimit, alignment: textAlignment,
      truncation: truncation)
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    let font = resolvedFont(in: context)
    let size = font.size
    guard size.isFinite, size > 0, !string.isEmpty else { return .zero }
    if let (layout, _) = measured(font, width: proposal.width ?? .infinity) {
      let width = layout.size.width
      return CGSize(
        width: proposal.width.map { min(width, $0) } ?? width, height: layout.size.height)
    }
    let lines = lines
    let longest = CGFloat(lines.map(\.count).max() ?? 0)
    let ideal = longest * size * Self.advance
    return CGSize(
      width: proposal.width.map { min(ideal, $0) } ?? ideal,
      height: size * (Self.ascent + Self.descent) + CGFloat(lines.count - 1) * Self.leading * size)
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let font = resolvedFont(in: context)
    let size = font.size
    guard size.isFinite, size > 0, !string.isEmpty else { return [] }
    let x = rect.minX + context.alignment.horizontal.fraction * rect.width
    let fill = ResolvedPaint(paint: paint ?? context.foreground ?? .color(.black), frame: rect)
    // Measured: laid out at the rectangle's width, its box placed in the rectangle by the
    // alignment (a parent may give more room than the text asked for).
    if let (layout, faces) = measured(font, width: rect.width + 1e-9 * abs(rect.width)) {
      let origin = CGPoint(
        x: rect.minX + context.alignment.horizontal.fraction * (rect.width - layout.size.width),
        y: rect.minY)
      var node = TextNode(
        lines: layout.lines.map(\.text), font: font, fill: fill,
        anchor: CGPoint(x: origin.x, y: origin.y + layout.ascent), alignment: .leading)
      node.measured = MeasuredText(layout: layout, faces: faces, origin: origin, size: size)
      return [.text(node)]
    }
    return [
      .text(
        TextNode(
          lines: lines, font: font, fill: fill,
          anchor: CGPoint(x: x, y: rect.minY + Self.ascent * size),
          alignment: context.alignment.horizontal))
    ]
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
