import Shapes

extension Shape {
  /// The shape's outline for a view in `rect`, as SwiftUI draws a shape: asked for in the
  /// view's own coordinates, a rectangle of `rect`'s size at the origin, and moved to where
  /// the view is.
  ///
  /// A shape that draws where it likes, a ``Path`` above all, is drawn relative to its view,
  /// as in SwiftUI: `Path { $0.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }` in a
  /// stack's second row is drawn in that row, and so is a shape that measures from
  /// `(0, 0)` with `rect.width` rather than from `rect.minX`.
  ///
  /// A shape that moves with its rectangle (see `Shape._movesWithItsRect`) is asked for its
  /// path where the view is, which is the same path without the move.
  func placedPath(in rect: CGRect) -> Path {
    guard rect.origin != .zero, !Self._movesWithItsRect else { return path(in: rect) }
    return path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
  }
}
