import Foundation

/// Text laid out in lines with the metrics of real fonts: glyph advances and kerning,
/// line breaks at the width offered, a line limit with truncation, and alignment.
///
/// ```swift
/// import ShapeFonts
///
/// let font = try OpenTypeFont(contentsOf: URL(fileURLWithPath: "DejaVuSans.ttf"))
/// let layout = TextLayout(
///   "Text from real fonts", fonts: [font], size: 20,
///   options: .init(width: 120, alignment: .center))
/// layout.lines.count   // 2: "Text from real" is wider than 120 points
/// layout.size          // the widest line's width, and the lines' height
/// ```
///
/// **Fonts.** `fonts` is a fallback chain: each character is drawn by the first font that
/// has it; one no font has draws the first font's `.notdef` glyph. Kerning applies between
/// neighbours drawn by the same font. The first font gives the line metrics: its ascent,
/// descent and line gap at `size`.
///
/// **Lines.** Each line break of the text (`\n`, `\r\n`, `\r`, U+2028…) starts a line.
/// Within the width a line breaks after spaces (which hang past the line's end, so they
/// do not count in its width) and after hyphens; a word wider than the line breaks
/// between characters, at least one a line. Kerning across a break is dropped.
///
/// **Spacing.** ``Options/kerning`` widens every character's advance, the last one's
/// too; ``Options/tracking`` (which overrides kerning, as in SwiftUI) adds space after
/// every character, which hangs at a line's end like a trailing space. Both move line
/// breaks. ``Options/lineSpacing`` adds room between lines, and
/// ``Options/baselineOffset`` raises each line's glyphs, the line growing by the offset's
/// magnitude to hold them.
///
/// **Limit.** With a line limit, lines past it are not drawn: the last line shown takes
/// the rest of its paragraph, truncated to the width with an ellipsis ("…", or "..."
/// where no font has it) at its end, start or middle, by ``Truncation``. A single line
/// wider than the width is truncated the same way when the limit is 1.
///
/// **Degenerate input.** A size that is zero, negative or not finite, or an empty chain,
/// lays out nothing: no lines, size zero. A width that is not positive or not finite
/// means no width limit. A line limit below 1 is 1.
public struct TextLayout: Sendable {
  /// How lines are placed across the width of the text, the widest line's.
  public enum Alignment: Sendable {
    /// Lines start at the left.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the right.
    case trailing
  }

  /// Where the ellipsis goes in the last line shown, when text is cut.
  public enum Truncation: Sendable {
    /// The line's start is kept: "The quick…".
    case tail
    /// The line's end is kept: "…lazy dog".
    case head
    /// Both ends are kept: "The qu…y dog".
    case middle
  }

  /// The width, limit, alignment and truncation of a layout, and its spacing.
  ///
  /// **Degenerate input.** A kerning, tracking or baseline offset that is not finite is 0;
  /// a line spacing that is negative or not finite is 0.
  public struct Options: Sendable {
    /// The width lines break at; infinite for none.
    public var width: CGFloat
    /// The most lines shown, or `nil` for no limit.
    public var lineLimit: Int?
    /// How lines are placed across the text's width.
    public var alignment: Alignment
    /// Where the ellipsis of cut text goes.
    public var truncation: Truncation
    /// Points added to the advance of every character, the last of a line included (so
    /// it counts in the line's width), on top of the font's own kerning; ignored when
    /// ``tracking`` is not zero.
    public var kerning: CGFloat
    /// Points added after every character but the last of a line, as trailing space that
    /// does not count in its width.
    public var tracking: CGFloat
    /// Points added between the bottom of one line (its descent) and the top of the next
    /// (its ascent).
    public var lineSpacing: CGFloat
    /// Points the glyphs of every line are raised (lowered when negative) from its
    /// baseline; each line grows by its magnitude to hold them, above or below.
    public var baselineOffset: CGFloat

    /// Options with the given values; by default one unbroken line per paragraph, leading,
    /// with the font's own spacing.
    public init(
      width: CGFloat = .infinity, lineLimit: Int? = nil, alignment: Alignment = .leading,
      truncation: Truncation = .tail, kerning: CGFloat = 0, tracking: CGFloat = 0,
      lineSpacing: CGFloat = 0, baselineOffset: CGFloat = 0
    ) {
      self.width = width
      self.lineLimit = lineLimit
      self.alignment = alignment
      self.truncation = truncation
      self.kerning = kerning
      self.tracking = tracking
      self.lineSpacing = lineSpacing
      self.baselineOffset = baselineOffset
    }
  }

  /// A glyph placed in the layout.
  public struct PlacedGlyph: Sendable, Hashable {
    /// The index of its font in the fallback chain.
    public let font: Int
    /// The glyph.
    public let glyph: GlyphID
    /// Its origin (left edge on the baseline), points from the layout's top left.
    public let position: CGPoint
  }

  /// A run of one line drawn in one font.
  public struct Run: Sendable, Hashable {
    /// The index of its font in the fallback chain.
    public let font: Int
    /// Its characters.
    public let text: String
    /// Its start on the baseline, points from the layout's top left.
    public let origin: CGPoint
    /// Its width, points, kerning included.
    public let width: CGFloat
    /// Its glyphs.
    public let glyphs: [PlacedGlyph]
  }

