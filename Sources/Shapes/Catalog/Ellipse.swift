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
/// **Degenerate input.** A null or non-finite rectangle gives the empty path. A rectangle
/// with a negative width or height is standardized first. A rectangle with zero width or
/// height gives the flat ellipse: the lines it traces there and back (zero area).
public struct Ellipse: InsettableShape {
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
  public func inset(by amount: CGFloat) -> _Inset {
    _Inset(amount: amount)
  }

  /// An ellipse inset from its frame by a fixed amount; made by ``Ellipse/inset(by:)``.
  public struct _Inset: InsettableShape {
    /// How far the ellipse moves inward on every side.
    var amount: CGFloat

    /// The inset amount, which animates.
    public var animatableData: CGFloat {
      get { amount }
      set { amount = newValue }
    }

    /// The ellipse inscribed in the inset frame; the empty path when the inset leaves a
    /// negative width or height, or the amount is not finite.
    public func path(in rect: CGRect) -> Path {
      guard let inner = rect.shapeInset(by: amount) else { return Path() }
      return Path(ellipseIn: inner)
    }

    /// The ellipse inset by both amounts.
    public func inset(by amount: CGFloat) -> _Inset {
      _Inset(amount: self.amount + amount)
    }
  }
}
