import Shapes

/// What an ``AnyView`` keeps of a view made of other views: the view, by reference, with
/// the code that lays out and draws its body.
///
/// A view erased by value would be called through generic code that copies it on each
/// call and asks the runtime, each time, whether its type is drawn directly. Kept here, it
/// is looked at once, when it is erased, and called in place; copying the ``AnyView`` that
/// holds it copies a reference.
@MainActor
protocol ViewStorage: AnyObject {
  /// The view, in an existential.
  var view: any View { get }
  /// The view's ``View/layoutPriority(_:)``, 0 unless set.
  var layoutPriority: Double { get }
  /// The size the view takes when offered `proposal` (NaN or negative dimensions count as
  /// 0, and so do NaN or negative answers).
  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  /// The nodes of the view drawn in `rect`; nothing when the rectangle is not finite.
  func resolve(in rect: CGRect, context: ResolveContext) -> [Node]
  /// The views a container lays out for `erased`, the ``AnyView`` holding this storage.
  func subviews(of erased: AnyView, in context: ResolveContext) -> [AnyView]
  /// The view's own value of the guide `key` at `size`, or nil (see
  /// ``PrimitiveView/explicitGuide(_:in:context:)``).
  func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext) -> CGFloat?
}

/// The storage of a view of a known type.
@MainActor
protocol TypedViewStorage: ViewStorage {
  associatedtype Content: View
  /// The view.
  var content: Content { get }
}

@MainActor
extension TypedViewStorage {
  var view: any View { content }

  var layoutPriority: Double {
    (content as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
  }
}

/// A view made of other views, kept for an ``AnyView``: laid out and drawn through its
/// `body`.
final class BodyStorage<Content: View> {
  let content: Content

  init(_ content: Content) { self.content = content }
}

// The conformance apart, so that erasing a view (making the storage) is not bound to the
// main actor; laying it out is.
extension BodyStorage: TypedViewStorage {
  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    context.size(of: content, for: proposal)
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(content, in: rect)
  }

  func subviews(of erased: AnyView, in context: ResolveContext) -> [AnyView] {
    context.subviews(of: content)
  }

  func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext) -> CGFloat? {
    context.explicitGuide(of: content, key, in: size)
  }

}
