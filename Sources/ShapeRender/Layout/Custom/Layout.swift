import Shapes

/// A type that sizes and places a collection of views itself: SwiftUI's custom layout
/// container, used as a view by calling it with the views it lays out.
///
/// ```swift
/// struct Diagonal: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
///       CGSize(width: $0.width + $1.width, height: $0.height + $1.height)
///     }
///   }
///
///   func placeSubviews(
///     in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///   ) {
///     var point = bounds.origin
///     for subview in subviews {
///       let size = subview.sizeThatFits(.unspecified)
///       subview.place(at: point, proposal: .unspecified)
///       point.x += size.width
///       point.y += size.height
///     }
///   }
/// }
///
/// Diagonal {
///   Text("One")
///   Text("Two")
/// }
/// ```
///
/// A still draws what the layout says, as SwiftUI does: its parent asks
/// ``sizeThatFits(proposal:subviews:cache:)`` for the layout's size, then
/// ``placeSubviews(in:proposal:subviews:cache:)`` places each subview in the rectangle the
/// parent gave it, and each subview draws at its place, at the size it takes for the
/// proposal it was placed with. The subviews are the views of the layout's content one by
/// one, as a stack sees them (a `ForEach` or a `Group` stands for its views). A subview the
/// layout does not place is drawn at the centre of the layout's rectangle, offered the
/// layout's own proposal (as Apple's documentation of `place(at:anchor:proposal:)` says).
///
/// The cache is made once (``makeCache(subviews:)``) for the view the layout makes, and
/// kept across the passes that measure and draw it; ``updateCache(_:subviews:)`` is called
/// when a pass finds another number of subviews.
///
/// **Degenerate input.** A size that is NaN, negative or infinite counts as 0. A subview
/// placed at a NaN or infinite point is left out of the drawing; a NaN proposal to a
/// subview counts as 0 and a negative one as 0. A guide that is NaN or infinite is not
/// set. Nothing a layout answers makes the rendering trap.
@MainActor @preconcurrency
public protocol Layout: Animatable {
  /// Properties of the layout: ``LayoutProperties/stackOrientation``, which spacers and
  /// dividers among the subviews follow.
  static var layoutProperties: LayoutProperties { get }

  /// Values the layout keeps between its methods; none by default.
  associatedtype Cache = Void

  /// The subviews of the layout.
  typealias Subviews = LayoutSubviews

  /// The layout's cache for `subviews`, made once for the view the layout makes.
  func makeCache(subviews: Self.Subviews) -> Self.Cache

  /// Brings `cache` up to date when the subviews have changed; by default, makes it anew.
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

  /// The spacing the layout prefers around itself, for a layout it is a subview of; by
  /// default the union of its subviews' spacing.
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

  /// The size the layout takes for `proposal`, given its subviews.
  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGSize

  /// Places each subview, with ``LayoutSubview/place(at:anchor:proposal:)``, in `bounds`,
  /// the rectangle the layout's parent gave it (in the parent's coordinates).
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)

  /// The layout's value of the horizontal guide `guide`, from `bounds.minX`, or nil for
  /// the guide's default; by default the mean of the values its subviews set, for a guide of
  /// your own (see ``AlignmentID``).
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat?

  /// The layout's value of the vertical guide `guide`, from `bounds.minY`, or nil for the
  /// guide's default; by default the subviews' values where they are placed: the topmost
  /// first text baseline, the lowest last one, the mean of a guide of your own.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat?
}

extension Layout {
  /// The default properties: no stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Makes the cache anew with ``makeCache(subviews:)``.
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the subviews' spacing preferences.
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    var spacing = ViewSpacing()
    for subview in subviews { spacing.formUnion(subview.spacing) }
    return spacing
  }

  /// The subviews' values of `guide` where the layout places them in `bounds` (a guide of
  /// your own: their mean), or nil when none sets one.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat? {
    mergedGuide(.horizontal(guide), in: bounds, proposal: proposal, subviews, &cache)
  }

  /// The subviews' values of `guide` where the layout places them in `bounds`: the topmost
  /// first text baseline, the lowest last one, the mean of a guide of your own; nil when
  /// none sets one.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat? {
    mergedGuide(.vertical(guide), in: bounds, proposal: proposal, subviews, &cache)
  }

  /// The subviews' own values of `key`, where ``placeSubviews(in:proposal:subviews:cache:)``
  /// puts them in `bounds`, combined as a stack combines its views' (see
  /// ``CombinedGuide``); nil for the built-in edges and centres, which are the layout's own.
  private func mergedGuide(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
    _ subviews: Self.Subviews, _ cache: inout Self.Cache
  ) -> CGFloat? {
    guard var combined = CombinedGuide(key) else { return nil }
    let frames = subviews.storage.placedFrames(in: bounds, proposal: proposal) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    for index in subviews.indices {
      let frame = frames[index]
      guard frame.isFiniteRect,
        let value = subviews.storage.explicitGuide(key, of: index, in: frame.size)
      else { continue }
      combined.add(key.along(frame.origin) - key.along(bounds.origin) + value)
    }
    return combined.value.map { key.along(bounds.origin) + $0 }
  }
}

extension Layout {
  /// The layout's value of the guide `key`, horizontal or vertical, if it sets one.
  func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    switch key {
    case .horizontal(let guide):
      explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    case .vertical(let guide):
      explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}

extension Layout where Cache == () {
  /// No cache to make.
  public func makeCache(subviews: Self.Subviews) -> Self.Cache {
    ()
  }
}

extension Layout {
  /// A view of the views `content` builds, laid out by this layout.
  ///
  /// ```swift
  /// HStackLayout(spacing: 4) {
  ///   Text("A")
  ///   Text("B")
  /// }
  /// ```
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

/// Properties of a ``Layout`` type.
///
/// ```swift
/// struct Row: Layout {
///   static var layoutProperties: LayoutProperties {
///     var properties = LayoutProperties()
///     properties.stackOrientation = .horizontal
///     return properties
///   }
///   // sizeThatFits and placeSubviews…
/// }
/// ```
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its subviews along, or nil (the default) for none: a
  /// ``Spacer`` or a ``Divider`` among the subviews follows it, as in a stack.
  public var stackOrientation: Axis?

  /// Properties with no stack orientation.
  public init() {}
}
