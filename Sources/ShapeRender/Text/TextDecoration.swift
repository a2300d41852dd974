import ShapeFonts
import Shapes

/// The underline and strikethrough of measured text, as filled rectangles: shapes in the
/// scene that every back end draws alike.
enum TextDecoration {
  /// The rectangles of a line of `style` under (`isUnderline`) or through each line of
  /// `measured`, on the canvas.
  ///
  /// Each spans its line's measured width from the line's start. Its top is the first
  /// font's underline position below (or strikeout position above) the baseline the
  /// line's glyphs sit on, and its height the font's thickness, at the text's size. A
  /// pattern cuts it into dashes from the line's start, the last one cut at its end.
  static func rectangles(
    of measured: MeasuredText, isUnderline: Bool, pattern: Text.LineStyle.Pattern
  ) -> [CGRect] {
    guard let face = measured.faces.first?.font else { return [] }
    let scale = measured.size / CGFloat(face.unitsPerEm)
    let (position, thickness) = isUnderline ? face.underline : face.strikeout
    let height = CGFloat(thickness) * scale
    var rectangles: [CGRect] = []
    for line in measured.layout.lines {
      guard let start = line.runs.first?.origin.x, line.width > 0 else { continue }
      let top = measured.origin.y + line.baseline - CGFloat(position) * scale
      let x = measured.origin.x + start
      rectangles += segments(
        from: x, to: x + line.width, unit: height, pattern: pattern
      ).map {
        CGRect(x: $0.lowerBound, y: top, width: $0.upperBound - $0.lowerBound, height: height)
      }
    }
    return rectangles
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

  /// The shape of `style`'s line under or through `measured`: one filled path of its
  /// rectangles, in the style's color or else `fill`; nil when it has none.
  static func node(
    _ style: Text.LineStyle, isUnderline: Bool, of measured: MeasuredText,
    fill: ResolvedPaint
  ) -> Node? {
    let rectangles = rectangles(of: measured, isUnderline: isUnderline, pattern: style.pattern)
    guard !rectangles.isEmpty else { return nil }
    let paint = style.color.map { ResolvedPaint(paint: .color($0), frame: fill.frame) } ?? fill
    return .shape(
      ShapeNode(
        path: Path { $0.addRects(rectangles) }, fill: paint, fillStyle: FillStyle(),
        stroke: nil, strokeStyle: StrokeStyle()))
  }
}
