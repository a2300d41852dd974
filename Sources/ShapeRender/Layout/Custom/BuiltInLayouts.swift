import Shapes

/// The code of a stack or the grid, which can also say where each view goes: what the
/// built-in layouts run when another layout calls them.
@MainActor
protocol FramingLayout: SubviewLayout {
  /// The rectangle of each of `subviews` when laid out in `rect`, in order.
  func frames(of subviews: [AnyView], in rect: CGRect, context: ResolveContext) -> [CGRect]
}

@MainActor
extension FramingLayout {
  /// The views of `subviews`, a collection or a slice of one.
  private func views(_ subviews: LayoutSubviews) -> [AnyView] {
    Array(subviews.storage.views[subviews.indices])
  }

  /// The size of the container of `subviews` for `proposal`.
  func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    size(of: views(subviews), for: proposal.sanitized, in: subviews.storage.outer)
  }

  /// Places `subviews` where the container puts them in `bounds`.
  func place(in bounds: CGRect, _ subviews: LayoutSubviews) {
    let frames = frames(of: views(subviews), in: bounds, context: subviews.storage.outer)
    for (offset, frame) in frames.enumerated() {
      subviews[subviews.startIndex + offset].place(
        at: frame.origin, proposal: ProposedViewSize(frame.size))
    }
  }
}

extension StackLayout: FramingLayout {
  func frames(of subviews: [AnyView], in rect: CGRect, context: ResolveContext) -> [CGRect] {
    var frames: [CGRect] = []
    forEachFrame(of: subviews, in: rect, context: context) { frames.append($1) }
    return frames
  }
}

/// A ``ZStack``'s code for views given one by one: the stack's content is not used.
struct ZStackArrangement: FramingLayout {
  /// A stack with the alignment, and no content.
  let stack: ZStack<ViewList>

  func size(of subviews: [AnyView], for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    stack.size(of: subviews, for: proposal, inner: stack.inner(context))
  }

  func resolve(_ subviews: [AnyView], in rect: CGRect, context: ResolveContext) -> [Node] {
    stack.resolve(subviews, in: rect, inner: stack.inner(context))
  }

  func explicitGuide(
    _ key: AlignmentKey, of subviews: [AnyView], in size: CGSize, context: ResolveContext
  ) -> CGFloat? {
    stack.explicitGuide(key, of: subviews, in: size, inner: stack.inner(context))
  }

  func frames(of subviews: [AnyView], in rect: CGRect, context: ResolveContext) -> [CGRect] {
    stack.frames(of: subviews, in: rect, context: stack.inner(context))
  }
}

/// A ``Grid``'s code for rows given one by one: the grid's content is not used.
@MainActor
struct GridArrangement: FramingLayout {
  /// A grid with the alignment and spacing, and no content.
  let grid: Grid<ViewList>

  func size(of subviews: [AnyView], for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    grid.size(of: subviews, for: proposal, in: context)
  }

  func resolve(_ subviews: [AnyView], in rect: CGRect, context: ResolveContext) -> [Node] {
    grid.resolve(subviews, in: rect, context: context)
  }

  /// Each row's rectangle, the row placed in it by the grid's alignment.
  func frames(of subviews: [AnyView], in rect: CGRect, context: ResolveContext) -> [CGRect] {
    let slots = grid.rowFrames(of: subviews, in: rect, context: context)
    return zip(subviews, slots).map { row, slot in
      let size = context.size(of: row, for: ProposedViewSize(slot.size))
      return CGRect(origin: grid.alignment.origin(of: size, in: slot), size: size)
    }
  }
}
