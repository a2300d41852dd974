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
    /// The index of its font in the fallback chain of its run's span.
    public let font: Int
    /// The glyph.
    public let glyph: GlyphID
    /// Its origin (left edge on the baseline), points from the layout's top left.
    public let position: CGPoint
  }

  /// A run of one line drawn in one font of one span.
  public struct Run: Sendable, Hashable {
    /// The index of its span (0 for text laid out from one string).
    public let span: Int
    /// The index of its font in the fallback chain of its span.
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
    /// baseline moved by the baseline offset (of its first span, when spans on it differ;
    /// each run's ``Run/origin`` has its own).
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
  /// The letter spacing of each span, as ``letterSpacing`` is the first's (0 for a span
  /// left out).
  private let letterSpacings: [CGFloat]

  /// The space added after each character of span `index`, points, as ``letterSpacing``;
  /// 0 for an index out of range.
  public func letterSpacing(ofSpan index: Int) -> CGFloat {
    letterSpacings.indices.contains(index) ? letterSpacings[index] : 0
  }

  /// Lays out `text` in `fonts` (a fallback chain) at `size` points per em.
  public init(_ text: String, fonts: [OpenTypeFont], size: CGFloat, options: Options = Options()) {
    self.init(
      spans: [
        Span(
          text, fonts: fonts, size: size, kerning: options.kerning, tracking: options.tracking,
          baselineOffset: options.baselineOffset)
      ], options: options)
  }

  /// Lays out `spans` one after the other as one text, each in its own fonts, size and
  /// spacing; the kerning, tracking and baseline offset of `options` are not used (each
  /// span has its own).
  ///
  /// The spans flow as one paragraph: lines break across their boundaries as within one,
  /// a line break in any span starts a line, and truncation cuts across them. Each line
  /// has one baseline; its ascent, descent and line gap are the largest of the primary
  /// fonts of the spans it shows (an empty line takes those of the span its paragraph
  /// starts in), and it grows by the largest raise and the largest lowering of their
  /// baseline offsets. The font's kerning does not apply across spans. An ellipsis is set
  /// in the span of the first character of its line. ``ascent``, ``descent``, ``lineGap``,
  /// ``letterSpacing`` and ``lineHeight`` are the first span's that is laid out.
  ///
  /// **Degenerate input.** A span whose size is zero, negative or not finite, or whose
  /// chain is empty, is left out; when every span is, the layout is empty. A `\r` ending
  /// one span and a `\n` starting the next are two line breaks. Lines are found in time
  /// linear in the number of characters and spans.
  public init(spans: [Span], options: Options = Options()) {
    let metrics = spans.map { SpanMetrics($0, options) }
    guard let first = metrics.firstIndex(where: { $0 != nil }), let primary = metrics[first]
    else {
      (lines, self.size, ascent, descent, lineGap, isTruncated) = ([], .zero, 0, 0, 0, false)
      (letterSpacing, lineHeight, letterSpacings) = (0, 0, [])
      return
    }
    ascent = primary.ascent
    descent = primary.descent
    lineGap = primary.lineGap
    letterSpacing = primary.spacing.letterSpacing
    letterSpacings = metrics.map { $0?.spacing.letterSpacing ?? 0 }
    lineHeight = LineMetrics(primary).step(lineSpacing: primary.spacing.line)
    // A width this layout measured can come back a few units in the last place short, once
    // a stack has added and subtracted its neighbours' widths: what overshoots it by less
    // than a millionth of a millionth still fits, rather than breaking a line.
    let width =
      options.width.isFinite && options.width > 0
      ? options.width + max(options.width, 1) * 1e-12 : .infinity
    let limit = max(options.lineLimit ?? .max, 1)
    let paragraphs = Paragraph.split(spans, metrics: metrics, first: first)
    var ellipses: [Int: [GlyphCluster]] = [:]
    // The ellipsis in the fonts of span `index`, made once.
    func dots(_ index: Int) -> [GlyphCluster] {
      if let dots = ellipses[index] { return dots }
      guard let style = metrics[index] else { return [] }
      let dots = style.spacing.spaced(
        GlyphCluster.clusters(
          of: style.fonts.contains { $0.hasGlyph(for: "…") } ? "…" : "...", chain: style.fonts,
          scales: style.scales)
      ).map { cluster in
        var cluster = cluster
        cluster.span = index
        return cluster
      }
      ellipses[index] = dots
      return dots
    }
    var broken: [(clusters: [GlyphCluster], span: Int)] = []
    var truncated = false
    for (paragraphIndex, paragraph) in paragraphs.enumerated() {
      let clusters = paragraph.clusters(metrics)
      let ranges = LineBreaking.lines(of: clusters, width: limit == 1 ? .infinity : width)
      for (rangeIndex, range) in ranges.enumerated() {
        let more = rangeIndex + 1 < ranges.count || paragraphIndex + 1 < paragraphs.count
        let span = clusters[range].first?.span ?? paragraph.start
        if broken.count == limit - 1, more {
          // The last line shown: the rest of the paragraph, cut to the width.
          let rest = Array(clusters[range.lowerBound...])
          broken.append(
            (
              Truncating.truncate(
                rest, to: width, ellipsis: dots(span), mode: options.truncation, always: true),
              span
            ))
          truncated = true
          break
        }
        var line = Array(clusters[range])
        if limit == 1, LineBreaking.width(of: line[...]) > width {
          line = Truncating.truncate(
            line, to: width, ellipsis: dots(span), mode: options.truncation, always: false)
          truncated = true
        }
        broken.append((line, span))
      }
      if truncated || broken.count >= limit { break }
    }
    isTruncated = truncated
    (lines, self.size) = Self.place(
      broken, metrics: metrics, alignment: options.alignment,
      lineSpacing: primary.spacing.line)
  }
}
