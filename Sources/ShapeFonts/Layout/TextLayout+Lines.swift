import Foundation

extension TextLayout {
  /// The vertical metrics of a line: the largest of its spans'.
  struct LineMetrics {
    var ascent: CGFloat
    var descent: CGFloat
    var lineGap: CGFloat
    /// The largest raise and the largest lowering of the spans' baseline offsets.
    var raise: CGFloat
    var lower: CGFloat

    /// Zero metrics.
    init() { (ascent, descent, lineGap, raise, lower) = (0, 0, 0, 0, 0) }

    init(_ metrics: SpanMetrics) {
      ascent = metrics.ascent
      descent = metrics.descent
      lineGap = metrics.lineGap
      raise = max(metrics.spacing.offset, 0)
      lower = max(-metrics.spacing.offset, 0)
    }

    /// These metrics and those of `metrics`, the larger of each.
    mutating func include(_ metrics: SpanMetrics) {
      ascent = max(ascent, metrics.ascent)
      descent = max(descent, metrics.descent)
      lineGap = max(lineGap, metrics.lineGap)
      raise = max(raise, metrics.spacing.offset)
      lower = max(lower, -metrics.spacing.offset)
    }

    /// The distance from the line's top to the next line's: one of them is zero when one
    /// span sets the line, so `raise + lower` is the offset's magnitude.
    func step(lineSpacing: CGFloat) -> CGFloat {
      ascent + descent + lineGap + lineSpacing + (raise + lower)
    }

    /// The baseline of glyphs raised by `offset`, points below the line's top.
    func baseline(offset: CGFloat) -> CGFloat {
      ascent + (raise - offset)
    }
  }

  /// The lines of `broken` (each with the span that sets an empty one) placed top to
  /// bottom and across the widest by `alignment`, and the size they take.
  static func place(
    _ broken: [(clusters: [GlyphCluster], span: Int)], metrics: [SpanMetrics?],
    alignment: Alignment, lineSpacing: CGFloat
  ) -> ([Line], CGSize) {
    guard !broken.isEmpty else { return ([], .zero) }
    let widths = broken.map { LineBreaking.width(of: $0.clusters[...]) }
    let widest = widths.max() ?? 0
    let fraction: CGFloat =
      switch alignment {
      case .leading: 0
      case .center: 0.5
      case .trailing: 1
      }
    var lines: [Line] = []
    lines.reserveCapacity(broken.count)
    // Line tops: a multiple of the step from the last line whose step changed, so that
    // lines of one style fall where one multiplication puts them.
    var anchor: CGFloat = 0
    var anchorIndex = 0
    var anchorStep: CGFloat?
    var lastGap: CGFloat = 0
    for (index, line) in broken.enumerated() {
      let lineMetrics = Self.metrics(of: line.clusters, span: line.span, in: metrics)
      let step = lineMetrics.step(lineSpacing: lineSpacing)
      var top: CGFloat = 0
      if let previous = anchorStep {
        top = anchor + CGFloat(index - anchorIndex) * previous
        if step != previous { (anchor, anchorIndex) = (top, index) }
      }
      anchorStep = step
      lastGap = lineMetrics.lineGap
      func baseline(_ span: Int) -> CGFloat {
        top + lineMetrics.baseline(offset: metrics[span]?.spacing.offset ?? 0)
      }
      lines.append(
        Self.line(
          line.clusters, x: (widest - widths[index]) * fraction, baseline: baseline,
          lineBaseline: baseline(line.span), width: widths[index]))
    }
    let bottom = anchor + CGFloat(broken.count - anchorIndex) * (anchorStep ?? 0)
    return (lines, CGSize(width: widest, height: bottom - lastGap - lineSpacing))
  }

  /// The metrics of a line of `clusters`: those of their spans, or of `span` when empty.
  private static func metrics(
    of clusters: [GlyphCluster], span: Int, in metrics: [SpanMetrics?]
  ) -> LineMetrics {
    // A line's span is always one laid out; the first laid out stands in otherwise.
    guard let own = metrics[span] ?? metrics.lazy.compactMap({ $0 }).first else {
      return LineMetrics()
    }
    var result = LineMetrics(own)
    var last = span
    for cluster in clusters where cluster.span != last {
      last = cluster.span
      if let other = metrics[last] { result.include(other) }
    }
    return result
  }

  /// A line of `clusters` placed from `x`, in runs of one font of one span each, each on
  /// the baseline of its span.
  private static func line(
    _ clusters: [GlyphCluster], x: CGFloat, baseline: (Int) -> CGFloat, lineBaseline: CGFloat,
    width: CGFloat
  ) -> Line {
    var runs: [Run] = []
    var pen = x
    var index = 0
    while index < clusters.count {
      let font = clusters[index].font
      let span = clusters[index].span
      let y = baseline(span)
      let start = pen
      var text = ""
      var glyphs: [PlacedGlyph] = []
      while index < clusters.count, clusters[index].font == font, clusters[index].span == span {
        let cluster = clusters[index]
        if !cluster.isObject { text.append(cluster.character) }
        for (glyph, offset) in cluster.glyphs {
          glyphs.append(
            PlacedGlyph(font: font, glyph: glyph, position: CGPoint(x: pen + offset, y: y)))
        }
        pen += cluster.advance + (index + 1 < clusters.count ? cluster.spaceAfter : 0)
        index += 1
      }
      runs.append(
        Run(
          span: span, font: font, text: text, origin: CGPoint(x: start, y: y),
          width: pen - start, glyphs: glyphs))
    }
    return Line(runs: runs, width: width, baseline: lineBaseline)
  }
}
