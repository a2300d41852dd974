import Foundation

/// A piece of an exact stroke outline: a straight line or an arc of a circle.
///
/// The offsets of lines and circular arcs are lines and concentric arcs, and so are the
/// joins and caps between them, so an outline made of these pieces is exact. Pieces can
/// be cut where they cross, which is how the inner side of a corner is trimmed.
enum OutlinePiece {
  case line(CGPoint, CGPoint)
  /// An arc whose transform is a rotation and uniform scale (possibly mirrored).
  case arc(EllipticalArc)

  var start: CGPoint {
    switch self {
    case .line(let p0, _): p0
    case .arc(let arc): arc.start
    }
  }

  var end: CGPoint {
    switch self {
    case .line(_, let p1): p1
    case .arc(let arc): arc.end
    }
  }

  /// The same piece traced from its end back to its start.
  var reversed: OutlinePiece {
    switch self {
    case .line(let p0, let p1): .line(p1, p0)
    case .arc(let arc): .arc(arc.reversed)
    }
  }

  /// A box holding every point of the piece: its ends' box for a line; for an arc (whose
  /// transform is a rotation and uniform scale) turning at most a quarter, the box of its
  /// ends and the corner where their tangents meet, which encloses it, else its circle's.
  var looseBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    switch self {
    case .line(let p0, let p1):
      return (min(p0.x, p1.x), min(p0.y, p1.y), max(p0.x, p1.x), max(p0.y, p1.y))
    case .arc(let arc):
      let t = arc.transform
      if abs(arc.sweep) <= .pi / 2 {
        // The tangents at the ends meet on the middle radius, 1 / cos(sweep / 2) out.
        let angle = arc.startAngle + arc.sweep / 2
        let reach = 1 / cos(arc.sweep / 2)
        let corner = CGPoint(x: cos(angle) * reach, y: sin(angle) * reach).applying(t)
        let (p0, p1) = (arc.start, arc.end)
        return (
          min(p0.x, p1.x, corner.x), min(p0.y, p1.y, corner.y), max(p0.x, p1.x, corner.x),
          max(p0.y, p1.y, corner.y)
        )
      }
      let radius = (t.a * t.a + t.b * t.b).squareRoot()
      return (t.tx - radius, t.ty - radius, t.tx + radius, t.ty + radius)
    }
  }

  var isFinite: Bool {
    switch self {
    case .line(let p0, let p1): p0.isFinite && p1.isFinite
    case .arc(let arc): arc.isFinite && arc.start.isFinite
    }
  }

  /// The arc of the circle of `radius` about `center` from the angle `startAngle`, turning
  /// by `sweep` radians and ending exactly at `end`.
  static func circularArc(
    center: CGPoint, radius: Double, startAngle: Double, sweep: Double, end: CGPoint
  ) -> OutlinePiece {
    .arc(
      EllipticalArc(
        circleCenter: center, radius: radius, startAngle: startAngle, sweep: sweep, end: end))
  }

  /// Appends the piece to `path`, which ends at (or very near) the piece's start.
  func add(to path: inout Path) {
    switch self {
    case .line(_, let p1):
      if let current = path.currentPoint, current.isClose(to: p1) { return }
      path.addLine(to: p1)
    case .arc(let arc):
      path.addArc(arc)
    }
  }

  /// How far along the piece `point` is, as a fraction: 0 at the start, 1 at the end.
  ///
  /// For a line, the projection of `point` onto it; for an arc, the fraction of the sweep
  /// at `point`'s angle about the centre (between 0 and the full turn's fraction).
  func fraction(at point: CGPoint) -> Double {
    switch self {
    case .line(let p0, let p1):
      let d = p1 - p0
      let lengthSquared = d.x * d.x + d.y * d.y
      guard lengthSquared > 0 else { return .nan }
      return ((point.x - p0.x) * d.x + (point.y - p0.y) * d.y) / lengthSquared
    case .arc(let arc):
      guard arc.sweep != 0 else { return .nan }
      let unit = point.applying(arc.transform.inverted())
      var turn = atan2(unit.y, unit.x) - arc.startAngle
      // The angle's representative in the direction of the sweep, from 0 to a full turn.
      turn = turn.truncatingRemainder(dividingBy: 2 * .pi)
      if arc.sweep > 0, turn < 0 { turn += 2 * .pi }
      if arc.sweep < 0, turn > 0 { turn -= 2 * .pi }
      return turn / arc.sweep
    }
  }

  /// The part of the piece from the fraction `t0` to `t1`, starting or ending exactly at
  /// the points given.
  func cut(from t0: Double, at startPoint: CGPoint, to t1: Double, at endPoint: CGPoint)
    -> OutlinePiece
  {
    switch self {
    case .line:
      return .line(startPoint, endPoint)
    case .arc(let arc):
      return .arc(
        EllipticalArc(
          transform: arc.transform, startAngle: arc.startAngle + t0 * arc.sweep,
          sweep: (t1 - t0) * arc.sweep, end: endPoint))
    }
  }

  /// The points where the full line or circle of this piece meets that of `other`.
  ///
  /// Parallel lines, concentric circles and lines or circles that miss each other give none;
  /// a line or circle that only touches the other gives its point of contact.
  func crossings(with other: OutlinePiece) -> [CGPoint] {
    switch (self, other) {
    case (.line(let a0, let a1), .line(let b0, let b1)):
      return lineCrossing(a0, a1, b0, b1).map { [$0] } ?? []
    case (.line(let p0, let p1), .arc(let arc)), (.arc(let arc), .line(let p0, let p1)):
      guard let radius = arc.circleRadius else { return [] }
      return lineCircleCrossings(p0, p1, center: arc.center, radius: radius)
    case (.arc(let a), .arc(let b)):
      guard let ra = a.circleRadius, let rb = b.circleRadius else { return [] }
      return circleCrossings(a.center, ra, b.center, rb)
    }
  }

  /// Whether this piece and `other` share a point, counting points that lie within a
  /// small tolerance of both, when `other` is not next to it in the outline.
  func meets(_ other: OutlinePiece) -> Bool {
    if case .line(let a0, let a1) = self, case .line(let b0, let b1) = other,
      overlapsCollinearly(a0, a1, b0, b1)
    {
      return true
    }
    let slack = 1e-9
    for point in crossings(with: other) {
      let t = fraction(at: point)
      let u = other.fraction(at: point)
      if t >= -slack, t <= 1 + slack, u >= -slack, u <= 1 + slack { return true }
    }
    return false
  }
}

