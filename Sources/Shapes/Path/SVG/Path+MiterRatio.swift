import Foundation

extension Path {
  /// The largest miter ratio (miter length ÷ line width) of the path's corners: 1 for a
  /// path without corners, 1/sin(θ/2) for a corner of interior angle θ, infinity where a
  /// path turns straight back.
  ///
  /// The SVG writer uses it to leave out a `stroke-miterlimit` that cannot change the
  /// picture. It walks the storage directly, with the exact tangents of arcs, and builds
  /// nothing: it runs for every stroked element.
  package var maximumMiterRatio: Double {
    maximumMiterRatio(above: 1)
  }

  /// ``maximumMiterRatio`` when it is above `threshold`; otherwise some ratio no larger
  /// than `threshold`.
  ///
  /// A threshold of √2 or more lets corners that turn by 90° or less (ratio √2 or less)
  /// be skipped, which is most corners: the SVG writer asks whether any corner is
  /// sharper than SVG's default limit, 4.
  package func maximumMiterRatio(above threshold: Double) -> Double {
    verbs.withUnsafeBufferPointer { verbs in
      points.withUnsafeBufferPointer { points in
        Self.maximumMiterRatio(
          verbs: verbs, points: points, tracksGentleCorners: threshold < 2.0.squareRoot())
      }
    }
  }

  /// ``maximumMiterRatio`` of a path's storage.
  private static func maximumMiterRatio(
    verbs: UnsafeBufferPointer<Verb>, points: UnsafeBufferPointer<CGPoint>,
    tracksGentleCorners: Bool
  ) -> Double {
    // Two trackers, compiled separately, so the common one (the SVG writer's, which
    // skips gentle corners) has no gentle-corner code in its loop.
    tracksGentleCorners
      ? MiterTracker<AllCorners>.maximumRatio(verbs: verbs, points: points)
      : MiterTracker<SharpCorners>.maximumRatio(verbs: verbs, points: points)
  }
}

/// What a ``MiterTracker`` keeps of the corners it meets: enough to give the sharpest.
///
/// A type parameter, so that each kind of tracker is compiled for its own kind of record:
/// the SVG writer's keeps a single number.
protocol MiterCorners {
  /// Whether turns of 90° or less are measured; when not, they count as no turn.
  static var tracksGentleCorners: Bool { get }
  /// No corners yet.
  init()
  /// The cosine of the sharpest turn of more than 90° so far (1 for none).
  var minimumCosine: Double { get set }
  /// Takes a turn of 90° or less: the dot product of its directions, and the product of
  /// their squared lengths.
  mutating func addGentleTurn(dot: Double, lengths: Double)
  /// The cosine of the sharpest turn so far (1 for none).
  var sharpestCosine: Double { get }
}

/// Only corners that turn by more than 90°: for a threshold of √2 or more.
struct SharpCorners: MiterCorners {
  static var tracksGentleCorners: Bool { false }
  var minimumCosine = 1.0

  func addGentleTurn(dot: Double, lengths: Double) {}

  var sharpestCosine: Double { minimumCosine }
}

/// Every corner: for a threshold below √2.
struct AllCorners: MiterCorners {
  static var tracksGentleCorners: Bool { true }
  var minimumCosine = 1.0
  /// The sharpest turn of 90° or less so far, as the dot product of its directions and the
  /// product of their squared lengths; valid when `hasGentleTurn`.
  var hasGentleTurn = false
  var gentleDot = 0.0
  var gentleLengths = 1.0

  mutating func addGentleTurn(dot: Double, lengths: Double) {
    // A turn of 90° or less (a ratio of √2 or less) matters only while no sharper corner
    // has been seen. The smallest cosine dot/√lengths is tracked by comparing squares
    // across, without a root or a division per corner.
    guard minimumCosine >= 0 else { return }
    if !hasGentleTurn || dot * dot * gentleLengths < gentleDot * gentleDot * lengths {
      hasGentleTurn = true
      gentleDot = dot
      gentleLengths = lengths
    }
  }

  /// The sharpest of more than 90°, else of the others.
  var sharpestCosine: Double {
    if minimumCosine < 0 || !hasGentleTurn { return minimumCosine }
    return min(1, gentleDot / gentleLengths.squareRoot())
  }
}

