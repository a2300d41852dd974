import Shapes

/// A reusable change to a view, written the SwiftUI way and applied with
/// ``View/modifier(_:)``.
///
/// ```swift
/// struct Cardify: ViewModifier {
///   var isFaceUp: Bool
///   func body(content: Content) -> some View {
///     ZStack {
///       let base = RoundedRectangle(cornerRadius: 12)
///       base.strokeBorder(.orange, lineWidth: 3).background(base.fill(.white))
///       content.opacity(isFaceUp ? 1 : 0)
///       base.fill(.orange).opacity(isFaceUp ? 0 : 1)
///     }
///   }
/// }
/// ```
public protocol ViewModifier: Sendable {
  /// The type of view the modifier makes.
  associatedtype Body: View

  /// The view the modifier is applied to.
  typealias Content = ViewModifierContent

  /// The modified view, built from `content`.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` is applied to, as its `body(content:)` sees it.
public struct ViewModifierContent: View, PrimitiveView {
  let content: AnyView

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  func resolve(in context: ResolveContext) -> [Node] { context.resolve(content) }
}

/// A view with a ``ViewModifier`` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
  /// The view that is modified.
  public let content: Content
  /// The modifier.
  public let modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  func resolve(in context: ResolveContext) -> [Node] {
    context.resolve(modifier.body(content: ViewModifierContent(content: AnyView(content))))
  }
}

extension View {
  /// This view with `modifier` applied.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A view changed by one of the built-in modifiers: a closure from the context to the
/// nodes, given the content.
struct ModifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let apply: @Sendable (Content, ResolveContext) -> [Node]

  var body: EmptyView { return EmptyView() }

  func resolve(in context: ResolveContext) -> [Node] { apply(content, context) }
}

extension View {
  /// This view changed by `apply`, which resolves it as the modifier needs.
  func modified(_ apply: @escaping @Sendable (Self, ResolveContext) -> [Node]) -> some View {
    ModifiedView(content: self, apply: apply)
  }

  /// This view's nodes wrapped in a group with `effect`, or nothing when it draws nothing.
  func grouped(_ effect: Effect, in context: ResolveContext) -> [Node] {
    let children = context.resolve(self)
    guard !children.isEmpty else { return [] }
    return [.group(GroupNode(children: children, effect: effect))]
  }
}
