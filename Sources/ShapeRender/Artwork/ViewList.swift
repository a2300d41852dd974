import Shapes

/// Views drawn one over the other, as a ``ViewBuilder`` collects them: a stack with the
/// alignment of the parent.
public struct ViewList {
  /// The views, bottom first.
  public var views: [AnyView] {
    switch storage {
    case .one(let view): [view]
    case .many(let views): views
    }
  }

  /// The views, one kept without an array: a builder's usual statement is one view.
  let storage: Storage

  /// How a list keeps its views.
  enum Storage {
    /// One view.
    case one(AnyView)
    /// Any number of views, bottom first.
    case many([AnyView])
  }

  /// Creates a list of views, bottom first.
  public init(_ views: [AnyView]) {
    storage = .many(views)
  }

  /// A list of one view.
  @usableFromInline
  init(_ view: AnyView) {
    storage = .one(view)
  }

  /// The views of `lists`, one list after the other.
  init(joining lists: [ViewList]) {
    if lists.count == 1 {
      self = lists[0]
      return
    }
    var views: [AnyView] = []
    views.reserveCapacity(lists.count)
    for list in lists {
      switch list.storage {
      case .one(let view): views.append(view)
      case .many(let more): views += more
      }
    }
    storage = .many(views)
  }

  /// Whether the list holds exactly one view.
  @usableFromInline
  var isSingle: Bool {
    switch storage {
    case .one: true
    case .many(let views): views.count == 1
    }
  }

  /// The view, when the list holds exactly one.
  @usableFromInline
  var single: AnyView? {
    switch storage {
    case .one(let view): view
    case .many(let views): views.count == 1 ? views[0] : nil
    }
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    switch storage {
    case .one(let view): context.size(of: view, for: proposal)
    case .many(let views): stackSize(of: views, for: proposal, in: context)
    }
  }

  @usableFromInline
  @MainActor func narrowed(in context: ResolveContext) -> [ViewList]? {
    narrowing(subviews(in: context)) { ViewList($0) }
  }

  @MainActor func subviews(in context: ResolveContext) -> [AnyView] {
    switch storage {
    case .one(let view): context.subviews(of: view)
    case .many(let views): views.flatMap { context.subviews(of: $0) }
    }
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    var nodes: [Node] = []
    resolve(in: rect, context: context, into: &nodes)
    return nodes
  }

  @usableFromInline
  @MainActor func resolve(in rect: CGRect, context: ResolveContext, into nodes: inout [Node]) {
    switch storage {
    case .one(let view):
      view.place(in: rect, alignment: context.alignment, context: context, into: &nodes)
    case .many(let views):
      nodes.reserveCapacity(nodes.count + views.count)
      // By index, so that each view is read in place rather than copied out.
      for index in views.indices {
        views[index].place(in: rect, alignment: context.alignment, context: context, into: &nodes)
      }
    }
  }
}

extension ViewList: View, PrimitiveView, MultiView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

/// The size of views stacked one over the other: the widest width and the tallest height
/// they take.
@MainActor
func stackSize(of views: [AnyView], for proposal: ProposedViewSize, in context: ResolveContext)
  -> CGSize
{
  // A loop, not `reduce`: a closure made on the main actor checks its executor at each
  // call, which a view of many children would pay for each child.
  var result = CGSize.zero
  for view in views {
    let size = context.size(of: view, for: proposal)
    result = CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
  }
  return result
}
