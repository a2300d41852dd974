import Foundation

/// A normalized two-dimensional point in a rectangle: (0, 0) is the top-left corner and
/// (1, 1) the bottom-right, as in SwiftUI.
///
/// ```swift
/// let rect = CGRect(x: 10, y: 10, width: 100, height: 50)
/// UnitPoint.center.point(in: rect)  // (60, 35)
/// ```
///
/// Values outside 0…1 name points outside the rectangle; they are not clamped.
public struct UnitPoint: Hashable, Sendable, Codable {
  /// The horizontal fraction: 0 at the left edge, 1 at the right edge.
  public var x: CGFloat
  /// The vertical fraction: 0 at the top edge, 1 at the bottom edge.
  public var y: CGFloat

  /// Creates the unit point (0, 0).
  public init() {
    x = 0
    y = 0
  }

  /// Creates a unit point from its fractions.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The point this unit point names in `rect`.
  public func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }

  /// The top-left corner, (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre, (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the left edge, (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the right edge, (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge, (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge, (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top-left corner, (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top-right corner, (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom-left corner, (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom-right corner, (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
  /// The two fractions, which animate together.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set {
      x = newValue.first
      y = newValue.second
    }
  }
}
