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
/// Text is placed in its frame by the alignment: left, centred (default) or right with
/// SVG's `text-anchor`, and top, centre or bottom using typical metrics (ascent 0.95, cap
/// height 0.7 and descent 0.25 of the size). Each `\n` starts a new line, 1.2 sizes
/// below. The string is escaped for XML; characters XML cannot hold (control characters
/// other than tab) are dropped.
public struct Text: View, PrimitiveView {
  /// The text.
  public let string: String
  var font: Font?
  var weight: Font.Weight?
  var isItalic = false
  var paint: Paint?

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

  func resolve(in context: ResolveContext) -> [Node] {
    var resolved = font ?? context.font ?? .body
    if let weight { resolved.weight = weight }
    if isItalic { resolved.isItalic = true }
    let size = resolved.size
    guard size.isFinite, size > 0, !string.isEmpty else { return [] }
    let lines = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let lineHeight = 1.2 * size
    let blockHeight = size * 0.95 + CGFloat(lines.count - 1) * lineHeight + size * 0.25
    let frame = context.frame
    let x = frame.minX + context.alignment.horizontal.fraction * frame.width
    let firstBaseline: CGFloat
    switch context.alignment.vertical {
    case .top: firstBaseline = frame.minY + 0.95 * size
    case .bottom: firstBaseline = frame.maxY - blockHeight + 0.95 * size
    case .center:
      firstBaseline = frame.midY - CGFloat(lines.count - 1) * lineHeight / 2 + 0.35 * size
    }
    let fill = ResolvedPaint(
      paint: paint ?? context.foreground ?? .color(.black), frame: frame)
    return [
      .text(
        TextNode(
          lines: lines, font: resolved, fill: fill, anchor: CGPoint(x: x, y: firstBaseline),
          alignment: context.alignment.horizontal))
    ]
  }
}
