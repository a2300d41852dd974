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
    maximumMiterRatio(above: 1)
  }

  /// ``maximumMiterRatio`` when it is above `threshold`; otherwise some ratio no larger
  /// than `threshold`.
  ///
  /// A threshold of √2 or more lets corners that turn by 90° or less (ratio √2 or less)
  /// be skipped, which is most corners: the SVG writer asks whether any corner is
  /// sharper than SVG's default limit, 4.
  package func maximumMiterRatio(above threshold: Double) -> Double {
    verbs.withUnsafeBufferPointer { verbs in
      points.withUnsafeBufferPointer { points in
        Self.maximumMiterRatio(
          verbs: verbs, points: points, tracksGentleCorners: threshold < 2.0.squareRoot())
      }
    }
  }

  /// ``maximumMiterRatio`` of a path's storage.
  private static func maximumMiterRatio(
    verbs: UnsafeBufferPointer<Verb>, points: UnsafeBufferPointer<CGPoint>,
    tracksGentleCorners: Bool
  ) -> Double {
    var tracker = MiterTracker(tracksGentleCorners: tracksGentleCorners)
    var index = 0
    for verb in verbs {
      tracker.track(verb, points: points, at: index)
      index += verb.pointCount
    }
    return tracker.maximum
  }
}

/// The corners met so far while walking a path: where the outline is and which way it
/// arrived there.
struct MiterTracker {
  /// Whether turns of 90° or less are measured; when not, they count as no turn.
  let tracksGentleCorners: Bool
  /// The cosine of the sharpest turn of more than 90° so far (1 for none).
  var minimumCosine = 1.0
  /// The sharpest turn of 90° or less so far, as the dot product of its directions and the
  /// product of their squared lengths; valid when `hasGentleCorner`.
  var hasGentleCorner = false
  var gentleDot = 0.0
  var gentleLengths = 1.0
  /// The current point.
  var current = CGPoint.zero
  /// The start of the sub-path.
  var subpathStart = CGPoint.zero
  /// The direction the outline arrives in at the current point.
  var incoming: CGPoint?
  /// The direction the sub-path first left its start in.
  var firstOutgoing: CGPoint?

