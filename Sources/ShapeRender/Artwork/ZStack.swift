import Shapes

/// Views drawn one over the other, as SwiftUI's `ZStack` overlays them: the stack is as
/// wide and tall as its largest views, and places the others in it by its alignment.
///
/// ```swift
/// ZStack {
///   Rectangle().fill(.yellow)
///   Circle().fill(.red)
/// }
/// ```
public struct ZStack<Content: View>: View, PrimitiveView {
  /// How content smaller than the stack (text, fixed-size images, framed views) is placed.
  public let alignment: Alignment
  /// The views, bottom first.
  public let content: Content

  /// Creates a stack of the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    inner(context).size(of: content, for: proposal)
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let inner = inner(context)
    let children = inner.subviews(of: content)
    guard children.contains(where: { $0.zIndex != 0 }) else {
      return inner.resolve(content, in: rect)
    }
    // Lowest index first; equal indices keep their order (the sort is stable).
    var nodes: [Node] = []
    for child in children.enumerated().sorted(by: {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }) {
      child.element.place(in: rect, alignment: inner.alignment, context: inner, into: &nodes)
    }
    return nodes
  }

  /// The context of the views: the stack's alignment, outside any ``HStack`` or ``VStack``.
  private func inner(_ context: ResolveContext) -> ResolveContext {
    var inner = context.with(alignment: alignment)
    inner.stackAxis = nil
    return inner
  }
}

/// Views grouped without changing how they are drawn, so that modifiers apply to all.
///
/// ```swift
/// Group {
///   Circle().fill(.red)
///   Circle().fill(.blue).offset(x: 20)
/// }
/// .opacity(0.5)
/// ```
public struct Group<Content: View>: View, PrimitiveView, MultiView {
  /// The grouped views.
  public let content: Content

  /// Creates a group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    context.size(of: content, for: proposal)
  }

  func subviews(in context: ResolveContext) -> [AnyView] {
    context.subviews(of: content)
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(content, in: rect)
  }
}
