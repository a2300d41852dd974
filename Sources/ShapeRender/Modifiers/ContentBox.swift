import Shapes

/// The content of a layout modifier, kept by reference with its primitive type.
///
/// The layout calls a view through generic code, which copies the view on each call; a
/// modifier that keeps its content here is copied as one reference however deep the
/// content is, and its content's type is looked up once, when the modifier is made.
@usableFromInline
final class ContentBox<Content: View> {
  /// The content.
  @usableFromInline let view: Content
  /// The content's type when it is a primitive, `nil` otherwise.
  @usableFromInline let primitiveType: (any PrimitiveView.Type)?

  /// Keeps `view`.
  // Inlinable, so that where the content's type is known the compiler answers whether it
  // is a primitive, rather than the runtime's search for the conformance.
  @inlinable
  init(_ view: Content) {
    self.view = view
    primitiveType = Content.self as? any PrimitiveView.Type
  }

  /// The content's ``View/layoutPriority(_:)``, which a layout modifier keeps.
  var layoutPriority: Double {
    (view as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
  }

  /// The size the content takes when offered `proposal`.
  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    context.size(of: view, as: primitiveType, for: proposal)
  }

  /// The size the content takes when offered `proposal`; zero for a non-finite proposal.
  func size(for proposal: CGSize, in context: ResolveContext) -> CGSize {
    context.size(of: view, as: primitiveType, for: proposal)
  }

  /// The content's nodes drawn in `rect`.
  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(view, as: primitiveType, in: rect)
  }

  /// The content's nodes given the room `rect`, placed in it by `alignment`.
  func place(in rect: CGRect, alignment: Alignment, context: ResolveContext) -> [Node] {
    context.place(view, as: primitiveType, in: rect, alignment: alignment)
  }
}
