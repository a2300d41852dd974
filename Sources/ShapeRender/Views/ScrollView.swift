import Shapes

/// A scrolling view, drawn as a still: the top (or leading) part of its content that fits,
/// as SwiftUI's `ScrollView` shows it before it is scrolled.
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
///     ForEach(0..<40) { _ in RoundedRectangle(cornerRadius: 20).aspectRatio(2 / 3, contentMode: .fit) }
///   }
/// }
/// ```
///
/// The content is laid out as a ``VStack`` (an ``HStack`` when the scroll view is only
/// horizontal) at its ideal length along the axes it scrolls in, and at the scroll view's
/// width (or height) across them. The scroll view takes all the room it is offered (its
/// content's ideal size in a direction asked for its ideal size); the content starts at
/// its top-left corner (or where ``View/defaultScrollAnchor(_:)`` puts it), is centred
/// across the axis when narrower, and is clipped to the scroll view where it is longer. `showsIndicators` is accepted for SwiftUI
/// compatibility: a still shows no indicators. An empty axis set scrolls nowhere: the
/// content is offered the scroll view's size.
public struct ScrollView<Content: View> {
  /// The directions the content scrolls in.
  public var axes: Axis.Set
  /// Whether scroll indicators show while scrolling; unused in a still.
  public var showsIndicators: Bool
  /// The content.
  public var content: Content

  /// Creates a scroll view of the content `content` builds.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// The layout of the content: a stack along the scrolling axis.
  @MainActor private var layout: StackLayout {
    StackLayout(
      axis: axes == .horizontal ? .horizontal : .vertical, spacing: nil, crossFraction: 0.5)
  }

  /// The proposal for the content: unspecified along the scrolling axes.
  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  @MainActor private func contentSize(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    let visible = proposal.replacingUnspecifiedDimensions(by: context.containerSize)
    return layout.size(
      of: context.subviews(of: content), for: contentProposal(proposal),
      in: inner(context, visible: visible))
  }

  /// The context of the content, outside any enclosing stack, in the scroll view's
  /// `visible` size as its container (see `containerRelativeFrame`), and outside any list
  /// row: a navigation link in a scroll view in a row is a button, without the row's
  /// chevron, as the links of a carousel in a list are on iOS.
  private func inner(_ context: ResolveContext, visible: CGSize) -> ResolveContext {
    var inner = context.inContainer(of: visible).forChildren
    inner.stackAxis = nil
    inner.controls.isListRow = false
    return inner
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    guard proposal.width == nil || proposal.height == nil else {
      return proposal.replacingUnspecifiedDimensions()
    }
    let content = contentSize(for: proposal, in: context)
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let size = contentSize(for: context.layoutProposal(in: rect), in: context)
    // Along the scrolling axes the content sits by the default scroll anchor; across them,
    // centred.
    let anchor = context.scrollAnchor
    let fraction = CGPoint(
      x: axes.contains(.horizontal) ? anchor.x : 0.5, y: axes.contains(.vertical) ? anchor.y : 0.5)
    let context = inner(context, visible: rect.size)
    let origin = CGPoint(
      x: rect.minX + fraction.x * (rect.width - size.width),
      y: rect.minY + fraction.y * (rect.height - size.height))
    let nodes = layout.resolve(
      context.subviews(of: content), in: CGRect(origin: origin, size: size), context: context)
    guard !nodes.isEmpty else { return [] }
    let overflows =
      origin.x < rect.minX || origin.y < rect.minY || origin.x + size.width > rect.maxX
      || origin.y + size.height > rect.maxY
    guard overflows else { return nodes }
    return [.group(GroupNode(children: nodes, effect: .clip(Path(rect), FillStyle())))]
  }
}

extension ScrollView: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}
