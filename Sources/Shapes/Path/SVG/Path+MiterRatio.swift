import Foundation

extension Path {
  /// The largest miter ratio (miter length ÷ line width) of the path's corners: 1 for a
  /// path without corners, 1/sin(θ/2) for a corner of interior angle θ, infinity where a
  /// path turns straight back.
  ///
  /// The SVG writer uses it to leave out a `stroke-miterlimit` that cannot change the
  /// picture. It walks the storage directly, with the exact tangents of arcs, and builds
  /// nothing: it runs for every stroked element.
  package var maximumMiterRatio: Double {
    var tracker = MiterTracker()
    var index = 0
    for verb in verbs {
      switch verb {
      case .move:
        tracker.move(to: points[index])
      case .line:
        tracker.segment(to: points[index])
      case .quadCurve:
        tracker.segment(
          leaving: Self.firstDirection(tracker.current, points[index], points[index + 1]),
          arriving: Self.firstDirection(points[index + 1], points[index], tracker.current)
            .map { CGPoint(x: -$0.x, y: -$0.y) }, end: points[index + 1])
      case .curve:
        let start = tracker.current
        let c1 = points[index]
        let c2 = points[index + 1]
        let end = points[index + 2]
        tracker.segment(
          leaving: Self.firstDirection(start, c1, c2, end),
          arriving: Self.firstDirection(end, c2, c1, start).map { CGPoint(x: -$0.x, y: -$0.y) },
          end: end)
      case .arc:
        let arc = EllipticalArc(storage: points[index..<index + 5])
        // The tangent at a point p of the ellipse is T·R90·T⁻¹·(p − centre), where T is the
        // arc's linear part: no trigonometry. Scaled by det(T) (which keeps the direction
        // when positive), T·R90·adj(T) is [[ab + cd, −(a² + c²)], [b² + d², −(ab + cd)]].
        // The arc starts at the current point (a join puts it there).
        let t = arc.transform
        let cross = t.a * t.b + t.c * t.d
        let top = -(t.a * t.a + t.c * t.c)
        let bottom = t.b * t.b + t.d * t.d
        // The direction of travel: turned round for a negative sweep or determinant.
        let sign: Double = (arc.sweep < 0) != (arc.determinant < 0) ? -1 : 1
        func tangent(at point: CGPoint) -> CGPoint? {
          let x = point.x - t.tx
          let y = point.y - t.ty
          return unitVector(
            CGPoint(x: sign * (cross * x + top * y), y: sign * (bottom * x - cross * y)))
        }
        tracker.segment(
          leaving: tangent(at: tracker.current), arriving: tangent(at: arc.end), end: arc.end)
      case .close:
        tracker.close()
      }
      index += verb.pointCount
    }
    return tracker.maximum
  }

  /// The direction from `from` to the first of `a`, `b` that is not at `from` (to within
  /// rounding), or `nil` when neither is.
  private static func firstDirection(_ from: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGPoint? {
    miterDirection(from, a) ?? miterDirection(from, b)
  }

  /// The direction from `from` to the first of `a`, `b`, `c` that is not at `from`.
  private static func firstDirection(
    _ from: CGPoint, _ a: CGPoint, _ b: CGPoint, _ c: CGPoint
  ) -> CGPoint? {
    miterDirection(from, a) ?? miterDirection(from, b) ?? miterDirection(from, c)
  }
}

/// The corners met so far while walking a path: where the outline is and which way it
/// arrived there.
private struct MiterTracker {
  /// The cosine of the sharpest turn so far (1 for none).
  var minimumCosine = 1.0
  /// The current point.
  var current = CGPoint.zero
  /// The start of the sub-path.
  var subpathStart = CGPoint.zero
  /// The direction the outline arrives in at the current point.
  var incoming: CGPoint?
  /// The direction the sub-path first left its start in.
  var firstOutgoing: CGPoint?

  mutating func move(to point: CGPoint) {
    current = point
    subpathStart = point
    incoming = nil
    firstOutgoing = nil
  }

  /// A straight segment to `end`.
  mutating func segment(to end: CGPoint) {
    let direction = miterDirection(current, end)
    segment(leaving: direction, arriving: direction, end: end)
  }

  /// A segment that leaves the current point in `leaving`, arrives at `end` in
  /// `arriving`; nothing when it has no length.
  mutating func segment(leaving: CGPoint?, arriving: CGPoint?, end: CGPoint) {
    guard let leaving, let arriving else { return }
    turn(to: leaving)
    if firstOutgoing == nil { firstOutgoing = leaving }
    incoming = arriving
    current = end
  }

  mutating func close() {
    segment(to: subpathStart)
    if let firstOutgoing { turn(to: firstOutgoing) }
    current = subpathStart
    incoming = nil
    firstOutgoing = nil
  }

  /// Records the corner from the incoming direction to `leaving` (neither need be of
  /// length 1): only its cosine, since the sharpest corner has the smallest.
  mutating func turn(to leaving: CGPoint) {
    guard let arriving = incoming else { return }
    let dot = arriving.x * leaving.x + arriving.y * leaving.y
    // A turn of 90° or less has a ratio of √2 or less: its cosine is needed only while no
    // sharper corner has been seen.
    guard dot < 0 || minimumCosine >= 0 else { return }
    let lengths =
      ((arriving.x * arriving.x + arriving.y * arriving.y)
      * (leaving.x * leaving.x + leaving.y * leaving.y)).squareRoot()
    minimumCosine = min(minimumCosine, min(max(dot / lengths, -1), 1))
  }

  /// The largest ratio: 1/sin(θ/2) for the interior angle θ = π − turn, which is
  /// 1/cos(turn/2).
  var maximum: Double {
    guard minimumCosine < 1 else { return 1 }
    let halfTurnCosine = ((1 + minimumCosine) / 2).squareRoot()
    return max(1, halfTurnCosine > 0 ? 1 / halfTurnCosine : .infinity)
  }
}

/// The direction from `a` to `b` (not of length 1), or `nil` when they coincide (to
/// within rounding).
@inline(__always)
private func miterDirection(_ a: CGPoint, _ b: CGPoint) -> CGPoint? {
  let dx = b.x - a.x
  let dy = b.y - a.y
  let tolerance = 1e-12 * max(1, abs(a.x), abs(a.y))
  guard dx * dx + dy * dy > tolerance * tolerance else { return nil }
  return CGPoint(x: dx, y: dy)
}

/// The vector, or `nil` for the zero vector or one that is not finite.
private func unitVector(_ v: CGPoint) -> CGPoint? {
  let squared = v.x * v.x + v.y * v.y
  guard squared > 0, squared.isFinite else { return nil }
  return v
}
