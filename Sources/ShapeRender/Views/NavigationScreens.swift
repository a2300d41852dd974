import Shapes

/// The screens of a navigation stack, as a still shows them: the top one, under a
/// navigation bar with a back button when it is pushed over another.
///
/// The screens are the root; then, for each value of the stack's path in turn, the screen
/// of the first destination registered so far (by
/// ``View/navigationDestination(for:destination:)`` on the root or a screen pushed before)
/// that takes the value; then the screens each top screen pushes itself
/// (``View/navigationDestination(isPresented:destination:)`` while true,
/// ``View/navigationDestination(item:destination:)`` while set).
///
/// **Degenerate input.** A value no destination takes is skipped. At most
/// ``maximumDepth`` screens are stacked: the screens past them, of a path that long or of
/// a screen that pushes itself, are not drawn.
struct NavigationScreens<Root: View> {
  /// The root view.
  let root: Root
  /// The stack's path, first pushed first.
  let path: [AnyHashable]

  /// The most screens a stack shows, the root included.
  static var maximumDepth: Int { 64 }
}

extension NavigationScreens: View, PrimitiveView {
  var body: EmptyView { return EmptyView() }

  /// The size the root's screen takes, which a pushed screen takes too: the room offered.
  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    context.size(of: NavigationBarContainer(content: root), for: proposal)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    guard let (top, below) = screens(in: rect, context: context) else {
      return context.resolve(NavigationBarContainer(content: root), in: rect)
    }
    let container = NavigationBarContainer(
      content: top, back: .some(below.title), inheritedMode: below.mode)
    return context.resolve(container, in: rect)
  }

  /// What a screen hands up to the stack.
  private struct Screen {
    /// The title it shows in the bar.
    var title: Text?
    /// The display mode of its title, its own or inherited; nil for the default.
    var mode: NavigationBarItem.TitleDisplayMode?
    /// The destinations it registers.
    var destinations: [NavigationDestination]
    /// The screens it pushes itself.
    var pushed: [AnyView]
  }

  /// The top screen and what the screen below it hands up; nil when no screen is pushed
  /// over the root.
  @MainActor private func screens(in rect: CGRect, context: ResolveContext)
    -> (top: AnyView, below: Screen)?
  {
    var top = AnyView(root)
    var current = Self.screen(top, in: rect, context: context, inheriting: nil)
    var below: Screen?
    var destinations = current.destinations
    var values = path[...]
    for _ in 1..<Self.maximumDepth {
      var next: AnyView?
      while next == nil, let value = values.popFirst() {
        next = destinations.lazy.compactMap { $0.screen(value) }.first
      }
      guard let screen = next ?? current.pushed.first else { break }
      below = current
      current = Self.screen(screen, in: rect, context: context, inheriting: current.mode)
      destinations += current.destinations
      top = screen
    }
    return below.map { (top, $0) }
  }

  /// What `view` hands up, drawn as a screen in `rect`; its notes are not kept, as the
  /// screen is not shown unless it is drawn again.
  @MainActor private static func screen(
    _ view: AnyView, in rect: CGRect, context: ResolveContext,
    inheriting inherited: NavigationBarItem.TitleDisplayMode?
  ) -> Screen {
    let (_, collected) = Diagnostics.$current.withValue(nil) {
      PreferenceCollector.collecting { context.place(view, in: rect, alignment: .center) }
    }
    return Screen(
      title: collected.value(of: NavigationTitleKey.self),
      mode: NavigationBarContainer<AnyView>.mode(
        collected.value(of: NavigationTitleModeKey.self), inheriting: inherited),
      destinations: collected.value(of: NavigationDestinationsKey.self),
      pushed: collected.value(of: NavigationPushedScreensKey.self))
  }
}

/// The back button at the leading end of a pushed screen's navigation bar, as iOS draws
/// it: a semibold chevron and the title of the screen below, in the accent color, or
/// "Back" when that screen has no title or its title would take more than a third of the
/// bar.
enum NavigationBackButton {
  /// The button as an item of the bar in `rect`.
  @MainActor static func entry(title: Text?, in rect: CGRect, context: ResolveContext)
    -> ToolbarEntry
  {
    var label = Text("Back")
    if let title {
      let width = context.size(of: title.lineLimit(1), for: .unspecified).width
      if width <= rect.width / 3 { label = title }
    }
    let button = HStack(spacing: 4) {
      Image(systemName: "chevron.left").fontWeight(.semibold)
      label.lineLimit(1)
    }
    .foregroundStyle(.tint)
    return ToolbarEntry(placement: .navigation, view: AnyView(button))
  }
}
