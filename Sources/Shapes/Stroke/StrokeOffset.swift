import Foundation

/// The closed pieces that cover the body of one stroked segment: everything within half
/// the line width of it along its normals, without caps or joins.
///
/// Lines give one rectangle. Circular arcs narrower than the stroke's half width give one
/// ring sector of exact concentric arcs. Bézier curves, elliptical arcs and circular arcs
/// of radius at most the half width are cut into parameter intervals until, on each, the
/// straight chords between the offset end points stay within ``tolerance`` of the true
/// offset curves on both sides (checked at the quarter points), and the direction turns by
/// at most ``maximumTurn``; each interval gives the quadrilateral between its offset end
/// points, or, where the inner offset doubles back (a radius of curvature below the half
/// width), four triangles that cover its two lobes. Neighbouring intervals share their
/// offset end points, so no gap opens between them.
struct StrokeOffset {
  /// The largest distance between a chord and the true offset curve it stands for.
  static let tolerance = 0.004
  /// Far from the origin, where a `Double` cannot place a point within ``tolerance``, the
  /// distance allowed is this fraction of the coordinates' magnitude instead: a few times
  /// their rounding, so that halving stops where it can no longer help.
  static let relativeTolerance = 0x1p-44
  /// The largest turn of direction over one interval, in radians.
  static let maximumTurn = Double.pi / 16
  /// The deepest the intervals are halved: 2^16 intervals at most per segment.
  static let maximumDepth = 16
  /// The most intervals one `strokedPath` examines, for all its curves together.
  ///
  /// This bounds its work, whatever its input. Past it, curves are halved no further, and
  /// their pieces may miss the tolerance.
  static let intervalBudget = 1 << 18

  /// Half the line width.
  var halfWidth: Double

  /// Adds the body of `segment` to `path`.
  func addBody(of segment: PathSegment, to path: inout Path, budget: inout Int) {
    switch segment {
    case .line(let p0, let p1):
      guard let direction = (p1 - p0).normalized else { return }
      let normal = direction.strokeNormal
      path.addStrokePolygon([
        p0.moved(normal, by: halfWidth), p1.moved(normal, by: halfWidth),
        p1.moved(normal, by: -halfWidth), p0.moved(normal, by: -halfWidth),
      ])
    case .arc(let arc):
      if let radius = arc.circleRadius, !arc.isSingular, halfWidth < radius * (1 - 1e-9) {
        addRingSector(of: arc, radius: radius, to: &path)
      } else {
        addSubdivided(segment, to: &path, budget: &budget)
      }
    case .quadCurve, .curve:
      addSubdivided(segment, to: &path, budget: &budget)
    }
  }

  /// Adds the ring sector between the concentric arcs half the width either side of a
  /// circular arc: outer arc, line, inner arc reversed, line back.
  private func addRingSector(of arc: EllipticalArc, radius: Double, to path: inout Path) {
    let outer = arc.scaled(aboutCenterBy: (radius + halfWidth) / radius)
    let inner = arc.scaled(aboutCenterBy: (radius - halfWidth) / radius)
    path.addStrokePiece { reversed, piece in
      let first = reversed ? inner : outer
      let second = reversed ? outer.reversed : inner.reversed
      piece.move(to: first.start)
      piece.addArc(first)
      piece.addArc(second)
      piece.closeSubpath()
    }
  }

  /// A sample of a segment: its parameter, point and unit direction.
  private struct Sample {
    var t: Double
    var point: CGPoint
    var direction: CGPoint
  }

  /// Adds the pieces of a segment cut into intervals, as the type's documentation says.
  private func addSubdivided(_ segment: PathSegment, to path: inout Path, budget: inout Int) {
    guard let start = sample(segment, at: 0), let end = sample(segment, at: 1) else { return }
    subdivide(segment, from: start, to: end, depth: 0, into: &path, budget: &budget)
  }

  /// The sample of a segment at `t`, or `nil` where it has no direction.
  private func sample(_ segment: PathSegment, at t: Double) -> Sample? {
    guard let direction = segment.strokeDirection(at: t) else { return nil }
    return Sample(t: t, point: segment.strokePoint(at: t), direction: direction)
  }

