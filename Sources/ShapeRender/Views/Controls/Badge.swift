import Shapes

extension View {
  /// Sets the count shown beside this view as a list's row or on its tab's item, as
  /// SwiftUI does: 0 shows nothing.
  ///
  /// ```swift
  /// List {
  ///   Text("Inbox").badge(12)
  /// }
  /// ```
  ///
  /// In a ``List`` or ``Form`` row the count is at the row's trailing edge in iOS's
  /// secondary gray (`#3c3c43` at 60 %, unless a badge's text sets a color of its own), 8
  /// points from the content at least (before the chevron of a ``NavigationLink``); on a
  /// ``TabView`` tab (with ``View/tabItem(_:)``, in either order) it is iOS's red badge on
  /// the tab's item (see ``TabView``). Elsewhere it changes nothing.
  ///
  /// **Degenerate input.** 0 shows no badge; a negative count is shown with its sign.
  nonisolated public func badge(_ count: Int) -> some View {
    BadgedView(content: AnyView(self), badge: count == 0 ? nil : Text("\(count)"))
  }

  /// Sets the text shown beside this view as a list's row or on its tab's item; nil shows
  /// nothing, as the count does.
  nonisolated public func badge(_ label: Text?) -> some View {
    BadgedView(content: AnyView(self), badge: label)
  }

  /// Sets the string shown beside this view as a list's row or on its tab's item; nil
  /// shows nothing, as the count does.
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
    BadgedView(content: AnyView(self), badge: label.map { Text($0) })
  }
}

/// A view with a badge, which a list's row draws at its trailing edge and a tab view on
/// the tab's item.
struct BadgedView {
  let content: AnyView
  /// The badge, or nil for none.
  let badge: Text?

  /// The view as drawn in `context`: with its badge in gray at the trailing edge in a
  /// list's row, as it is elsewhere.
  @MainActor func drawn(in context: ResolveContext) -> AnyView {
    guard let badge, context.controls.isListRow else { return content }
    if content.trait((any BadgeHosting).self) != nil {
      // A row that navigates draws the badge before its chevron, as iOS does.
      let boxed = BadgeText(badge)
      return AnyView(content.environment { $0.controls.rowBadge = boxed })
    }
    return AnyView(
      HStack {
        content.frame(maxWidth: .infinity, alignment: .leading)
        RowBadge(text: badge)
      })
  }

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    context.size(of: drawn(in: context), for: proposal)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(drawn(in: context), in: rect)
  }

  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    context.explicitGuide(of: content, key, in: size)
  }
}

extension BadgedView: View, ForwardingView, GuidedView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}

/// A view that draws its row's badge itself, before a trailing glyph of its own.
protocol BadgeHosting {}

extension NavigationLink: BadgeHosting {}

/// A list row's badge: the text in iOS's secondary gray, unless it sets a color.
struct RowBadge {
  let text: Text
}

extension RowBadge: View {
  var body: some View {
    // As a view, so that a color the text sets wins over the gray.
    AnyView(text).foregroundColor(ControlDrawing.secondaryLabel).lineLimit(1)
  }
}

/// iOS's red badge on a tab's item: the text in 13-point white type, 5 points from the
/// sides of a red (`#ff3b30`) capsule at least 18 points wide and 18 tall.
struct TabBadge {
  let text: Text
}

extension TabBadge: View {
  var body: some View {
    text.font(.system(size: 13)).foregroundColor(.white).lineLimit(1).fixedSize()
      .padding(.horizontal, 5)
      .frame(minWidth: 18, minHeight: 18)
      .background(Color.red, in: Capsule())
  }
}
