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

    /// The metrics of `span`; nil for a span that is left out.
    init?(_ span: Span, _ options: Options) {
      let size = span.size
      guard let primary = span.fonts.first, size.isFinite, size > 0 else { return nil }
      fonts = span.fonts
      scales = span.fonts.map { size / CGFloat($0.unitsPerEm) }
      ascent = CGFloat(primary.ascender) * scales[0]
      descent = CGFloat(-primary.descender) * scales[0]
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
