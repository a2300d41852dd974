import Foundation

/// A circle centred in the frame it is drawn in, with a radius of half the frame's shorter
/// side.
///
/// ```swift
/// let dot = Circle().path(in: CGRect(x: 0, y: 0, width: 30, height: 10))
/// dot.boundingRect  // (10, 0, 10, 10): radius 5, centred at (15, 5)
/// ```
///
/// The outline is one exact circular arc, starting at the circle's rightmost point and
/// running clockwise on screen.
///
/// **Degenerate input.** A null or non-finite rectangle gives the empty path, as does one
/// of finite numbers whose far edge overflows (`x: 1e308, width: 1e308`); one whose edges
/// are finite is drawn, even where `midX` would overflow. A rectangle with a negative
/// width or height is standardized first. A rectangle with zero width or height gives a
/// circle of radius 0: a degenerate outline at the frame's centre, with zero area.
public struct Circle: InsettableShape, FrameDefinedShape {
  /// Creates a circle.
  public init() {}

  /// The circle centred in `rect` whose diameter is the rectangle's shorter side.
  public func path(in rect: CGRect) -> Path {
    guard let rect = rect.finiteStandardized else { return Path() }
    return Path(ellipseIn: rect.centeredSquare)
  }

  /// The circle with the same centre and a radius smaller by `amount` (larger when
  /// negative).
  ///
  /// An inset of more than the radius, or a non-finite amount, draws the empty path.
  public func inset(by amount: CGFloat) -> FrameInsetShape<Circle> {
    FrameInsetShape(base: self, amount: amount)
  }
}
