import Shapes

/// A view centred on a point of the room it is offered, which it takes whole: what
/// ``View/position(x:y:)`` makes.
@usableFromInline
struct PositionedView<Content: View> {
  @usableFromInline let content: ContentBox
  /// The centre, from the room's top-left corner.
  @usableFromInline let x: CGFloat
  @usableFromInline let y: CGFloat

  /// `content` centred on (`x`, `y`).
  // Inlinable, so that the box of the content is made where its type is known, without
  // asking the runtime for the box's type.
  @inlinable
  @MainActor init(content: Content, x: CGFloat, y: CGFloat) {
    self.content = makeContentBox(content)
    self.x = x
    self.y = y
  }

  @usableFromInline var body: EmptyView { return EmptyView() }

  /// The priority of the positioned view, which the modifier keeps, as in SwiftUI.
  @MainActor var layoutPriority: Double { content.layoutPriority }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    content.resolve(in: placed(in: rect, context: context), context: context)
  }

  @usableFromInline
  @MainActor func resolve(in rect: CGRect, context: ResolveContext, into nodes: inout [Node]) {
    content.resolve(in: placed(in: rect, context: context), context: context, into: &nodes)
  }

  /// The content's rectangle: its size for the room `rect`, centred on the point.
  @MainActor private func placed(in rect: CGRect, context: ResolveContext) -> CGRect {
    let size = content.size(for: rect.size, in: context)
    return CGRect(
      x: rect.minX + x - size.width / 2, y: rect.minY + y - size.height / 2,
      width: size.width, height: size.height)
  }

  @usableFromInline
  @MainActor func narrowed(in context: ResolveContext) -> [Self]? {
    content.narrowed(in: context)?.map { PositionedView(box: $0, x: x, y: y) }
  }

  /// A view placed like this one, of the box `box`.
  private init(box: ContentBox, x: CGFloat, y: CGFloat) {
    (content, self.x, self.y) = (box, x, y)
  }
}

extension PositionedView: View, PrimitiveView, LayoutPriorityCarrying {}
