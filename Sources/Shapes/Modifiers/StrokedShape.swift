import Foundation

/// The region a stroke of a shape's outline paints, as a shape of its own; made by
/// ``Shape/stroke(style:)`` and ``Shape/stroke(lineWidth:)``.
///
/// ```swift
/// // A ring 4 wide, centred on the circle's outline, to fill or to stroke again.
/// let ring = Circle().stroke(lineWidth: 4)
/// let outline = ring.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
/// ```
///
/// Its path is ``Path/strokedPath(_:)`` of the shape's path, so the degenerate cases are
/// that method's: a width that is not positive and finite, or an empty outline, gives the
/// empty path. Drawn as a view by ShapeRender, it is the shape stroked in the foreground
/// color, written as SVG's own `stroke`.
public struct StrokedShape<Content: Shape>: Shape {
  /// Whether the content moves with its rectangle: then this shape does too.
  public static var _movesWithItsRect: Bool { Content._movesWithItsRect }

  /// The shape whose outline is stroked.
  public var shape: Content
  /// How the outline is stroked.
  public var style: StrokeStyle

  /// Creates the stroke of `shape`'s outline drawn with `style`.
  public init(shape: Content, style: StrokeStyle) {
    self.shape = shape
    self.style = style
  }

  /// The shape's animatable data and the line width, which animate together.
  public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
    get { AnimatablePair(shape.animatableData, style.lineWidth) }
    set {
      shape.animatableData = newValue.first
      style.lineWidth = newValue.second
    }
  }

  /// The region the stroke of the shape's path in `rect` paints, to fill with the nonzero
  /// rule.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).strokedPath(style)
  }
}

extension Shape {
  /// The stroke of this shape's outline as a shape, as SwiftUI's `stroke(style:)` gives
  /// it: a view that strokes in the foreground color, or a shape to fill, clip or stroke.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: 0.75).stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round))
  /// ```
  public func stroke(style: StrokeStyle) -> StrokedShape<Self> {
    StrokedShape(shape: self, style: style)
  }

  /// The stroke of this shape's outline, `lineWidth` wide, as a shape; see
  /// ``stroke(style:)``.
  public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
    stroke(style: StrokeStyle(lineWidth: lineWidth))
  }
}
