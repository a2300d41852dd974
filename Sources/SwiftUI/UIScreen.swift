import ShapeRender

/// UIKit's screen, as far as SwiftUI code reaches for it: `UIScreen.main.bounds` to size
/// views by the screen, in code written before `GeometryReader` and
/// `containerRelativeFrame`.
///
/// The screen is the iPhone's that a running app draws unless given a size: 390 × 844
/// points at 3 pixels a point.
public final class UIScreen: Sendable {
  /// The screen's rectangle in points, at the origin.
  public let bounds: CGRect
  /// Pixels a point.
  public let scale: CGFloat

  private init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
  }

  /// The screen's rectangle in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  /// The phone's screen.
  public static let main = UIScreen(
    bounds: CGRect(origin: .zero, size: AppPicture.phoneScreen), scale: AppPicture.phoneScale)
}
