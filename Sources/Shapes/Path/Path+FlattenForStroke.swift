import Foundation

/// One step of a path flattened for a stroke: see
/// ``Path/flattenedForStroke(applying:tolerance:visible:_:)``.
package enum StrokeFlatteningStep: Equatable {
  /// A sub-path starts at the point.
  case move(CGPoint)
  /// A straight piece to the point from the one before; `startsSegment` is true for the
  /// first piece of a segment (where a join goes) and false inside a curve or an arc.
  case line(to: CGPoint, startsSegment: Bool)
  /// The sub-path closes: a segment back to its start follows, then a join there.
  case close
}

extension Path {
  /// Calls `body` with the path's sub-paths flattened as
  /// ``flattened(applying:tolerance:visible:_:)`` flattens them, for a stroke: open
  /// sub-paths stay open, a close is reported as such (its line back to the start is the
  /// stroker's to add), and each piece says whether it starts a segment, so that joins go
  /// between segments and not between the pieces of one curve.
  ///
  /// `maximumTurn` bounds how far one piece of a curve or an arc turns, in radians, besides
  /// the tolerance: a stroke's joins and offsets follow the pieces' directions.
  package func flattenedForStroke(
    applying transform: CGAffineTransform, tolerance: Double, maximumTurn: Double,
    visible: CGRect, _ body: (StrokeFlatteningStep) -> Void
  ) {
    var flattener = PathFlattener(
      transform: transform, tolerance: tolerance, visible: visible, maximumTurn: maximumTurn)
    var index = 0
    var current = CGPoint.zero
    var start = CGPoint.zero
    var isOpen = false
    for verb in verbs {
      let segment: PathSegment?
      switch verb {
      case .move:
        start = points[index]
        current = start
        isOpen = true
        body(.move(flattener.map(start)))
        segment = nil
      case .line:
        segment = .line(current, points[index])
      case .quadCurve:
        segment = .quadCurve(current, points[index], points[index + 1])
      case .curve:
        segment = .curve(current, points[index], points[index + 1], points[index + 2])
      case .arc:
        segment = .arc(EllipticalArc(storage: points[index..<index + 5]))
      case .close:
        if isOpen { body(.close) }
        // Drawing after a close starts again from the sub-path's start.
        current = start
        isOpen = false
        segment = nil
      }
      if let segment {
        if !isOpen {
          body(.move(flattener.map(current)))
          isOpen = true
        }
        var first = true
        flattener.flatten(segment) { _, end in
          body(.line(to: end, startsSegment: first))
          first = false
        }
        current = segment.end
      }
      index += verb.pointCount
    }
  }
}
