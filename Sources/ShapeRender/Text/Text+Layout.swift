import ShapeFonts
import Shapes

extension Text {
  /// A run as it is laid out: its string as shown, with its own styling, then the text's,
  /// then the environment's.
  struct ResolvedRun: Sendable {
    var string: String
    var font: Font
    var paint: Paint
    var spacing: MeasuredText.Spacing
    /// The lines under and through it; nil for none.
    var underline: LineStyle?
    var strikethrough: LineStyle?
    /// The image it shows in place of its string, and the scale of a symbol; nil for text.
    var image: Image?
    var imageScale = Image.Scale.medium
    /// The color behind it; nil for none.
    var background: Color?

    /// Whether `other` is drawn in the same style (never for images, each its own run).
    func hasStyle(of other: ResolvedRun) -> Bool {
      image == nil && other.image == nil && background == other.background
        && font == other.font && paint == other.paint && spacing == other.spacing
        && underline == other.underline && strikethrough == other.strikethrough
    }
  }

  /// What the text is laid out with: its own settings, then the environment's.
  struct Setting {
    /// The runs that draw something (not empty, of a size above 0), neighbours of the
    /// same style joined.
    var runs: [ResolvedRun]
    var lineLimit: Int?
    var alignment: TextAlignment
    var truncation: TruncationMode
    /// How far the font may shrink to fit, from 0.001 to 1.
    var minimumScale: CGFloat
    /// Points between one line's descent and the next one's ascent.
    var lineSpacing: CGFloat
    /// Whether the text is as tall as `lineLimit` lines even with fewer.
    var reservesLineSpace = false
  }

  /// The settings of this text in `context`.
  func setting(in context: ResolveContext) -> Setting {
    let environment = context.text
    var resolved: [ResolvedRun] = []
    resolved.reserveCapacity(runs.count)
    for run in runs {
      let style = run.style.filling(from: self.style)
      var font = style.font ?? context.font ?? .body
      if let weight = style.weight ?? environment.weight { font.weight = weight }
      if style.isItalic || environment.isItalic { font.isItalic = true }
      if let design = style.design ?? environment.design, font.family == nil {
        font.design = design
      }
      var string = run.string
      var image: Image?
      switch run.item {
      case .image(let shown)?:
        image = shown
        string = "\u{FFFC}"
      case .date(let date)?: string = date.string(in: context)
      case .formatted(let value)?:
        string = value.string(locale: EnvironmentValues(context: context).locale)
      case nil: break
      }
      guard font.size.isFinite, font.size > 0, !string.isEmpty else { continue }
      let shown =
        switch environment.textCase {
        case _ where image != nil: string
        case .uppercase?: string.uppercased()
        case .lowercase?: string.lowercased()
        case nil: string
        }
      // A link is in the accent color unless its own run set a paint.
      let paint =
        style.isLink
        ? run.style.paint ?? context.accent ?? .color(.blue)
        : style.paint ?? context.foreground ?? .color(.primary)
      var next = ResolvedRun(
        string: shown, font: font, paint: paint,
        spacing: MeasuredText.Spacing(
          kerning: style.kerning ?? environment.kerning,
          tracking: style.tracking ?? environment.tracking,
          baselineOffset: style.baselineOffset ?? environment.baselineOffset),
        underline: style.underline ?? environment.underline,
        strikethrough: style.strikethrough ?? environment.strikethrough)
      next.image = image
      next.imageScale = context.imageScale
      next.background = style.background
      if let last = resolved.last, last.hasStyle(of: next) {
        resolved[resolved.count - 1].string += shown
      } else {
        resolved.append(next)
      }
    }
    let factor = environment.minimumScaleFactor
    return Setting(
      runs: resolved, lineLimit: lineLimit ?? environment.lineLimit,
      alignment: textAlignment ?? environment.alignment,
      truncation: truncation ?? environment.truncation,
      minimumScale: factor.isNaN || factor >= 1 ? 1 : max(factor, 0.001),
      lineSpacing: environment.lineSpacing,
      reservesLineSpace: lineLimit == nil && environment.reservesLineSpace)
  }

  /// The lines of `string`, split at every line break.
  static func lines(of string: String) -> [String] {
    // `\r\n` is one Character, so splitting at "\n" alone would miss it; isNewline covers it
    // and the other breaks.
    string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
  }

  /// The layout of `runs` at `width`, or `nil` when no font is installed.
  static func measured(_ setting: Setting, _ runs: [ResolvedRun], width: CGFloat) -> (
    TextLayout, [[FontResolution]]
  )? {
    MeasuredText.layout(
      runs, width: width, lineLimit: setting.lineLimit, alignment: setting.alignment,
      truncation: setting.truncation, lineSpacing: setting.lineSpacing)
  }

  /// The size `runs` take at `width`, and whether the line limit cuts them; estimated
  /// from typical metrics when no font is installed.
  static func natural(_ setting: Setting, _ runs: [ResolvedRun], width: CGFloat) -> (
    size: CGSize, isCut: Bool
  ) {
    if let (layout, _) = measured(setting, runs, width: width) {
      return (layout.size, layout.isTruncated)
    }
    return (EstimatedText(runs.filter { $0.image == nil }).size, false)
  }

