import Shapes

/// Views drawn one over the other, as SwiftUI's `ZStack` overlays them: the stack is as
/// wide and tall as its largest views, and places the others in it by its alignment.
///
/// A view with an `alignmentGuide` of its own for the stack's alignment is placed with that
/// guide on the others', and the stack spans the views so lined up (see <doc:LayoutRules>).
/// The stack's text baselines are its views': the topmost first, the lowest last.
///
/// **Degenerate input.** No views: the stack takes no room and draws nothing.
///
/// ```swift
/// ZStack {
///   Rectangle().fill(.yellow)
///   Circle().fill(.red)
/// }
/// ```
public struct ZStack<Content: View> {
  /// How content smaller than the stack (text, fixed-size images, framed views) is placed.
  public let alignment: Alignment
  /// The views, bottom first.
  public let content: Content

  /// Creates a stack of the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    let inner = inner(context)
    return size(of: inner.subviews(of: content), for: proposal, inner: inner)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let inner = inner(context)
    return resolve(inner.subviews(of: content), in: rect, inner: inner)
  }

  /// The size of the stack of `children` for `proposal`, laid out in `inner`: the largest
  /// of their sizes, or the span of their guides where they set their own.
  @MainActor func size(
    of children: [AnyView], for proposal: ProposedViewSize, inner: ResolveContext
  )
    -> CGSize
  {
    let sizes = children.map { inner.size(of: $0, for: proposal) }
    let (horizontal, vertical) = guides(of: children, sizes: sizes, in: inner)
    return CGSize(
      width: horizontal?.span ?? sizes.reduce(0) { max($0, $1.width) },
      height: vertical?.span ?? sizes.reduce(0) { max($0, $1.height) })
  }

  /// `children` drawn in `rect`, laid out in `inner`, lowest ``View/zIndex(_:)`` first.
  @MainActor func resolve(_ children: [AnyView], in rect: CGRect, inner: ResolveContext) -> [Node] {
    let frames = frames(of: children, in: rect, context: inner)
    // Lowest index first; equal indices keep their order (the sort is stable).
    let order =
      children.contains(where: { $0.zIndex != 0 })
      ? children.indices.sorted { (children[$0].zIndex, $0) < (children[$1].zIndex, $1) }
      : Array(children.indices)
    var nodes: [Node] = []
    for index in order {
      nodes.append(moving: inner.resolve(children[index], in: frames[index]))
    }
    return nodes
  }

  /// The context of the views: the stack's alignment, outside any ``HStack`` or ``VStack``,
  /// with no ideal axes.
  func inner(_ context: ResolveContext) -> ResolveContext {
    var inner = context.with(alignment: alignment)
    inner.stackAxis = nil
    inner.idealAxes = []
    return inner
  }
}

extension ZStack: View, GuidedView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

/// Views grouped without changing how they are drawn, so that modifiers apply to all.
///
/// ```swift
/// VStack {
///   Group {
///     Text("Title")
///     Text("Subtitle")
///   }
///   .font(.headline)
/// }
/// ```
///
/// In a stack, a grid or a list of views, a modifier applied to the group applies to each
/// of its views, which the container lays out one by one (see <doc:LayoutRules>); to fade
/// or clip views as one layer, put them in a ``ZStack``.
public struct Group<Content: View> {
  /// The grouped views.
  public let content: Content

  /// Creates a group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    context.size(of: content, for: proposal)
  }

  @MainActor func subviews(in context: ResolveContext) -> [AnyView] {
    context.subviews(of: content)
  }

  @usableFromInline
  @MainActor func narrowed(in context: ResolveContext) -> [Self]? {
    context.narrowedParts(of: content)?.map { Group(narrowed: $0) }
  }

  /// A group of `content`, a part of another's.
  private init(narrowed content: Content) {
    self.content = content
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(content, in: rect)
  }
}

extension Group: View, PrimitiveView, MultiView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}
