import Foundation

/// A shape moved by a fixed offset; made by the `offset` shape modifiers, such as
/// ``Shape/offset(x:y:)``.
///
/// ```swift
/// let shifted = Circle().offset(x: 10, y: -5)
/// shifted.path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect  // (10, -5, 20, 20)
/// ```
///
/// **Degenerate input.** A non-finite offset gives the empty path.
public struct OffsetShape<Content: Shape>: Shape {
  /// The shape before it is moved.
  public var shape: Content
  /// How far the shape moves: `width` to the right, `height` down.
  public var offset: CGSize

  /// Creates a shape moved by `offset`.
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  /// The shape's animatable data and the offset, which animate together.
  public var animatableData:
    AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>>
  {
    get { AnimatablePair(shape.animatableData, AnimatablePair(offset.width, offset.height)) }
    set {
      shape.animatableData = newValue.first
      offset = CGSize(width: newValue.second.first, height: newValue.second.second)
    }
  }

  /// The shape's path in `rect`, moved by the offset.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  /// The shape inset by `amount`, then moved by the same offset.
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}
