import Shapes

extension View {
  /// Sets the view drawn behind this row of a ``List`` or ``Form``, over the section's
  /// white (clipped to the section's rounded corners in an inset grouped list); nil keeps
  /// the white.
  ///
  /// The list reads it from the row's own modifiers: it is one of the row's last
  /// modifiers (with ``View/listRowSeparator(_:edges:)``, ``View/listRowInsets(_:)`` and
  /// ``View/tag(_:)``). Outside a list it changes nothing.
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
    ListRowTraitView(
      content: AnyView(self),
      traits: ListRowTraits(background: view.map { AnyView($0) }))
  }

  /// Shows or hides the separators of this row of a ``List`` or ``Form`` at `edges`.
  ///
  /// `.hidden` at the bottom hides the line under the row, at the top the line over it
  /// (the line under the row before). `.automatic` and `.visible` draw them.
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    var traits = ListRowTraits()
    if edges.contains(.top) { traits.topSeparator = visibility }
    if edges.contains(.bottom) { traits.bottomSeparator = visibility }
    return ListRowTraitView(content: AnyView(self), traits: traits)
  }

  /// Sets the insets of this row's content in a ``List`` or ``Form``.
  ///
  /// They replace the defaults (6 points above and below, 20 at the sides); nil keeps the
  /// defaults. Negative or non-finite insets count as 0.
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    ListRowTraitView(content: AnyView(self), traits: ListRowTraits(insets: .some(insets)))
  }
}

/// What a row tells its list: each nil when the row does not set it.
struct ListRowTraits {
  /// The background.
  var background: AnyView?
  /// The separator over the row.
  var topSeparator: Visibility?
  /// The separator under the row.
  var bottomSeparator: Visibility?
  /// The insets: `.some(nil)` for the defaults.
  var insets: EdgeInsets??

  /// These traits with those `inner` sets that these do not: the outer modifier wins.
  func adding(_ inner: ListRowTraits) -> ListRowTraits {
    ListRowTraits(
      background: background ?? inner.background,
      topSeparator: topSeparator ?? inner.topSeparator,
      bottomSeparator: bottomSeparator ?? inner.bottomSeparator,
      insets: insets ?? inner.insets)
  }
}

/// A row carrying traits for its list; drawn as its content elsewhere.
struct ListRowTraitView {
  let content: AnyView
  let traits: ListRowTraits

  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    context.explicitGuide(of: content, key, in: size)
  }

  /// One row for each of the views the content stands for: row modifiers on a `ForEach`
  /// apply to each of its rows, as in SwiftUI.
  @MainActor func narrowed(in context: ResolveContext) -> [ListRowTraitView]? {
    narrowing(context.subviews(of: content)) { ListRowTraitView(content: $0, traits: traits) }
  }
}

extension ListRowTraitView: View, ForwardingView, GuidedView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}

/// A view that is several rows of a list, as an inline picker's options are.
@MainActor
protocol ListRowsProviding {
  /// The rows in `context`, or nil to be one row.
  func listRows(in context: ResolveContext) -> [AnyView]?
}
