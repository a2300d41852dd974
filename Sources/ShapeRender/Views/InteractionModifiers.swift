import Shapes

// Modifiers about interaction and the system around a view. A picture is a still that no
// one taps, that appears once and has no system appearance to follow, so each of them is
// accepted for SwiftUI compatibility and returns the view unchanged; actions are never
// called.

extension View {
  /// Accepted for SwiftUI compatibility: a still's geometry never changes, so `action` is
  /// never called and the view is unchanged.
  nonisolated public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still's geometry never changes, so `action` is
  /// never called and the view is unchanged.
  nonisolated public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture is not tapped, so `action` is never
  /// called and the view is unchanged.
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture is not pressed, so `action` is never
  /// called and the view is unchanged.
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, perform action: @escaping () -> Void
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: `action` is never called and the view is
  /// unchanged.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: `action` is never called and the view is
  /// unchanged.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a disabled view draws as it does enabled.
  nonisolated public func disabled(_ disabled: Bool) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the shape that takes taps changes no pixel.
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a view in a picture is not hit-tested, so it draws
  /// the same either way.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: `value` never changes in a still, so `action` is
  /// never called and the view is unchanged.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility (SwiftUI's earlier form, whose action takes the new
  /// value): `action` is never called and the view is unchanged.
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: no task is started for a still, so `action` is
  /// never run and the view is unchanged.
  nonisolated public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> Self {
    self
  }
}

/// The kinds of safe area a view can ignore, with SwiftUI's names: an app's picture on a
/// phone has the container's (see ``View/ignoresSafeArea(_:edges:)``), and no keyboard.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The regions, one bit each.
  public let rawValue: UInt8

  /// Creates a set of regions from its raw value.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The area the system's bars and the device's corners take.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area a software keyboard takes.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A type that gives Xcode's canvas previews of views, with SwiftUI's name, so that a
/// SwiftUI file compiles with its previews; ``previews`` is an ordinary view here and can
/// be drawn in an ``Artwork``.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}
