// Only `CoreGraphics` here: Swift Testing's overlay for a module of that name does not exist
// on Linux, so this file must not import `Testing` (the test is in SwiftUIModuleTests.swift).
import CoreGraphics

/// Geometry written against the `CoreGraphics` module.
enum CoreGraphicsUse {
  /// `point` moved by (`dx`, `dy`) with a `CGAffineTransform`.
  static func translated(_ point: CGPoint, by dx: CGFloat, _ dy: CGFloat) -> CGPoint {
    point.applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// A line cap from the module.
  static let roundCap = CGLineCap.round
}
