import Foundation

/// A shape mapped by an affine transform; made by ``Shape/transform(_:)``.
///
/// ```swift
/// let sheared = Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
/// sheared.path(in: CGRect(x: 0, y: 0, width: 10, height: 10))  // a parallelogram
/// ```
///
/// The transform applies to the path in its frame's own coordinates (not about the frame's
/// centre), and arcs stay exact arcs.
///
/// **Degenerate input.** A transform with a non-finite entry gives the empty path. A
/// transform that cannot be inverted flattens the shape onto a line or a point.
public struct TransformedShape<Content: Shape>: Shape {
  /// The shape before it is transformed.
  public var shape: Content
  /// The transform applied to the shape's path.
  public var transform: CGAffineTransform

  /// Creates a shape mapped by `transform`.
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  /// The shape's animatable data; the transform does not animate, as in SwiftUI.
  public var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }

  /// The shape's path in `rect`, mapped by the transform.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(transform)
  }
}

extension TransformedShape: InsettableShape where Content: InsettableShape {
  /// The shape inset by `amount`, then transformed the same way: the inset distance is
  /// transformed too.
  public func inset(by amount: CGFloat) -> TransformedShape<Content.InsetShape> {
    TransformedShape<Content.InsetShape>(shape: shape.inset(by: amount), transform: transform)
  }
}
