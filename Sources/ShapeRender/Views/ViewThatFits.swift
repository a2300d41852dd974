import Shapes

/// The first of its views that fits the room offered, as SwiftUI's `ViewThatFits` chooses
/// it: a long label where there is room for it, a short one where there is not.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   Text("Add to favourites")
///   Text("Favourite")
///   Image(systemName: "star")
/// }
/// ```
///
/// The views are tried in order. A view fits when its ideal size along each of `axes` (its
/// size when offered an unspecified length there, as `fixedSize()` takes it) is no larger
/// than the room offered along that axis; an unspecified room fits everything. The first
/// view that fits is laid out and drawn in the room, like a single view; when none fits,
/// the last one is. The others draw nothing and take no room.
///
/// **Degenerate input.** No views: the container is empty, takes no room and draws
/// nothing. An infinite room fits every view; an ideal size that is NaN does not fit.
public struct ViewThatFits<Content: View> {
  /// The axes along which a view must fit.
  public let axes: Axis.Set
  /// The views, the preferred first.
  public let content: Content

  /// Creates a container showing the first of the views `content` builds that fits along
  /// `axes`, else the last.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  /// The view shown for `proposal`: the first whose ideal size fits, else the last.
  @MainActor func choice(for proposal: ProposedViewSize, in context: ResolveContext) -> AnyView? {
    let children = context.subviews(of: content)
    let horizontal = axes.contains(.horizontal) ? proposal.width : nil
    let vertical = axes.contains(.vertical) ? proposal.height : nil
    for child in children.dropLast() {
      let ideal = context.size(
        of: child,
        for: ProposedViewSize(
          width: axes.contains(.horizontal) ? nil : proposal.width,
          height: axes.contains(.vertical) ? nil : proposal.height))
      if horizontal.map({ ideal.width <= $0 }) ?? true, vertical.map({ ideal.height <= $0 }) ?? true
      {
        return child
      }
    }
    return children.last
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    let inner = context.forChildren
    guard let child = choice(for: proposal, in: inner) else { return .zero }
    return inner.size(of: child, for: proposal)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let proposal = context.layoutProposal(in: rect)
    let inner = context.forChildren
    guard let child = choice(for: proposal, in: inner) else { return [] }
    return inner.resolve(child, in: rect)
  }

  @usableFromInline
  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    let inner = context.forChildren
    guard let child = choice(for: ProposedViewSize(size), in: inner) else { return nil }
    return inner.explicitGuide(of: child, key, in: size)
  }
}

extension ViewThatFits: View, GuidedView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}
