import Foundation
import Shapes

// Vector arithmetic for the geometry of the symbols' glyphs, in design units.
extension CGPoint {
  static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint {
    CGPoint(x: lhs.x * rhs, y: lhs.y * rhs)
  }

  /// The unit vector at `angle`.
  static func polar(_ angle: CGFloat) -> CGPoint {
    CGPoint(x: cos(angle), y: sin(angle))
  }

  func dot(_ other: CGPoint) -> CGFloat { x * other.x + y * other.y }

  func cross(_ other: CGPoint) -> CGFloat { x * other.y - y * other.x }

  /// The vector a quarter turn to the left of this one on screen (y down).
  var left: CGPoint { CGPoint(x: y, y: -x) }

  var unit: CGPoint {
    let length = dot(self).squareRoot()
    return length > 0 ? self * (1 / length) : self
  }
}
