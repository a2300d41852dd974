import Foundation

extension Path {
  /// Adds an arc of a circle, joined to the current point by a straight line.
  ///
  /// The meaning of `clockwise` is SwiftUI's, which is CoreGraphics' y-up meaning:
  /// `clockwise: true` sweeps with *decreasing* angle, which on a y-down screen looks
  /// counter-clockwise; `clockwise: false` sweeps with increasing angle and looks clockwise.
  /// The arc goes the shorter way round in the asked direction (a sweep from 0 up to, not
  /// including, 360°), except that angles 360° or more apart give a full circle. Equal
  /// angles give no arc, only the join to the start point.
  ///
  /// **Degenerate input.** Angles so far apart that their difference overflows are more
  /// than 360° apart: a full circle. A start angle beyond ±360° is reduced by whole turns
  /// before the sweep is added to it (exactly: the remainder of its division by 2π), since
  /// far from zero the spacing of doubles is coarser than the arc's pieces, 2 radians at
  /// 10¹⁶; the reduction moves the start by less than half that spacing.
  ///
  /// ```swift
  /// var p = Path()
  /// // A quarter circle from 3 o'clock to 6 o'clock, clockwise on screen.
  /// p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90),
  ///          clockwise: false)
  /// ```
  ///
  /// - Parameters:
  ///   - center: The centre of the circle.
  ///   - radius: The radius. Zero or negative draws the arc as its centre point: the call
  ///     adds only a line to `center`.
  ///   - startAngle: Where the arc starts, measured from the +x axis toward +y.
  ///   - endAngle: Where the arc ends.
  ///   - clockwise: `true` to sweep with decreasing angle (counter-clockwise on screen).
  ///   - transform: A transform applied to the arc before it is added.
  ///
  /// When there is no current point the arc starts a new sub-path. Non-finite arguments
  /// make the call do nothing.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let turn = 2 * Double.pi
    guard startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
    // A difference that overflows is more than a turn too.
    let delta = endAngle.radians - startAngle.radians
    var sweep: Double
    if abs(delta) >= turn - 1e-12 {
      sweep = turn
    } else {
      sweep = (clockwise ? -delta : delta).truncatingRemainder(dividingBy: turn)
      if sweep < 0 { sweep += turn }
    }
    if clockwise { sweep = -sweep }
    addCircularArc(
      center: center, radius: radius, startAngle: startAngle.radians, sweep: sweep,
      transform: transform)
  }

  /// Adds an arc of a circle that turns by `delta` from `startAngle`, joined to the current
  /// point by a straight line.
  ///
  /// A positive `delta` turns with increasing angle (clockwise on a y-down screen). A
  /// `delta` beyond ±360° is clamped to a full circle. The radius and degenerate cases,
  /// such as the reduction of a start angle beyond ±360°, follow
  /// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    let turn = 2 * Double.pi
    guard delta.radians.isFinite else { return }
    addCircularArc(
      center: center, radius: radius, startAngle: startAngle.radians,
      sweep: min(max(delta.radians, -turn), turn), transform: transform)
  }

  /// Adds an arc of radius `radius` tangent to the line from the current point to
  /// `tangent1End` and to the line from `tangent1End` to `tangent2End`, joined to the
  /// current point by a straight line; the path then ends at the second tangent point.
  ///
  /// This is how rounded polygon corners are drawn. When the three points are collinear,
  /// two of them coincide, or the radius is zero or negative, the call adds a straight line
  /// to `tangent1End`. With no current point it starts a sub-path at `tangent1End`.
  /// Non-finite arguments, or a transform that cannot be inverted, make the call do
  /// nothing.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard tangent1End.isFinite, tangent2End.isFinite, radius.isFinite, transform.isFinite,
      transform.a * transform.d - transform.b * transform.c != 0
    else { return }
    guard let current = currentPoint else {
      move(to: tangent1End.applying(transform))
      return
    }
    // Work in the arc's own space, where the radius is a radius.
    let p0 = current.applying(transform.inverted())
    guard radius > 0,
      let v1 = (p0 - tangent1End).normalized,
      let v2 = (tangent2End - tangent1End).normalized,
      abs(v1.x * v2.y - v1.y * v2.x) > 1e-12
    else {
      addLine(to: tangent1End.applying(transform))
      return
    }
    let cosine = min(max(v1.x * v2.x + v1.y * v2.y, -1), 1)
    let halfAngle = acos(cosine) / 2
    let distance = radius / tan(halfAngle)
    let bisector = CGPoint(x: v1.x + v2.x, y: v1.y + v2.y).normalized ?? v1
    let centerDistance = radius / sin(halfAngle)
    let center = CGPoint(
      x: tangent1End.x + bisector.x * centerDistance,
      y: tangent1End.y + bisector.y * centerDistance)
    let first = CGPoint(x: tangent1End.x + v1.x * distance, y: tangent1End.y + v1.y * distance)
    let second = CGPoint(x: tangent1End.x + v2.x * distance, y: tangent1End.y + v2.y * distance)
    let start = atan2(first.y - center.y, first.x - center.x)
    var sweep = atan2(second.y - center.y, second.x - center.x) - start
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    addCircularArc(
      center: center, radius: radius, startAngle: start, sweep: sweep, transform: transform)
  }

  /// Adds an arc of the circle of `radius` about `center`, from `startAngle` turning by
  /// `sweep` radians, mapped by `transform`, joined by a line to the current point.
  mutating func addCircularArc(
    center: CGPoint, radius: CGFloat, startAngle: Double, sweep: Double,
    transform: CGAffineTransform
  ) {
    guard center.isFinite, radius.isFinite, startAngle.isFinite, sweep.isFinite,
      transform.isFinite
    else { return }
    let radius = max(radius, 0)
    let arc = EllipticalArc(
      transform: CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
        .concatenating(transform),
      startAngle: EllipticalArc.reduced(startAngle), sweep: sweep)
    addArc(arc)
  }

  /// Adds an elliptical arc, joined by a line to the current point.
  ///
  /// With no current point the join is a move. An arc whose transform collapses the plane
  /// is added as the straight lines it traces; a zero sweep adds only the join.
  mutating func addArc(_ arc: EllipticalArc) {
    let start = arc.start
    // Finite numbers can still place the start beyond the largest `Double`: the arc
    // would then have no move before it.
    guard arc.isFinite, start.isFinite else { return }
    if isAfterClose, let subpathStart {
      move(to: subpathStart)
    }
    if let current = currentPoint {
      if !current.isClose(to: start) { addLine(to: start) }
    } else {
      move(to: start)
    }
    appendArcWithoutJoin(arc)
  }

  /// Appends an arc that starts at the current point: as an arc element, or, when its
  /// transform is singular, as the lines it traces.
  mutating func appendArcWithoutJoin(_ arc: EllipticalArc) {
    guard arc.sweep != 0 else { return }
    if arc.isSingular {
      let turns = (arc.extremeFractions(axis: 0) + arc.extremeFractions(axis: 1)).sorted()
      for point in turns.map({ arc.point(at: $0) }) + [arc.end]
      where currentPoint.map({ !$0.isClose(to: point) }) ?? true {
        addLine(to: point)
      }
      return
    }
    verbs.append(.arc)
    arc.appendStorage(to: &points)
  }
}

extension CGPoint {
  /// The difference of two points, as a vector.
  static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// The vector scaled to length 1, or `nil` for the zero vector.
  var normalized: CGPoint? {
    let length = (x * x + y * y).squareRoot()
    guard length > 0, length.isFinite else { return nil }
    return CGPoint(x: x / length, y: y / length)
  }

  /// Whether two points are equal up to rounding error relative to their size.
  func isClose(to other: CGPoint) -> Bool {
    let scale = Swift.max(
      Swift.max(1, Swift.max(x.magnitude, y.magnitude)),
      Swift.max(other.x.magnitude, other.y.magnitude))
    return abs(x - other.x) <= 1e-12 * scale && abs(y - other.y) <= 1e-12 * scale
  }
}

extension CGAffineTransform {
  /// Whether all six entries are finite.
  var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
