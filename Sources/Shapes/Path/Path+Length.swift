import Foundation

extension Path {
  /// The total length of the path's drawn segments.
  ///
  /// The closing line of a sub-path closed with ``closeSubpath()`` counts; the gap of an
  /// open sub-path does not, since a stroke does not draw it. This is the length that
  /// ``trimmedPath(from:to:)`` takes its fractions of.
  ///
  /// ```swift
  /// Path(CGRect(x: 0, y: 0, width: 100, height: 50)).length  // 300
  /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).length  // 20π
  /// ```
  ///
  /// **Accuracy.** Lines and circular arcs are exact up to rounding (an arc is radius ×
  /// sweep). Bézier curves and elliptical arcs have no closed form and are measured by
  /// adaptive 8-point Gauss–Legendre quadrature of their speed to a relative tolerance of
  /// 1e-12, a Bézier curve cut first where a coordinate turns, so that a cusp (where the
  /// speed is zero and not smooth) falls between pieces. Measured against closed forms the
  /// error is 1e-14 relative or better: ellipses with axis ratios up to 1000, a parabola,
  /// cubics with a cusp or doubling back on a straight line.
  ///
  /// **Degenerate input.** The empty path, and a path of lone moves, have length 0. A
  /// segment with coordinates beyond about 1e150 or below 1e-150 in magnitude is measured
  /// scaled by a power of two into the middle of the range, where its squared speed
  /// neither overflows nor underflows, and its length scaled back: a length beyond the
  /// largest `Double` is +infinity.
  public var length: CGFloat {
    var total = 0.0
    forEachSegment(closingOpenSubpaths: false) { segment, _ in
      total += segment.length
    }
    return total
  }
}

extension PathSegment {
  /// The length of the segment; see ``Path/length``.
  var length: Double {
    let factor = rescalingFactor
    guard factor == 1 else { return scaled(by: factor).length / factor }
    switch self {
    case .line(let p0, let p1):
      return hypot(Double(p1.x - p0.x), Double(p1.y - p0.y))
    case .quadCurve(let p0, let p1, let p2):
      let (c1, c2) = Bezier.elevate(p0, p1, p2)
      return Bezier.cubicLength(p0, c1, c2, p2)
    case .curve(let p0, let p1, let p2, let p3):
      return Bezier.cubicLength(p0, p1, p2, p3)
    case .arc(let arc):
      return arc.length
    }
  }
}
