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
@MainActor @preconcurrency
public protocol ViewModifier {
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

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    context.size(of: content, for: proposal)
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(content, in: rect)
  }
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

  /// What the modifier makes of the content.
  var modified: Modifier.Body {
    modifier.body(content: ViewModifierContent(content: AnyView(content)))
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    context.size(of: modified, for: proposal)
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(modified, in: rect)
  }

  @usableFromInline func narrowed(in context: ResolveContext) -> [Self]? {
    context.narrowedParts(of: content)?.map { ModifiedContent(content: $0, modifier: modifier) }
  }
}

extension View {
  /// This view with `modifier` applied.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A view changed by one of the built-in modifiers: how it sizes itself for a proposal,
/// and how it draws in its rectangle, given the content.
struct ModifiedView<Content: View>: View, GuidedView, LayoutPriorityCarrying {
  let content: Content
  let sizing: (Content, ProposedViewSize, ResolveContext) -> CGSize
  let drawing: (Content, CGRect, ResolveContext) -> [Node]
  /// The view's own guides from the content's, or nil for none: a modifier that keeps the
  /// content's rectangle passes its guides on.
  var guiding: ((Content, AlignmentKey, CGSize, ResolveContext) -> CGFloat?)?

  var body: EmptyView { return EmptyView() }

  /// The priority of the modified view, which a modifier keeps, as in SwiftUI.
  var layoutPriority: Double {
    (content as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
  }

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    sizing(content, proposal, context)
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    drawing(content, rect, context)
  }

  func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext) -> CGFloat? {
    guiding?(content, key, size, context)
  }

  func narrowed(in context: ResolveContext) -> [Self]? {
    context.narrowedParts(of: content)?.map {
      ModifiedView(content: $0, sizing: sizing, drawing: drawing, guiding: guiding)
    }
  }
}

extension View {
  /// This view changed by a modifier that keeps its size and changes how it draws.
  func modified(
    drawing: @escaping (Self, CGRect, ResolveContext) -> [Node]
  ) -> some View {
    ModifiedView(
      content: self,
      sizing: { content, proposal, context in context.size(of: content, for: proposal) },
      drawing: drawing,
      guiding: { content, key, size, context in
        context.explicitGuide(of: content, key, in: size)
      })
  }

  /// This view changed by a modifier that changes both its size and how it draws, and
  /// has the guides `guiding` gives (none when nil).
  func modified(
    sizing: @escaping (Self, ProposedViewSize, ResolveContext) -> CGSize,
    drawing: @escaping (Self, CGRect, ResolveContext) -> [Node],
    guiding: ((Self, AlignmentKey, CGSize, ResolveContext) -> CGFloat?)? = nil
  ) -> some View {
    ModifiedView(content: self, sizing: sizing, drawing: drawing, guiding: guiding)
  }

  /// This view's nodes in `rect` wrapped in a group with `effect`, or nothing when it
  /// draws nothing.
  func grouped(_ effect: Effect, in rect: CGRect, context: ResolveContext) -> [Node] {
    let children = context.resolve(self, in: rect)
    guard !children.isEmpty else { return [] }
    return [.group(GroupNode(children: children, effect: effect))]
  }
}
