import Shapes

/// The view a `phaseAnimator` or `keyframeAnimator` modifier changes, as its content
/// closure receives it.
public struct PlaceholderContentView<Value: View> {
  let content: Value
}

extension PlaceholderContentView: View {
  /// The view itself.
  public var body: some View { content }
}

/// A view that steps through phases, with SwiftUI's name, drawn as a still: in its first
/// phase, where SwiftUI starts it.
///
/// ```swift
/// PhaseAnimator([false, true]) { highlighted in
///   Circle().fill(highlighted ? .yellow : .gray)
/// }
/// ```
///
/// SwiftUI moves to the next phase when `trigger` changes, or, without one, over and over;
/// a picture is the moment before either. `animation` is accepted for SwiftUI
/// compatibility: no phase change happens in a still.
///
/// **Degenerate input.** Without phases, nothing is drawn. Only the first phase is read, so
/// an endless sequence of phases is fine.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
  let firstPhase: Phase?
  let content: (Phase) -> Content

  /// Steps through `phases` each time `trigger` changes.
  public init<Phases: Sequence, Trigger: Equatable>(
    _ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where Phases.Element == Phase {
    self.init(phases, content: content, animation: animation)
  }

  /// Steps through `phases` over and over.
  public init<Phases: Sequence>(
    _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where Phases.Element == Phase {
    var iterator = phases.makeIterator()
    (firstPhase, self.content) = (iterator.next(), content)
  }
}

extension PhaseAnimator: View {
  /// The content in the first phase; nothing without phases.
  public var body: some View {
    if let firstPhase { content(firstPhase) }
  }
}

extension View {
  /// Changes this view as `content` says for each of `phases`, stepping to the next each
  /// time `trigger` changes; drawn in the first phase (see ``PhaseAnimator``).
  ///
  /// ```swift
  /// Image(systemName: "bell").phaseAnimator([0, -15, 15, 0], trigger: ringCount) { bell, angle in
  ///   bell.rotationEffect(.degrees(angle))
  /// }
  /// ```
  nonisolated public func phaseAnimator<
    Phase: Equatable, Phases: Sequence, Trigger: Equatable, Changed: View
  >(
    _ phases: Phases, trigger: Trigger,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Changed,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View where Phases.Element == Phase {
    let placeholder = PlaceholderContentView(content: self)
    return PhaseAnimator(phases, trigger: trigger) { content(placeholder, $0) }
  }

  /// Changes this view as `content` says for each of `phases`, over and over; drawn in
  /// the first phase (see ``PhaseAnimator``).
  nonisolated public func phaseAnimator<Phase: Equatable, Phases: Sequence, Changed: View>(
    _ phases: Phases,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Changed,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View where Phases.Element == Phase {
    let placeholder = PlaceholderContentView(content: self)
    return PhaseAnimator(phases) { content(placeholder, $0) }
  }
}
