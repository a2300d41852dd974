import Shapes

/// Views in tabs, with SwiftUI's name, drawn as iOS draws them: the selected tab's view
/// over iOS's tab bar.
///
/// ```swift
/// TabView(selection: $tab) {
///   GameView()
///     .tabItem { Label("Play", systemImage: "gamecontroller") }
///     .tag(Tab.play)
///   SettingsView()
///     .tabItem { Label("Settings", systemImage: "gear") }
///     .tag(Tab.settings)
/// }
/// ```
///
/// The tab view takes all the room it is offered. Its tabs are the views `content` builds
/// (each view a ``ForEach`` makes, one by one); the selected one is the first whose
/// ``View/tag(_:)`` equals the selection, or the first tab without a selection or when
/// none matches. Its view is offered all the room but the bar's and drawn there. The bar is
/// 49 points tall at the bottom, in iOS's bar gray (`#f9f9f9`) under a hairline (black at
/// 30 %, half a point), with each tab's item (``View/tabItem(_:)``) in an equal share of
/// the width: its views one over the other, 2 points apart, 7 points from the bar's top,
/// an icon in 22-point type over a title in 10-point medium type (a ``Label`` is set so;
/// symbols take their `.fill` variant where they have one, as iOS shows them),
/// in the accent color for the selected tab and in iOS's gray (`#999999`) for the others.
/// A tab without an item has an empty share. A tab's `badge(_:)` is iOS's red
/// badge (13-point white text on a red capsule 18 points tall and at least as wide) with
/// its leading edge 5 points right of the share's middle and its top 2 below the bar's.
///
/// With ``View/tabViewStyle(_:)`` `.page`, it is drawn as iOS draws pages: the selected
/// page with all the room, no bar, and page dots over its bottom (see
/// ``PageTabViewStyle``): 7-point white dots, their centres 16 points apart and 20 above
/// the bottom, centred across, the selected page's opaque and the others' at 30 %. They
/// show for more than one page (`indexDisplayMode` `.automatic`), always (`.always`) or
/// never (`.never`). With ``View/indexViewStyle(_:)``
/// `.page(backgroundDisplayMode: .always)` they sit on a black capsule at 25 %, 26 points
/// tall and reaching 12 points past the outer dots' centres; white dots on a white page
/// need it, on iOS as here.
///
/// **Degenerate input.** No tabs: the bar alone. Offered less than the bar's height, the
/// bar alone, clipped to the room.
public struct TabView<SelectionValue: Hashable, Content: View> {
  /// The selected value, or nil for the first tab.
  let selection: SelectionValue?
  /// The tabs.
  let content: Content

  /// Creates tabs of the views `content` builds, showing the one tagged with `selection`.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection?.wrappedValue
    self.content = content()
  }

  /// The height of iOS's tab bar.
  static var barHeight: CGFloat { 49 }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let tabs = context.taggedOptions(of: content)
    let wanted = selection.map { AnyHashable($0) }
    let selected = tabs.firstIndex { wanted != nil && $0.tag == wanted } ?? 0
    let inner = context.forRowContent
    if let style = context[environment: PageTabViewStyleKey.self] {
      return pages(tabs.map(\.view), selected: selected, style: style, in: rect, context: inner)
    }
    let barHeight = min(Self.barHeight, rect.height)
    let bar = CGRect(
      x: rect.minX, y: rect.maxY - barHeight, width: rect.width, height: barHeight)
    var nodes: [Node] = []
    if tabs.indices.contains(selected) {
      let page = CGRect(
        x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - barHeight)
      nodes += inner.underBar(at: .bottom, of: rect, leaving: page)
        .place(tabs[selected].view, in: page, alignment: .center)
    }
    // The bar's background reaches down under the home indicator, as iOS's does.
    let backdrop = context.pastSafeArea(bar, edges: .bottom)
    var barNodes = [
      ControlDrawing.fill(Path(backdrop), .color(Color(hex: 0xF9F9F9, dark: 0x161616))),
      ControlDrawing.fill(
        Path(CGRect(x: bar.minX, y: bar.minY, width: bar.width, height: 0.5)),
        .color(Color(hex: 0x000000, opacity: 0.3, dark: 0xFFFFFF, darkOpacity: 0.15))),
    ]
    let share = tabs.isEmpty ? 0 : bar.width / CGFloat(tabs.count)
    for (index, tab) in tabs.enumerated() {
      guard let item = tab.view.trait(TabItemView.self)?.item else { continue }
      var itemContext = inner
      itemContext.foreground =
        index == selected ? inner.accentPaint : .color(Color(hex: 0x999999))
      itemContext.labelStyle = LabelStyleBox(TabItemLabelStyle())
      // iOS shows a tab bar's symbols filled.
      itemContext.symbolVariants = .fill
      let cell = CGRect(
        x: bar.minX + share * CGFloat(index), y: bar.minY + 7, width: share,
        height: max(bar.height - 7, 0))
      barNodes += itemContext.place(
        VStack(spacing: 2) { item }.font(.system(size: 10, weight: .medium)), in: cell,
        alignment: .top)
      if let badge = tab.view.trait(BadgedView.self)?.badge {
        let size = inner.size(
          of: TabBadge(text: badge), for: ProposedViewSize(width: nil, height: nil))
        barNodes += inner.resolve(
          TabBadge(text: badge),
          in: CGRect(x: cell.midX + 5, y: bar.minY + 2, width: size.width, height: size.height))
      }
    }
    guard barHeight < Self.barHeight else { return nodes + barNodes }
    return nodes + [.group(GroupNode(children: barNodes, effect: .clip(Path(rect), FillStyle())))]
  }
}

extension TabView: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension TabView where SelectionValue == Int {
  /// Creates tabs of the views `content` builds, showing the first.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension View {
  /// Sets the item that stands for this view in the bar of the ``TabView`` it is a tab of.
  ///
  /// The item is usually a ``Label``, drawn as an icon over its title. Outside a tab view it
  /// changes nothing; the tab view reads it from the tab's own modifiers (with
  /// ``View/tag(_:)``, in either order).
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    TabItemView(content: AnyView(self), item: AnyView(label()))
  }
}

/// A tab with its item for the bar.
struct TabItemView {
  let content: AnyView
  let item: AnyView

  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    context.explicitGuide(of: content, key, in: size)
  }
}

extension TabItemView: View, ForwardingView, GuidedView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}

/// How a tab bar draws a ``Label``: its icon in 22-point type over its title.
struct TabItemLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon.font(.system(size: 22))
      configuration.title
    }
  }
}
