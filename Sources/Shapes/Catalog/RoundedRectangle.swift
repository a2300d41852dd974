import Foundation

/// A rectangle with rounded corners, all the same size, filling the frame it is drawn in.
///
/// ```swift
/// let card = RoundedRectangle(cornerRadius: 12)  // continuous (iOS-style) corners
/// let button = RoundedRectangle(cornerRadius: 8, style: .circular)  // quarter circles
/// let pill = RoundedRectangle(cornerSize: CGSize(width: 20, height: 10))
/// card.path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
/// ```
///
/// `.circular` corners are quarter circles (quarter ellipses for an uneven corner size),
/// written as exact arcs. `.continuous` corners, the default as in SwiftUI, are
/// curvature-continuous: each eases into its edges over about 1.528665·r, with three cubic
/// Béziers per corner, and eases less, down to a circular corner, when the edges are too
/// short for that. The outline starts on the top edge where the top-left corner ends and
/// runs clockwise on screen.
///
/// **Degenerate input.** A corner size larger than the frame allows is scaled down, keeping
/// its aspect ratio, until it fits: a circular radius is clamped to half the shorter side.
/// A negative corner width or height gives square corners. A non-finite corner size, a
/// null or non-finite rectangle, or one of finite numbers whose far edge overflows
/// (`x: 1e308, width: 1e308`), gives the empty path. A rectangle with a negative width or
/// height is standardized first; one with zero width or height gives its flat outline
/// (zero area).
public struct RoundedRectangle: InsettableShape, FrameDefinedShape {
  /// The horizontal and vertical radii of every corner.
  public var cornerSize: CGSize

  /// How the corners are drawn.
  public var style: RoundedCornerStyle

  /// Creates a rounded rectangle whose corners have the given horizontal and vertical
  /// radii.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// Creates a rounded rectangle whose corners have the given radius.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// The corner size, which animates; the style does not.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(cornerSize.width, cornerSize.height) }
    set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
  }

  /// The rounded rectangle filling `rect`; see
  /// ``Path/addRoundedRect(in:cornerSize:style:transform:)``.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  /// The rounded rectangle `amount` inside the frame on every side (outside when negative),
  /// with each corner radius reduced by `amount` (not below 0), as SwiftUI does: for
  /// circular corners this is the exact inward offset of the outline.
  ///
  /// An inset of more than half the frame's shorter side, or a non-finite amount, draws the
  /// empty path.
  public func inset(by amount: CGFloat) -> FrameInsetShape<RoundedRectangle> {
    FrameInsetShape(base: self, amount: amount)
  }

  /// This rounded rectangle with both radii of its corners reduced by `amount` (not below
  /// 0); a non-finite corner size stays as it is.
  public func reducingCornerRadii(by amount: CGFloat) -> RoundedRectangle {
    RoundedRectangle(
      cornerSize: CGSize(
        width: cornerSize.width.reduced(by: amount), height: cornerSize.height.reduced(by: amount)),
      style: style)
  }
}
