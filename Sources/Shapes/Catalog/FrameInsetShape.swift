import Foundation

/// A shape drawn in its frame inset by a fixed amount: the inset of the shapes that are
/// defined by their frame alone (``Rectangle``, ``Circle``, ``Ellipse``, ``Capsule``).
///
/// ```swift
/// Circle().inset(by: 5)  // the same centre, the radius 5 smaller
/// ```
///
/// For these shapes, drawing in a frame whose sides have all moved inward by `amount` is
/// exactly the inward offset of the outline, so a stroke of width `2·amount` on the inset
/// shape stays inside the original.
///
/// **Degenerate input.** An inset of more than half the frame's shorter side, or a
/// non-finite amount, draws the empty path; a negative amount outsets.
public struct FrameInsetShape<Base: Shape>: InsettableShape {
  /// The shape before the inset.
  public var base: Base
  /// How far each side of the frame moves inward.
  public var amount: CGFloat

  /// Creates `base` inset by `amount`.
  public init(base: Base, amount: CGFloat) {
    self.base = base
    self.amount = amount
  }

  /// The base shape's animatable data and the amount, which animate together.
  public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
    get { AnimatablePair(base.animatableData, amount) }
    set {
      base.animatableData = newValue.first
      amount = newValue.second
    }
  }

  /// The base shape in the inset frame; the empty path when the inset leaves a negative
  /// width or height, or the amount is not finite.
  public func path(in rect: CGRect) -> Path {
    guard let inner = rect.shapeInset(by: amount) else { return Path() }
    return base.path(in: inner)
  }

  /// The base shape inset by both amounts.
  public func inset(by amount: CGFloat) -> FrameInsetShape<Base> {
    FrameInsetShape(base: base, amount: self.amount + amount)
  }
}
