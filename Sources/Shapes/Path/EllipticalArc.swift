import Foundation

/// An arc of an ellipse: an arc of the unit circle, from `startAngle` turning by `sweep`
/// radians, mapped by an affine transform whose translation is the ellipse's centre.
///
/// This form is closed under affine transforms (mapping the arc maps its transform), so a
/// rotated, scaled or sheared circle stays one exact arc. Its end point is stored as given,
/// so an arc read from SVG ends exactly where the file says.
struct EllipticalArc: Equatable, Sendable {
  /// Maps the unit circle onto the ellipse.
  var transform: CGAffineTransform
  /// The unit-circle angle of the start point, in radians.
  var startAngle: Double
  /// The signed turn from the start, in radians; `|sweep| ≤ 2π`.
  var sweep: Double
  /// The end point.
  var end: CGPoint

  init(transform: CGAffineTransform, startAngle: Double, sweep: Double, end: CGPoint) {
    self.transform = transform
    self.startAngle = startAngle
    self.sweep = sweep
    self.end = end
  }

  /// An arc whose end point is computed from its angles.
  init(transform: CGAffineTransform, startAngle: Double, sweep: Double) {
    self.transform = transform
    self.startAngle = startAngle
    self.sweep = sweep
    self.end = CGPoint(x: 0, y: 0)
    self.end = point(atAngle: startAngle + sweep)
  }

  /// Reads an arc from the five storage points of a path: the transform's columns
  /// `(a, b)`, `(c, d)`, the centre `(tx, ty)`, then `(startAngle, sweep)`, then the end.
  init(storage: ArraySlice<CGPoint>) {
    self = storage.withUnsafeBufferPointer { EllipticalArc(points: $0, at: 0) }
  }

  /// Reads an arc from the five storage points at `index` of a path's points, as
  /// ``init(storage:)`` does, without making a slice.
  @inline(__always)
  init(points: [CGPoint], at index: Int) {
    self = points.withUnsafeBufferPointer { EllipticalArc(points: $0, at: index) }
  }

  /// Reads an arc from the five storage points at `index` of a buffer of a path's points.
  @inline(__always)
  init(points: UnsafeBufferPointer<CGPoint>, at index: Int) {
    transform = CGAffineTransform(
      a: points[index].x, b: points[index].y, c: points[index + 1].x, d: points[index + 1].y,
      tx: points[index + 2].x, ty: points[index + 2].y)
    startAngle = points[index + 3].x
    sweep = points[index + 3].y
    end = points[index + 4]
  }

  /// An angle in radians less its whole turns: the remainder of its division by 2π, with
  /// its sign, which is `angle` itself when it is less than a turn from zero.
  ///
  /// Far from zero the spacing of doubles is coarser than an arc's pieces (2 at 10¹⁶), so
  /// a sweep added to an unreduced start angle would round away. The remainder is exact;
  /// that 2π itself is rounded (by 2.4e-16) moves the result by about |angle|·3.9e-17,
  /// less than half the spacing of doubles at `angle`, which is no change to what the
  /// angle can mean.
  static func reduced(_ angle: Double) -> Double {
    angle.truncatingRemainder(dividingBy: 2 * .pi)
  }

  /// The five storage points of the arc, in the order ``init(storage:)`` reads.
  var storagePoints: [CGPoint] {
    [
      CGPoint(x: transform.a, y: transform.b), CGPoint(x: transform.c, y: transform.d),
      CGPoint(x: transform.tx, y: transform.ty), CGPoint(x: startAngle, y: sweep), end,
    ]
  }

  /// Whether every stored number is finite.
  var isFinite: Bool {
    transform.a.isFinite && transform.b.isFinite && transform.c.isFinite
      && transform.d.isFinite && transform.tx.isFinite && transform.ty.isFinite
      && startAngle.isFinite && sweep.isFinite && end.isFinite
  }