  /// The setting's runs, their fonts shrunk alike by at most its minimum scale until the
  /// text fits `width` and `height` (nil for unlimited): the largest scale that fits, to a
  /// thousandth.
  static func fitted(_ setting: Setting, width: CGFloat?, height: CGFloat?) -> [ResolvedRun] {
    guard setting.minimumScale < 1, width != nil || height != nil else { return setting.runs }
    func scaled(_ scale: CGFloat) -> [ResolvedRun] {
      setting.runs.map { run in
        var run = run
        run.font.size *= scale
        return run
      }
    }
    // A relative margin, so that text laid out at the width it measured fits it again.
    let room = CGSize(
      width: (width ?? .infinity) * (1 + 1e-9), height: (height ?? .infinity) * (1 + 1e-9))
    func fits(_ runs: [ResolvedRun]) -> Bool {
      let (size, isCut) = natural(setting, runs, width: room.width)
      return !isCut && size.width <= room.width && size.height <= room.height
    }
    if fits(setting.runs) { return setting.runs }
    var low = setting.minimumScale
    if !fits(scaled(low)) { return scaled(low) }
    var high: CGFloat = 1
    while high - low > 0.001 {
      let middle = (low + high) / 2
      if fits(scaled(middle)) { low = middle } else { high = middle }
    }
    return scaled(low)
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    let setting = setting(in: context)
    guard !setting.runs.isEmpty else { return .zero }
    let runs = Self.fitted(setting, width: proposal.width, height: proposal.height)
    let width = Self.natural(setting, runs, width: proposal.width ?? .infinity).size
    return CGSize(
      width: proposal.width.map { min(width.width, $0) } ?? width.width,
      height: max(width.height, Self.reservedHeight(setting, runs)))
  }

  /// The height of `lineLimit` lines of the first run's font when the setting reserves
  /// them, 0 otherwise.
  static func reservedHeight(_ setting: Setting, _ runs: [ResolvedRun]) -> CGFloat {
    guard setting.reservesLineSpace, let limit = setting.lineLimit, var line = runs.first
    else { return 0 }
    line.string = Array(repeating: "X", count: min(max(limit, 1), 1_000)).joined(separator: "\n")
    return natural(setting, [line], width: .infinity).size.height
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let nodes = nodes(in: rect, context: context)
    return context.isRedacted ? Redaction.placeholders(forText: nodes) : nodes
  }

  /// The text's nodes drawn in `rect`, and its decorations', redacted or not.
  func nodes(in rect: CGRect, context: ResolveContext) -> [Node] {
    let setting = setting(in: context)
    guard let first = setting.runs.first else { return [] }
    let runs = Self.fitted(setting, width: rect.width, height: rect.height)
    let fills = runs.map { ResolvedPaint(paint: $0.paint, frame: rect) }
    // Measured: laid out at the rectangle's width, its box placed in the rectangle by the
    // alignment (a parent may give more room than the text asked for).
    let width = rect.width + 1e-9 * abs(rect.width)
    if let (layout, chains) = Self.measured(setting, runs, width: width) {
      let origin = CGPoint(
        x: rect.minX + context.alignment.horizontal.fraction * (rect.width - layout.size.width),
        y: rect.minY)
      var node = TextNode(
        lines: layout.lines.map(\.text), font: runs[0].font, fill: fills[0],
        anchor: CGPoint(x: origin.x, y: origin.y + layout.ascent), alignment: .leading)
      let styles = runs.indices.map {
        MeasuredText.Style(font: runs[$0].font, faces: chains[$0], fill: fills[$0])
      }
      let measured = MeasuredText(
        layout: layout, styles: styles, origin: origin,
        size: runs.lazy.map(\.font.size).max() ?? first.font.size)
      node.measured = measured
      // The lines under and through the text, drawn over it.
      let decorations =
        TextDecoration.nodes(runs.map(\.underline), isUnderline: true, of: measured)
        + TextDecoration.nodes(runs.map(\.strikethrough), isUnderline: false, of: measured)
      return Self.backgroundNodes(runs, in: measured) + [.text(node)]
        + Self.imageNodes(runs, in: measured, context: context) + decorations
    }
    // Without fonts, images have no measured place: the estimate leaves them out.
    let shown = runs.filter { $0.image == nil }
    guard !shown.isEmpty else { return [] }
    return Self.estimatedNodes(
      shown, fills: shown.map { ResolvedPaint(paint: $0.paint, frame: rect) }, in: rect,
      context: context)
  }

  /// The text node of `runs`, which no font measured, placed in `rect` from estimated
  /// metrics.
  static func estimatedNodes(
    _ runs: [ResolvedRun], fills: [ResolvedPaint], in rect: CGRect, context: ResolveContext
  ) -> [Node] {
    let estimated = EstimatedText(runs)
    let size = runs[0].font.size
    // Several runs: the largest font stands for them where one font must (the text's
    // estimated bounds); the writer takes each run's own.
    let largest = runs.max { $0.font.size < $1.font.size }?.font ?? runs[0].font
    var node = TextNode(
      lines: runs.count == 1 ? Self.lines(of: runs[0].string) : estimated.lines.map(\.text),
      font: runs.count == 1 ? runs[0].font : largest, fill: fills[0],
      anchor: CGPoint(
        x: rect.minX + context.alignment.horizontal.fraction * rect.width,
        y: rect.minY + (runs.count == 1 ? Self.ascent * size : estimated.firstBaseline)),
      alignment: HorizontalAlignment(fraction: context.alignment.horizontal.fraction))
    if runs.count > 1 {
      node.styledLines = estimated.styledLines(fonts: runs.map(\.font), fills: fills)
    }
    return [.text(node)]
  }
}
