import Foundation

/// A rectangle that fills the frame it is drawn in.
///
/// ```swift
/// let outline = Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 5))
/// outline.svgPathData()  // "M0 0H10V5H0Z"
/// let border = Rectangle().inset(by: 1)  // the rectangle 1 unit inside the frame
/// ```
///
/// The outline starts at the top-left corner and runs clockwise on screen.
///
/// **Degenerate input.** A null or non-finite rectangle gives the empty path, as does one
/// of finite numbers whose far edge overflows (`x: 1e308, width: 1e308`). A rectangle with
/// a negative width or height is standardized first. A rectangle with zero width or height
/// gives its flat outline (four points on a line, zero area).
public struct Rectangle: InsettableShape, FrameDefinedShape {
  /// Creates a rectangle.
  public init() {}

  /// The rectangle `rect`, as a closed path.
  public func path(in rect: CGRect) -> Path {
    Path(rect)
  }

  /// The rectangle `amount` inside the frame on every side (outside when negative).
  ///
  /// An inset of more than half the frame's shorter side, or a non-finite amount, draws the
  /// empty path.
  public func inset(by amount: CGFloat) -> FrameInsetShape<Rectangle> {
    FrameInsetShape(base: self, amount: amount)
  }
}
