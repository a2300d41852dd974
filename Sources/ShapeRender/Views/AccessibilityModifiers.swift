import Shapes

// Accessibility descriptions are accepted for SwiftUI compatibility and change no pixel:
// a still has no screen reader, so the view is returned as it is. (SwiftUI returns the
// view wrapped in an attachment modifier; returning it unchanged draws the same.)

extension View {
  /// Accepted for SwiftUI compatibility: the label a screen reader would speak; the view
  /// is unchanged.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the label a screen reader would speak; the view
  /// is unchanged.
  nonisolated public func accessibilityLabel(_ label: Text) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the label a screen reader would speak; the view
  /// is unchanged.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: what using the view would do; the view is
  /// unchanged.
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: what using the view would do; the view is
  /// unchanged.
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: what using the view would do; the view is
  /// unchanged.
  nonisolated public func accessibilityHint(_ hint: Text) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the value a screen reader would speak (a
  /// slider's "15 minutes"); the view is unchanged.
  @_disfavoredOverload
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the value a screen reader would speak; the view
  /// is unchanged.
  nonisolated public func accessibilityValue(_ valueDescription: Text) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the value a screen reader would speak; the view
  /// is unchanged.
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the words voice control would accept for the
  /// view; the view is unchanged.
  nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the words voice control would accept for the
  /// view; the view is unchanged.
  nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the words voice control would accept for the
  /// view; the view is unchanged.
  @_disfavoredOverload
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: whether a screen reader skips the view; the view
  /// is unchanged.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the identifier UI tests find the view by; the
  /// view is unchanged.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: adds `traits` (``AccessibilityTraits/isHeader``,
  /// ``AccessibilityTraits/isButton``...) to what a screen reader says the view is; the
  /// view is unchanged.
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: removes `traits` from what a screen reader says
  /// the view is; the view is unchanged.
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: makes the view one element for a screen reader,
  /// whose children are ignored, contained or combined; the view and its children are
  /// drawn unchanged.
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: the order a screen reader visits the view in
  /// among its siblings (higher first); the view is unchanged, and so is the order of
  /// drawing.
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the heading level a screen reader gives the
  /// view; the view is unchanged.
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: shows the view enlarged while it is held at the
  /// largest text sizes; a still holds nothing, and the view is unchanged.
  nonisolated public func accessibilityShowsLargeContentViewer() -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: shows the view `largeContentView` builds while
  /// the view is held at the largest text sizes; a still holds nothing, so that view is
  /// not drawn and this one is unchanged.
  nonisolated public func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: whether a screen reader reports the view as
  /// taking input; the view is unchanged.
  nonisolated public func accessibilityRespondsToUserInteraction(
    _ respondsToUserInteraction: Bool = true
  )
    -> Self
  {
    self
  }
}
