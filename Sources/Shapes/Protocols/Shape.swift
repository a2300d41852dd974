import Foundation

/// A 2D shape: it describes its outline as a path within any rectangle it is given.
///
/// This is SwiftUI's protocol. A SwiftUI shape compiles against `Shapes` with only its
/// import changed:
///
/// ```swift
/// import Shapes
///
/// struct Diamond: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { p in
///       p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
///       p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
///       p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
///       p.closeSubpath()
///     }
///   }
/// }
/// ```
public protocol Shape: Animatable, Sendable {
  /// Describes this shape as a path within a rectangular frame of reference.
  nonisolated func path(in rect: CGRect) -> Path

  /// Whether shapes of this type are ``AnimatedShape``s, which renderers draw as
  /// animations: `false` for every other shape, as the default gives. Not for shapes of
  /// your own to implement.
  ///
  /// A requirement rather than a cast, because the compiler answers a requirement for a
  /// type it knows, where a cast that fails is only answered at run time, for every view
  /// of every shape.
  static var _isAnimatedShape: Bool { get }

  /// Whether the path of a shape of this type in a rectangle moved by an offset is its
  /// path moved by that offset, as for the shapes of the catalog, which measure from the
  /// rectangle's sides: `false` unless the type says so, as the default gives. Not for
  /// shapes of your own to implement.
  ///
  /// A view draws its shape in its own coordinates, a rectangle at the origin, and moves
  /// the path to where the view is, as SwiftUI does; a shape that moves with its rectangle
  /// is asked for its path where the view is instead, which saves moving the path.
  static var _movesWithItsRect: Bool { get }
}

extension Shape {
  /// `false`: a shape is not an ``AnimatedShape`` unless it is one.
  public static var _isAnimatedShape: Bool { false }

  /// `false`: a shape is not known to move with its rectangle unless its type says so.
  public static var _movesWithItsRect: Bool { false }
}

/// A shape that can be inset by an amount to produce another shape: the outline moved
/// inward, so that a stroke of width `2·amount` drawn on the inset shape stays inside the
/// original one (`strokeBorder`).
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape

  /// This shape inset by `amount` (outset when negative).
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}
