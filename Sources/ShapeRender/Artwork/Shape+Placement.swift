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
    let (frame, move) = Self.outlineFrame(for: rect)
    let path = path(in: frame)
    guard let move else { return path }
    return path.offsetBy(dx: move.x, dy: move.y)
  }

  /// Where a view in `rect` asks for this shape's outlines, and how far it then moves them
  /// (see ``placedPath(in:)``): the view's own coordinates and `rect`'s origin, or `rect`
  /// itself and no move for a view at the origin or a shape that moves with its rectangle.
  static func outlineFrame(for rect: CGRect) -> (frame: CGRect, move: CGPoint?) {
    guard rect.origin != .zero, !_movesWithItsRect else { return (rect, nil) }
    return (CGRect(origin: .zero, size: rect.size), rect.origin)
  }
}
