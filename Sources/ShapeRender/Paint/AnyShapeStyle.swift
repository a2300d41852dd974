/// A shape style of any type, with SwiftUI's name: for choosing between styles of different
/// types in one expression.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12)
///   .fill(isFaceUp ? AnyShapeStyle(.white) : AnyShapeStyle(.orange.gradient))
/// ```
///
/// It paints as the style it wraps. (Wrapping `.tint` gives the system blue: the wrapper
/// keeps the paint, not the reference to the tint around the view.)
public struct AnyShapeStyle: ShapeStyle {
  /// The wrapped style's paint.
  public let paint: Paint

  /// Wraps `style`.
  public init<S: ShapeStyle>(_ style: S) {
    paint = style.paint
  }
}
