import Foundation

/// The part of a shape's outline between two fractions of its length; made by
/// ``Shape/trim(from:to:)``.
///
/// ```swift
/// // The first quarter of a circle's outline: from 3 o'clock to 6 o'clock.
/// let arc = Circle().trim(from: 0, to: 0.25)
/// ```
///
/// The fractions are of the outline's whole length, as ``Path/trimmedPath(from:to:)``
/// measures it, and are clamped to 0…1. `from >= to`, a NaN fraction, or an outline of
/// zero length give the empty path; `(0, 1)` gives the outline unchanged. A trimmed shape
/// is usually stroked: filling it fills the open piece as if closed.
public struct TrimmedShape<Content: Shape>: Shape {
  /// Whether the content moves with its rectangle: then this shape does too.
  public static var _movesWithItsRect: Bool { Content._movesWithItsRect }

  /// The shape whose outline is trimmed.
  public var shape: Content
  /// The fraction of the length where the piece starts.
  public var startFraction: CGFloat
  /// The fraction of the length where the piece ends.
  public var endFraction: CGFloat

  /// Creates the piece of `shape`'s outline between two fractions of its length.
  public init(shape: Content, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
    self.shape = shape
    self.startFraction = startFraction
    self.endFraction = endFraction
  }

  /// The shape's animatable data and the two fractions, which animate together.
  public var animatableData:
    AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>>
  {
    get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
    set {
      shape.animatableData = newValue.first
      startFraction = newValue.second.first
      endFraction = newValue.second.second
    }
  }

  /// The piece of the shape's path in `rect`.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
}

extension Shape {
  /// The part of this shape's outline between fractions `startFraction` and
  /// `endFraction` of its length, as SwiftUI's `trim` draws it.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: 0.5)  // the lower half of the outline
  /// ```
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> TrimmedShape<Self>
  {
    TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}
