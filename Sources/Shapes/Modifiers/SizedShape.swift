import Foundation

/// A shape drawn in a frame of a fixed size at the origin of the frame it is given; made
/// by ``Shape/size(_:)`` and ``Shape/size(width:height:)``.
///
/// ```swift
/// Circle().size(width: 10, height: 10).path(in: CGRect(x: 5, y: 5, width: 100, height: 50))
/// // the circle in (5, 5, 10, 10)
/// ```
///
/// As in SwiftUI, only the path changes: a view made of the shape still takes the room it
/// is offered. **Degenerate input.** The size goes to the shape as it is: a negative size
/// is standardized by the catalog's shapes, a non-finite one gives their empty path.
public struct SizedShape<Content: Shape>: Shape {
  /// The shape before its frame is resized.
  public var shape: Content
  /// The size of the frame the shape is drawn in.
  public var size: CGSize

  /// Creates `shape` drawn in frames of `size`.
  public init(shape: Content, size: CGSize) {
    self.shape = shape
    self.size = size
  }

  /// The shape's animatable data and the size, which animate together.
  public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(shape.animatableData, size.animatableData) }
    set {
      shape.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }

  /// The shape's path in the frame of ``size`` at `rect`'s origin.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: CGRect(origin: rect.origin, size: size))
  }
}

extension Shape {
  /// This shape drawn in a frame of `size` at the origin of the frame it is given.
  public func size(_ size: CGSize) -> SizedShape<Self> {
    SizedShape(shape: self, size: size)
  }

  /// This shape drawn in a frame `width` wide and `height` tall at the origin of the frame
  /// it is given.
  public func size(width: CGFloat, height: CGFloat) -> SizedShape<Self> {
    SizedShape(shape: self, size: CGSize(width: width, height: height))
  }
}
