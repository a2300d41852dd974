import Shapes

/// A piece of artwork: a shape, an image, text, or a composition of them.
///
/// This is SwiftUI's protocol, reduced to what a picture needs. Write your own views the
/// SwiftUI way, from a `body` built of other views:
///
/// ```swift
/// struct Badge: View {
///   var body: some View {
///     ZStack {
///       Circle().fill(.orange)
///       Text("7").font(.system(size: 40, weight: .bold)).foregroundColor(.white)
///     }
///   }
/// }
/// ```
///
/// Layout is SwiftUI's: a parent offers each child a size; shapes, colors and resizable
/// images take all of it, while text, fixed-size images and views with a
/// ``View/frame(width:height:alignment:)`` take their own size and are placed by the
/// parent's alignment (centred by default). Modifiers after a `frame` work on the framed
/// view: `Circle().frame(width: 20, height: 20).background(.yellow)` paints 20×20.
///
/// As SwiftUI's, the protocol is bound to the main actor: a view of your own is, so its
/// `body` reads `@MainActor` models and its properties start from them, and the renderers
/// that lay views out (`SVGRenderer` and `RasterRenderer` given an ``Artwork``,
/// ``ImageRenderer``) are called on the main actor, as a program's top-level code and an
/// app are. The package's own views are made anywhere, as SwiftUI's are; only laying them
/// out needs the main actor. A shape's `path(in:)` and an animatable value are
/// `nonisolated`, as in SwiftUI, so a shape that is a view still draws anywhere.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }
}

/// A view that draws nothing and takes no room.
public struct EmptyView {
  /// Creates an empty view.
  public init() {}

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  { .zero }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] { [] }
}

extension EmptyView: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return self }
}

/// A view the renderer lays out and draws directly, rather than through its `body`.
///
/// Usable from inlinable code, so that where a view's type is known (in a builder or a
/// modifier inlined into the caller) the compiler answers whether it is a primitive,
/// rather than the runtime's search for the conformance.
@usableFromInline
@MainActor
protocol PrimitiveView: View {
  /// The size the view takes when offered `proposal` (whose dimensions are not NaN or
  /// negative, but may be unspecified or infinite).
  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize

  /// The drawing of the view in `rect`, a rectangle of the size it took.
  func resolve(in rect: CGRect, context: ResolveContext) -> [Node]

  /// The drawing of the view in `rect`, appended to `nodes`: the views a list or a
  /// modifier draws in turn add to one array, rather than each making its own.
  func resolve(in rect: CGRect, context: ResolveContext, into nodes: inout [Node])

  /// The view's own value of the guide `key` when it has `size`, measured from its
  /// top-left corner, or nil when it has none (its default: an edge, the centre, or the
  /// bottom for a text baseline). Text has its baselines; `alignmentGuide(_:computeValue:)`
  /// sets one; stacks and most modifiers pass their content's on.
  func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext) -> CGFloat?

  /// Where the view, of `size`, goes in the room `rect` when `alignment` places it: by the
  /// alignment's fractions for a view that cannot have guides of its own (the default,
  /// and the layout's fast path); its guides on the room's for a ``GuidedView``.
  func origin(of size: CGSize, in rect: CGRect, alignment: Alignment, context: ResolveContext)
    -> CGPoint

  /// This view split into one view for each of the views it stands for in a container,
  /// when it is a modifier applied to several (see <doc:LayoutRules>); nil when it is one
  /// view. The default is nil.
  func narrowed(in context: ResolveContext) -> [Self]?
}

extension PrimitiveView {
  /// The drawing of the view, made as its own array and appended.
  @usableFromInline
  func resolve(in rect: CGRect, context: ResolveContext, into nodes: inout [Node]) {
    nodes.append(moving: resolve(in: rect, context: context))
  }
}

extension Array where Element == Node {
  /// Appends `placed`, moving a view's usual single node out of its array rather than
  /// copying it and then destroying it with the array: nodes are large.
  mutating func append(moving placed: consuming [Node]) {
    if isEmpty {
      self = placed
    } else if placed.count == 1, let node = placed.popLast() {
      append(node)
    } else {
      self += placed
    }
  }
}

extension PrimitiveView {
  /// `view`, whose type is `Self`, as a primitive for an ``AnyView``: the caller has found
  /// that the type is primitive, so the view is kept as one without the runtime's search
  /// for the conformance that a cast would make.
  @usableFromInline
  nonisolated static func erase<V>(_ view: V) -> any PrimitiveView {
    unsafeBitCast(view, to: Self.self)
  }

  // The renderer asks whether a view's type is primitive (a cast of its metatype, which
  // copies nothing) and then calls these on the value in place, rather than casting the
  // value itself, which would copy it into an existential box on every call.

  /// ``size(for:in:)`` of `view`, whose type is `Self`.
  static func size<V>(
    of view: borrowing V, for proposal: ProposedViewSize, in context: ResolveContext
  )
    -> CGSize
  {
    withPointee(of: view, as: Self.self) { $0.pointee.size(for: proposal, in: context) }
  }

  /// `view`, whose type is `Self`, sized for the room `rect` and drawn where `alignment`
  /// places it in the room, as ``ResolveContext/place(_:in:alignment:)`` does; the view is
  /// looked at in place once for both steps.
  static func place<V>(
    _ view: borrowing V, in rect: CGRect, alignment: Alignment, context: ResolveContext
  ) -> [Node] {
    withPointee(of: view, as: Self.self) {
      let view = $0.pointee
      let size = context.clamped(
        view.size(for: ProposedViewSize(rect.size).sanitized, in: context))
      let placed = CGRect(
        origin: view.origin(of: size, in: rect, alignment: alignment, context: context),
        size: size)
      guard placed.isFiniteRect else { return [] }
      return view.resolve(in: placed, context: context)
    }
  }

  /// ``resolve(in:context:)`` of `view`, whose type is `Self`.
  static func resolve<V>(_ view: borrowing V, in rect: CGRect, context: ResolveContext) -> [Node] {
    withPointee(of: view, as: Self.self) { $0.pointee.resolve(in: rect, context: context) }
  }
}

/// `body` given `value` in place as a `T`, which the caller knows its type is.
///
/// The standard library's `withUnsafePointer` and `withMemoryRebound` are called here, not
/// by the views' code: a closure of the main actor handed straight to a function of a
/// module built without Swift 6's checking checks its executor at every call, which the
/// layout would pay for every view. Handed to this function, it is not.
@inline(__always)
func withPointee<Value, T, Result>(
  of value: borrowing Value, as type: T.Type, _ body: (UnsafePointer<T>) -> Result
) -> Result {
  withUnsafePointer(to: value) { pointer in
    pointer.withMemoryRebound(to: T.self, capacity: 1) { body($0) }
  }
}

/// A view that stands for several views in a container, as a ``ViewBuilder`` block, a
/// ``ForEach`` or a ``Group`` does: a stack or a grid lays each of them out on its own.
@MainActor
protocol MultiView {
  /// The views, in order.
  func subviews(in context: ResolveContext) -> [AnyView]
}