  private func subdivide(
    _ segment: PathSegment, from first: Sample, to last: Sample, depth: Int,
    into path: inout Path, budget: inout Int
  ) {
    budget -= 1
    let middleT = (first.t + last.t) / 2
    guard let middle = sample(segment, at: middleT) else {
      addPiece(from: first, to: last, into: &path)
      return
    }
    let turn = angle(first.direction, last.direction)
    if depth >= Self.maximumDepth || budget <= 0 {
      addPiece(from: first, to: last, into: &path)
      // A cusp turns the direction round within the interval: the normals sweep a disk.
      if turn > Self.maximumTurn {
        path.addStrokeDisk(center: middle.point, radius: halfWidth)
      }
      return
    }
    if turn <= Self.maximumTurn, isFlat(segment, from: first, to: last, middle: middle) {
      addPiece(from: first, to: last, into: &path)
      return
    }
    subdivide(segment, from: first, to: middle, depth: depth + 1, into: &path, budget: &budget)
    subdivide(segment, from: middle, to: last, depth: depth + 1, into: &path, budget: &budget)
  }

  /// Whether the chords between the offset end points of an interval stay within the
  /// tolerance of the offset curves at the interval's quarter points.
  private func isFlat(
    _ segment: PathSegment, from first: Sample, to last: Sample, middle: Sample
  ) -> Bool {
    let span = last.t - first.t
    var checks = [middle]
    for fraction in [0.25, 0.75] {
      guard let check = sample(segment, at: first.t + fraction * span) else { return false }
      checks.append(check)
    }
    let magnitude = ([first, last] + checks).reduce(0) {
      max($0, abs($1.point.x), abs($1.point.y))
    }
    let allowed = max(Self.tolerance, (magnitude + halfWidth) * Self.relativeTolerance)
    for side in [halfWidth, -halfWidth] {
      let a = first.point.moved(first.direction.strokeNormal, by: side)
      let b = last.point.moved(last.direction.strokeNormal, by: side)
      for check in checks {
        let offset = check.point.moved(check.direction.strokeNormal, by: side)
        guard distance(from: offset, toSegment: a, b) <= allowed else { return false }
      }
    }
    return true
  }

  /// Adds the quadrilateral between the offset end points of an interval, or, when it
  /// crosses itself, the four triangles from the curve's chord that cover its lobes.
  private func addPiece(from first: Sample, to last: Sample, into path: inout Path) {
    let n0 = first.direction.strokeNormal
    let n1 = last.direction.strokeNormal
    let left0 = first.point.moved(n0, by: halfWidth)
    let left1 = last.point.moved(n1, by: halfWidth)
    let right1 = last.point.moved(n1, by: -halfWidth)
    let right0 = first.point.moved(n0, by: -halfWidth)
    let quad = [left0, left1, right1, right0]
    if isConvex(quad) {
      path.addStrokePolygon(quad)
    } else {
      let p0 = first.point
      let p1 = last.point
      path.addStrokePolygon([p0, p1, left1])
      path.addStrokePolygon([p0, left1, left0])
      path.addStrokePolygon([p0, p1, right1])
      path.addStrokePolygon([p0, right1, right0])
    }
  }
}

/// The angle between two unit vectors, in 0…π.
private func angle(_ u: CGPoint, _ v: CGPoint) -> Double {
  atan2(abs(u.x * v.y - u.y * v.x), u.x * v.x + u.y * v.y)
}

/// The distance from a point to the segment between `a` and `b`.
private func distance(from point: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> Double {
  let ab = b - a
  let ap = point - a
  let lengthSquared = ab.x * ab.x + ab.y * ab.y
  var t = lengthSquared > 0 ? (ap.x * ab.x + ap.y * ab.y) / lengthSquared : 0
  t = min(max(t, 0), 1)
  return hypot(ap.x - t * ab.x, ap.y - t * ab.y)
}

/// Whether a polygon turns the same way (or not at all) at every corner.
private func isConvex(_ corners: [CGPoint]) -> Bool {
  var positive = false
  var negative = false
  for index in corners.indices {
    let a = corners[index]
    let b = corners[(index + 1) % corners.count]
    let c = corners[(index + 2) % corners.count]
    let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
    if cross > 0 { positive = true }
    if cross < 0 { negative = true }
  }
  return !(positive && negative)
}
