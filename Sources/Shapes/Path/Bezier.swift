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
    // The derivative is 3·(A t² + B t + C).
    let qa = -a + 3 * b - 3 * c + d
    let qb = 2 * (a - 2 * b + c)
    let qc = b - a
    return solveQuadratic(qa, qb, qc).filter { $0 > 0 && $0 < 1 }
  }

  /// The real roots of `a·t² + b·t + c = 0`, computed without cancellation; a linear or
  /// constant equation gives its root or none.
  static func solveQuadratic(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let scale = max(abs(a), abs(b), abs(c))
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
}