  /// Appends the five storage points (see ``storagePoints``) without building an array.
  func appendStorage(to points: inout [CGPoint]) {
    points.append(CGPoint(x: transform.a, y: transform.b))
    points.append(CGPoint(x: transform.c, y: transform.d))
    points.append(CGPoint(x: transform.tx, y: transform.ty))
    points.append(CGPoint(x: startAngle, y: sweep))
    points.append(end)
  }

  /// The centre of the ellipse.
  var center: CGPoint { CGPoint(x: transform.tx, y: transform.ty) }

  /// The angle where the arc ends.
  var endAngle: Double { startAngle + sweep }

  /// The entries of the transform's linear part scaled by the power of two that
  /// ``Rescaling`` gives for the largest, and that factor: the entries themselves and 1
  /// within 2^±500.
  ///
  /// The quantities below square or multiply the entries, which overflows beyond about
  /// 1e154 (the ellipse of a frame 1e300 wide); they are worked out on these.
  private var rescaledLinearPart: (a: Double, b: Double, c: Double, d: Double, factor: Double) {
    let t = transform
    let factor = Rescaling.factor(forMagnitude: max(abs(t.a), abs(t.b), abs(t.c), abs(t.d)))
    return (t.a * factor, t.b * factor, t.c * factor, t.d * factor, factor)
  }

  /// The determinant of the linear part: positive when the transform keeps orientation.
  ///
  /// Infinite, with its sign, when its magnitude is beyond the largest `Double`.
  var determinant: Double {
    let t = rescaledLinearPart
    // Divided twice, as the factor squared can overflow where the determinant does not.
    return (t.a * t.d - t.b * t.c) / t.factor / t.factor
  }

  /// Whether the transform collapses the circle onto a line or a point (its determinant is
  /// zero up to rounding), so the arc is not a true curve.
  var isSingular: Bool {
    // A ratio, which the scaling leaves as it is.
    let t = rescaledLinearPart
    let scale = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d
    return abs(t.a * t.d - t.b * t.c) <= 1e-14 * scale
  }

  /// The point of the ellipse at a unit-circle angle.
  func point(atAngle angle: Double) -> CGPoint {
    point(cosine: cos(angle), sine: sin(angle))
  }

  /// The point of the ellipse at the unit-circle angle with this cosine and sine.
  func point(cosine: Double, sine: Double) -> CGPoint {
    CGPoint(
      x: transform.a * cosine + transform.c * sine + transform.tx,
      y: transform.b * cosine + transform.d * sine + transform.ty)
  }

  /// The derivative of ``point(atAngle:)`` with respect to the angle.
  func derivative(atAngle angle: Double) -> CGPoint {
    let cosine = cos(angle)
    let sine = sin(angle)
    return CGPoint(
      x: -transform.a * sine + transform.c * cosine,
      y: -transform.b * sine + transform.d * cosine)
  }

  /// The start point.
  var start: CGPoint { point(atAngle: startAngle) }

  /// The point a fraction `t` of the way through the sweep (`end` exactly at 1).
  func point(at t: Double) -> CGPoint {
    t == 1 ? end : point(atAngle: startAngle + t * sweep)
  }

  /// The radius, when the arc is circular (the transform is a rotation and uniform scale,
  /// possibly mirrored); `nil` for a true ellipse.
  var circleRadius: Double? {
    let t = rescaledLinearPart
    let column1 = t.a * t.a + t.b * t.b
    let column2 = t.c * t.c + t.d * t.d
    let dot = t.a * t.c + t.b * t.d
    let scale = max(column1, column2)
    guard scale > 0,
      abs(column1 - column2) <= 1e-12 * scale,
      abs(dot) <= 1e-12 * scale
    else { return nil }
    return sqrt(column1) / t.factor
  }

  /// The same arc mapped by `other`.
  func applying(_ other: CGAffineTransform) -> EllipticalArc {
    EllipticalArc(
      transform: transform.concatenating(other), startAngle: startAngle, sweep: sweep,
      end: end.applying(other))
  }

