import Shapes

// The catalog's shapes and `Path` are views, as in SwiftUI: drawn filled with the
// foreground color (black unless set). A shape of your own becomes one with
// `extension MyShape: View {}`.

extension Path: View {}
extension Rectangle: View {}
extension RoundedRectangle: View {}
extension UnevenRoundedRectangle: View {}
extension Capsule: View {}
extension Circle: View {}
extension Ellipse: View {}
extension Trapezium: View {}
extension Pie: View {}
extension AnimatedShape: View {}

extension Color: View {
  /// A color used as a view fills its frame, as in SwiftUI.
  public var body: ShapeView<Rectangle> { return Rectangle().fill(self) }
}

extension LinearGradient: View {
  /// A gradient used as a view fills its frame, as in SwiftUI.
  public var body: ShapeView<Rectangle> { return Rectangle().fill(self) }
}

extension RadialGradient: View {
  /// A gradient used as a view fills its frame, as in SwiftUI.
  public var body: ShapeView<Rectangle> { return Rectangle().fill(self) }
}

extension StrokedShape: View {
  /// A stroked shape used as a view strokes the shape's outline with the foreground color
  /// (black unless a `foregroundColor` or `foregroundStyle` modifier sets another), written
  /// as SVG's own `stroke` rather than as the outline filled.
  public var body: ShapeView<Content> { return strokedView }
}

extension StrokedShape {
  /// The view of the stroked shape: its outline stroked with the foreground color.
  ///
  /// Made off the main actor too, as `strokeBorder` makes it.
  var strokedView: ShapeView<Content> {
    ShapeView(
      shape: shape, fill: nil, stroke: nil, strokeStyle: style, strokesWithForeground: true)
  }
}
