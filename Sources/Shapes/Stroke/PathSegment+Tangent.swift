import Foundation

extension PathSegment {
  /// Whether the segment draws nothing: all its points coincide (a line's ends up to
  /// rounding error), or it is an arc that does not turn or whose ellipse has collapsed
  /// to a point.
  var isPoint: Bool {
    switch self {
    case .line(let p0, let p1):
      // Within rounding error: the line closing a sub-path whose last arc ends where it
      // started, up to the arc's computed end point.
      return p0.isClose(to: p1)
    case .quadCurve(let p0, let p1, let p2):
      return p0 == p1 && p1 == p2
    case .curve(let p0, let p1, let p2, let p3):
      return p0 == p1 && p1 == p2 && p2 == p3
    case .arc(let arc):
      let t = arc.transform
      return arc.sweep == 0 || (t.a == 0 && t.b == 0 && t.c == 0 && t.d == 0)
    }
  }

  /// The unit direction the segment leaves its start in, or `nil` when it has none.
  ///
  /// A control point on the start point is passed over for the next one that differs, so
  /// a curve whose first handle is zero still has the direction it sets off in.
  var startTangent: CGPoint? {
    switch self {
    case .line(let p0, let p1):
      return (p1 - p0).normalized
    case .quadCurve(let p0, let p1, let p2):
      return (p1 - p0).normalized ?? (p2 - p0).normalized
    case .curve(let p0, let p1, let p2, let p3):
      return (p1 - p0).normalized ?? (p2 - p0).normalized ?? (p3 - p0).normalized
    case .arc(let arc):
      let d = arc.derivative(atAngle: arc.startAngle)
      return CGPoint(x: d.x * arc.sweep, y: d.y * arc.sweep).normalized
    }
  }

  /// The unit direction the segment arrives at its end in, or `nil` when it has none.
  var endTangent: CGPoint? {
    switch self {
    case .line(let p0, let p1):
      return (p1 - p0).normalized
    case .quadCurve(let p0, let p1, let p2):
      return (p2 - p1).normalized ?? (p2 - p0).normalized
    case .curve(let p0, let p1, let p2, let p3):
      return (p3 - p2).normalized ?? (p3 - p1).normalized ?? (p3 - p0).normalized
    case .arc(let arc):
      let d = arc.derivative(atAngle: arc.endAngle)
      return CGPoint(x: d.x * arc.sweep, y: d.y * arc.sweep).normalized
    }
  }

  /// The point at parameter `t` in 0…1 (a fraction of the sweep for arcs).
  func strokePoint(at t: Double) -> CGPoint {
    switch self {
    case .line(let p0, let p1):
      return Bezier.interpolate(p0, p1, t)
    case .quadCurve(let p0, let p1, let p2):
      return t == 1 ? p2 : Bezier.quadPoint(p0, p1, p2, t)
    case .curve(let p0, let p1, let p2, let p3):
      return t == 1 ? p3 : Bezier.cubicPoint(p0, p1, p2, p3, t)
    case .arc(let arc):
      return t == 0 ? arc.start : arc.point(at: t)
    }
  }

  /// The derivative with respect to the parameter of ``strokePoint(at:)``.
  func strokeDerivative(at t: Double) -> CGPoint {
    switch self {
    case .line(let p0, let p1):
      return p1 - p0
    case .quadCurve(let p0, let p1, let p2):
      let (c1, c2) = Bezier.elevate(p0, p1, p2)
      return Bezier.cubicDerivative(p0, c1, c2, p2, t)
    case .curve(let p0, let p1, let p2, let p3):
      return Bezier.cubicDerivative(p0, p1, p2, p3, t)
    case .arc(let arc):
      let d = arc.derivative(atAngle: arc.startAngle + t * arc.sweep)
      return CGPoint(x: d.x * arc.sweep, y: d.y * arc.sweep)
    }
  }

  /// The unit direction of travel at parameter `t`, or `nil` where the segment has none.
  ///
  /// Where the derivative vanishes (a zero handle at an end, a cusp) the direction just
  /// beside `t` is taken, toward the inside of the segment at its ends.
  func strokeDirection(at t: Double) -> CGPoint? {
    if t == 0, let tangent = startTangent { return tangent }
    if t == 1, let tangent = endTangent { return tangent }
    if let direction = strokeDerivative(at: t).normalized { return direction }
    let step = 1e-7
    return strokeDerivative(at: min(t + step, 1)).normalized
      ?? strokeDerivative(at: max(t - step, 0)).normalized
  }
}

extension CGPoint {
  /// The unit normal of a unit direction: the direction turned a quarter turn
  /// counter-clockwise on a y-down screen (to the left of travel).
  var strokeNormal: CGPoint { CGPoint(x: y, y: -x) }

  /// The point moved by `distance` along the vector `direction`.
  func moved(_ direction: CGPoint, by distance: Double) -> CGPoint {
    CGPoint(x: x + direction.x * distance, y: y + direction.y * distance)
  }
}
