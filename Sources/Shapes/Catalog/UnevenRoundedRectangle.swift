import Foundation

/// A rectangle with a rounded corner of its own radius at each corner, filling the frame it
/// is drawn in.
///
/// ```swift
/// let tab = UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12)
/// let card = UnevenRoundedRectangle(
///   cornerRadii: RectangleCornerRadii(topLeading: 20, bottomTrailing: 20), style: .circular)
/// tab.path(in: CGRect(x: 0, y: 0, width: 120, height: 40))
/// ```
///
/// Leading is left and trailing is right, as in SwiftUI. The corner styles are those of
/// ``RoundedRectangle``; the outline starts on the top edge where the top-left corner ends
/// and runs clockwise on screen.
///
/// **Degenerate input.** Each radius is clamped to half the frame's shorter side; a
/// negative radius gives a square corner. A non-finite radius, a null or non-finite
/// rectangle, or one of finite numbers whose far edge overflows (`x: 1e308, width:
/// 1e308`), gives the empty path. A rectangle with a negative width or height is
/// standardized first; one with zero width or height gives its flat outline (zero area).
public struct UnevenRoundedRectangle: InsettableShape, FrameDefinedShape {
  /// The radius of each corner.
  public var cornerRadii: RectangleCornerRadii

  /// How the corners are drawn.
  public var style: RoundedCornerStyle

  /// Creates a rounded rectangle with the given corner radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// Creates a rounded rectangle with a radius for each corner; corners left out are
  /// square.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  /// The four radii, which animate; the style does not.
  public var animatableData: RectangleCornerRadii.AnimatableData {
    get { cornerRadii.animatableData }
    set { cornerRadii.animatableData = newValue }
  }

  /// The rounded rectangle filling `rect`; see
  /// ``Path/addRoundedRect(in:cornerRadii:style:transform:)``.
  public func path(in rect: CGRect) -> Path {
    Self.path(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// The rounded rectangle `amount` inside the frame on every side (outside when negative),
  /// with each corner radius reduced by `amount` (not below 0).
  ///
  /// An inset of more than half the frame's shorter side, or a non-finite amount, draws the
  /// empty path.
  public func inset(by amount: CGFloat) -> FrameInsetShape<UnevenRoundedRectangle> {
    FrameInsetShape(base: self, amount: amount)
  }

  /// This rounded rectangle with each corner radius reduced by `amount` (not below 0); a
  /// non-finite radius stays as it is.
  public func reducingCornerRadii(by amount: CGFloat) -> UnevenRoundedRectangle {
    let radii = cornerRadii
    return UnevenRoundedRectangle(
      cornerRadii: RectangleCornerRadii(
        topLeading: radii.topLeading.reduced(by: amount),
        bottomLeading: radii.bottomLeading.reduced(by: amount),
        bottomTrailing: radii.bottomTrailing.reduced(by: amount),
        topTrailing: radii.topTrailing.reduced(by: amount)),
      style: style)
  }

  /// The rounded rectangle with these radii in `rect`, or the empty path when a radius is
  /// not finite.
  static func path(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle
  ) -> Path {
    let radii = [
      cornerRadii.topLeading, cornerRadii.bottomLeading, cornerRadii.bottomTrailing,
      cornerRadii.topTrailing,
    ]
    guard radii.allSatisfy(\.isFinite) else { return Path() }
    return Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
  }
}
