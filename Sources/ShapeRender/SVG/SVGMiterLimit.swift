import Shapes

/// Whether a stroke's `stroke-miterlimit` attribute can change the picture, and so must be
/// written: the element writer leaves it out otherwise.
enum SVGMiterLimit {
  /// SVG's default limit.
  static let svgDefault = 4.0

  /// The limit to write for a miter-joined stroke of `path` with `miterLimit`, or `nil`
  /// when SVG's default draws the same corners.
  ///
  /// A limit below 1 means 1 (every miter is at least 1 long), a non-finite one SwiftUI's
  /// default, 10. The limit matters only at a corner whose ratio passes one of the two
  /// limits (this one and SVG's 4) but not the other.
  static func attributeValue(path: Path, miterLimit: CGFloat) -> Double? {
    let limit = miterLimit.isFinite ? max(miterLimit, 1) : 10
    guard limit != svgDefault else { return nil }
    let lower = min(limit, svgDefault)
    let sharpest = path.maximumMiterRatio(above: lower)
    return sharpest > lower && sharpest <= max(limit, svgDefault) ? limit : nil
  }
}

extension Path {
  /// The largest miter ratio (miter length ÷ line width) of the path's corners: 1 for a
  /// path without corners, 1/sin(θ/2) for a corner of interior angle θ, infinity where a
  /// path turns straight back.
  var maximumMiterRatio: Double { maximumMiterRatio(above: 1) }

  /// ``maximumMiterRatio`` when it is above `threshold`; otherwise some ratio no larger
  /// than `threshold`.
  ///
  /// With a threshold of √2 or more, corners that turn by 90° or less (a ratio of √2 or
  /// less), which are most corners, are not measured.
  ///
  /// One walk along the storage, with the exact tangents of arcs, building nothing: it runs
  /// for every stroked element. Each segment leaves its start in one direction and arrives
  /// at its end in another (vectors of any length but zero); a corner is where one
  /// segment's arriving direction meets the next one's leaving direction, and, at a close,
  /// where the closing line's meets the sub-path's first. A segment shorter than rounding
  /// is skipped, as if it were not there.
  func maximumMiterRatio(above threshold: Double) -> Double {
    var walk = MiterWalk(measuresGentleTurns: threshold < 2.0.squareRoot())
    withUnsafeStorage { verbs, points in
      // Each command moves the index past its points (see `Path.Verb.pointCount`,
      // counted here, where the compiler sees them).
      var index = 0
      for verb in verbs {
        switch verb {
        case .move:
          walk.move(to: points[index])
          index += 1
        case .line:
          walk.line(to: points[index])
          index += 1
        case .quadCurve:
          walk.curve(points[index], points[index], points[index + 1])
          index += 2
        case .curve:
          walk.curve(points[index], points[index + 1], points[index + 2])
          index += 3
        case .arc:
          walk.arc(
            ab: points[index], cd: points[index + 1], center: points[index + 2],
            sweep: points[index + 3].y, end: points[index + 4])
          index += 5
        case .close:
          walk.close()
        }
      }
    }
    return walk.maximumRatio
  }
}

/// The state of ``Path/maximumMiterRatio(above:)``: where the walk is, which way it
/// arrived, and the sharpest corners so far.
private struct MiterWalk {
  /// Whether turns of 90° or less are measured; when not, they count as no turn.
  let measuresGentleTurns: Bool
  var current = CGPoint.zero
  var subpathStart = CGPoint.zero
  /// Whether the sub-path has a segment of some length yet; until it has, `incoming` and
  /// `firstOutgoing` mean nothing and the current point is the sub-path's start.
  var hasSegment = false
  /// The direction the outline arrives in at the current point.
  var incoming = CGPoint.zero
  /// The direction the sub-path first left its start in.
  var firstOutgoing = CGPoint.zero
  /// The cosine of the sharpest turn of more than 90° so far (1 for none).
  var minimumCosine = 1.0
  /// The sharpest turn of 90° or less so far, as the dot product of its directions and the
  /// product of their squared lengths (compared across, without a root or a division per
  /// corner); valid when `hasGentleTurn`.
  var hasGentleTurn = false
  var gentleDot = 0.0
  var gentleLengths = 1.0

  init(measuresGentleTurns: Bool) {
    self.measuresGentleTurns = measuresGentleTurns
  }

  mutating func move(to point: CGPoint) {
    current = point
    subpathStart = point
    hasSegment = false
  }

  mutating func line(to end: CGPoint) {
    let direction = end - current
    let lengthSquared = dot(direction, direction)
    guard lengthSquared > toleranceSquared(at: current) else { return }
    segment(leaving: direction, lengthSquared: lengthSquared, arriving: direction, end: end)
  }

  /// A cubic Bézier curve (a quadratic one with its control point twice): it leaves towards
  /// the first control point not at its start, and arrives from the last not at its end.
  mutating func curve(_ control1: CGPoint, _ control2: CGPoint, _ end: CGPoint) {
    let start = current
    guard
      let leaving = direction(start, control1) ?? direction(start, control2)
        ?? direction(start, end),
      let backwards = direction(end, control2) ?? direction(end, control1)
        ?? direction(end, start)
    else { return }
    segment(
      leaving: leaving, lengthSquared: dot(leaving, leaving),
      arriving: CGPoint(x: -backwards.x, y: -backwards.y), end: end)
  }