/// A point or a direction as the tracker computes with it: both coordinates in one
/// register, so that one instruction does the arithmetic of both.
typealias MiterVector = SIMD2<Double>

/// A walk along a path's storage: where the outline is, which way it arrived there, and
/// the corners met so far.
///
/// Each segment has a direction it leaves its start in and one it arrives at its end in
/// (vectors of any length but zero). A corner is where one segment's arriving direction
/// meets the next one's leaving direction, and, at a close, where the closing line's
/// meets the sub-path's first leaving direction. A segment shorter than rounding (see
/// `toleranceSquared(at:)`) is skipped, as if it were not there.
struct MiterTracker<Corners: MiterCorners> {
  /// The corners so far.
  var corners = Corners()
  /// The current point.
  var current = MiterVector()
  /// The start of the sub-path.
  var subpathStart = MiterVector()
  /// Whether the sub-path has a segment of some length yet; until it has, `incoming` and
  /// `firstOutgoing` mean nothing, and the current point is the sub-path's start.
  ///
  /// (One flag rather than optionals: the two are set together, by the sub-path's first
  /// segment, and dropped together, by a move or a close.)
  var hasSegment = false
  /// The direction the outline arrives in at the current point.
  var incoming = MiterVector()
  /// The direction the sub-path first left its start in.
  var firstOutgoing = MiterVector()

  /// A tracker at `start`, before any segment.
  @inline(__always)
  init(start: MiterVector) {
    current = start
    subpathStart = start
  }

  /// ``maximum`` of a path's storage.
  static func maximumRatio(
    verbs: UnsafeBufferPointer<Path.Verb>, points: UnsafeBufferPointer<CGPoint>
  ) -> Double {
    var tracker = Self(start: MiterVector())
    var index = 0
    for verb in verbs {
      switch verb {
      case .move:
        tracker.move(to: MiterVector(points[index]))
      case .line:
        tracker.line(to: MiterVector(points[index]))
      case .quadCurve:
        tracker.quadCurve(
          control: MiterVector(points[index]), end: MiterVector(points[index + 1]))
      case .curve:
        tracker.curve(
          control1: MiterVector(points[index]), control2: MiterVector(points[index + 1]),
          end: MiterVector(points[index + 2]))
      case .arc:
        tracker.arc(
          columns: MiterVector(points[index]), MiterVector(points[index + 1]),
          center: MiterVector(points[index + 2]), sweep: Double(points[index + 3].y),
          end: MiterVector(points[index + 4]))
      case .close:
        tracker.close()
      }
      index &+= verb.pointCount
    }
    return tracker.maximum
  }

  /// Starts a sub-path at `point`.
  @inline(__always)
  mutating func move(to point: MiterVector) {
    current = point
    subpathStart = point
    hasSegment = false
  }

  /// A straight line to `end`.
  @inline(__always)
  mutating func line(to end: MiterVector) {
    guard let (direction, lengthSquared) = lineDirection(from: current, to: end) else {
      return
    }
    segment(
      leaving: direction, leavingLengthSquared: lengthSquared, arriving: direction, end: end)
  }

  /// A quadratic Bézier curve to `end`.
  @inline(__always)
  mutating func quadCurve(control: MiterVector, end: MiterVector) {
    guard let (leaving, arriving) = tangents(current, control, end) else { return }
    segment(leaving: leaving, arriving: arriving, end: end)
  }

  /// A cubic Bézier curve to `end`.
  @inline(__always)
  mutating func curve(control1: MiterVector, control2: MiterVector, end: MiterVector) {
    guard let (leaving, arriving) = tangents(current, control1, control2, end) else {
      return
    }
    segment(leaving: leaving, arriving: arriving, end: end)
  }

