import Shapes

/// A view centred on a point of the room it is offered, which it takes whole: what
/// ``View/position(x:y:)`` makes.
///
/// The content's type is looked up once, here, for the layout passes that follow.
@usableFromInline
struct PositionedView<Content: View>: View, PrimitiveView, LayoutPriorityCarrying {
  let content: Content
  /// The content's type when it is a primitive, `nil` otherwise.
  let contentType: (any PrimitiveView.Type)?
  /// The centre, from the room's top-left corner.
  let x: CGFloat
  let y: CGFloat

  /// `content` centred on (`x`, `y`).
  @usableFromInline
  init(content: Content, x: CGFloat, y: CGFloat) {
    self.content = content
    contentType = Content.self as? any PrimitiveView.Type
    self.x = x
    self.y = y
  }

  @usableFromInline var body: EmptyView { return EmptyView() }

  /// The priority of the positioned view, which the modifier keeps, as in SwiftUI.
  var layoutPriority: Double {
    (content as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
  }

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let size = context.size(of: content, as: contentType, for: rect.size)
    let placed = CGRect(
      x: rect.minX + x - size.width / 2, y: rect.minY + y - size.height / 2,
      width: size.width, height: size.height)
    return context.resolve(content, as: contentType, in: placed)
  }
}
