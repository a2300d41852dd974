import Shapes

/// How a container lays its views out along either axis: ``StackLayout`` for the stacks,
/// ``LazyGridLayout`` for the lazy grids.
///
/// The horizontal and vertical containers differ only in the axis and the alignment they
/// give their layout, so each is a ``LayoutContainer`` that names its layout, and the
/// sizing and drawing are written once, here.
@usableFromInline
@MainActor
protocol SubviewLayout {
  /// The size the container takes for `proposal` with these views.
  func size(of subviews: [AnyView], for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize

  /// The drawing of the views laid out in `rect`.
  func resolve(_ subviews: [AnyView], in rect: CGRect, context: ResolveContext) -> [Node]

  /// The container's own value of the guide `key` at `size`, from its views', or nil.
  func explicitGuide(
    _ key: AlignmentKey, of subviews: [AnyView], in size: CGSize, context: ResolveContext
  ) -> CGFloat?
}

extension SubviewLayout {
  /// No guides of its own.
  @usableFromInline
  func explicitGuide(
    _ key: AlignmentKey, of subviews: [AnyView], in size: CGSize, context: ResolveContext
  ) -> CGFloat? {
    nil
  }
}

/// A view that lays the views of its content out with a ``SubviewLayout``: ``HStack``,
/// ``VStack``, ``LazyVGrid`` and ``LazyHGrid``.
@usableFromInline
@MainActor
protocol LayoutContainer: GuidedView {
  /// The views laid out.
  associatedtype Content: View
  /// The layout, along the container's axis.
  associatedtype Layout: SubviewLayout

  /// The views laid out, as the container's builder made them.
  var content: Content { get }
  /// The layout of the views.
  var layout: Layout { get }
}

extension LayoutContainer {
  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    layout.size(of: context.subviews(of: content), for: proposal, in: context)
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    layout.resolve(context.subviews(of: content), in: rect, context: context)
  }

  @usableFromInline
  func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext) -> CGFloat? {
    layout.explicitGuide(key, of: context.subviews(of: content), in: size, context: context)
  }
}

extension StackLayout: SubviewLayout {}
extension LazyGridLayout: SubviewLayout {}
