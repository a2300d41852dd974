import ShapeFonts
import Shapes

/// The underline and strikethrough of measured text, as filled rectangles: shapes in the
/// scene that every back end draws alike.
enum TextDecoration {
  /// The rectangles of the lines of `styles` (one a span of `measured`, nil for none)
  /// under (`isUnderline`) or through each line of `measured`, on the canvas, with the
  /// paint of each.
  ///
  /// Each spans a piece of a line: its runs of one span, from the first one's start to
  /// the next piece's start, or to the line's measured width for its last. Its top is the
  /// span's first font's underline position below (or strikeout position above) the
  /// baseline its glyphs sit on, and its height the font's thickness, at the span's size.
  /// A pattern cuts it into dashes from the piece's start, the last one cut at its end.
  /// It is in the style's color, else the span's paint.
  static func rectangles(
    _ styles: [Text.LineStyle?], isUnderline: Bool, of measured: MeasuredText
  ) -> [(paint: ResolvedPaint, rectangles: [CGRect])] {
    var groups: [(paint: ResolvedPaint, rectangles: [CGRect])] = []
    var positions: [ResolvedPaint: Int] = [:]
    func add(_ rectangles: [CGRect], _ paint: ResolvedPaint) {
      guard !rectangles.isEmpty else { return }
      if let index = positions[paint] {
        groups[index].rectangles += rectangles
      } else {
        positions[paint] = groups.count
        groups.append((paint, rectangles))
      }
    }
    for line in measured.layout.lines {
      guard let start = line.runs.first?.origin.x, line.width > 0 else { continue }
      let lineStart = measured.origin.x + start
      var index = 0
      while index < line.runs.count {
        let run = line.runs[index]
        var next = index + 1
        while next < line.runs.count, line.runs[next].span == run.span { next += 1 }
        defer { index = next }
        guard styles.indices.contains(run.span), let style = styles[run.span],
          measured.styles.indices.contains(run.span),
          let face = measured.styles[run.span].faces.first?.font
        else { continue }
        let textStyle = measured.styles[run.span]
        let scale = textStyle.font.size / CGFloat(face.unitsPerEm)
        let (position, thickness) = isUnderline ? face.underline : face.strikeout
        let height = CGFloat(thickness) * scale
        let top = measured.origin.y + run.origin.y - CGFloat(position) * scale
        let x = index == 0 ? lineStart : measured.origin.x + run.origin.x
        let end =
          next < line.runs.count
          ? measured.origin.x + line.runs[next].origin.x : lineStart + line.width
        let paint =
          style.color.map { ResolvedPaint(paint: .color($0), frame: textStyle.fill.frame) }
          ?? textStyle.fill
        add(
          segments(from: x, to: end, unit: height, pattern: style.pattern).map {
            CGRect(x: $0.lowerBound, y: top, width: $0.upperBound - $0.lowerBound, height: height)
          }, paint)
      }
    }
    return groups
  }

  /// The rectangles of a line of `pattern` under (`isUnderline`) or through every run of
  /// `measured`, as ``rectangles(_:isUnderline:of:)`` places them.
  static func rectangles(
    of measured: MeasuredText, isUnderline: Bool, pattern: Text.LineStyle.Pattern
  ) -> [CGRect] {
    let style = Text.LineStyle(pattern: pattern, color: nil)
    let styles = [Text.LineStyle?](repeating: style, count: measured.styles.count)
    return rectangles(styles, isUnderline: isUnderline, of: measured).flatMap(\.rectangles)
  }

  /// The spans of `pattern` from `start` to `end`, its lengths in `unit`s.
  private static func segments(
    from start: CGFloat, to end: CGFloat, unit: CGFloat, pattern: Text.LineStyle.Pattern
  ) -> [ClosedRange<CGFloat>] {
    let lengths = pattern.lengths.map { $0 * unit }
    // A pattern of more dashes than a drawing could show is drawn solid.
    let period = lengths.reduce(0, +)
    guard !lengths.isEmpty, lengths.allSatisfy({ $0 > 0 && $0.isFinite }), start < end,
      (end - start) / period < 100_000
    else {
      return start < end ? [start...end] : []
    }
    var spans: [ClosedRange<CGFloat>] = []
    var x = start
    var index = 0
    while x < end {
      let next = x + lengths[index % lengths.count]
      if index.isMultiple(of: 2) { spans.append(x...min(next, end)) }
      x = next
      index += 1
    }
    return spans
  }

  /// The shapes of the lines of `styles` under or through `measured`: a filled path of
  /// the rectangles of each paint, in the order the paints first appear.
  static func nodes(
    _ styles: [Text.LineStyle?], isUnderline: Bool, of measured: MeasuredText
  ) -> [Node] {
    guard styles.contains(where: { $0 != nil }) else { return [] }
    return rectangles(styles, isUnderline: isUnderline, of: measured).map { paint, rectangles in
      .shape(
        ShapeNode(
          path: Path { $0.addRects(rectangles) }, fill: paint, fillStyle: FillStyle(),
          stroke: nil, strokeStyle: StrokeStyle()))
    }
  }
}
