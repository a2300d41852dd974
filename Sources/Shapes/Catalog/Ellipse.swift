import Foundation

/// An ellipse that fills the frame it is drawn in.
///
/// ```swift
/// let oval = Ellipse().path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
/// oval.svgPathData()  // "M20 5A10 5 0 0 1 10 10 10 5 0 0 1 0 5 10 5 0 0 1 10 0 10 5 0 0 1 20 5Z"
/// ```
///
/// The outline is one exact elliptical arc, starting at the middle of the right edge and
/// running clockwise on screen.
///
/// **Degenerate input.** A null or non-finite rectangle gives the empty path, as does one
/// of finite numbers whose far edge overflows (`x: 1e308, width: 1e308`); one whose edges
/// are finite is drawn, even where `midX` would overflow. A rectangle with a negative
/// width or height is standardized first. A rectangle with zero width or height gives the
/// flat ellipse: the lines it traces there and back (zero area).
public struct Ellipse: InsettableShape, FrameDefinedShape {
  /// Creates an ellipse.
  public init() {}

  /// The ellipse inscribed in `rect`, as one closed sub-path.
  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect)
  }

  /// The ellipse inscribed in the frame inset by `amount` on every side (outset when
  /// negative).
  ///
  /// Both radii shrink by the amount. An inset of more than half the frame's shorter side,
  /// or a non-finite amount, draws the empty path.
  public func inset(by amount: CGFloat) -> FrameInsetShape<Ellipse> {
    FrameInsetShape(base: self, amount: amount)
  }
}