  /// One line.
  public struct Line: Sendable, Hashable {
    /// Its runs, left to right.
    public let runs: [Run]
    /// Its width, points, trailing spaces left out.
    public let width: CGFloat
    /// The baseline its glyphs sit on, points from the layout's top: the line's own
    /// baseline moved by the baseline offset.
    public let baseline: CGFloat
    /// Its text.
    public var text: String { runs.map(\.text).joined() }
  }

  /// The lines, top to bottom.
  public let lines: [Line]
  /// The widest line's width, and the height from the first line's ascent to the last
  /// one's descent.
  public let size: CGSize
  /// The first font's ascent at the size, points.
  public let ascent: CGFloat
  /// The first font's descent at the size, points, positive below the baseline.
  public let descent: CGFloat
  /// The first font's line gap at the size, points.
  public let lineGap: CGFloat
  /// Whether lines were cut by the limit (and an ellipsis drawn).
  public let isTruncated: Bool
  /// The space added after each character, points: the tracking, else the kerning of the
  /// options (0 for neither), as CSS and SVG `letter-spacing` add it.
  public let letterSpacing: CGFloat
  /// The distance between baselines, points: the font's line height, the line spacing,
  /// and the magnitude of the baseline offset.
  public let lineHeight: CGFloat

  /// Lays out `text` in `fonts` (a fallback chain) at `size` points per em.
  public init(_ text: String, fonts: [OpenTypeFont], size: CGFloat, options: Options = Options()) {
    guard let primary = fonts.first, size.isFinite, size > 0 else {
      (lines, self.size, ascent, descent, lineGap, isTruncated) = ([], .zero, 0, 0, 0, false)
      (letterSpacing, lineHeight) = (0, 0)
      return
    }
    let scales = fonts.map { size / CGFloat($0.unitsPerEm) }
    ascent = CGFloat(primary.ascender) * scales[0]
    descent = CGFloat(-primary.descender) * scales[0]
    lineGap = CGFloat(primary.lineGap) * scales[0]
    let spacing = TextSpacing(options)
    letterSpacing = spacing.tracking != 0 ? spacing.tracking : spacing.kerning
    lineHeight = ascent + descent + lineGap + spacing.line + abs(spacing.offset)
    let width = options.width.isFinite && options.width > 0 ? options.width : .infinity
    let limit = max(options.lineLimit ?? .max, 1)
    let dots = spacing.spaced(
      GlyphCluster.clusters(
        of: fonts.contains { $0.hasGlyph(for: "…") } ? "…" : "...", chain: fonts, scales: scales))
    var broken: [[GlyphCluster]] = []
    var truncated = false
    let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (paragraphIndex, paragraph) in paragraphs.enumerated() {
      let clusters = spacing.spaced(
        GlyphCluster.clusters(of: paragraph, chain: fonts, scales: scales))
      let ranges = LineBreaking.lines(of: clusters, width: limit == 1 ? .infinity : width)
      for (rangeIndex, range) in ranges.enumerated() {
        let more = rangeIndex + 1 < ranges.count || paragraphIndex + 1 < paragraphs.count
        if broken.count == limit - 1, more {
          // The last line shown: the rest of the paragraph, cut to the width.
          let rest = Array(clusters[range.lowerBound...])
          broken.append(
            Truncating.truncate(
              rest, to: width, ellipsis: dots, mode: options.truncation, always: true))
          truncated = true
          break
        }
        var line = Array(clusters[range])
        if limit == 1, LineBreaking.width(of: line[...]) > width {
          line = Truncating.truncate(
            line, to: width, ellipsis: dots, mode: options.truncation, always: false)
          truncated = true
        }
        broken.append(line)
      }
      if truncated || broken.count >= limit { break }
    }
    isTruncated = truncated
    let widths = broken.map { LineBreaking.width(of: $0[...]) }
    let widest = widths.max() ?? 0
    let fraction: CGFloat =
      switch options.alignment {
      case .leading: 0
      case .center: 0.5
      case .trailing: 1
      }
    // The glyphs' baseline in the first line: below the ascent, and below the room a
    // lowered line takes above it.
    let top = ascent + max(-spacing.offset, 0)
    let step = lineHeight
    let placed = broken.enumerated().map { index, clusters in
      Self.line(
        clusters, x: (widest - widths[index]) * fraction,
        baseline: top + CGFloat(index) * step, width: widths[index])
    }
    lines = placed
    self.size =
      placed.isEmpty
      ? .zero
      : CGSize(
        width: widest,
        height: step * CGFloat(placed.count) - lineGap - spacing.line)
  }

  /// A line of `clusters` placed from `x` on `baseline`, in runs of one font each.
  private static func line(
    _ clusters: [GlyphCluster], x: CGFloat, baseline: CGFloat, width: CGFloat
  )
    -> Line
  {
    var runs: [Run] = []
    var pen = x
    var index = 0
    while index < clusters.count {
      let font = clusters[index].font
      let start = pen
      var text = ""
      var glyphs: [PlacedGlyph] = []
      while index < clusters.count, clusters[index].font == font {
        let cluster = clusters[index]
        text.append(cluster.character)
        for (glyph, offset) in cluster.glyphs {
          glyphs.append(
            PlacedGlyph(font: font, glyph: glyph, position: CGPoint(x: pen + offset, y: baseline)))
        }
        pen += cluster.advance + (index + 1 < clusters.count ? cluster.spaceAfter : 0)
        index += 1
      }
      runs.append(
        Run(
          font: font, text: text, origin: CGPoint(x: start, y: baseline), width: pen - start,
          glyphs: glyphs))
    }
    return Line(runs: runs, width: width, baseline: baseline)
  }
}
