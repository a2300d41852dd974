import Foundation

extension Path {
  /// Whether a fill of the path would cover `point`.
  ///
  /// Every sub-path counts as closed, as a fill closes it. With the default nonzero rule a
  /// point is inside when the outline winds around it a net nonzero number of times; with
  /// `eoFill` (the even-odd rule) when it crosses an odd number of times. So a ring of two
  /// circles drawn the same way round has a filled hole under the nonzero rule and an empty
  /// one under even-odd.
  ///
  /// ```swift
  /// let ring = Path { p in
  ///   p.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
  ///   p.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
  /// }
  /// ring.contains(CGPoint(x: 50, y: 50))  // true: the hole winds twice
  /// ring.contains(CGPoint(x: 50, y: 50), eoFill: true)  // false
  /// ```
  ///
  /// The answer is exact, not read from a flattened outline: curves and arcs are cut into
  /// pieces along which x and y only grow or only shrink, and the crossing of each piece
  /// with the horizontal through `point` is solved for: in closed form for lines, by
  /// bisection to full double precision for Bézier curves and arcs.
  ///
  /// **Degenerate input.** The outline itself counts as inside, whatever the rule and the
  /// direction: a point on the outline, or within about 1e-10 × the path's largest
  /// coordinate magnitude (at least 1e-10) of it, which absorbs rounding, is contained.
  /// That includes outlines that enclose no area, such as a sub-path that is a single
  /// line. A point with a NaN or infinite coordinate is never contained; the empty path
  /// and a path of lone moves contain nothing. A path with coordinates beyond about 1e150
  /// or below 1e-150 in magnitude, up to the largest `Double` (where its bounds can be
  /// wider than any `Double`), is answered for exactly as the same path and point scaled
  /// by a power of two into the middle of the range are.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    guard point.isFinite else { return false }
    // Differences and products of coordinates near the ends of the range would overflow
    // or underflow, and bounds wider than the largest `Double` make an infinite `CGRect`,
    // on which Foundation traps; the answer does not change under an exact scaling.
    let factor = Rescaling.factor(forMagnitude: coordinateMagnitude)
    guard factor == 1 else {
      return scaled(by: factor).contains(
        CGPoint(x: point.x * factor, y: point.y * factor), eoFill: eoFill)
    }
    let bounds = boundingRect
    guard !bounds.isNull else { return false }
    let scale = max(1, abs(bounds.minX), abs(bounds.maxX), abs(bounds.minY), abs(bounds.maxY))
    let tolerance = 1e-10 * scale
    guard bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(point) else { return false }
    var counter = WindingCounter(point: point, tolerance: tolerance)
    forEachSegment(closingOpenSubpaths: true) { segment, startsSubpath in
      counter.add(segment, startsSubpath: startsSubpath)
    }
    counter.finish()
    if counter.isOnOutline { return true }
    return eoFill ? counter.winding & 1 != 0 : counter.winding != 0
  }
}

/// Counts how many times a path's outline winds around a point, by the crossings of the
/// ray from the point toward +x, and notices when the point lies on the outline.
///
/// Segments are cut into pieces monotonic in both x and y. A piece crosses the ray when
/// its y range, taken half-open as `min ≤ y < max`, holds the point's y and the crossing
/// lies right of the point; it then adds +1 when it runs toward +y (down on screen),
/// −1 otherwise. Because consecutive pieces share their end points exactly, a vertex or
/// turning point level with the point is counted once where the outline passes it and
/// zero or two times (cancelling) where it only touches the ray.
private struct WindingCounter {
  /// The point being tested.
  let point: CGPoint
  /// How far from the outline a point still counts as on it.
  let tolerance: Double
  /// The winding number so far.
  private(set) var winding = 0
  /// Whether the point has been found on the outline.
  private(set) var isOnOutline = false
  /// Where the current sub-path's outline started.
  private var chainStart: CGPoint?
  /// Where the last piece of the current sub-path ended.
  private var chainEnd: CGPoint?

  init(point: CGPoint, tolerance: Double) {
    self.point = point
    self.tolerance = tolerance
  }

  /// Adds one segment of the outline.
  ///
  /// An arc's start is computed from its angles and can differ from the previous end by
  /// rounding; such a gap is bridged by a line so that the outline stays one exact loop.
  mutating func add(_ segment: PathSegment, startsSubpath: Bool) {
    guard !isOnOutline else { return }
    if startsSubpath {
      finish()
      chainStart = segment.start
    } else if let chainEnd, chainEnd != segment.start {
      addLine(from: chainEnd, to: segment.start)
    }
    switch segment {
    case .line(let p0, let p1):
      addLine(from: p0, to: p1)
    case .quadCurve(let p0, let p1, let p2):
      let (c1, c2) = Bezier.elevate(p0, p1, p2)
      addCubic(p0, c1, c2, p2)
    case .curve(let p0, let p1, let p2, let p3):
      addCubic(p0, p1, p2, p3)
    case .arc(let arc):
      let turns = arc.extremeFractions(axis: 0) + arc.extremeFractions(axis: 1)
      addCurve(turningAt: turns, from: arc.start, to: arc.end) {
        arc.point(atAngle: arc.startAngle + $0 * arc.sweep)
      }
    }
    chainEnd = segment.end
  }

