import Foundation

/// A shape whose type is erased, with SwiftUI's name: so that one variable or one
/// conditional can hold shapes of different types.
///
/// ```swift
/// let outline = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// ```
///
/// It draws the path of the shape it holds. It does not animate: its animatable data is
/// empty, as the shape inside may be of any type.
public struct AnyShape: Shape {
  /// The shape held.
  private let shape: any Shape

  /// Erases the type of `shape`; an ``AnyShape`` is kept as it is.
  public init<S: Shape>(_ shape: S) {
    self.shape = (shape as? AnyShape)?.shape ?? shape
  }

  /// The held shape's path in `rect`.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect)
  }
}

/// A shape that stands for the shape of the container it is in, with SwiftUI's name.
///
/// A picture has no container shape (no widget or window corners), so it is a rectangle,
/// as SwiftUI draws it where no container shape is set.
public struct ContainerRelativeShape: InsettableShape, FrameDefinedShape {
  /// Creates the shape.
  public init() {}

  /// The rectangle `rect`, as a closed path (see ``Rectangle``).
  public func path(in rect: CGRect) -> Path {
    Rectangle().path(in: rect)
  }

  /// The rectangle `amount` inside the frame on every side (outside when negative), as
  /// ``Rectangle/inset(by:)``.
  public func inset(by amount: CGFloat) -> FrameInsetShape<ContainerRelativeShape> {
    FrameInsetShape(base: self, amount: amount)
  }
}
