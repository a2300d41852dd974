import Shapes

/// A type-erased view.
///
/// The ``ViewBuilder`` erases every view it collects, so a ``ZStack`` can hold views of
/// different types.
public struct AnyView {
  /// The view, as the primitive that lays it out.
  ///
  /// The view itself when it is drawn directly, kept within the existential when it is
  /// small (a frame, a position, most modifiers) without an allocation or the runtime's
  /// search for a generic box type; an ``ErasedBody`` for a view made of other views. One
  /// existential, called in place, rather than an enum whose payload would be copied out
  /// at each call.
  let storage: any PrimitiveView

  /// Erases the type of `view`.
  ///
  /// A view that is already erased, or a ``ViewBuilder`` block of one view, is kept as that
  /// view: a block of one view is that view in SwiftUI too.
  @inlinable
  public init<V: View>(_ view: V) {
    // Inlinable, so that where the view's type is known the compiler answers these
    // questions, rather than the runtime's search for conformances.
    if V.self == AnyView.self {
      self = unsafeBitCast(view, to: AnyView.self)
    } else if V.self == ViewList.self, let single = unsafeBitCast(view, to: ViewList.self).single {
      self = single
    } else if let type = V.self as? any PrimitiveView.Type {
      self = AnyView(primitive: type.erase(view))
    } else {
      self = AnyView(body: view)
    }
  }

  /// A primitive view, erased.
  @usableFromInline
  init(primitive view: any PrimitiveView) {
    storage = view
  }

  /// A view made of other views, erased.
  @usableFromInline
  init<V: View>(body view: V) {
    storage = ErasedBody(storage: BodyStorage(view))
  }

  /// Erases the type of `view`, as ``init(_:)`` does.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  /// The view, of any type.
  @MainActor var view: any View {
    if let body = storage as? ErasedBody { return body.storage.view }
    return storage
  }

  /// The view's ``View/layoutPriority(_:)``, 0 unless set.
  @MainActor var layoutPriority: Double {
    (storage as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    // An erased view is where nesting deeper than types can spell happens: checked here.
    if context.isTooDeep { return .zero }
    return context.clamped(storage.size(for: proposal.sanitized, in: context))
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    rect.isFiniteRect && !context.isTooDeep ? storage.resolve(in: rect, context: context) : []
  }

  @usableFromInline
  @MainActor func resolve(in rect: CGRect, context: ResolveContext, into nodes: inout [Node]) {
    if rect.isFiniteRect && !context.isTooDeep {
      storage.resolve(in: rect, context: context, into: &nodes)
    }
  }

  /// The view given the room `rect`, placed in it by `alignment` and appended to `nodes`,
  /// as ``ResolveContext/place(_:in:alignment:)`` places a view.
  @MainActor func place(
    in rect: CGRect, alignment: Alignment, context: ResolveContext, into nodes: inout [Node]
  ) {
    context.placing(alignment: alignment) { inner in
      let size = size(for: ProposedViewSize(rect.size), in: inner)
      resolve(
        in: CGRect(
          origin: storage.origin(of: size, in: rect, alignment: alignment, context: inner),
          size: size), context: inner,
        into: &nodes)
    }
  }

  @usableFromInline
  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    context.isTooDeep ? nil : storage.explicitGuide(key, in: size, context: context)
  }

  @usableFromInline
  @MainActor func origin(
    of size: CGSize, in rect: CGRect, alignment: Alignment, context: ResolveContext
  )
    -> CGPoint
  {
    storage.origin(of: size, in: rect, alignment: alignment, context: context)
  }

  /// The views a container lays out for this one (see ``ResolveContext/subviews(of:)``).
  @MainActor func subviews(in context: ResolveContext) -> [AnyView] {
    if let list = storage as? any MultiView { return list.subviews(in: context) }
    // An empty view is no child of a container, as in SwiftUI: no room, no spacing.
    if storage is EmptyView { return [] }
    return storage.narrowedSubviews(in: context) ?? [self]
  }
}

extension AnyView: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

/// A view made of other views, erased: laid out through its body, which
/// ``BodyStorage`` keeps.
struct ErasedBody {
  /// The view, with the code that lays out its body.
  let storage: any ViewStorage

  @MainActor var layoutPriority: Double { storage.layoutPriority }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    storage.size(for: proposal, in: context)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    storage.resolve(in: rect, context: context)
  }

  @MainActor func subviews(in context: ResolveContext) -> [AnyView] {
    storage.subviews(of: AnyView(primitive: self), in: context)
  }

  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    storage.explicitGuide(key, in: size, context: context)
  }
}

extension ErasedBody: GuidedView, MultiView, LayoutPriorityCarrying {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
