import ShapeRender

/// UIKit's description of the interface a color is drawn for, as far as a dynamic
/// ``UIColor`` reads it: its appearance.
///
/// ```swift
/// let ink = UIColor { traits in
///   traits.userInterfaceStyle == .dark ? .white : .black
/// }
/// ```
public final class UITraitCollection: Sendable {
  /// The interface's appearance.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// The traits of an interface in `userInterfaceStyle`.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }
}

/// The light or dark appearance of an interface, with UIKit's names.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// No appearance given; a color drawn for it is drawn as in the light appearance.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}
