import Shapes

/// The content of a layout modifier, kept by reference with the code that lays it out for
/// its type.
///
/// A modifier that keeps its content here is copied as one reference however deep the
/// content is. The box is made where the content's type is known (the modifiers'
/// initializers are inlinable, see ``makeContentBox(_:)``): a primitive is kept in a
/// ``PrimitiveContentBox``, which calls it in place, any other view in a
/// ``BodyContentBox``, which lays out its body. This class itself is the box of no
/// content, which takes no room and draws nothing; a class, not a protocol, so that a
/// modifier holds one word, not an existential of two.
@usableFromInline
class ContentBox {
  /// An empty box.
  @usableFromInline
  init() {}

  /// The content's ``View/layoutPriority(_:)``, which a layout modifier keeps.
  @MainActor var layoutPriority: Double { 0 }

  /// The size the content takes when offered `proposal`, whose NaN or negative dimensions
  /// count as 0; a NaN or negative answer is 0 too.
  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    .zero
  }

  /// The content's nodes drawn in `rect`; nothing when the rectangle is not finite.
  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] { [] }

  /// The content's nodes drawn in `rect`, appended to `nodes`.
  @MainActor func resolve(in rect: CGRect, context: ResolveContext, into nodes: inout [Node]) {}

  /// The content's own value of the guide `key` at `size`, or nil.
  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    nil
  }

  /// A box for each of the views the content stands for, when it stands for several (see
  /// ``PrimitiveView/narrowed(in:)``); nil for one view.
  @MainActor func narrowed(in context: ResolveContext) -> [ContentBox]? { nil }

  /// Where content of `size` goes in `rect` when `alignment` places it: its guides on the
  /// room's (see ``PrimitiveView/origin(of:in:alignment:context:)``).
  @MainActor func origin(
    of size: CGSize, in rect: CGRect, alignment: Alignment, context: ResolveContext
  )
    -> CGPoint
  {
    var origin = alignment.origin(of: size, in: rect)
    if let x = explicitGuide(.horizontal(alignment.horizontal), in: size, context: context) {
      origin.x = rect.minX + alignment.horizontal.defaultValue(in: rect.size) - x
    }
    if let y = explicitGuide(.vertical(alignment.vertical), in: size, context: context) {
      origin.y = rect.minY + alignment.vertical.defaultValue(in: rect.size) - y
    }
    return origin
  }
}

@MainActor
extension ContentBox {
  /// The size the content takes when offered `proposal`; zero for a non-finite proposal.
  @MainActor func size(for proposal: CGSize, in context: ResolveContext) -> CGSize {
    guard proposal.width.isFinite, proposal.height.isFinite else { return .zero }
    return size(for: ProposedViewSize(proposal), in: context)
  }

  /// The content's nodes given the room `rect`, placed in it by `alignment`, as
  /// ``ResolveContext/place(_:in:alignment:)`` places a view.
  @MainActor func place(in rect: CGRect, alignment: Alignment, context: ResolveContext) -> [Node] {
    var inner = context.with(alignment: alignment)
    inner.idealAxes = []
    let size = size(for: ProposedViewSize(rect.size), in: inner)
    return resolve(
      in: CGRect(
        origin: origin(of: size, in: rect, alignment: alignment, context: inner), size: size),
      context: inner)
  }

  /// The content's nodes given the room `rect`, placed in it by `alignment` and appended
  /// to `nodes`.
  @MainActor func place(
    in rect: CGRect, alignment: Alignment, context: ResolveContext, into nodes: inout [Node]
  ) {
    context.placing(alignment: alignment) { inner in
      let size = size(for: ProposedViewSize(rect.size), in: inner)
      resolve(
        in: CGRect(
          origin: origin(of: size, in: rect, alignment: alignment, context: inner), size: size),
        context: inner, into: &nodes)
    }
  }
}

/// The box of `view`, chosen by its type; inlinable, so that where the type is known the
/// compiler, not the runtime, answers whether it is a primitive.
@inlinable
func makeContentBox<Content: View>(_ view: Content) -> ContentBox {
  if let type = Content.self as? any PrimitiveView.Type { return type.contentBox(of: view) }
  return BodyContentBox(view)
}

extension PrimitiveView {
  /// The box of `view`, whose type is `Self`.
  @inlinable
  nonisolated static func contentBox<V>(of view: V) -> ContentBox {
    PrimitiveContentBox<Self>(unsafeBitCast(view, to: Self.self))
  }
}

/// A primitive view kept for a layout modifier: called in place, without a copy.
@usableFromInline
final class PrimitiveContentBox<Content: PrimitiveView>: ContentBox {
  /// The content.
  let view: Content

  /// Keeps `view`.
  @usableFromInline
  init(_ view: Content) { self.view = view }

  @MainActor override var layoutPriority: Double {
    (view as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
  }

  @MainActor override func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    context.clamped(view.size(for: proposal.sanitized, in: context))
  }

  @MainActor override func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    guard rect.isFiniteRect else { return [] }
    return view.resolve(in: rect, context: context)
  }

  @MainActor override func resolve(
    in rect: CGRect, context: ResolveContext, into nodes: inout [Node]
  ) {
    guard rect.isFiniteRect else { return }
    view.resolve(in: rect, context: context, into: &nodes)
  }

  @MainActor override func explicitGuide(
    _ key: AlignmentKey, in size: CGSize, context: ResolveContext
  )
    -> CGFloat?
  {
    view.explicitGuide(key, in: size, context: context)
  }

  @MainActor override func narrowed(in context: ResolveContext) -> [ContentBox]? {
    view.narrowed(in: context)?.map { PrimitiveContentBox($0) }
  }

  @MainActor override func origin(
    of size: CGSize, in rect: CGRect, alignment: Alignment, context: ResolveContext
  ) -> CGPoint {
    view.origin(of: size, in: rect, alignment: alignment, context: context)
  }
}

/// A view made of other views kept for a layout modifier: laid out through its `body`.
@usableFromInline
final class BodyContentBox<Content: View>: ContentBox {
  /// The content.
  let view: Content

  /// Keeps `view`.
  @usableFromInline
  init(_ view: Content) { self.view = view }

  @MainActor override var layoutPriority: Double {
    (view as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
  }

  @MainActor override func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    context.size(of: view, as: nil, for: proposal)
  }

  @MainActor override func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(view, as: nil, in: rect)
  }

  @MainActor override func resolve(
    in rect: CGRect, context: ResolveContext, into nodes: inout [Node]
  ) {
    nodes.append(moving: context.resolve(view, as: nil, in: rect))
  }

  @MainActor override func explicitGuide(
    _ key: AlignmentKey, in size: CGSize, context: ResolveContext
  )
    -> CGFloat?
  {
    context.explicitGuide(of: view, key, in: size)
  }
}
