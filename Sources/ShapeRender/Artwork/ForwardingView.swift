import Shapes

/// A view that is laid out and drawn as the erased view it holds: the parts of labels and
/// buttons that styles receive, and a view carrying a trait for its container (a
/// z-index).
@usableFromInline
@MainActor
protocol ForwardingView: PrimitiveView {
  /// The view laid out and drawn in this one's place.
  var content: AnyView { get }
}

extension ForwardingView {
  /// The size of the content.
  @usableFromInline
  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    context.size(of: content, for: proposal)
  }

  /// The drawing of the content.
  @usableFromInline
  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(content, in: rect)
  }
}
