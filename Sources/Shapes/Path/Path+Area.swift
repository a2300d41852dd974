import Foundation

extension Path {
  /// The signed area the path encloses, by Green's theorem, with every sub-path closed by
  /// a straight line as a fill closes it.
  ///
  /// Outlines that run clockwise on screen (as rectangles, ellipses and trapeziums do here)
  /// have positive area; counter-clockwise ones negative. Regions count once per turn of
  /// the outline around them, so a figure eight's loops cancel and a ring drawn with its
  /// hole in the opposite direction subtracts the hole. The result is exact up to rounding
  /// for lines, arcs and Bézier curves: no sampling. The empty path has area 0.
  ///
  /// **Degenerate input.** A path with coordinates beyond about 1e150 or below 1e-150 in
  /// magnitude is measured scaled by a power of two into the middle of the range, where
  /// products of coordinates neither overflow nor underflow, and the area scaled back: an
  /// area beyond the largest `Double` is ±infinity, never NaN. (Its rounding error is, as
  /// always, relative to the squared magnitude of the coordinates, which for a small shape
  /// far from the origin can exceed the area.) A shape so far out that the products of
  /// its coordinates overflow although its area does not, such as a thin sliver near the
  /// largest `Double`, is measured again moved to the origin, where they do not.
  public var area: CGFloat {
    let total = areaAboutTheOrigin
    guard !total.isFinite, let start = points.first, start.isFinite else { return total }
    // The area does not depend on where the shape is: moved so that it starts at the
    // origin, its coordinates are no larger than its own extent.
    return offsetBy(dx: -start.x, dy: -start.y).areaAboutTheOrigin
  }

  /// ``area`` summed as Green's theorem gives it, about the origin.
  private var areaAboutTheOrigin: CGFloat {
    let factor = Rescaling.factor(forMagnitude: coordinateMagnitude)
    // Twice, as the factor squared can overflow where the area does not.
    guard factor == 1 else { return scaled(by: factor).areaAboutTheOrigin / factor / factor }
    var total = 0.0
    forEachSegment(closingOpenSubpaths: true) { segment, _ in
      switch segment {
      case .line(let p0, let p1):
        total += (p0.x * p1.y - p1.x * p0.y) / 2
      case .quadCurve(let p0, let p1, let p2):
        let (c1, c2) = Bezier.elevate(p0, p1, p2)
        total += Bezier.cubicAreaTerm(p0, c1, c2, p2)
      case .curve(let p0, let p1, let p2, let p3):
        total += Bezier.cubicAreaTerm(p0, p1, p2, p3)
      case .arc(let arc):
        total += arc.areaTerm
      }
    }
    return total
  }
}