  /// The part of the arc between fractions `t0` and `t1` of its sweep.
  func subarc(from t0: Double, to t1: Double) -> EllipticalArc {
    EllipticalArc(
      transform: transform, startAngle: startAngle + t0 * sweep, sweep: (t1 - t0) * sweep,
      end: point(at: t1))
  }

  /// The fractions in (0, 1) of the sweep at which the arc passes the unit-circle angle
  /// `angle` (taken modulo 2π).
  func fractions(atAngle angle: Double) -> [Double] {
    var result: [Double] = []
    forEachFraction(atAngle: angle) { result.append($0) }
    return result
  }

  /// Calls `body` with each fraction in (0, 1) of the sweep at which the arc passes the
  /// unit-circle angle `angle` (taken modulo 2π), in order, without collecting them.
  @inline(__always)
  func forEachFraction(atAngle angle: Double, _ body: (Double) -> Void) {
    guard sweep != 0 else { return }
    let turn = 2 * Double.pi
    var offset = (sweep > 0 ? angle - startAngle : startAngle - angle)
      .truncatingRemainder(dividingBy: turn)
    if offset < 0 { offset += turn }
    while offset < abs(sweep) {
      let t = offset / abs(sweep)
      if t > 0 { body(t) }
      offset += turn
    }
  }

  /// The fractions in (0, 1) of the sweep where the x coordinate (`axis` 0) or the
  /// y coordinate (`axis` 1) has a turning point.
  func extremeFractions(axis: Int) -> [Double] {
    var result: [Double] = []
    forEachExtremeFraction(axis: axis) { result.append($0) }
    return result.sorted()
  }

  /// Calls `body` with each fraction of ``extremeFractions(axis:)``, unsorted, without
  /// collecting them.
  @inline(__always)
  func forEachExtremeFraction(axis: Int, _ body: (Double) -> Void) {
    let t = transform
    // x(θ) = a cos θ + c sin θ: dx/dθ = 0 where tan θ = c / a.
    let angle = axis == 0 ? atan2(t.c, t.a) : atan2(t.d, t.b)
    guard angle.isFinite, axis == 0 ? (t.a != 0 || t.c != 0) : (t.b != 0 || t.d != 0)
    else { return }
    forEachFraction(atAngle: angle, body)
    forEachFraction(atAngle: angle + .pi, body)
  }

  /// The signed area term of Green's theorem, ∫ (x dy − y dx) / 2, along the arc.
  var areaTerm: Double {
    let p0 = start
    let p1 = point(atAngle: endAngle)
    let linear = determinant * sweep
    let translation = transform.tx * (p1.y - p0.y) - transform.ty * (p1.x - p0.x)
    return (linear + translation) / 2
  }

  /// The arc length: exact for circular arcs, adaptive Gauss–Legendre quadrature of the
  /// speed otherwise (relative error below 1e-10).
  var length: Double {
    if let radius = circleRadius { return radius * abs(sweep) }
    return Quadrature.integrate(from: startAngle, to: endAngle) { angle in
      let d = derivative(atAngle: angle)
      return (d.x * d.x + d.y * d.y).squareRoot()
    }.magnitude
  }

  /// The fraction of the sweep at which the arc has run `distance` from its start, for an
  /// arc of length `totalLength` (its ``length``).
  ///
  /// Exactly proportional to the distance for circular arcs; for elliptical arcs, the arc
  /// length inverted numerically by ``ArcLength`` (relative error below 1e-9). A distance
  /// of 0 or less gives 0, `totalLength` or more gives 1.
  func fraction(atLength distance: Double, totalLength: Double) -> Double {
    guard totalLength > 0 else { return 0 }
    if circleRadius != nil { return min(max(distance / totalLength, 0), 1) }
    // The speed of an ellipse is smooth and never zero: no cuts are needed.
    func speed(_ t: Double) -> Double {
      let d = derivative(atAngle: startAngle + t * sweep)
      return (d.x * d.x + d.y * d.y).squareRoot() * abs(sweep)
    }
    return ArcLength.parameter(
      atLength: distance, totalLength: totalLength,
      length: {
        Quadrature.integrate(from: $0, to: $1, absoluteTolerance: 1e-13 * totalLength, speed)
      },
      speed: speed)
  }