/// The point where the lines through `a0`, `a1` and through `b0`, `b1` cross, or `nil`
/// when they are parallel (or a line has no direction).
private func lineCrossing(_ a0: CGPoint, _ a1: CGPoint, _ b0: CGPoint, _ b1: CGPoint)
  -> CGPoint?
{
  let da = a1 - a0
  let db = b1 - b0
  let denominator = da.x * db.y - da.y * db.x
  let scale = hypot(da.x, da.y) * hypot(db.x, db.y)
  guard scale > 0, abs(denominator) > 1e-12 * scale else { return nil }
  let s = ((b0.x - a0.x) * db.y - (b0.y - a0.y) * db.x) / denominator
  let point = CGPoint(x: a0.x + s * da.x, y: a0.y + s * da.y)
  return point.isFinite ? point : nil
}

/// Whether two segments lie on one line and share more than a point.
private func overlapsCollinearly(_ a0: CGPoint, _ a1: CGPoint, _ b0: CGPoint, _ b1: CGPoint)
  -> Bool
{
  let da = a1 - a0
  let lengthSquared = da.x * da.x + da.y * da.y
  guard lengthSquared > 0 else { return false }
  let length = lengthSquared.squareRoot()
  // Both ends of b within rounding of a's line.
  let tolerance = 1e-12 * max(length, abs(a0.x), abs(a0.y), abs(b0.x), abs(b0.y))
  for p in [b0, b1] {
    let offLine = abs((p.x - a0.x) * da.y - (p.y - a0.y) * da.x) / length
    if offLine > tolerance { return false }
  }
  let t0 = ((b0.x - a0.x) * da.x + (b0.y - a0.y) * da.y) / lengthSquared
  let t1 = ((b1.x - a0.x) * da.x + (b1.y - a0.y) * da.y) / lengthSquared
  return max(t0, t1) > 0 && min(t0, t1) < 1
}

/// The points where the line through `p0`, `p1` meets the circle of `radius` about
/// `center`.
private func lineCircleCrossings(_ p0: CGPoint, _ p1: CGPoint, center: CGPoint, radius: Double)
  -> [CGPoint]
{
  let d = p1 - p0
  let lengthSquared = d.x * d.x + d.y * d.y
  guard lengthSquared > 0 else { return [] }
  // The foot of the perpendicular from the centre, and the half chord either side of it.
  let s = ((center.x - p0.x) * d.x + (center.y - p0.y) * d.y) / lengthSquared
  let foot = CGPoint(x: p0.x + s * d.x, y: p0.y + s * d.y)
  let distanceSquared =
    (foot.x - center.x) * (foot.x - center.x)
    + (foot.y - center.y) * (foot.y - center.y)
  let halfChordSquared = radius * radius - distanceSquared
  guard halfChordSquared >= 0 else { return [] }
  let step = (halfChordSquared / lengthSquared).squareRoot()
  return [
    CGPoint(x: foot.x - step * d.x, y: foot.y - step * d.y),
    CGPoint(x: foot.x + step * d.x, y: foot.y + step * d.y),
  ].filter(\.isFinite)
}

/// The points where two circles meet.
private func circleCrossings(_ c0: CGPoint, _ r0: Double, _ c1: CGPoint, _ r1: Double)
  -> [CGPoint]
{
  let d = c1 - c0
  let distance = hypot(d.x, d.y)
  guard distance > 0, distance <= r0 + r1, distance >= abs(r0 - r1) else { return [] }
  // Along the line of centres to the chord, then either way along the chord.
  let along = (distance * distance + r0 * r0 - r1 * r1) / (2 * distance)
  let across = max(r0 * r0 - along * along, 0).squareRoot()
  let ux = d.x / distance
  let uy = d.y / distance
  let mid = CGPoint(x: c0.x + along * ux, y: c0.y + along * uy)
  return [
    CGPoint(x: mid.x - across * uy, y: mid.y + across * ux),
    CGPoint(x: mid.x + across * uy, y: mid.y - across * ux),
  ].filter(\.isFinite)
}
