import Foundation

extension Path {
  /// The same outline traced the other way: each sub-path from its end back to its
  /// start, the sub-paths in their order.
  ///
  /// Reversing turns the sign of ``area`` and of every winding number, so that the nonzero
  /// rule can cut a reversed shape out of another one it lies inside. A closed sub-path
  /// stays closed and starts where it started; lone moves are dropped.
  package var reversed: Path {
    var result = Path()
    forEachSubpath { start, segments, isClosed in
      guard isClosed else {
        result.move(to: segments.last?.end ?? start)
        for segment in segments.reversed() { result.append(segment.reversed) }
        return
      }
      // A closed sub-path's last segment is its closing line, which the reversed one
      // draws first, from the start; its first segment, when a line, becomes the closing
      // line of the reversed one.
      var drawn = segments.dropLast()
      if case .line = drawn.first { drawn = drawn.dropFirst() }
      result.move(to: start)
      if let closing = segments.last, !closing.start.isClose(to: closing.end) {
        result.append(closing.reversed)
      }
      for segment in drawn.reversed() { result.append(segment.reversed) }
      result.closeSubpath()
    }
    return result
  }

  /// The sub-paths, each a path of its own; lone moves are dropped.
  package var subpaths: [Path] {
    var result: [Path] = []
    forEachSubpath { start, segments, isClosed in
      var subpath = Path()
      subpath.move(to: start)
      for segment in isClosed ? segments.dropLast() : segments[...] { subpath.append(segment) }
      if isClosed { subpath.closeSubpath() }
      result.append(subpath)
    }
    return result
  }
}

extension PathSegment {
  /// The same segment traced from its end to its start.
  var reversed: PathSegment {
    switch self {
    case .line(let p0, let p1): .line(p1, p0)
    case .quadCurve(let p0, let c, let p1): .quadCurve(p1, c, p0)
    case .curve(let p0, let c1, let c2, let p1): .curve(p1, c2, c1, p0)
    case .arc(let arc): .arc(arc.reversed)
    }
  }
}