  /// The number of cubic Béziers used to approximate the arc, which is also the number of
  /// `A` pieces SVG output splits it into: one per started 90°, give or take 1%.
  ///
  /// The allowance makes pieces of up to 90.9° count as one, so that an arc written as
  /// 90° pieces and read back from the rounded text (as, say, 90.03°) splits the same way.
  var cubicCount: Int {
    let quarters = abs(sweep) / (Double.pi / 2 * 1.01)
    // A sweep is at most a turn, 3.96 quarters; the bound, checked before the conversion,
    // only matters to storage that breaks that rule.
    guard quarters <= 4 else { return 4 }
    // Rounded up, without a call into the C library: the truncation of a number this
    // small is exact, and one less than the number unless it is whole.
    let whole = Int(quarters)
    return max(1, Double(whole) < quarters ? whole + 1 : whole)
  }

  /// Cubic Béziers that approximate the arc, each spanning at most 90.9°, as
  /// `(control1, control2, end)`.
  ///
  /// Each piece uses the standard handle length `4/3·tan(δ/4)` of the unit circle mapped
  /// by the transform; for a circle of radius r the radial error is at most 2.73e-4·r at
  /// 90° per piece (2.9e-4·r at 90.9°), and the pieces meet with matching tangents.
  func cubics() -> [(control1: CGPoint, control2: CGPoint, end: CGPoint)] {
    let count = cubicCount
    let step = sweep / Double(count)
    let handle = 4 / 3 * tan(step / 4)
    var result: [(control1: CGPoint, control2: CGPoint, end: CGPoint)] = []
    result.reserveCapacity(count)
    var angle = startAngle
    var from = start
    for index in 0..<count {
      let nextAngle = index == count - 1 ? endAngle : angle + step
      let to = index == count - 1 ? end : point(atAngle: nextAngle)
      let d0 = derivative(atAngle: angle)
      let d1 = derivative(atAngle: nextAngle)
      result.append(
        (
          CGPoint(x: from.x + handle * d0.x, y: from.y + handle * d0.y),
          CGPoint(x: to.x - handle * d1.x, y: to.y - handle * d1.y),
          to
        ))
      angle = nextAngle
      from = to
    }
    return result
  }

  /// The SVG `A` parameters of the ellipse: its radii, the rotation of its x axis in
  /// degrees, and the sweep flag (`true` when the arc turns the positive-angle way, which
  /// is clockwise on a y-down screen).
  ///
  /// Found by a singular value decomposition of the transform's linear part.
  var svgParameters: (rx: Double, ry: Double, rotation: Double, sweepFlag: Bool) {
    let sweepFlag = (sweep > 0) == (determinant > 0)
    if let radius = circleRadius {
      return (radius, radius, 0, sweepFlag)
    }
    let t = rescaledLinearPart
    // Columns (a, b) and (c, d) are the images of the unit axes.
    let e = (t.a + t.d) / 2
    let f = (t.a - t.d) / 2
    let g = (t.b + t.c) / 2
    let h = (t.b - t.c) / 2
    let q = (e * e + h * h).squareRoot()
    let r = (f * f + g * g).squareRoot()
    let major = q + r
    let minor = abs(q - r)
    let angle1 = atan2(g, f)
    let angle2 = atan2(h, e)
    var rotation = (angle2 + angle1) / 2 * 180 / .pi
    // Keep the rotation in (−90°, 90°]; an ellipse is symmetric under half turns.
    while rotation <= -90 { rotation += 180 }
    while rotation > 90 { rotation -= 180 }
    return (major / t.factor, minor / t.factor, rotation, sweepFlag)
  }
}
