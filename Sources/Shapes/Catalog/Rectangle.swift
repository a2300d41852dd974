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
/// **Degenerate input.** A null or non-finite rectangle gives the empty path. A rectangle
/// with a negative width or height is standardized first. A rectangle with zero width or
/// height gives its flat outline (four points on a line, zero area).
public struct Rectangle: InsettableShape {
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
  public func inset(by amount: CGFloat) -> _Inset {
    _Inset(amount: amount)
  }

  /// A rectangle inset from its frame by a fixed amount; made by
  /// ``Rectangle/inset(by:)``.
  public struct _Inset: InsettableShape {
    /// How far each side moves inward.
    var amount: CGFloat

    /// The inset amount, which animates.
    public var animatableData: CGFloat {
      get { amount }
      set { amount = newValue }
    }

    /// The frame inset by the amount, as a closed path; the empty path when the inset
    /// leaves a negative width or height, or the amount is not finite.
    public func path(in rect: CGRect) -> Path {
      guard let inner = rect.shapeInset(by: amount) else { return Path() }
      return Path(inner)
    }

    /// The rectangle inset by both amounts.
    public func inset(by amount: CGFloat) -> _Inset {
      _Inset(amount: self.amount + amount)
    }
  }
}
