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
public struct ViewModifierContent {
  let content: AnyView

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    context.size(of: content, for: proposal)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(content, in: rect)
  }
}

extension ViewModifierContent: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

/// A view with a ``ViewModifier`` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier> {
  /// The view that is modified.
  public let content: Content
  /// The modifier.
  public let modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// What the modifier makes of the content.
  @MainActor var modified: Modifier.Body {
    modifier.body(content: ViewModifierContent(content: AnyView(content)))
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    context.size(of: modified, for: proposal)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(modified, in: rect)
  }

  @MainActor @usableFromInline func narrowed(in context: ResolveContext) -> [Self]? {
    context.narrowedParts(of: content)?.map { ModifiedContent(content: $0, modifier: modifier) }
  }
}

extension ModifiedContent: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension View {
  /// This view with `modifier` applied.
  nonisolated public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A view changed by one of the built-in modifiers: how it sizes itself for a proposal,
/// and how it draws in its rectangle, given the content.
struct ModifiedView<Content: View> {
  let content: Content
  let sizing: @MainActor (Content, ProposedViewSize, ResolveContext) -> CGSize
  let drawing: @MainActor (Content, CGRect, ResolveContext) -> [Node]
  /// The view's own guides from the content's, or nil for none: a modifier that keeps the
  /// content's rectangle passes its guides on.
  var guiding: (@MainActor (Content, AlignmentKey, CGSize, ResolveContext) -> CGFloat?)?

  /// The priority of the modified view, which a modifier keeps, as in SwiftUI.
  @MainActor var layoutPriority: Double {
    (content as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
  }

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    sizing(content, proposal, context)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    drawing(content, rect, context)
  }

  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    guiding?(content, key, size, context)
  }

  @MainActor func narrowed(in context: ResolveContext) -> [Self]? {
    context.narrowedParts(of: content)?.map {
      ModifiedView(content: $0, sizing: sizing, drawing: drawing, guiding: guiding)
    }
  }
}

extension ModifiedView: View, GuidedView, LayoutPriorityCarrying {
  var body: EmptyView { return EmptyView() }
}

extension View {
  /// This view changed by a modifier that keeps its size and changes how it draws.
  nonisolated func modified(
    drawing: @escaping @MainActor (Self, CGRect, ResolveContext) -> [Node]
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
  nonisolated func modified(
    sizing: @escaping @MainActor (Self, ProposedViewSize, ResolveContext) -> CGSize,
    drawing: @escaping @MainActor (Self, CGRect, ResolveContext) -> [Node],
    guiding: (@MainActor (Self, AlignmentKey, CGSize, ResolveContext) -> CGFloat?)? = nil
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
