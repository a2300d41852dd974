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
public protocol View: Sendable {
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

  func size(for proposal: CGSize, in context: ResolveContext) -> CGSize { .zero }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] { [] }
}

/// A type-erased view.
///
/// The ``ViewBuilder`` erases every view it collects, so a ``ZStack`` can hold views of
/// different types.
public struct AnyView: View, PrimitiveView {
  private let sizer: @Sendable (CGSize, ResolveContext) -> CGSize
  private let resolver: @Sendable (CGRect, ResolveContext) -> [Node]

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self = erased
    } else {
      sizer = { proposal, context in context.size(of: view, for: proposal) }
      resolver = { rect, context in context.resolve(view, in: rect) }
    }
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  func size(for proposal: CGSize, in context: ResolveContext) -> CGSize {
    sizer(proposal, context)
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] { resolver(rect, context) }
}

/// A view the renderer lays out and draws directly, rather than through its `body`.
protocol PrimitiveView {
  /// The size the view takes when offered `proposal` (finite).
  func size(for proposal: CGSize, in context: ResolveContext) -> CGSize

  /// The drawing of the view in `rect`, a rectangle of the size it took.
  func resolve(in rect: CGRect, context: ResolveContext) -> [Node]
}
