import Shapes

/// The layout of ``HStack`` and ``VStack``: children side by side along an axis, sized by
/// ``StackDistribution``, aligned across it.
@usableFromInline
@MainActor
struct StackLayout {
  /// The direction the children follow each other in.
  let axis: Axis
  /// The distance between neighbours.
  let spacing: CGFloat
  /// Where a child narrower (across the axis) than the stack sits: 0 at the leading or
  /// top edge, 1 at the trailing or bottom edge.
  let crossFraction: CGFloat
  /// The guide the children are lined up by across the axis (see
  /// ``PrimitiveView/explicitGuide(_:in:context:)``), or nil to place them by
  /// `crossFraction` alone.
  let crossGuide: AlignmentKey?

  /// The default distance between the views of stacks and grids: 8 points.
  nonisolated static let defaultSpacing: CGFloat = 8

  /// A layout with `spacing` checked: `nil`, NaN and infinities give the default 8; a
  /// negative spacing is kept, and overlaps the children as it does in SwiftUI.
  init(axis: Axis, spacing: CGFloat?, crossFraction: CGFloat, crossGuide: AlignmentKey? = nil) {
    self.axis = axis
    self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil } ?? Self.defaultSpacing
    self.crossFraction = crossFraction
    self.crossGuide = crossGuide
  }

  /// The context the children are laid out in: they know the axis of the stack they are
  /// in (for ``Spacer`` and ``Divider``) and inherit its alignment.
  func childContext(_ context: ResolveContext) -> ResolveContext {
    var inner = context.forChildren
    inner.stackAxis = axis
    let alignment =
      switch (axis, crossGuide) {
      case (.horizontal, .vertical(let vertical)?):
        Alignment(horizontal: .center, vertical: vertical)
      case (.vertical, .horizontal(let horizontal)?):
        Alignment(horizontal: horizontal, vertical: .center)
      case (.horizontal, _):
        Alignment(horizontal: .center, vertical: VerticalAlignment(fraction: crossFraction))
      case (.vertical, _):
        Alignment(horizontal: HorizontalAlignment(fraction: crossFraction), vertical: .center)
      }
    inner.alignment = alignment
    return inner
  }

  /// The sizes the children take for `proposal`.
  func sizes(of children: [AnyView], for proposal: ProposedViewSize, in context: ResolveContext)
    -> [CGSize]
  {
    let inner = childContext(context)
    return StackDistribution.sizes(
      count: children.count, axis: axis, proposal: proposal,
      totalSpacing: spacing * CGFloat(max(children.count - 1, 0)),
      priority: { children[$0].layoutPriority },
      measure: { inner.size(of: children[$0], for: $1) })
  }

  /// The size of the stack: its children's lengths and spacing along the axis (never
  /// below zero), the largest of them across it, or, when children set guides of their
  /// own, the span of the children lined up by their guides.
  @usableFromInline func size(
    of children: [AnyView], for proposal: ProposedViewSize, in context: ResolveContext
  )
    -> CGSize
  {
    let sizes = sizes(of: children, for: proposal, in: context)
    guard !sizes.isEmpty else { return .zero }
    var length = spacing * CGFloat(sizes.count - 1)
    var thickness: CGFloat = 0
    for size in sizes {
      length += size.along(axis)
      thickness = max(thickness, size.along(axis.crossing))
    }
    if let guides = crossGuides(of: children, sizes: sizes, in: context) {
      thickness = guides.span
    }
    return CGSize(axis, along: max(length, 0), across: thickness)
  }

  /// The children drawn in `rect`, one after the other from its leading or top edge.
  @usableFromInline func resolve(_ children: [AnyView], in rect: CGRect, context: ResolveContext)
    -> [Node]
  {
    let inner = childContext(context)
    var nodes: [Node] = []
    forEachFrame(of: children, in: rect, context: context) { index, frame in
      nodes += inner.resolve(children[index], in: frame)
    }
    return nodes
  }

  /// Calls `body` with each child's index and rectangle when the stack is laid out in
  /// `rect`, in order.
  func forEachFrame(
    of children: [AnyView], in rect: CGRect, context: ResolveContext,
    _ body: (Int, CGRect) -> Void
  ) {
    let sizes = sizes(of: children, for: context.layoutProposal(in: rect), in: context)
    var position = axis == .horizontal ? rect.minX : rect.minY
    let crossStart = axis == .horizontal ? rect.minY : rect.minX
    let crossLength = rect.size.along(axis.crossing)
    let guides = crossGuides(of: children, sizes: sizes, in: context)
    for (index, size) in sizes.enumerated() {
      let offset =
        if let guides {
          guides.start(of: index, from: crossStart, length: crossLength, fraction: crossFraction)
        } else {
          crossStart + crossFraction * (crossLength - size.along(axis.crossing))
        }
      let origin =
        axis == .horizontal
        ? CGPoint(x: position, y: offset) : CGPoint(x: offset, y: position)
      body(index, CGRect(origin: origin, size: size))
      position += size.along(axis) + spacing
    }
  }
}

extension HorizontalAlignment {
  /// The alignment at `fraction` of the width: leading below ¼, trailing above ¾.
  init(fraction: CGFloat) {
    self = fraction < 0.25 ? .leading : fraction > 0.75 ? .trailing : .center
  }
}

extension VerticalAlignment {
  /// The alignment at `fraction` of the height: top below ¼, bottom above ¾.
  init(fraction: CGFloat) {
    self = fraction < 0.25 ? .top : fraction > 0.75 ? .bottom : .center
  }
}
