import Foundation

/// A shape scaled about a point of its frame; made by ``Shape/scale(x:y:anchor:)`` and
/// ``Shape/scale(_:anchor:)``.
///
/// ```swift
/// let half = Circle().scale(0.5)  // about the frame's centre
/// let mirrored = Trapezium().scale(x: -1, y: 1)  // flipped left to right
/// half.path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect  // (5, 5, 10, 10)
/// ```
///
/// **Degenerate input.** A non-finite scale or anchor gives the empty path, as does a
/// scale that would take a point beyond the largest `Double`. A zero scale flattens the
/// shape onto a line (one factor zero) or a point (both zero); a negative one mirrors it.
/// Near the largest `Double`, a frame is scaled step by step (to the anchor, about it,
/// back) where the single transform's translation would overflow.
public struct ScaledShape<Content: Shape>: Shape {
  /// The shape before it is scaled.
  public var shape: Content
  /// The horizontal (`width`) and vertical (`height`) scale factors.
  public var scale: CGSize
  /// The point that stays fixed, as a unit point of the frame.
  public var anchor: UnitPoint

  /// Creates a shape scaled by `scale` about the unit point `anchor` of its frame.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  /// The shape's animatable data, the scale and the anchor, which animate together.
  public var animatableData:
    AnimatablePair<
      Content.AnimatableData,
      AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    >
  {
    get {
      AnimatablePair(
        shape.animatableData,
        AnimatablePair(AnimatablePair(scale.width, scale.height), anchor.animatableData))
    }
    set {
      shape.animatableData = newValue.first
      scale = CGSize(width: newValue.second.first.first, height: newValue.second.first.second)
      anchor.animatableData = newValue.second.second
    }
  }

  /// The shape's path in `rect`, scaled about the anchor point of `rect`.
  public func path(in rect: CGRect) -> Path {
    let pivot = anchor.point(in: rect)
    return shape.path(in: rect).applying(
      CGAffineTransform(scaleX: scale.width, y: scale.height), about: pivot)
  }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
  /// The shape inset by `amount`, then scaled the same way, as SwiftUI does: the inset
  /// distance is scaled too.
  public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
    ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
  }
}
