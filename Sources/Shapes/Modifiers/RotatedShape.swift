import Foundation

/// A shape rotated about a point of its frame; made by ``Shape/rotation(_:anchor:)``.
///
/// ```swift
/// let diamond = Rectangle().rotation(.degrees(45))  // about the frame's centre
/// let swung = Rectangle().rotation(.degrees(90), anchor: .topLeading)
/// diamond.path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
/// ```
///
/// A positive angle turns clockwise on screen (y points down), as SwiftUI's does.
///
/// **Degenerate input.** A non-finite angle or anchor gives the empty path, as does a
/// rotation that would take a point beyond the largest `Double`. Near it, a frame is
/// turned step by step (to the anchor, about it, back) where the single transform's
/// translation would overflow.
public struct RotatedShape<Content: Shape>: Shape {
  /// Whether the content moves with its rectangle: then this shape does too.
  public static var _movesWithItsRect: Bool { Content._movesWithItsRect }

  /// The shape before it is rotated.
  public var shape: Content
  /// How far the shape turns; positive angles turn clockwise on screen.
  public var angle: Angle
  /// The point the shape turns about, as a unit point of the frame.
  public var anchor: UnitPoint

  /// Creates a shape rotated by `angle` about the unit point `anchor` of its frame.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  /// The shape's animatable data, the angle and the anchor, which animate together.
  public var animatableData:
    AnimatablePair<Content.AnimatableData, AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>>
  {
    get {
      AnimatablePair(
        shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData))
    }
    set {
      shape.animatableData = newValue.first
      angle.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }

  /// The shape's path in `rect`, rotated by the angle about the anchor point of `rect`.
  public func path(in rect: CGRect) -> Path {
    let pivot = anchor.point(in: rect)
    return shape.path(in: rect).applying(
      CGAffineTransform(rotationAngle: angle.radians), about: pivot)
  }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  /// The shape inset by `amount`, then rotated the same way.
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}
