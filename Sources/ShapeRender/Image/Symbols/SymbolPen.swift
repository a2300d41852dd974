import Shapes

/// Draws one symbol in its design box: 100 units tall, the glyph's width wide, y down.
///
/// A symbol is one path filled with the nonzero rule: the ink, each piece of it running
/// clockwise, less the cuts, each running the other way. A cut removes ink only where
/// exactly one piece of ink lies under it, and must lie inside the ink (elsewhere it would
/// paint), so a glyph that is cut, or that a `.circle.fill` variant cuts out of its disc,
/// is drawn from pieces that do not overlap.
struct SymbolPen {
  /// The width of strokes in design units, from the weight of the symbol's font.
  let lineWidth: CGFloat
  /// Whether the `.fill` variant is drawn: closed shapes filled rather than outlined.
  let isFilled: Bool
  /// The ink so far, every piece clockwise.
  private(set) var ink = Path()
  /// The cuts so far, every piece counter-clockwise.
  private(set) var cuts = Path()
  /// Where design units go in the output.
  private let transform: CGAffineTransform
  /// Whether ink is cut and cuts are inked: a glyph cut out of the disc of its
  /// `.circle.fill` variant.
  private let isInverted: Bool

  init(
    lineWidth: CGFloat, isFilled: Bool, transform: CGAffineTransform = .identity,
    isInverted: Bool = false
  ) {
    self.lineWidth = lineWidth
    self.isFilled = isFilled
    self.transform = transform
    self.isInverted = isInverted
  }

  /// A pen that draws on after this one's ink and cuts, with another transform, line
  /// width and fill, and inverted when told; ``adopt(_:)`` takes its drawing back.
  func nested(
    lineWidth: CGFloat, isFilled: Bool, transform: CGAffineTransform, isInverted: Bool
  ) -> SymbolPen {
    SymbolPen(
      lineWidth: lineWidth, isFilled: isFilled, transform: transform,
      isInverted: isInverted != self.isInverted)
  }

  /// Takes the ink and cuts of a pen made by ``nested(lineWidth:isFilled:transform:isInverted:)``.
  mutating func adopt(_ other: SymbolPen) {
    ink.addPath(other.ink)
    cuts.addPath(other.cuts)
  }

  /// The symbol: the ink with the cuts taken out.
  var path: Path {
    var result = ink
    result.addPath(cuts)
    return result
  }

  /// Adds the region `path` encloses to the ink.
  mutating func fill(_ path: Path) {
    add(path, asInk: !isInverted)
  }

  /// Adds a stroke of `path` to the ink: `width` wide (the symbol's line width when nil),
  /// with round ends and corners unless told otherwise.
  mutating func stroke(
    _ path: Path, width: CGFloat? = nil, cap: CGLineCap = .round, join: CGLineJoin = .round
  ) {
    fill(outline(of: path, width: width, cap: cap, join: join))
  }

  /// Adds a closed shape: filled out to the outer edge of its stroke in the `.fill`
  /// variant, stroked otherwise, so that both variants are the same size.
  mutating func shape(_ path: Path, join: CGLineJoin = .round) {
    guard isFilled else { return stroke(path, join: join) }
    fill(filledOutline(of: path, join: join))
  }

  /// Removes the region `path` encloses from the ink under it.
  mutating func cut(_ path: Path) {
    add(path, asInk: isInverted)
  }

  private mutating func add(_ path: Path, asInk: Bool) {
    let placed = Self.oriented(path.applying(transform), clockwise: asInk)
    if asInk { ink.addPath(placed) } else { cuts.addPath(placed) }
  }

  /// Removes a stroke of `path`, `width` wide (the line width when nil), from the ink.
  mutating func cutStroke(
    _ path: Path, width: CGFloat? = nil, cap: CGLineCap = .round, join: CGLineJoin = .round
  ) {
    cut(outline(of: path, width: width, cap: cap, join: join))
  }

  /// Removes what `path` would fill in the `.fill` variant from the ink: see ``shape(_:join:)``.
  mutating func cutShape(_ path: Path, join: CGLineJoin = .round) {
    cut(filledOutline(of: path, join: join))
  }

  private func outline(of path: Path, width: CGFloat?, cap: CGLineCap, join: CGLineJoin)
    -> Path
  {
    path.strokedPath(StrokeStyle(lineWidth: width ?? lineWidth, lineCap: cap, lineJoin: join))
  }

  /// The region inside the outer edge of a stroke of `path`: the stroke's outer contours
  /// when its outline is exact (one region, no overlaps), else the path's own region with
  /// the stroke around it.
  private func filledOutline(of path: Path, join: CGLineJoin) -> Path {
    let outline = outline(of: path, width: nil, cap: .round, join: join)
    let contours = outline.subpaths
    guard contours.contains(where: { $0.area < 0 }) else {
      var both = Self.oriented(path, clockwise: true)
      both.addPath(outline)
      return both
    }
    var outer = Path()
    for contour in contours where contour.area > 0 { outer.addPath(contour) }
    return outer
  }

  /// `path`, reversed when its area has the other sign; the pieces of a path keep their
  /// directions relative to each other, so a ring stays a ring.
  private static func oriented(_ path: Path, clockwise: Bool) -> Path {
    (path.area >= 0) == clockwise ? path : path.reversed
  }
}
