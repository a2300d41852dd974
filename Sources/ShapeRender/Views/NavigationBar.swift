import Shapes

/// A navigation stack's or view's content under the navigation bar its title asks for, as
/// iOS draws the bar at the top of the screen's content.
///
/// The bar is drawn when a view inside sets a title (`navigationTitle(_:)`), toolbar
/// items for it (see ``NavigationBarItems``) or a search field (see ``SearchFieldBar``):
/// a large title, 34 points bold at the leading edge of a 96-point bar, unless the display
/// mode is `.inline`, which centres it, 17 points semibold, in a 44-point one. The bar is
/// transparent, as iOS's is over content at its top. The content is placed in the rest of
/// the rectangle, centred, and a stack takes all the room it is offered, as a screen's
/// does. The bar is part of the content's safe area, as on iOS: a background that ignores
/// the safe area (a list's, a form's, a background of a ``ShapeStyle``) continues under
/// it, up to the screen's edge when the bar is at the top of the screen's safe area.
///
/// A screen pushed over another (see ``NavigationScreens``) has a back button at the
/// leading end of the bar, and its title, when it sets no display mode, is shown as the
/// screen's below it showed its own.
struct NavigationBarContainer<Content: View> {
  let content: Content
  /// The title of the screen below, for the back button of a pushed screen: `.some(nil)`
  /// when that screen has no title; nil for a screen pushed over none.
  var back: Text?? = nil
  /// The display mode of the screen below, which a pushed screen's title inherits.
  var inheritedMode: NavigationBarItem.TitleDisplayMode? = nil

  /// The height of the bar that shows a title inline.
  static var inlineHeight: CGFloat { 44 }
  /// The height of the bar that shows a large title: the inline bar and the title's row.
  static var largeHeight: CGFloat { 96 }
}

extension NavigationBarContainer: View, PrimitiveView {
  var body: EmptyView { return EmptyView() }

  /// The room offered, as a navigation stack fills the screen; the content's own size
  /// along a dimension left unspecified.
  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    guard proposal.width == nil || proposal.height == nil else {
      return proposal.replacingUnspecifiedDimensions()
    }
    return proposal.replacingUnspecifiedDimensions(by: context.size(of: content, for: proposal))
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    // The content drawn in the whole rectangle tells whether there is a bar: it is kept when
    // there is none; otherwise the content is drawn again below the bar, where its notes
    // would repeat the ones this drawing made.
    let (whole, asked) = PreferenceCollector.collecting {
      context.place(content, in: rect, alignment: .center)
    }
    // The screens and destinations the content pushes are this stack's: a stack around it
    // does not push them again.
    asked.remove(NavigationDestinationsKey.self)
    asked.remove(NavigationPushedScreensKey.self)
    let title = asked.value(of: NavigationTitleKey.self)
    var items = asked.value(of: ToolbarItemsKey.self).filter { $0.barSide != nil }
    let search = asked.value(of: SearchFieldKey.self)
    guard title != nil || !items.isEmpty || back != nil || search != nil else {
      asked.handUp()
      return whole
    }
    if let back {
      items.insert(NavigationBackButton.entry(title: back, in: rect, context: context), at: 0)
    }
    let mode = Self.mode(asked.value(of: NavigationTitleModeKey.self), inheriting: inheritedMode)
    let isInline = title == nil || mode == .inline
    let titleHeight = isInline ? Self.inlineHeight : Self.largeHeight
    let searchHeight = search == nil ? 0 : SearchFieldBar.height
    let barHeight = min(titleHeight + searchHeight, rect.height)
    let bar = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: barHeight)
    let below = CGRect(
      x: rect.minX, y: bar.maxY, width: rect.width, height: rect.height - barHeight)
    // The content's preferences go on up, but its title is this bar's.
    let (drawn, collected) = Diagnostics.$current.withValue(nil) {
      PreferenceCollector.collecting {
        context.underBar(at: .top, of: rect, leaving: below)
          .place(content, in: below, alignment: .center)
      }
    }
    collected.remove(NavigationTitleKey.self)
    collected.remove(NavigationTitleModeKey.self)
    collected.remove(ToolbarItemsKey.self)
    collected.remove(SearchFieldKey.self)
    collected.remove(NavigationDestinationsKey.self)
    collected.remove(NavigationPushedScreensKey.self)
    collected.handUp()
    var inner = context
    inner.stackAxis = nil
    let row = CGRect(
      x: bar.minX, y: bar.minY, width: bar.width, height: min(Self.inlineHeight, barHeight))
    let itemNodes = NavigationBarItems.nodes(of: items, in: row, context: inner)
    let searchNodes =
      search.map { field in
        inner.resolve(
          SearchFieldBar(field: field),
          in: CGRect(x: bar.minX, y: bar.minY + titleHeight, width: bar.width, height: searchHeight)
        )
      } ?? []
    // A principal item takes the inline title's place.
    let showsTitle = !(isInline && items.contains { $0.barSide == .principal })
    guard let title, showsTitle else {
      return drawn + searchNodes + itemNodes
    }
    let inset = NavigationBarItems.inset
    let titleNodes =
      isInline
      ? inner.place(
        title.font(Font.headline).lineLimit(1), in: row.insetBy(dx: inset, dy: 0),
        alignment: .center)
      : inner.place(
        title.font(Font.largeTitle.bold()).lineLimit(1),
        in: CGRect(
          x: bar.minX + inset, y: bar.minY + Self.inlineHeight,
          width: max(bar.width - 2 * inset, 0),
          height: max(min(titleHeight, barHeight) - Self.inlineHeight - 2, 0)),
        alignment: .bottomLeading)
    return drawn + titleNodes + searchNodes + itemNodes
  }
}

extension NavigationBarContainer {
  /// The display mode of a screen that asks for `own`: its own, unless that is nil or
  /// `.automatic`, when it is `inherited`, the mode of the screen below.
  static func mode(
    _ own: NavigationBarItem.TitleDisplayMode?,
    inheriting inherited: NavigationBarItem.TitleDisplayMode?
  ) -> NavigationBarItem.TitleDisplayMode? {
    own == nil || own == .automatic ? inherited : own
  }
}

/// The title a view shows in the navigation bar of the stack around it: the first handed
/// up, which is the one set closest to the content.
struct NavigationTitleKey: PreferenceKey {
  static var defaultValue: Text? { nil }

  static func reduce(value: inout Text?, nextValue: () -> Text?) {
    if value == nil { value = nextValue() }
  }
}

/// How the navigation bar around a view shows its title: the first mode handed up.
struct NavigationTitleModeKey: PreferenceKey {
  static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }

  static func reduce(
    value: inout NavigationBarItem.TitleDisplayMode?,
    nextValue: () -> NavigationBarItem.TitleDisplayMode?
  ) {
    if value == nil { value = nextValue() }
  }
}

extension View {
  /// This view, handing up `title` and `mode` for the navigation bar around it.
  nonisolated func navigationBar(
    title: Text?, mode: NavigationBarItem.TitleDisplayMode? = nil
  ) -> some View {
    modified { content, rect, context in
      // Handed up after the content's, so that a title set closer to the content wins.
      let nodes = context.resolve(content, in: rect)
      if let title { PreferenceCollector.current?.add(NavigationTitleKey.self, title) }
      if let mode { PreferenceCollector.current?.add(NavigationTitleModeKey.self, mode) }
      return nodes
    }
  }
}
