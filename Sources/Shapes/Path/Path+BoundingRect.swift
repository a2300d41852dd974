import Foundation

extension Path {
  /// The smallest rectangle that holds every point the path passes through.
  ///
  /// It is tight: curves and arcs count by their true extremes, not by their control
  /// points, found by solving for the zeros of their derivatives (with the coordinates
  /// scaled by a power of two first where the solution would square them past the range
  /// of `Double`). Lone move points count too. The empty path gives `CGRect.null`.
  ///
  /// **Degenerate input.** A path that spans more than the largest `Double`, from near
  /// −1.8e308 to near 1.8e308, has an infinite width or height.
  public var boundingRect: CGRect {
    guard !verbs.isEmpty else { return .null }
    var bounds = BoundsAccumulator()
    var index = 0
    var current = CGPoint.zero
    for verb in verbs {
      switch verb {
      case .move, .line:
        current = points[index]
        bounds.add(current)
      case .quadCurve:
        let control = points[index]
        let end = points[index + 1]
        bounds.add(end)
        for axis in 0..<2 {
          // Scaled (exactly) where doubling the control value would overflow.
          let factor = Rescaling.factor(
            forMagnitude: max(abs(current[axis]), abs(control[axis]), abs(end[axis])))
          let p0 = current[axis] * factor
          let p1 = control[axis] * factor
          let p2 = end[axis] * factor
          let denominator = p0 - 2 * p1 + p2
          guard denominator != 0 else { continue }
          let t = (p0 - p1) / denominator
          if t > 0, t < 1 { bounds.add(Bezier.quadPoint(current, control, end, t)) }
        }
        current = end
      case .curve:
        let c1 = points[index]
        let c2 = points[index + 1]
        let end = points[index + 2]
        bounds.add(end)
        for axis in 0..<2 {
          for t in Bezier.cubicTurningParameters(current[axis], c1[axis], c2[axis], end[axis]) {
            bounds.add(Bezier.cubicPoint(current, c1, c2, end, t))
          }
        }
        current = end
      case .arc:
        let arc = EllipticalArc(points: points, at: index)
        bounds.add(arc.end)
        // The order of the points does not change the box: no need to sort them.
        for axis in 0..<2 {
          arc.forEachExtremeFraction(axis: axis) { t in bounds.add(arc.point(at: t)) }
        }
        current = arc.end
      case .close:
        break
      }
      index += verb.pointCount
    }
    return bounds.rect
  }
}

/// Grows a box point by point.
struct BoundsAccumulator {
  private var minX = Double.infinity
  private var minY = Double.infinity
  private var maxX = -Double.infinity
  private var maxY = -Double.infinity

  mutating func add(_ point: CGPoint) {
    minX = min(minX, point.x)
    minY = min(minY, point.y)
    maxX = max(maxX, point.x)
    maxY = max(maxY, point.y)
  }

  /// The box so far; `CGRect.null` before the first point.
  var rect: CGRect {
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension CGPoint {
  /// The x coordinate for axis 0, the y coordinate for axis 1.
  subscript(axis: Int) -> CGFloat {
    axis == 0 ? x : y
  }
}
