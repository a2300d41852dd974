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
/// A view is drawn into the rectangle its parent proposes: shapes fill it, images and
/// text are placed in it, and modifiers such as ``View/frame(width:height:alignment:)`` and
/// ``View/padding(_:_:)`` change it for what they wrap.
public protocol View: Sendable {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }
}

/// A view that draws nothing.
public struct EmptyView: View, PrimitiveView {
  /// Creates an empty view.
  public init() {}

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return self }

  func resolve(in context: ResolveContext) -> [Node] { [] }
}

/// A type-erased view.
///
/// The ``ViewBuilder`` erases every view it collects, so a ``ZStack`` can hold views of
/// different types.
public struct AnyView: View, PrimitiveView {
  private let resolver: @Sendable (ResolveContext) -> [Node]

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      resolver = erased.resolver
    } else {
      resolver = { context in context.resolve(view) }
    }
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  func resolve(in context: ResolveContext) -> [Node] { resolver(context) }
}

/// A view the renderer draws directly, rather than through its `body`.
protocol PrimitiveView {
  /// The drawing of this view in the context's frame.
  func resolve(in context: ResolveContext) -> [Node]
}
