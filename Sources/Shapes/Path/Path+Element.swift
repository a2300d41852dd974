import Foundation

extension Path {
  /// An element of a path, as SwiftUI's `forEach` reports it.
  public enum Element: Equatable, Sendable {
    /// Starts a new sub-path at the point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current sub-path with a line back to its start.
    case closeSubpath
  }

  /// Calls `body` with each element of the path, in order.
  ///
  /// `Path.Element` has no arc case, so arcs are reported as cubic Bézier curves, one per
  /// started 90° (a piece may reach 90.9°, so that an arc read back from rounded SVG path
  /// data splits the same way). For a circle of radius r the curves stay within 2.9e-4·r
  /// of the true arc (2.73e-4·r for pieces of 90°) and meet with matching tangents.
  /// Everything else (``svgPathData(precision:)``, ``boundingRect``, ``area``, ``length``,
  /// ``contains(_:eoFill:)``, ``trimmedPath(from:to:)``) uses the exact arc.
  public func forEach(_ body: (Element) -> Void) {
    var index = 0
    for verb in verbs {
      switch verb {
      case .move:
        body(.move(to: points[index]))
      case .line:
        body(.line(to: points[index]))
      case .quadCurve:
        body(.quadCurve(to: points[index + 1], control: points[index]))
      case .curve:
        body(.curve(to: points[index + 2], control1: points[index], control2: points[index + 1]))
      case .arc:
        for cubic in EllipticalArc(storage: points[index..<index + 5]).cubics() {
          body(.curve(to: cubic.end, control1: cubic.control1, control2: cubic.control2))
        }
      case .close:
        body(.closeSubpath)
      }
      index += verb.pointCount
    }
  }

  /// The path's elements, as ``forEach(_:)`` reports them.
  public var elements: [Element] {
    var result: [Element] = []
    forEach { result.append($0) }
    return result
  }

  /// Creates a path from elements, as ``forEach(_:)`` reports them.
  ///
  /// Elements with non-finite points are skipped, as the building methods skip them.
  public init(elements: [Element]) {
    self.init()
    for element in elements {
      switch element {
      case .move(let to): move(to: to)
      case .line(let to): addLine(to: to)
      case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
      case .curve(let to, let control1, let control2):
        addCurve(to: to, control1: control1, control2: control2)
      case .closeSubpath: closeSubpath()
      }
    }
  }
}

/// A drawn piece of a path with its start point, for the geometry queries.
enum PathSegment {
  /// A straight line.
  case line(CGPoint, CGPoint)
  /// A quadratic Bézier curve: start, control, end.
  case quadCurve(CGPoint, CGPoint, CGPoint)
  /// A cubic Bézier curve: start, two controls, end.
  case curve(CGPoint, CGPoint, CGPoint, CGPoint)
  /// An elliptical arc.
  case arc(EllipticalArc)

  /// Where the segment starts.
  var start: CGPoint {
    switch self {
    case .line(let p0, _), .quadCurve(let p0, _, _), .curve(let p0, _, _, _): p0
    case .arc(let arc): arc.start
    }
  }

  /// Where the segment ends.
  var end: CGPoint {
    switch self {
    case .line(_, let p1), .quadCurve(_, _, let p1), .curve(_, _, _, let p1): p1
    case .arc(let arc): arc.end
    }
  }
}

extension Path {
  /// Calls `body` with each drawn segment, closing lines included.
  ///
  /// Every closed sub-path reports its closing line; with `closingOpenSubpaths`, open
  /// sub-paths report the line that would close them too (how a fill sees the path).
  /// `body` also receives whether the segment is the first of its sub-path.
  func forEachSegment(
    closingOpenSubpaths: Bool, _ body: (_ segment: PathSegment, _ startsSubpath: Bool) -> Void
  ) {
    var index = 0
    var start = CGPoint.zero
    var current = CGPoint.zero
    var isFirst = true
    var isOpen = false
    func closeIfNeeded() {
      if isOpen, closingOpenSubpaths {
        body(.line(current, start), false)
      }
      isOpen = false
    }
    for verb in verbs {
      switch verb {
      case .move:
        closeIfNeeded()
        start = points[index]
        current = start
        isFirst = true
      case .line:
        body(.line(current, points[index]), isFirst)
        current = points[index]
      case .quadCurve:
        body(.quadCurve(current, points[index], points[index + 1]), isFirst)
        current = points[index + 1]
      case .curve:
        body(.curve(current, points[index], points[index + 1], points[index + 2]), isFirst)
        current = points[index + 2]
      case .arc:
        let arc = EllipticalArc(storage: points[index..<index + 5])
        body(.arc(arc), isFirst)
        current = arc.end
      case .close:
        body(.line(current, start), isFirst)
        current = start
        isOpen = false
      }
      if verb != .move, verb != .close {
        isFirst = false
        isOpen = true
      }
      index += verb.pointCount
    }
    closeIfNeeded()
  }
}
