import Foundation

extension TextLayout {
  /// A piece of text in one style, laid out with others by ``TextLayout/init(spans:options:)``:
  /// its fonts (a fallback chain), size and spacing.
  ///
  /// **Degenerate input.** A span whose size is zero, negative or not finite, or whose chain
  /// is empty, is left out of the layout. A kerning, tracking or baseline offset that is not
  /// finite is 0; tracking that is not zero overrides kerning.
  public struct Span: Sendable {
    /// The text.
    public var text: String
    /// The fonts, in the order characters look for a glyph; the first gives the metrics.
    public var fonts: [OpenTypeFont]
    /// The size, points per em.
    public var size: CGFloat
    /// Points added to the advance of every character, as ``Options/kerning``.
    public var kerning: CGFloat
    /// Points added after every character but the last of a line, as ``Options/tracking``.
    public var tracking: CGFloat
    /// Points the glyphs are raised (lowered when negative) from the line's baseline, as
    /// ``Options/baselineOffset``.
    public var baselineOffset: CGFloat
    /// The object the span stands for (an image), drawn by the caller where the layout
    /// places it; nil for a span of text.
    public var object: InlineObject?

    /// A span of `text` in `fonts` at `size`, spaced as given.
    public init(
      _ text: String, fonts: [OpenTypeFont], size: CGFloat, kerning: CGFloat = 0,
      tracking: CGFloat = 0, baselineOffset: CGFloat = 0
    ) {
      self.text = text
      self.fonts = fonts
      self.size = size
      self.kerning = kerning
      self.tracking = tracking
      self.baselineOffset = baselineOffset
    }

    /// A span that is one `object`, in the line metrics of `fonts` at `size`.
    ///
    /// It takes the object's width, and its line is at least as tall as the object's
    /// ascent and descent. Its run in the layout has no glyphs and no text; the caller draws the
    /// object at the run's origin.
    public init(
      object: InlineObject, fonts: [OpenTypeFont], size: CGFloat, baselineOffset: CGFloat = 0
    ) {
      self.init("\u{FFFC}", fonts: fonts, size: size, baselineOffset: baselineOffset)
      self.object = object
    }
  }

  /// An object laid out among the characters of a text (an image): a box on the baseline.
  ///
  /// **Degenerate input.** A width, ascent or descent that is negative or not finite is 0.
  public struct InlineObject: Sendable, Hashable {
    /// Its advance, points.
    public var width: CGFloat
    /// How far it reaches above the baseline, points.
    public var ascent: CGFloat
    /// How far it reaches below the baseline, points.
    public var descent: CGFloat

    /// An object `width` wide, from `descent` below the baseline to `ascent` above it.
    public init(width: CGFloat, ascent: CGFloat, descent: CGFloat) {
      func safe(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
      self.width = safe(width)
      self.ascent = safe(ascent)
      self.descent = safe(descent)
    }
  }

  /// What a span is laid out with: its fonts' scales, its primary font's metrics at its
  /// size, and its spacing made safe.
  struct SpanMetrics {
    let fonts: [OpenTypeFont]
    /// Points per font unit of each font.
    let scales: [CGFloat]
    let ascent: CGFloat
    let descent: CGFloat
    let lineGap: CGFloat
    let spacing: TextSpacing
    /// The object the span stands for; nil for text.
    let object: InlineObject?

    /// The metrics of `span`; nil for a span that is left out.
    init?(_ span: Span, _ options: Options) {
      let size = span.size
      guard let primary = span.fonts.first, size.isFinite, size > 0 else { return nil }
      fonts = span.fonts
      scales = span.fonts.map { size / CGFloat($0.unitsPerEm) }
      object = span.object
      ascent = max(CGFloat(primary.ascender) * scales[0], span.object?.ascent ?? 0)
      descent = max(CGFloat(-primary.descender) * scales[0], span.object?.descent ?? 0)
      lineGap = CGFloat(primary.lineGap) * scales[0]
      spacing = TextSpacing(span, options)
    }
  }

  /// The text between two line breaks: pieces of spans.
  struct Paragraph {
    /// The span it starts in: the one of the break before it, or the first laid out.
    let start: Int
    /// Its pieces, with the index of their span.
    var pieces: [(span: Int, text: Substring)] = []

    /// The paragraphs of `spans`, those without `metrics` left out.
    static func split(_ spans: [Span], metrics: [SpanMetrics?], first: Int) -> [Paragraph] {
      var paragraphs = [Paragraph(start: first)]
      for (index, span) in spans.enumerated() where metrics[index] != nil {
        // `\r\n` is one Character, so splitting at "\n" alone would miss it; isNewline
        // covers it and the other breaks.
        let pieces = span.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (number, piece) in pieces.enumerated() {
          if number > 0 { paragraphs.append(Paragraph(start: index)) }
          if !piece.isEmpty { paragraphs[paragraphs.count - 1].pieces.append((index, piece)) }
        }
      }
      return paragraphs
    }

    /// The clusters of the paragraph, each span's kerned and spaced on its own.
    func clusters(_ metrics: [SpanMetrics?]) -> [GlyphCluster] {
      var result: [GlyphCluster] = []
      for (index, piece) in pieces {
        guard let style = metrics[index] else { continue }
        if let object = style.object {
          // One object, however its text was split: it has no glyphs, only its width.
          var cluster = GlyphCluster(
            character: "\u{FFFC}", font: 0, glyphs: [], advance: object.width, isObject: true)
          cluster.span = index
          result.append(cluster)
          continue
        }
        var part = style.spacing.spaced(
          GlyphCluster.clusters(of: piece, chain: style.fonts, scales: style.scales))
        if index != 0 {
          for position in part.indices { part[position].span = index }
        }
        if result.isEmpty { result = part } else { result += part }
      }
      return result
    }
  }
}