  /// An elliptical arc from the current point (a join puts it there) to `end`: the unit
  /// circle mapped by the linear part whose columns are `(a, b)` and `(c, d)`, moved to
  /// `center`, swept in the direction of `sweep`'s sign.
  @inline(__always)
  mutating func arc(
    columns ab: MiterVector, _ cd: MiterVector, center: MiterVector, sweep: Double,
    end: MiterVector
  ) {
    // The tangent at a point p of the ellipse is T·R90·T⁻¹·(p − centre), where T is the
    // arc's linear part: no trigonometry. Scaled by det(T) (which keeps the direction
    // when positive), T·R90·adj(T) is [[ab + cd, −(a² + c²)], [b² + d², −(ab + cd)]].
    let (a, b, c, d) = (ab.x, ab.y, cd.x, cd.y)
    let cross = a * b + c * d
    let squares = ab * ab + cd * cd  // a² + c², b² + d²
    let column1 = MiterVector(cross, squares.y)
    let column2 = MiterVector(-squares.x, -cross)
    let start = current - center
    let finish = end - center
    var leaving = column1 * start.x + column2 * start.y
    var arriving = column1 * finish.x + column2 * finish.y
    let leavingLengthSquared = dot(leaving, leaving)
    let arrivingLengthSquared = dot(arriving, arriving)
    // Both tangents must have a length, and a finite one. (Positive, then the larger
    // below infinity: the same test in fewer instructions.)
    guard leavingLengthSquared > 0, arrivingLengthSquared > 0,
      (leavingLengthSquared > arrivingLengthSquared
        ? leavingLengthSquared : arrivingLengthSquared) < .infinity
    else { return }
    // The direction of travel: turned round for a negative sweep, and again for a
    // negative determinant.
    if sweep < 0 {
      leaving = -leaving
      arriving = -arriving
    }
    if a * d - b * c < 0 {
      leaving = -leaving
      arriving = -arriving
    }
    segment(
      leaving: leaving, leavingLengthSquared: leavingLengthSquared, arriving: arriving,
      end: end)
  }

  /// Closes the sub-path: a line back to its start, then the corner there.
  @inline(__always)
  mutating func close() {
    // Without a segment the sub-path has no corner, and the current point is its start.
    guard hasSegment else { return }
    let direction = subpathStart - current
    let lengthSquared = dot(direction, direction)
    if lengthSquared > toleranceSquared(at: current) {
      // The closing line's two corners, as `line(to:)` and a `turn` would make them,
      // without storing the line as `incoming` in between.
      turn(from: incoming, to: direction, leavingLengthSquared: lengthSquared)
      turn(
        from: direction, to: firstOutgoing,
        leavingLengthSquared: dot(firstOutgoing, firstOutgoing))
    } else {
      turn(
        from: incoming, to: firstOutgoing,
        leavingLengthSquared: dot(firstOutgoing, firstOutgoing))
    }
    current = subpathStart
    hasSegment = false
  }

  /// A segment (of some length) that leaves the current point in `leaving` and arrives at
  /// `end` in `arriving`.
  @inline(__always)
  mutating func segment(leaving: MiterVector, arriving: MiterVector, end: MiterVector) {
    segment(
      leaving: leaving, leavingLengthSquared: dot(leaving, leaving), arriving: arriving,
      end: end)
  }

  /// A segment (of some length) that leaves the current point in `leaving`, whose squared
  /// length comes with it, and arrives at `end` in `arriving`: the corner at the current
  /// point, if the sub-path has a segment before it, then the move to `end`.
  @inline(__always)
  mutating func segment(
    leaving: MiterVector, leavingLengthSquared: Double, arriving: MiterVector,
    end: MiterVector
  ) {
    if hasSegment {
      turn(from: incoming, to: leaving, leavingLengthSquared: leavingLengthSquared)
    } else {
      hasSegment = true
      firstOutgoing = leaving
    }
    incoming = arriving
    current = end
  }

  /// Records the corner from `arriving` to `leaving` (neither need be of length 1):
  /// only its cosine, since the sharpest corner has the smallest.
  ///
  /// `leaving`'s squared length comes with it, as the segment has it at hand; `arriving`'s
  /// is worked out again, only for the few corners that need it, rather than kept for
  /// every segment.
  @inline(__always)
  mutating func turn(
    from arriving: MiterVector, to leaving: MiterVector, leavingLengthSquared: Double
  ) {
    let product = dot(arriving, leaving)
    if product < 0 {
      let lengths = dot(arriving, arriving) * leavingLengthSquared
      corners.minimumCosine = min(
        corners.minimumCosine, max(product / lengths.squareRoot(), -1))
    } else if Corners.tracksGentleCorners {
      corners.addGentleTurn(
        dot: product, lengths: dot(arriving, arriving) * leavingLengthSquared)
    }
  }