  /// Follows one element of a path's storage, whose points start at `index`.
  @inline(__always)
  mutating func track(_ verb: Path.Verb, points: UnsafeBufferPointer<CGPoint>, at index: Int) {
    switch verb {
    case .move:
      move(to: points[index])
    case .line:
      // The common case, kept lean: a run of lines is most of a long path.
      let end = points[index]
      let dx = end.x - current.x
      let dy = end.y - current.y
      let tolerance = 1e-12 * Swift.max(1, Swift.max(current.x.magnitude, current.y.magnitude))
      guard dx * dx + dy * dy > tolerance * tolerance else { return }
      let direction = CGPoint(x: dx, y: dy)
      if let arriving = incoming {
        if tracksGentleCorners || arriving.x * dx + arriving.y * dy < 0 {
          turn(to: direction)
        }
      } else if firstOutgoing == nil {
        firstOutgoing = direction
      }
      incoming = direction
      current = end
    case .quadCurve:
      segment(
        leaving: firstDirection(current, points[index], points[index + 1]),
        arriving: firstDirection(points[index + 1], points[index], current)
          .map { CGPoint(x: -$0.x, y: -$0.y) }, end: points[index + 1])
    case .curve:
      let start = current
      let c1 = points[index]
      let c2 = points[index + 1]
      let end = points[index + 2]
      segment(
        leaving: firstDirection(start, c1, c2, end),
        arriving: firstDirection(end, c2, c1, start).map { CGPoint(x: -$0.x, y: -$0.y) },
        end: end)
    case .arc:
      // The tangent at a point p of the ellipse is T·R90·T⁻¹·(p − centre), where T is the
      // arc's linear part: no trigonometry. Scaled by det(T) (which keeps the direction
      // when positive), T·R90·adj(T) is [[ab + cd, −(a² + c²)], [b² + d², −(ab + cd)]].
      // The arc starts at the current point (a join puts it there). Its storage: (a, b),
      // (c, d), the centre, (start angle, sweep), the end.
      let a = points[index].x
      let b = points[index].y
      let c = points[index + 1].x
      let d = points[index + 1].y
      let center = points[index + 2]
      let sweep = points[index + 3].y
      let end = points[index + 4]
      // The direction of travel: turned round for a negative sweep or determinant.
      let sign: Double = (sweep < 0) != (a * d - b * c < 0) ? -1 : 1
      let cross = a * b + c * d
      let top = -(a * a + c * c)
      let bottom = b * b + d * d
      let startX = current.x - center.x
      let startY = current.y - center.y
      let leaving = CGPoint(
        x: sign * (cross * startX + top * startY), y: sign * (bottom * startX - cross * startY))
      let endX = end.x - center.x
      let endY = end.y - center.y
      let arriving = CGPoint(
        x: sign * (cross * endX + top * endY), y: sign * (bottom * endX - cross * endY))
      let leavingSquared = leaving.x * leaving.x + leaving.y * leaving.y
      let arrivingSquared = arriving.x * arriving.x + arriving.y * arriving.y
      guard leavingSquared > 0, leavingSquared.isFinite, arrivingSquared > 0,
        arrivingSquared.isFinite
      else { return }
      if let incoming {
        if tracksGentleCorners || incoming.x * leaving.x + incoming.y * leaving.y < 0 {
          turn(to: leaving)
        }
      } else if firstOutgoing == nil {
        firstOutgoing = leaving
      }
      incoming = arriving
      current = end
    case .close:
      close()
    }
  }

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
    guard dot < 0 || tracksGentleCorners else { return }
    let lengths =
      (arriving.x * arriving.x + arriving.y * arriving.y)
      * (leaving.x * leaving.x + leaving.y * leaving.y)
    if dot < 0 {
      minimumCosine = min(minimumCosine, max(dot / lengths.squareRoot(), -1))
    } else if tracksGentleCorners, minimumCosine >= 0 {
      // A turn of 90° or less (a ratio of √2 or less) matters only while no sharper
      // corner has been seen. The smallest cosine dot/√lengths is tracked by comparing
      // squares across, without a root or a division per corner.
      if !hasGentleCorner || dot * dot * gentleLengths < gentleDot * gentleDot * lengths {
        hasGentleCorner = true
        gentleDot = dot
        gentleLengths = lengths
      }
    }
  }

  /// The cosine of the sharpest turn: the sharpest of more than 90°, else of the others.
  private var sharpestCosine: Double {
    if minimumCosine < 0 || !hasGentleCorner { return minimumCosine }
    return min(1, gentleDot / gentleLengths.squareRoot())
  }

  /// The largest ratio: 1/sin(θ/2) for the interior angle θ = π − turn, which is
  /// 1/cos(turn/2).
  var maximum: Double {
    let cosine = sharpestCosine
    guard cosine < 1 else { return 1 }
    let halfTurnCosine = ((1 + cosine) / 2).squareRoot()
    return max(1, halfTurnCosine > 0 ? 1 / halfTurnCosine : .infinity)
  }
}

/// The direction from `from` to the first of `a`, `b` that is not at `from` (to within
/// rounding), or `nil` when neither is.
private func firstDirection(_ from: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGPoint? {
  miterDirection(from, a) ?? miterDirection(from, b)
}

/// The direction from `from` to the first of `a`, `b`, `c` that is not at `from`.
private func firstDirection(
  _ from: CGPoint, _ a: CGPoint, _ b: CGPoint, _ c: CGPoint
) -> CGPoint? {
  miterDirection(from, a) ?? miterDirection(from, b) ?? miterDirection(from, c)
}

/// The direction from `a` to `b` (not of length 1), or `nil` when they coincide (to
/// within rounding).
@inline(__always)
private func miterDirection(_ a: CGPoint, _ b: CGPoint) -> CGPoint? {
  let dx = b.x - a.x
  let dy = b.y - a.y
  let tolerance = 1e-12 * Swift.max(1, Swift.max(a.x.magnitude, a.y.magnitude))
  guard dx * dx + dy * dy > tolerance * tolerance else { return nil }
  return CGPoint(x: dx, y: dy)
}
