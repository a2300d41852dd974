import Shapes

// Modifiers about interaction and the system around a view. A picture is a still that no
// one taps, that appears once and has no system appearance to follow, so each of them is
// accepted for SwiftUI compatibility and returns the view unchanged; actions are never
// called.

extension View {
  /// Accepted for SwiftUI compatibility: a picture is not tapped, so `action` is never
  /// called and the view is unchanged.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture is not pressed, so `action` is never
  /// called and the view is unchanged.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, perform action: @escaping () -> Void
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: `action` is never called and the view is
  /// unchanged.
  public func onAppear(perform action: (() -> Void)? = nil) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: `action` is never called and the view is
  /// unchanged.
  public func onDisappear(perform action: (() -> Void)? = nil) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a disabled view draws as it does enabled.
  public func disabled(_ disabled: Bool) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the shape that takes taps changes no pixel.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture has one appearance, the light one its
  /// colors give.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self {
    self
  }
}

/// The light or dark appearance of the system, with SwiftUI's names; a picture has only
/// the colors it is given.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

/// A type that gives Xcode's canvas previews of views, with SwiftUI's name, so that a
/// SwiftUI file compiles with its previews; ``previews`` is an ordinary view here and can
/// be drawn in an ``Artwork``.
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}
