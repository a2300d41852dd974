import Shapes

// Accessibility actions are accepted for SwiftUI compatibility: a still has no screen
// reader to perform them, so their handlers are never called and the view is returned as
// it is.

/// The kind of an action a screen reader performs, with SwiftUI's name.
///
/// See ``View/accessibilityAction(_:_:)``. A still performs none.
public struct AccessibilityActionKind: Equatable, Sendable {
  private let name: String

  private init(name: String) {
    self.name = name
  }

  /// The action of activating the view (a double tap).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// The action of dismissing (the escape gesture).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The action of the two-finger double tap.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// The action of deleting.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// The action of showing a menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  /// A custom action named by `name`; kinds of the same name are equal.
  public init(named name: Text) {
    self.name = "named " + name.string
  }
}

/// The direction a screen reader adjusts a value in, with SwiftUI's name.
///
/// See ``View/accessibilityAdjustableAction(_:)``. A still adjusts nothing.
public enum AccessibilityAdjustmentDirection: Sendable {
  /// Up: a swipe up.
  case increment
  /// Down: a swipe down.
  case decrement
}

extension View {
  /// Accepted for SwiftUI compatibility: what a screen reader does for the action
  /// `actionKind`; never called in a still, and the view is unchanged.
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a custom action a screen reader offers, named
  /// by `nameKey`; never called in a still, and the view is unchanged.
  nonisolated public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a custom action a screen reader offers, named
  /// by `name`; never called in a still, and the view is unchanged.
  nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: a custom action a screen reader offers, named
  /// by `name`; never called in a still, and the view is unchanged.
  @_disfavoredOverload
  nonisolated public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a custom action a screen reader offers, labelled
  /// by the view `label` builds; never called in a still, the label is not drawn, and the
  /// view is unchanged.
  nonisolated public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: what a screen reader does when it adjusts the
  /// view's value up or down; never called in a still, and the view is unchanged.
  nonisolated public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> Self {
    self
  }
}
