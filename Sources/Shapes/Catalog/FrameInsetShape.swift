import Foundation

/// A shape defined by its frame and, at most, its corner radii: its inward offset is the
/// same shape in the inset frame, with its corner radii reduced by the same amount.
///
/// ``Rectangle``, ``Circle``, ``Ellipse`` and ``Capsule`` have no radii of their own;
/// ``RoundedRectangle`` and ``UnevenRoundedRectangle`` reduce theirs, as SwiftUI does.
public protocol FrameDefinedShape: Shape {
  /// This shape with its corner radii reduced by `amount` (never below 0); the shape
  /// itself when it has no radii of its own.
  ///
  /// A non-finite radius stays non-finite, so that the shape still draws the empty path.
  func reducingCornerRadii(by amount: CGFloat) -> Self
}

extension FrameDefinedShape {
  /// The shape itself: it has no radii of its own.
  public func reducingCornerRadii(by amount: CGFloat) -> Self { self }

  /// `true`: a shape defined by its frame moves with it.
  public static var _movesWithItsRect: Bool { true }
}

/// A shape drawn in its frame inset by a fixed amount, with its corner radii reduced by the
/// same amount: the inset of every ``FrameDefinedShape``.
///
/// ```swift
/// Circle().inset(by: 5)  // the same centre, the radius 5 smaller
/// RoundedRectangle(cornerRadius: 12).inset(by: 2)  // 2 inside, corner radius 10
/// ```
///
/// Drawing in a frame whose sides have all moved inward by `amount` is exactly the inward
/// offset of the outline for shapes without corners of their own and for circular
/// corners, so a stroke of width `2·amount` on the inset shape stays inside the original.
///
/// **Degenerate input.** An inset of more than half the frame's shorter side, or a
/// non-finite amount, draws the empty path; a negative amount outsets.
public struct FrameInsetShape<Base: FrameDefinedShape>: InsettableShape {
  /// The shape before the inset.
  public var base: Base
  /// How far each side of the frame moves inward.
  public var amount: CGFloat

  /// `true`: the shape measures from its rectangle's sides, so it moves with them.
  public static var _movesWithItsRect: Bool { true }

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

  /// The base shape, its radii reduced, in the inset frame; the empty path when the inset
  /// leaves a negative width or height, or the amount is not finite.
  public func path(in rect: CGRect) -> Path {
    guard let inner = rect.shapeInset(by: amount) else { return Path() }
    return base.reducingCornerRadii(by: amount).path(in: inner)
  }

  /// The base shape inset by both amounts.
  public func inset(by amount: CGFloat) -> FrameInsetShape<Base> {
    FrameInsetShape(base: base, amount: self.amount + amount)
  }
}
