import Shapes

/// Strokes a path flattened in device space, writing the outline's edges straight into the
/// coverage accumulator, without building the path `strokedPath` makes.
///
/// **A partition, so exact-area coverage stays exact.** Each piece of the flattened path
/// gets a body, everything within half the line width of it; where two pieces meet, their
/// bodies are cut along the bisector of the corner, so that neighbouring bodies share that
/// cut and do not overlap. On the outer side of the corner the join fills the gap (the
/// miter tip, a bevel or a round sector); on the inner side the two bodies end at the point
/// where their inner sides cross. Caps close the ends of open sub-paths. The edges shared by
/// neighbouring parts cancel, so what reaches the accumulator is the outline: one loop
/// around an open sub-path, two around a closed one, all turning the same way. Because no
/// two parts overlap, the summed signed area of each pixel is the area the stroke paints
/// there, also in the anti-aliased pixels along its edge.
///
/// **Where parts must overlap.** Cutting at a corner takes `h·tan(θ/2)` of each of its two
/// pieces (for half width `h` and turn `θ`); where that is more than half of either piece
/// (a bend tighter than the half width, a turn of nearly 180°), the bodies end square
/// instead and overlap on the inner side of the corner, and a path that crosses itself
/// overlaps where it crosses. Overlapping parts turn the same way, so the nonzero rule
/// still fills their union; only pixels that an edge of each of two overlapping parts
/// crosses are drawn too dark, as the clamped sum of their coverages.
///
/// **Geometry.** That of ``Shapes/Path/strokedPath(_:)``: joins and caps as SVG defines them
/// (the miter limit by ``Shapes/StrokeStyle/miterLimit``, a limit below 1 or NaN counting as
/// 1), zero-length pieces skipped, a sub-path of zero length drawn as a dot with round or
/// square caps. Between the pieces of one curve, the bodies meet at the bisector where its
/// overshoot beyond the true offset is within the tolerance, and get a round join where the
/// curve turns more sharply (a cusp), as its offset does.
struct RasterStroker {
  /// Half the line width, in device pixels.
  let halfWidth: Double
  let lineCap: CGLineCap
  let lineJoin: CGLineJoin
  /// The miter limit, at least 1.
  let miterLimit: Double
  /// How far a round join or cap may stray from its circle, in device pixels.
  let tolerance: Double
  /// The unit device directions of the path's x axis, for the squares of square dots.
  let xAxis: CGPoint

  /// The largest cosine of a turn inside a curve that meets at the bisector: its miter
  /// overshoot `h·(1/cos(θ/2) − 1)` is then within the tolerance.
  let smoothCosine: Double
  /// The angle of one chord of a round join or cap; worked out where one is drawn, since
  /// most strokes have none.
  var roundStep: Double {
    halfWidth > tolerance ? 2 * acos(1 - tolerance / halfWidth) : .pi / 2
  }

  /// A stroker that adds edges to `accumulator`, handed in by the caller, who keeps it
  /// (and the overlap rows it swaps in) from stroke to stroke rather than allocating them
  /// for each.
  init(
    halfWidth: Double, style: StrokeStyle, tolerance: Double, xAxis: CGPoint,
    accumulator: CoverageAccumulator
  ) {
    self.accumulator = accumulator
    self.halfWidth = halfWidth
    lineCap = style.lineCap
    lineJoin = style.lineJoin
    miterLimit = style.miterLimit.isNaN ? 1 : max(style.miterLimit, 1)
    self.tolerance = tolerance
    self.xAxis = xAxis
    // 1/cos(θ/2) ≤ 1 + t/h ⇔ cos θ ≥ 2/(1 + t/h)² − 1.
    let ratio = 1 + tolerance / halfWidth
    smoothCosine = 2 / (ratio * ratio) - 1
  }

  /// How far the stroke may reach from the path, in multiples of half the width.
  static func reach(_ style: StrokeStyle) -> Double {
    let miter = style.lineJoin == .miter ? max(style.miterLimit.isNaN ? 1 : style.miterLimit, 1) : 1
    return max(miter, style.lineCap == .square ? 2.0.squareRoot() : 1)
  }

  // MARK: The sub-path being stroked

  /// Where the outline's edges go.
  var accumulator: CoverageAccumulator
  /// The rows where parts overlap, marked while stroking; when `collecting`, the edges go
  /// there instead of to the accumulator.
  ///
  /// Empty until the caller swaps its own in.
  var overlap = OverlapRows()
  var collecting = false
  var start = CGPoint.zero
  /// The last point kept (pieces of zero length are dropped).
  var current = CGPoint.zero
  /// The piece that ends at `current`: its unit direction and length; none yet at first.
  var incoming: (direction: CGPoint, length: Double)?
  /// The first piece: its direction and length, and where its body's sides end, kept for
  /// the cap or join at the start, which is known only when the sub-path ends.
  var first: (direction: CGPoint, length: Double)?
  var firstPlusEnd: CGPoint?
  var firstMinusEnd: CGPoint?
  /// Where the sides of the body of the incoming piece start.
  var plusStart = CGPoint.zero
  var minusStart = CGPoint.zero
  /// Whether the piece that starts at `current` starts a segment (a join goes there).
  var pendingCorner = false
  var hasSubpath = false
  /// The rows the sub-path's points reach.
  var minY = Double.infinity
  var maxY = -Double.infinity

  /// Strokes `path` mapped by `transform` (a similarity: rotation, uniform scale,
  /// reflection, translation), adding the outline's edges to ``accumulator``; curves
  /// wholly outside `visible` are flattened as their chords.
  mutating func stroke(_ path: Path, transform: CGAffineTransform, visible: CGRect) {
    // A piece turning by δ puts the offset of its ends h·δ/2 off the curve's normals.
    let maximumTurn = 2 * tolerance / halfWidth
    path.flattenedForStroke(
      applying: transform, tolerance: tolerance, maximumTurn: maximumTurn, visible: visible
    ) { step in
      switch step {
      case .move(let point):
        finishSubpath(closed: false)
        beginSubpath(at: point)
      case .line(let point, let startsSegment):
        addPiece(to: point, startsSegment: startsSegment)
      case .close:
        if hasSubpath {
          addPiece(to: start, startsSegment: true)
          finishSubpath(closed: true)
        }
      }
    }
    finishSubpath(closed: false)
  }

  mutating func beginSubpath(at point: CGPoint) {
    start = point
    current = point
    incoming = nil
    first = nil
    firstPlusEnd = nil
    firstMinusEnd = nil
    pendingCorner = false
    hasSubpath = true
    minY = point.y
    maxY = point.y
  }
}
