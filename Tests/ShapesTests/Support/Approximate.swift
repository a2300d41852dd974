import Foundation
import Shapes
import Testing

/// Whether two numbers are equal within an absolute tolerance.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points are equal within an absolute tolerance per coordinate.
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: Double = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether two rectangles are equal within an absolute tolerance per edge.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: Double = 1e-9) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

/// Expects two numbers to be equal within a tolerance, reporting both on failure.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    isClose(actual, expected, tolerance: tolerance),
    "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Expects two points to be equal within a tolerance, reporting both on failure.
func expectClose(
  _ actual: CGPoint, _ expected: CGPoint, tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    isClose(actual, expected, tolerance: tolerance),
    "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Expects two rectangles to be equal within a tolerance, reporting both on failure.
func expectClose(
  _ actual: CGRect, _ expected: CGRect, tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    isClose(actual, expected, tolerance: tolerance),
    "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Whether two path elements are the same case with every point within an absolute
/// tolerance per coordinate.
func isClose(_ a: Path.Element, _ b: Path.Element, tolerance: Double = 1e-9) -> Bool {
  switch (a, b) {
  case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
    return isClose(p, q, tolerance: tolerance)
  case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
    return isClose(p, q, tolerance: tolerance) && isClose(c, d, tolerance: tolerance)
  case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
    return isClose(p, q, tolerance: tolerance) && isClose(c1, d1, tolerance: tolerance)
      && isClose(c2, d2, tolerance: tolerance)
  case (.closeSubpath, .closeSubpath):
    return true
  default:
    return false
  }
}

/// Expects two element lists to have the same length and to be close element by element,
/// reporting the first difference.
func expectClose(
  _ actual: [Path.Element], _ expected: [Path.Element], tolerance: Double = 1e-9,
  _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual.count == expected.count else {
    Issue.record(
      "\(comment()) \(actual.count) elements, expected \(expected.count)",
      sourceLocation: sourceLocation)
    return
  }
  for (index, (a, b)) in zip(actual, expected).enumerated()
  where !isClose(a, b, tolerance: tolerance) {
    Issue.record(
      "\(comment()) element \(index): \(a) is not within \(tolerance) of \(b)",
      sourceLocation: sourceLocation)
    return
  }
}
