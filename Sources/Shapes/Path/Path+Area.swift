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
  public var area: CGFloat {
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