  /// Closes the current sub-path's loop exactly, if rounding left it open.
  mutating func finish() {
    if let chainStart, let chainEnd, chainStart != chainEnd {
      addLine(from: chainEnd, to: chainStart)
    }
    chainStart = nil
    chainEnd = nil
  }

  private mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
    let turns =
      Bezier.cubicTurningParameters(p0.x, p1.x, p2.x, p3.x)
      + Bezier.cubicTurningParameters(p0.y, p1.y, p2.y, p3.y)
    addCurve(turningAt: turns, from: p0, to: p3) { Bezier.cubicPoint(p0, p1, p2, p3, $0) }
  }

  private mutating func addLine(from a: CGPoint, to b: CGPoint) {
    guard !isOnOutline else { return }
    let dx = b.x - a.x
    let dy = b.y - a.y
    // On the outline: the distance to the segment is within the tolerance.
    if isInBox(a, b) {
      let lengthSquared = dx * dx + dy * dy
      let along =
        lengthSquared > 0
        ? min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared, 0), 1) : 0
      let nearest = CGPoint(x: a.x + along * dx, y: a.y + along * dy)
      if hypot(Double(point.x - nearest.x), Double(point.y - nearest.y)) <= tolerance {
        isOnOutline = true
        return
      }
    }
    guard crossesRay(a, b) else { return }
    let x = a.x + (point.y - a.y) * dx / dy
    if x > point.x { winding += dy > 0 ? 1 : -1 }
  }

  /// Adds a curve traced by `evaluate` over 0…1, cut at the parameters `turns` in (0, 1)
  /// where x or y turns.
  private mutating func addCurve(
    turningAt turns: [Double], from start: CGPoint, to end: CGPoint,
    _ evaluate: (Double) -> CGPoint
  ) {
    var lower = 0.0
    var lowerPoint = start
    for upper in turns.sorted() + [1] where upper > lower {
      guard !isOnOutline else { return }
      let upperPoint = upper == 1 ? end : evaluate(upper)
      addMonotonicPiece(from: lower, to: upper, lowerPoint, upperPoint, evaluate)
      lower = upper
      lowerPoint = upperPoint
    }
  }

  /// Adds the piece of a curve between parameters `t0` and `t1`, along which both
  /// coordinates are monotonic; `a` and `b` are its end points.
  private mutating func addMonotonicPiece(
    from t0: Double, to t1: Double, _ a: CGPoint, _ b: CGPoint,
    _ evaluate: (Double) -> CGPoint
  ) {
    if isInBox(a, b) {
      // On the outline: solve for the curve point level with the point (clamped to the
      // piece) and the one plumb with it; along a monotonic piece, one of the two is
      // within twice the tolerance of a point that is within the tolerance of the curve.
      for axis in 0..<2 {
        let low = min(a[axis], b[axis])
        let high = max(a[axis], b[axis])
        let target = min(max(point[axis], low), high)
        let t = Self.solve(axis: axis, equals: target, from: t0, to: t1, a, b, evaluate)
        let nearest = evaluate(t)
        if abs(nearest.x - point.x) <= 2 * tolerance, abs(nearest.y - point.y) <= 2 * tolerance {
          isOnOutline = true
          return
        }
      }
    }
    guard crossesRay(a, b) else { return }
    let direction = b.y > a.y ? 1 : -1
    if min(a.x, b.x) > point.x {
      winding += direction
    } else if max(a.x, b.x) > point.x {
      let t = Self.solve(axis: 1, equals: point.y, from: t0, to: t1, a, b, evaluate)
      if evaluate(t).x > point.x { winding += direction }
    }
  }

  /// Whether the point lies in the box spanned by `a` and `b`, grown by the tolerance.
  private func isInBox(_ a: CGPoint, _ b: CGPoint) -> Bool {
    point.x >= min(a.x, b.x) - tolerance && point.x <= max(a.x, b.x) + tolerance
      && point.y >= min(a.y, b.y) - tolerance && point.y <= max(a.y, b.y) + tolerance
  }

  /// Whether a piece from `a` to `b`, monotonic in y, meets the horizontal through the
  /// point, by the half-open rule `min ≤ y < max`; horizontal pieces never do.
  private func crossesRay(_ a: CGPoint, _ b: CGPoint) -> Bool {
    a.y != b.y && min(a.y, b.y) <= point.y && point.y < max(a.y, b.y)
  }

  /// The parameter in `t0…t1` at which coordinate `axis` of a monotonic piece from `a` to
  /// `b` equals `target` (which lies between theirs), by bisection to full precision.
  private static func solve(
    axis: Int, equals target: Double, from t0: Double, to t1: Double, _ a: CGPoint,
    _ b: CGPoint, _ evaluate: (Double) -> CGPoint
  ) -> Double {
    if target == a[axis] { return t0 }
    if target == b[axis] { return t1 }
    let isIncreasing = b[axis] > a[axis]
    var lower = t0
    var upper = t1
    while true {
      let middle = (lower + upper) / 2
      guard middle > lower, middle < upper else { return middle }
      if (evaluate(middle)[axis] < target) == isIncreasing {
        lower = middle
      } else {
        upper = middle
      }
    }
  }
}
