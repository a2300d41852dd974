import Shapes

/// A primitive view drawn as a view it makes for its context, in a context of its own.
///
/// A control drawn by the style set around it (a ``Toggle``, a ``ProgressView``) is one. It
/// takes that view's size and passes its alignment guides on.
@usableFromInline
@MainActor
protocol RestyledView: GuidedView {
  /// The view drawn in this one's place, and the context it is drawn in.
  func restyled(in context: ResolveContext) -> (AnyView, ResolveContext)
}

extension RestyledView {
  /// The size of the view drawn in this one's place.
  @usableFromInline
  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    let (view, inner) = restyled(in: context)
    return inner.size(of: view, for: proposal)
  }

  /// The view drawn in this one's place.
  @usableFromInline
  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let (view, inner) = restyled(in: context)
    return inner.resolve(view, in: rect)
  }

  /// The guides of the view drawn in this one's place: a label's text baselines, for a
  /// stack that aligns them.
  @usableFromInline
  func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext) -> CGFloat? {
    let (view, inner) = restyled(in: context)
    return inner.explicitGuide(of: view, key, in: size)
  }
}
