import Foundation

/// Evaluation and analysis of quadratic and cubic Bézier curves.
enum Bezier {
  /// The point of a quadratic curve at parameter `t`.
  static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: Double) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
      y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
  }

  /// The point of a cubic curve at parameter `t`.
  static func cubicPoint(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double
  ) -> CGPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
      y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }

  /// The derivative of a cubic curve at parameter `t`.
  static func cubicDerivative(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double
  ) -> CGPoint {
    let u = 1 - t
    let a = 3 * u * u
    let b = 6 * u * t
    let c = 3 * t * t
    return CGPoint(
      x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
      y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
  }

  /// The control points of the cubic that traces the same curve as a quadratic.
  static func elevate(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> (CGPoint, CGPoint) {
    (
      CGPoint(x: p0.x + 2 / 3 * (p1.x - p0.x), y: p0.y + 2 / 3 * (p1.y - p0.y)),
      CGPoint(x: p2.x + 2 / 3 * (p1.x - p2.x), y: p2.y + 2 / 3 * (p1.y - p2.y))
    )
  }

  /// The parameters in (0, 1) where one coordinate of a cubic, with control values
  /// `a, b, c, d`, has a turning point (its derivative is zero).
  static func cubicTurningParameters(_ a: Double, _ b: Double, _ c: Double, _ d: Double)
    -> [Double]
  {
    // The coefficients below triple the values, which overflows near the largest `Double`:
    // the values are scaled first, exactly, which leaves the roots as they are.
    let factor = Rescaling.factor(forMagnitude: max(abs(a), abs(b), abs(c), abs(d)))
    guard factor == 1 else {
      return cubicTurningParameters(a * factor, b * factor, c * factor, d * factor)
    }
    // The derivative is 3·(A t² + B t + C).
    let qa = -a + 3 * b - 3 * c + d
    let qb = 2 * (a - 2 * b + c)
    let qc = b - a
    return solveQuadratic(qa, qb, qc).filter { $0 > 0 && $0 < 1 }
  }

  /// The real roots of `a·t² + b·t + c = 0`, computed without cancellation; a linear or
  /// constant equation gives its root or none.
  ///
  /// Coefficients beyond 2^±500 are scaled by a power of two first (exactly, leaving the
  /// roots as they are), so that `b² − 4ac` neither overflows nor underflows.
  static func solveQuadratic(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let scale = max(abs(a), abs(b), abs(c))
    let factor = Rescaling.factor(forMagnitude: scale)
    guard factor == 1 else { return solveQuadratic(a * factor, b * factor, c * factor) }
    guard scale > 0 else { return [] }
    if abs(a) <= 1e-12 * scale {
      return b == 0 ? [] : [-c / b]
    }
    let discriminant = b * b - 4 * a * c
    if discriminant < 0 { return [] }
    if discriminant == 0 { return [-b / (2 * a)] }
    let root = discriminant.squareRoot()
    let q = -0.5 * (b + (b < 0 ? -root : root))
    return [q / a, c / q]
  }

  /// The signed area term of Green's theorem, ∫ (x dy − y dx) / 2, along a cubic.
  ///
  /// The integrand is a polynomial of degree 5, which three-point Gauss–Legendre
  /// quadrature integrates exactly.
  static func cubicAreaTerm(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint)
    -> Double
  {
    let offset = 0.5 * (0.6 as Double).squareRoot()
    let nodes: [(Double, Double)] = [
      (0.5 - offset, 5.0 / 18), (0.5, 8.0 / 18), (0.5 + offset, 5.0 / 18),
    ]
    var sum = 0.0
    for (t, weight) in nodes {
      let p = cubicPoint(p0, p1, p2, p3, t)
      let d = cubicDerivative(p0, p1, p2, p3, t)
      sum += weight * (p.x * d.y - p.y * d.x)
    }
    return sum / 2
  }

  // MARK: Splitting

  /// The part of a quadratic curve between parameters `t0` and `t1`, as its three control
  /// points; `t0 > t1` gives the part reversed.
  ///
  /// Each control point is a blossom of the curve, found by de Casteljau's algorithm with
  /// `t0` or `t1` at each level, so the part traces exactly the same points. A parameter of
  /// 0 or 1 gives the original end point exactly.
  static func quadPart(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, from t0: Double, to t1: Double
  ) -> (CGPoint, CGPoint, CGPoint) {
    func blossom(_ u: Double, _ v: Double) -> CGPoint {
      interpolate(interpolate(p0, p1, u), interpolate(p1, p2, u), v)
    }
    return (blossom(t0, t0), blossom(t0, t1), blossom(t1, t1))
  }

  /// The part of a cubic curve between parameters `t0` and `t1`, as its four control
  /// points; `t0 > t1` gives the part reversed.
  ///
  /// Each control point is a blossom of the curve, found by de Casteljau's algorithm with
  /// `t0` or `t1` at each level, so the part traces exactly the same points. A parameter of
  /// 0 or 1 gives the original end point exactly.
  static func cubicPart(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, from t0: Double, to t1: Double
  ) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
    func blossom(_ u: Double, _ v: Double, _ w: Double) -> CGPoint {
      let a = interpolate(p0, p1, u)
      let b = interpolate(p1, p2, u)
      let c = interpolate(p2, p3, u)
      return interpolate(interpolate(a, b, v), interpolate(b, c, v), w)
    }
    return (blossom(t0, t0, t0), blossom(t0, t0, t1), blossom(t0, t1, t1), blossom(t1, t1, t1))
  }

  /// The point a fraction `t` of the way from `a` to `b`: exactly `a` at 0 and `b` at 1.
  static func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    let u = 1 - t
    return CGPoint(x: u * a.x + t * b.x, y: u * a.y + t * b.y)
  }

  // MARK: Length

  /// The speed of a cubic curve, the length of its derivative, at parameter `t`.
  static func cubicSpeed(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double
  ) -> Double {
    let d = cubicDerivative(p0, p1, p2, p3, t)
    return (d.x * d.x + d.y * d.y).squareRoot()
  }

  /// The length of a cubic curve between parameters `t0 <= t1`, by adaptive Gauss–Legendre
  /// quadrature of its speed.
  ///
  /// The interval is first cut where either coordinate turns, which is where the speed can
  /// fall to zero (a cusp, or a straight curve that doubles back) and stop being smooth;
  /// on each piece the quadrature converges to a relative error near 1e-13.
  static func cubicLength(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, from t0: Double = 0,
    to t1: Double = 1
  ) -> Double {
    let turns =
      (cubicTurningParameters(p0.x, p1.x, p2.x, p3.x)
      + cubicTurningParameters(p0.y, p1.y, p2.y, p3.y)).filter { $0 > t0 && $0 < t1 }.sorted()
    // Nearly coincident turns (at a cusp, where rounding splits a double root) leave
    // slivers whose own integral is below the rounding noise of the speed: measure every
    // piece to a tolerance relative to the curve's size, the control polygon's length.
    func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
      hypot(Double(b.x - a.x), Double(b.y - a.y))
    }
    let size = distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
    var total = 0.0
    var lower = t0
    for upper in turns + [t1] where upper > lower {
      total += Quadrature.integrate(from: lower, to: upper, absoluteTolerance: 1e-14 * size) {
        cubicSpeed(p0, p1, p2, p3, $0)
      }
      lower = upper
    }
    return total
  }

  /// The parameter at which a cubic curve has run `distance` along its length, to a
  /// relative error below 1e-9 of the curve's length `totalLength`.
  ///
  /// A distance of 0 or less gives 0; `totalLength` or more gives 1.
  static func cubicParameter(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, atLength distance: Double,
    totalLength: Double
  ) -> Double {
    ArcLength.parameter(
      atLength: distance, totalLength: totalLength,
      length: { cubicLength(p0, p1, p2, p3, from: $0, to: $1) },
      speed: { cubicSpeed(p0, p1, p2, p3, $0) })
  }
}
