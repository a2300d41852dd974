import Shapes

/// Builds a list of views from a closure's statements, in z-order: later statements draw
/// on top.
///
/// Bare shapes are accepted and filled with the foreground color, black, as SwiftUI fills
/// them. `if`, `if`/`else`, `switch` and `for` work as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
  /// A view statement.
  public static func buildExpression<V: View>(_ view: V) -> [AnyView] {
    [AnyView(view)]
  }

  /// A bare shape, filled black.
  public static func buildExpression<S: Shape>(_ shape: S) -> [AnyView] {
    [AnyView(shape.fill(Color.black))]
  }

  /// A shape that is also a view: drawn as the view it is.
  public static func buildExpression<S: Shape & View>(_ shape: S) -> [AnyView] {
    [AnyView(shape)]
  }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [AnyView]...) -> [AnyView] {
    parts.flatMap { $0 }
  }

  /// A block of one statement (the usual block): its views as they are, without gathering
  /// one list into another.
  public static func buildBlock(_ part: [AnyView]) -> [AnyView] {
    part
  }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [AnyView]?) -> [AnyView] {
    part ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [AnyView]) -> [AnyView] {
    part
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [AnyView]) -> [AnyView] {
    part
  }

  /// A `for` loop.
  public static func buildArray(_ parts: [[AnyView]]) -> [AnyView] {
    parts.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [AnyView]) -> [AnyView] {
    part
  }

  /// The views of the whole closure, drawn in order.
  public static func buildFinalResult(_ parts: [AnyView]) -> ViewList {
    ViewList(parts)
  }
}

/// Views drawn one over the other, as a ``ViewBuilder`` collects them: a stack with the
/// alignment of the parent.
public struct ViewList: View, PrimitiveView, MultiView {
  /// The views, bottom first.
  public let views: [AnyView]

  /// Creates a list of views, bottom first.
  public init(_ views: [AnyView]) {
    self.views = views
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    stackSize(of: views, for: proposal, in: context)
  }

  func subviews(in context: ResolveContext) -> [AnyView] {
    views.flatMap { context.subviews(of: $0) }
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    // One view (a builder's usual block): its nodes as they are, not copied into a new array.
    if views.count == 1 { return context.place(views[0], in: rect, alignment: context.alignment) }
    var nodes: [Node] = []
    nodes.reserveCapacity(views.count)
    for view in views {
      var placed = context.place(view, in: rect, alignment: context.alignment)
      // A view's usual single node is moved out of its array rather than copied and then
      // destroyed with it: nodes are large.
      if placed.count == 1, let node = placed.popLast() {
        nodes.append(node)
      } else {
        nodes += placed
      }
    }
    return nodes
  }
}

/// The size of views stacked one over the other: the widest width and the tallest height
/// they take.
func stackSize(of views: [AnyView], for proposal: ProposedViewSize, in context: ResolveContext)
  -> CGSize
{
  views.reduce(CGSize.zero) { result, view in
    let size = context.size(of: view, for: proposal)
    return CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
  }
}