  /// The largest ratio: 1/sin(θ/2) for the interior angle θ = π − turn, which is
  /// 1/cos(turn/2).
  var maximum: Double {
    let cosine = corners.sharpestCosine
    guard cosine < 1 else { return 1 }
    // The cosine is at least −1 (and never NaN), so the half-turn's is in [0, 1] (never
    // −0), and the ratio, its inverse, at least 1: infinity for a turn straight back.
    let halfTurnCosine = ((1 + cosine) / 2).squareRoot()
    return 1 / halfTurnCosine
  }
}

extension SIMD2 where Scalar == Double {
  /// The point's coordinates.
  @inline(__always)
  fileprivate init(_ point: CGPoint) {
    self.init(Double(point.x), Double(point.y))
  }
}

/// The dot product x·x′ + y·y′.
@inline(__always)
private func dot(_ u: MiterVector, _ v: MiterVector) -> Double {
  let products = u * v
  return products.x + products.y
}

/// The directions a quadratic Bézier curve leaves `start` in and arrives at `end` in, or
/// `nil` when the curve has no length.
///
/// Each is towards the first control point that is not at the end it starts from. Not
/// inlined: curves are rare.
@inline(never)
private func tangents(
  _ start: MiterVector, _ control: MiterVector, _ end: MiterVector
) -> (leaving: MiterVector, arriving: MiterVector)? {
  guard let leaving = firstDirection(start, control, end),
    let backwards = firstDirection(end, control, start)
  else { return nil }
  return (leaving, -backwards)
}

/// The directions a cubic Bézier curve leaves `start` in and arrives at `end` in, as for
/// a quadratic one.
@inline(never)
private func tangents(
  _ start: MiterVector, _ control1: MiterVector, _ control2: MiterVector, _ end: MiterVector
) -> (leaving: MiterVector, arriving: MiterVector)? {
  guard let leaving = firstDirection(start, control1, control2, end),
    let backwards = firstDirection(end, control2, control1, start)
  else { return nil }
  return (leaving, -backwards)
}

/// The direction from `from` to the first of `a`, `b` that is not at `from` (to within
/// rounding), or `nil` when neither is.
private func firstDirection(
  _ from: MiterVector, _ a: MiterVector, _ b: MiterVector
) -> MiterVector? {
  miterDirection(from, a) ?? miterDirection(from, b)
}

/// The direction from `from` to the first of `a`, `b`, `c` that is not at `from`.
private func firstDirection(
  _ from: MiterVector, _ a: MiterVector, _ b: MiterVector, _ c: MiterVector
) -> MiterVector? {
  miterDirection(from, a) ?? miterDirection(from, b) ?? miterDirection(from, c)
}

/// The direction of the line from `start` to `end` (not of length 1) and its squared
/// length, or `nil` when the line is shorter than rounding.
@inline(__always)
private func lineDirection(
  from start: MiterVector, to end: MiterVector
) -> (direction: MiterVector, lengthSquared: Double)? {
  let direction = end - start
  let lengthSquared = dot(direction, direction)
  guard lengthSquared > toleranceSquared(at: start) else { return nil }
  return (direction, lengthSquared)
}

/// The direction from `a` to `b` (not of length 1), or `nil` when they coincide (to
/// within rounding).
@inline(__always)
private func miterDirection(_ a: MiterVector, _ b: MiterVector) -> MiterVector? {
  let direction = b - a
  guard dot(direction, direction) > toleranceSquared(at: a) else { return nil }
  return direction
}

/// The square of the distance within which a point counts as at `point`.
///
/// The distance is 10⁻¹² of the point's largest coordinate, or of 1 near the origin.
/// Squared, so that it compares with squared lengths without a root.
@inline(__always)
private func toleranceSquared(at point: MiterVector) -> Double {
  let x = point.x.magnitude
  let y = point.y.magnitude
  // `max(1, max(x, y))`, written to compile to one instruction each. The same result:
  // magnitudes have no −0, and a NaN gives x, then 1, either way.
  let largest = y > x ? y : x
  let tolerance = 1e-12 * (largest > 1 ? largest : 1)
  return tolerance * tolerance
}
