import Shapes

/// A layout of any type, so that one view can switch between layouts: SwiftUI's
/// type-erased layout.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///   Text("Name")
///   Text("Address")
/// }
/// ```
///
/// A still draws exactly what the layout it holds draws: ``HStackLayout`` what an
/// ``HStack`` draws, a layout of your own what it places. (In SwiftUI, switching the layout
/// keeps the views' identity and animates them to their new places; a still shows the
/// layout of the moment.)
public struct AnyLayout: Layout {
  /// The layout held.
  let storage: AnyLayoutStorage

  /// Wraps `layout`; an ``AnyLayout`` is kept as the layout it holds.
  public init<L: Layout>(_ layout: L) {
    storage = (layout as? AnyLayout)?.storage ?? TypedLayoutStorage(layout)
  }

  /// The cache of the layout held.
  public struct Cache {
    /// The cache, of the held layout's type.
    var value: Any
  }

  var subviewLayout: (any SubviewLayout)? { storage.subviewLayout }

  /// Makes the held layout's cache.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(value: storage.makeCache(subviews))
  }

  /// Updates the held layout's cache.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    storage.updateCache(&cache.value, subviews)
  }

  /// The held layout's spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    storage.spacing(subviews, &cache.value)
  }

  /// The held layout's size for `proposal`.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize {
    storage.sizeThatFits(proposal, subviews, &cache.value)
  }

  /// Places the subviews as the held layout does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    storage.placeSubviews(bounds, proposal, subviews, &cache.value)
  }

  /// The held layout's value of `guide`.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(.horizontal(guide), bounds, proposal, subviews, &cache.value)
  }

  /// The held layout's value of `guide`.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(.vertical(guide), bounds, proposal, subviews, &cache.value)
  }
}

extension AnyLayout: BuiltInLayout {}

/// The layout an ``AnyLayout`` holds, called without its type.
@MainActor
class AnyLayoutStorage {

  /// The held layout type's properties.
  var properties: LayoutProperties { LayoutProperties() }
  /// The code of the stack or grid the held layout is, or nil.
  var subviewLayout: (any SubviewLayout)? { nil }
  func makeCache(_ subviews: LayoutSubviews) -> Any { () }
  func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {}
  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing { ViewSpacing() }
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    -> CGSize
  { .zero }
  func placeSubviews(
    _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) {}
  func explicitAlignment(
    _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews, _ cache: inout Any
  ) -> CGFloat? { nil }
}

/// A held layout of a known type.
final class TypedLayoutStorage<L: Layout>: AnyLayoutStorage {
  let layout: L

  init(_ layout: L) {
    self.layout = layout
  }

  override var properties: LayoutProperties { L.layoutProperties }

  override var subviewLayout: (any SubviewLayout)? {
    (layout as? any BuiltInLayout)?.subviewLayout
  }

  /// `body` with the held layout's cache out of `cache` (made anew if it is of another
  /// type), put back after.
  private func with<Result>(
    _ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result
  ) -> Result {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return body(&typed)
  }

  override func makeCache(_ subviews: LayoutSubviews) -> Any {
    layout.makeCache(subviews: subviews)
  }

  override func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
    with(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
  }

  override func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
    with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  override func sizeThatFits(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any
  ) -> CGSize {
    with(&cache, subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  override func placeSubviews(
    _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any
  ) {
    with(&cache, subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  override func explicitAlignment(
    _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
    _ subviews: LayoutSubviews, _ cache: inout Any
  ) -> CGFloat? {
    with(&cache, subviews) {
      layout.explicitAlignment(
        of: key, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }
}
