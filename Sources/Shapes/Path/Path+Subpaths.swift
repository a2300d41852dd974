import Foundation

extension Path {
  /// Calls `body` with each sub-path that has a segment.
  ///
  /// `body` receives its start point, its segments in order (a closed sub-path's closing
  /// line last, even when it has zero length), and whether it is closed. Lone moves are
  /// not reported.
  func forEachSubpath(
    _ body: (_ start: CGPoint, _ segments: [PathSegment], _ isClosed: Bool) -> Void
  ) {
    var index = 0
    var start = CGPoint.zero
    var current = CGPoint.zero
    var segments: [PathSegment] = []
    for verb in verbs {
      switch verb {
      case .move:
        if !segments.isEmpty { body(start, segments, false) }
        segments = []
        start = points[index]
        current = start
      case .line:
        segments.append(.line(current, points[index]))
      case .quadCurve:
        segments.append(.quadCurve(current, points[index], points[index + 1]))
      case .curve:
        segments.append(.curve(current, points[index], points[index + 1], points[index + 2]))
      case .arc:
        segments.append(.arc(EllipticalArc(points: points, at: index)))
      case .close:
        segments.append(.line(current, start))
        body(start, segments, true)
        segments = []
      }
      current = segments.last?.end ?? start
      index += verb.pointCount
    }
    if !segments.isEmpty { body(start, segments, false) }
  }
}
