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
/// **Styling.** ``underline(_:color:)`` and ``strikethrough(_:color:)`` draw a filled
/// rectangle under or through each line from the font's metrics; ``kerning(_:)`` and
/// ``tracking(_:)`` space the characters, and ``baselineOffset(_:)`` raises them, in
/// layout; `lineSpacing(_:)` around text adds room between its lines. Back ends draw
/// them all where the layout puts them.
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
  /// The text's own line limit: nil when it sets none (the environment's applies),
  /// `.some(nil)` for no limit.
  var lineLimit: Int??
  /// The text's own alignment and truncation; nil for the environment's.
  var textAlignment: TextAlignment?
  var truncation: TruncationMode?
  /// The text's own lines under and through it: nil when it sets none (the
  /// environment's apply), `.some(nil)` for none.
  var underlineStyle: LineStyle??
  var strikethroughStyle: LineStyle??
  /// The text's own points added to each character's advance, and after each character
  /// but a line's last; nil for the environment's.
  var kerning: CGFloat?
  var tracking: CGFloat?
  /// The text's own points it is raised from its baseline; nil for the environment's.
  var baselineOffset: CGFloat?

  /// Creates text showing `content` as it is.
  public init<S: StringProtocol>(_ content: S) {
    string = String(content)
  }

  /// Creates text showing `content` as it is.
  public init(verbatim content: String) {
    string = content
  }

  /// Creates text showing `input` as `format` writes it.
  ///
  /// ```swift
  /// Text(0.75, format: .percent)  // "75%"
  /// ```
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    string = format.format(input)
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

  /// Accepted for SwiftUI compatibility: digits keep the font's own advances, which in
  /// most text fonts' default digits (DejaVu's among them) are already equal.
  public func monospacedDigit() -> Text {
    self
  }

  /// This text in `color` (the environment's foreground, or black, when nil).
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.paint = color.map { .color($0) }
    return copy
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  /// What the text is laid out with: its own settings, then the environment's.
  private struct Setting {
    /// The string as shown (in the environment's case).
    var string: String
    var font: Font
    var lineLimit: Int?
    var alignment: TextAlignment
    var truncation: TruncationMode
    /// How far the font may shrink to fit, from 0.001 to 1.
    var minimumScale: CGFloat
    /// The spacing of characters and lines.
    var spacing: MeasuredText.Spacing
    /// The lines under and through the text; nil for none.
    var underline: LineStyle?
    var strikethrough: LineStyle?
  }

  /// The settings of this text in `context`.
  private func setting(in context: ResolveContext) -> Setting {
    var resolved = font ?? context.font ?? .body
    if let weight { resolved.weight = weight }
    if isItalic { resolved.isItalic = true }
    let environment = context.text
    let shown =
      switch environment.textCase {
      case .uppercase?: string.uppercased()
      case .lowercase?: string.lowercased()
      case nil: string
      }
    let factor = environment.minimumScaleFactor
    return Setting(
      string: shown, font: resolved, lineLimit: lineLimit ?? environment.lineLimit,
      alignment: textAlignment ?? environment.alignment,
      truncation: truncation ?? environment.truncation,
      minimumScale: factor.isNaN || factor >= 1 ? 1 : max(factor, 0.001),
      spacing: MeasuredText.Spacing(
        kerning: kerning ?? environment.kerning, tracking: tracking ?? environment.tracking,
        lineSpacing: environment.lineSpacing,
        baselineOffset: baselineOffset ?? environment.baselineOffset),
      underline: underlineStyle ?? environment.underline,
      strikethrough: strikethroughStyle ?? environment.strikethrough)
  }

  /// The lines of `string`, split at every line break.
  private static func lines(of string: String) -> [String] {
    // `\r\n` is one Character, so splitting at "\n" alone would miss it; isNewline covers it
    // and the other breaks.
    string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
  }

  /// The layout of the text in `font` at `width`, or `nil` when no font is installed.
  private static func measured(_ setting: Setting, in font: Font, width: CGFloat) -> (
    TextLayout, [FontResolution]
  )? {
    MeasuredText.layout(
      setting.string, font: font, width: width, lineLimit: setting.lineLimit,
      alignment: setting.alignment, truncation: setting.truncation, spacing: setting.spacing)
  }

  /// The size the text takes in `font` at `width`, and whether its line limit cuts it;
  /// estimated from typical metrics when no font is installed.
  private static func natural(_ setting: Setting, in font: Font, width: CGFloat) -> (
    size: CGSize, isCut: Bool
  ) {
    if let (layout, _) = measured(setting, in: font, width: width) {
      return (layout.size, layout.isTruncated)
    }
    let lines = lines(of: setting.string)
    let longest = CGFloat(lines.map(\.count).max() ?? 0)
    let height =
      font.size * (ascent + descent) + CGFloat(lines.count - 1) * leading * font.size
    return (CGSize(width: longest * font.size * advance, height: height), false)
  }

  /// The setting's font, shrunk by at most its minimum scale until the text fits `width`
  /// and `height` (nil for unlimited): the largest size that fits, to a thousandth.
  private static func fitted(_ setting: Setting, width: CGFloat?, height: CGFloat?) -> Font {
    guard setting.minimumScale < 1, width != nil || height != nil else { return setting.font }
    func scaled(_ scale: CGFloat) -> Font {
      var font = setting.font
      font.size *= scale
      return font
    }
    // A relative margin, so that text laid out at the width it measured fits it again.
    let room = CGSize(
      width: (width ?? .infinity) * (1 + 1e-9), height: (height ?? .infinity) * (1 + 1e-9))
    func fits(_ scale: CGFloat) -> Bool {
      let (size, isCut) = natural(setting, in: scaled(scale), width: room.width)
      return !isCut && size.width <= room.width && size.height <= room.height
    }
    if fits(1) { return setting.font }
    var low = setting.minimumScale
    if !fits(low) { return scaled(low) }
    var high: CGFloat = 1
    while high - low > 0.001 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return scaled(low)
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    let setting = setting(in: context)
    guard setting.font.size.isFinite, setting.font.size > 0, !setting.string.isEmpty else {
      return .zero
    }
    let font = Self.fitted(setting, width: proposal.width, height: proposal.height)
    let width = Self.natural(setting, in: font, width: proposal.width ?? .infinity).size
    return CGSize(
      width: proposal.width.map { min(width.width, $0) } ?? width.width, height: width.height)
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let setting = setting(in: context)
    guard setting.font.size.isFinite, setting.font.size > 0, !setting.string.isEmpty else {
      return []
    }
    let font = Self.fitted(setting, width: rect.width, height: rect.height)
    let size = font.size
    let x = rect.minX + context.alignment.horizontal.fraction * rect.width
    let fill = ResolvedPaint(paint: paint ?? context.foreground ?? .color(.black), frame: rect)
    // Measured: laid out at the rectangle's width, its box placed in the rectangle by the
    // alignment (a parent may give more room than the text asked for).
    let width = rect.width + 1e-9 * abs(rect.width)
    if let (layout, faces) = Self.measured(setting, in: font, width: width) {
      let origin = CGPoint(
        x: rect.minX + context.alignment.horizontal.fraction * (rect.width - layout.size.width),
        y: rect.minY)
      var node = TextNode(
        lines: layout.lines.map(\.text), font: font, fill: fill,
        anchor: CGPoint(x: origin.x, y: origin.y + layout.ascent), alignment: .leading)
      let measured = MeasuredText(layout: layout, faces: faces, origin: origin, size: size)
      node.measured = measured
      // The lines under and through the text, drawn over it.
      let decorations = [(setting.underline, true), (setting.strikethrough, false)].compactMap {
        style, isUnderline in
        style.flatMap {
          TextDecoration.node($0, isUnderline: isUnderline, of: measured, fill: fill)
        }
      }
      return [.text(node)] + decorations
    }
    return [
      .text(
        TextNode(
          lines: Self.lines(of: setting.string), font: font, fill: fill,
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