  /// An elliptical arc from the current point to `end`: the unit circle mapped by the
  /// linear part whose columns are `ab` and `cd`, moved to `center`, swept in the
  /// direction of `sweep`'s sign.
  mutating func arc(ab: CGPoint, cd: CGPoint, center: CGPoint, sweep: Double, end: CGPoint) {
    // The tangent at a point p of the ellipse is T·R90·T⁻¹·(p − centre), where T is the
    // arc's linear part: no trigonometry. Scaled by det(T) (which keeps the direction
    // when positive), T·R90·adj(T) is [[ab + cd, −(a² + c²)], [b² + d², −(ab + cd)]].
    let (a, b, c, d) = (ab.x, ab.y, cd.x, cd.y)
    let cross = a * b + c * d
    let acSquares = a * a + c * c
    let bdSquares = b * b + d * d
    func tangent(at point: CGPoint) -> CGPoint {
      let x = point.x - center.x
      let y = point.y - center.y
      return CGPoint(x: cross * x + -acSquares * y, y: bdSquares * x + -cross * y)
    }
    var leaving = tangent(at: current)
    var arriving = tangent(at: end)
    let leavingLengthSquared = dot(leaving, leaving)
    let arrivingLengthSquared = dot(arriving, arriving)
    // Both tangents must have a length, and a finite one.
    guard leavingLengthSquared > 0, arrivingLengthSquared > 0,
      max(leavingLengthSquared, arrivingLengthSquared) < .infinity
    else { return }
    // The direction of travel: turned round for a negative sweep, and again for a
    // negative determinant.
    if (sweep < 0) != (a * d - b * c < 0) {
      leaving = CGPoint(x: -leaving.x, y: -leaving.y)
      arriving = CGPoint(x: -arriving.x, y: -arriving.y)
    }
    segment(leaving: leaving, lengthSquared: leavingLengthSquared, arriving: arriving, end: end)
  }

  /// Closes the sub-path: a line back to its start, then the corner there.
  mutating func close() {
    guard hasSegment else { return }
    let direction = subpathStart - current
    let lengthSquared = dot(direction, direction)
    let firstLengthSquared = dot(firstOutgoing, firstOutgoing)
    if lengthSquared > toleranceSquared(at: current) {
      turn(from: incoming, to: direction, leavingLengthSquared: lengthSquared)
      turn(from: direction, to: firstOutgoing, leavingLengthSquared: firstLengthSquared)
    } else {
      turn(from: incoming, to: firstOutgoing, leavingLengthSquared: firstLengthSquared)
    }
    current = subpathStart
    hasSegment = false
  }

  /// A segment of some length leaving the current point in `leaving` (of squared length
  /// `lengthSquared`) and arriving at `end` in `arriving`.
  private mutating func segment(
    leaving: CGPoint, lengthSquared: Double, arriving: CGPoint, end: CGPoint
  ) {
    if hasSegment {
      turn(from: incoming, to: leaving, leavingLengthSquared: lengthSquared)
    } else {
      hasSegment = true
      firstOutgoing = leaving
    }
    incoming = arriving
    current = end
  }

  /// Records the corner from `arriving` to `leaving`: only its cosine, since the sharpest
  /// corner has the smallest.
  private mutating func turn(
    from arriving: CGPoint, to leaving: CGPoint, leavingLengthSquared: Double
  ) {
    let product = dot(arriving, leaving)
    // The lengths are worked out only for the corners that need them.
    if product < 0 {
      let lengths = dot(arriving, arriving) * leavingLengthSquared
      minimumCosine = min(minimumCosine, max(product / lengths.squareRoot(), -1))
    } else if measuresGentleTurns, minimumCosine >= 0 {
      // A turn of 90° or less matters only while no sharper corner has been seen.
      let lengths = dot(arriving, arriving) * leavingLengthSquared
      if !hasGentleTurn || product * product * gentleLengths < gentleDot * gentleDot * lengths {
        hasGentleTurn = true
        gentleDot = product
        gentleLengths = lengths
      }
    }
  }

  /// The largest ratio: 1/sin(θ/2) for the interior angle θ = π − turn, which is
  /// 1/cos(turn/2).
  var maximumRatio: Double {
    var cosine = minimumCosine
    if cosine >= 0, hasGentleTurn {
      cosine = min(1, gentleDot / gentleLengths.squareRoot())
    }
    guard cosine < 1 else { return 1 }
    // The cosine is at least −1 (never NaN), so the half-turn's is in [0, 1] and the
    // ratio at least 1: infinity for a turn straight back.
    return 1 / ((1 + cosine) / 2).squareRoot()
  }
}

/// The direction from `a` to `b` (not of length 1), or `nil` when they coincide to within
/// rounding.
private func direction(_ a: CGPoint, _ b: CGPoint) -> CGPoint? {
  let vector = b - a
  return dot(vector, vector) > toleranceSquared(at: a) ? vector : nil
}

/// The square of the distance within which a point counts as at `point`: 10⁻¹² of its
/// largest coordinate, or of 1 near the origin.
private func toleranceSquared(at point: CGPoint) -> Double {
  let x = point.x.magnitude
  let y = point.y.magnitude
  // `max(1, x, y)`, written to compile to one instruction each, without the variadic
  // form's argument list. (A path holds no NaN; one would give 1 here.)
  let largest = y > x ? y : x
  let tolerance = 1e-12 * (largest > 1 ? largest : 1)
  return tolerance * tolerance
}

private func dot(_ u: CGPoint, _ v: CGPoint) -> Double {
  u.x * v.x + u.y * v.y
}
