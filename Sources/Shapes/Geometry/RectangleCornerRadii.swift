import Foundation

/// The four corner radii of an uneven rounded rectangle, named as in SwiftUI (leading is
/// left, trailing is right).
///
/// Negative and non-finite radii draw as square corners; a radius larger than half the
/// shorter side of the rectangle is clamped to it.
public struct RectangleCornerRadii: Hashable, Sendable, Codable {
  /// The radius of the top-left corner.
  public var topLeading: CGFloat
  /// The radius of the bottom-left corner.
  public var bottomLeading: CGFloat
  /// The radius of the bottom-right corner.
  public var bottomTrailing: CGFloat
  /// The radius of the top-right corner.
  public var topTrailing: CGFloat

  /// Creates radii for the four corners; each defaults to 0, a square corner.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  /// The same radius at every corner.
  public init(_ radius: CGFloat) {
    self.init(
      topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
  }

  /// The radius of a corner named by ``RectCorner``.
  public subscript(corner: RectCorner) -> CGFloat {
    get {
      switch corner {
      case .topLeft: topLeading
      case .topRight: topTrailing
      case .bottomLeft: bottomLeading
      case .bottomRight: bottomTrailing
      }
    }
    set {
      switch corner {
      case .topLeft: topLeading = newValue
      case .topRight: topTrailing = newValue
      case .bottomLeft: bottomLeading = newValue
      case .bottomRight: bottomTrailing = newValue
      }
    }
  }
}

extension RectangleCornerRadii: Animatable {
  /// The four radii, which animate together.
  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  {
    get {
      AnimatablePair(
        AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing))
    }
    set {
      topLeading = newValue.first.first
      bottomLeading = newValue.first.second
      bottomTrailing = newValue.second.first
      topTrailing = newValue.second.second
    }
  }
}
