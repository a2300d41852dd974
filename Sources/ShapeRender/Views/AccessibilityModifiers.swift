import Shapes

// Accessibility descriptions are accepted for SwiftUI compatibility and change no pixel:
// the view is returned as it is.

extension View {
  /// Accepted for SwiftUI compatibility: the label a screen reader would speak; the view
  /// is unchanged.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the label a screen reader would speak; the view
  /// is unchanged.
  public func accessibilityLabel(_ label: Text) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the label a screen reader would speak; the view
  /// is unchanged.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: what using the view would do; the view is
  /// unchanged.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: what using the view would do; the view is
  /// unchanged.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the value a screen reader would speak; the view
  /// is unchanged.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: whether a screen reader skips the view; the view
  /// is unchanged.
  public func accessibilityHidden(_ hidden: Bool) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the identifier UI tests find the view by; the
  /// view is unchanged.
  public func accessibilityIdentifier(_ identifier: String) -> Self {
    self
  }
}
