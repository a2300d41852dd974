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
/// Unlike SwiftUI's, this protocol is not bound to the main actor and does not ask for
/// `Sendable`: a view holding a closure or a class, as SwiftUI code often does, conforms
/// as written.
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }
}

/// A view that draws nothing and takes no room.
public struct EmptyView: View, PrimitiveView {
  /// Creates an empty view.
  public init() {}

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return self }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  { .zero }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] { [] }
}

/// A type-erased view.
///
/// The ``ViewBuilder`` erases every view it collects, so a ``ZStack`` can hold views of
/// different types.
public struct AnyView: View, PrimitiveView {
  /// The view, with what lays it out.
  let storage: Storage

  /// How an ``AnyView`` keeps its view.
  enum Storage {
    /// A view the renderer draws directly, kept as the primitive it is: a small one (a
    /// frame, a position, most modifiers) within the existential itself, without an
    /// allocation or the runtime's search for a generic box type.
    case primitive(any PrimitiveView)
    /// A view made of other views, kept by reference with the code that lays out its body.
    case body(any ViewStorage)
  }

  /// Erases the type of `view`.
  ///
  /// A view that is already erased, or a ``ViewBuilder`` block of one view, is kept as that
  /// view: a block of one view is that view in SwiftUI too.
  // Inlinable, so that where the view's type is known the compiler answers these
  // questions, rather than the runtime's search for conformances.
  @inlinable
  public init<V: View>(_ view: V) {
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
    storage = .primitive(view)
  }

  /// A view made of other views, erased.
  @usableFromInline
  init<V: View>(body view: V) {
    storage = .body(BodyStorage(view))
  }

  /// Erases the type of `view`, as ``init(_:)`` does.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  /// The view, of any type.
  var view: any View {
    switch storage {
    case .primitive(let view): view
    case .body(let storage): storage.view
    }
  }

  /// The view's ``View/layoutPriority(_:)``, 0 unless set.
  var layoutPriority: Double {
    switch storage {
    case .primitive(let view): (view as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
    case .body(let storage): storage.layoutPriority
    }
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    switch storage {
    case .primitive(let view): context.clamped(view.size(for: proposal.sanitized, in: context))
    case .body(let storage): storage.size(for: proposal, in: context)
    }
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    switch storage {
    case .primitive(let view): rect.isFiniteRect ? view.resolve(in: rect, context: context) : []
    case .body(let storage): storage.resolve(in: rect, context: context)
    }
  }

  @usableFromInline
  func resolve(in rect: CGRect, context: ResolveContext, into nodes: inout [Node]) {
    switch storage {
    case .primitive(let view):
      if rect.isFiniteRect { view.resolve(in: rect, context: context, into: &nodes) }
    case .body(let storage): nodes.append(moving: storage.resolve(in: rect, context: context))
    }
  }

  /// The view given the room `rect`, placed in it by `alignment` and appended to `nodes`,
  /// as ``ResolveContext/place(_:in:alignment:)`` places a view.
  func place(
    in rect: CGRect, alignment: Alignment, context: ResolveContext, into nodes: inout [Node]
  ) {
    var inner = context.with(alignment: alignment)
    inner.idealAxes = []
    let size = size(for: ProposedViewSize(rect.size), in: inner)
    resolve(
      in: CGRect(origin: alignment.origin(of: size, in: rect), size: size), context: inner,
      into: &nodes)
  }

  /// The views a container lays out for this one (see ``ResolveContext/subviews(of:)``).
  func subviews(in context: ResolveContext) -> [AnyView] {
    switch storage {
    case .primitive(let view):
      if let list = view as? any MultiView { return list.subviews(in: context) }
      return [self]
    case .body(let storage): return storage.subviews(of: self, in: context)
    }
  }
}

/// A view the renderer lays out and draws directly, rather than through its `body`.
///
/// Usable from inlinable code, so that where a view's type is known (in a builder or a
/// modifier inlined into the caller) the compiler answers whether it is a primitive,
/// rather than the runtime's search for the conformance.
@usableFromInline
protocol PrimitiveView: View {
  /// The size the view takes when offered `proposal` (whose dimensions are not NaN or
  /// negative, but may be unspecified or infinite).
  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize

  /// The drawing of the view in `rect`, a rectangle of the size it took.
  func resolve(in rect: CGRect, context: ResolveContext) -> [Node]

  /// The drawing of the view in `rect`, appended to `nodes`: the views a list or a
  /// modifier draws in turn add to one array, rather than each making its own.
  func resolve(in rect: CGRect, context: ResolveContext, into nodes: inout [Node])
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
  static func erase<V>(_ view: V) -> any PrimitiveView {
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
    withUnsafePointer(to: view) { pointer in
      pointer.withMemoryRebound(to: Self.self, capacity: 1) {
        $0.pointee.size(for: proposal, in: context)
      }
    }
  }

  /// `view`, whose type is `Self`, sized for the room `rect` and drawn where `alignment`
  /// places it in the room, as ``ResolveContext/place(_:in:alignment:)`` does; the view is
  /// looked at in place once for both steps.
  static func place<V>(
    _ view: borrowing V, in rect: CGRect, alignment: Alignment, context: ResolveContext
  ) -> [Node] {
    withUnsafePointer(to: view) { pointer in
      pointer.withMemoryRebound(to: Self.self, capacity: 1) {
        let view = $0.pointee
        let size = context.clamped(
          view.size(for: ProposedViewSize(rect.size).sanitized, in: context))
        let placed = CGRect(origin: alignment.origin(of: size, in: rect), size: size)
        guard placed.isFiniteRect else { return [] }
        return view.resolve(in: placed, context: context)
      }
    }
  }

  /// ``resolve(in:context:)`` of `view`, whose type is `Self`.
  static func resolve<V>(_ view: borrowing V, in rect: CGRect, context: ResolveContext) -> [Node] {
    withUnsafePointer(to: view) { pointer in
      pointer.withMemoryRebound(to: Self.self, capacity: 1) {
        $0.pointee.resolve(in: rect, context: context)
      }
    }
  }
}

/// A view that stands for several views in a container, as a ``ViewBuilder`` block, a
/// ``ForEach`` or a ``Group`` does: a stack or a grid lays each of them out on its own.
protocol MultiView {
  /// The views, in order.
  func subviews(in context: ResolveContext) -> [AnyView]
}
