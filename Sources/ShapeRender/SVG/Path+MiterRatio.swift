import Shapes

extension Path {
  /// The largest miter ratio (miter length ÷ line width) of the path's corners: 1 for a
  /// path without corners, 1/sin(θ/2) for a corner of interior angle θ, infinity where a
  /// path turns straight back.
  ///
  /// The writer uses it to leave out a `stroke-miterlimit` that cannot change the
  /// picture.
  var maximumMiterRatio: Double {
    var maximum = 1.0
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    // The direction the outline arrives in at the current point, and the direction the
    // sub-path first left its start in.
    var incoming: CGPoint?
    var firstOutgoing: CGPoint?
    func turn(from arriving: CGPoint?, to leaving: CGPoint?) {
      guard let arriving, let leaving else { return }
      let cosine = min(max(arriving.x * leaving.x + arriving.y * leaving.y, -1), 1)
      // Interior angle θ = π − turn angle; the ratio is 1/sin(θ/2) = 1/cos(turn/2).
      let halfTurnCosine = ((1 + cosine) / 2).squareRoot()
      maximum = max(maximum, halfTurnCosine > 0 ? 1 / halfTurnCosine : .infinity)
    }
    func segment(from start: CGPoint, through controls: [CGPoint], to end: CGPoint) {
      let points = [start] + controls + [end]
      // The first and last directions that are not zero-length.
      let leaving = zip(points, points.dropFirst()).lazy.compactMap { direction($0, $1) }.first
      let arriving = zip(points.dropLast(), points.dropFirst()).reversed().lazy
        .compactMap { direction($0, $1) }.first
      guard let leaving, let arriving else { return }
      turn(from: incoming, to: leaving)
      if firstOutgoing == nil { firstOutgoing = leaving }
      incoming = arriving
      current = end
    }
    forEach { element in
      switch element {
      case .move(let to):
        current = to
        subpathStart = to
        incoming = nil
        firstOutgoing = nil
      case .line(let to):
        segment(from: current, through: [], to: to)
      case .quadCurve(let to, let control):
        segment(from: current, through: [control], to: to)
      case .curve(let to, let control1, let control2):
        segment(from: current, through: [control1, control2], to: to)
      case .closeSubpath:
        segment(from: current, through: [], to: subpathStart)
        turn(from: incoming, to: firstOutgoing)
        current = subpathStart
        incoming = nil
        firstOutgoing = nil
      }
    }
    return maximum
  }
}

/// The unit direction from `a` to `b`, or `nil` when they coincide.
private func direction(_ a: CGPoint, _ b: CGPoint) -> CGPoint? {
  let dx = b.x - a.x
  let dy = b.y - a.y
  let length = (dx * dx + dy * dy).squareRoot()
  guard length > 1e-12 * max(1, abs(a.x), abs(a.y)) else { return nil }
  return CGPoint(x: dx / length, y: dy / length)
}
