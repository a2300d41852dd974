import Shapes

extension View {
  /// Puts `content` along the top or bottom edge of this view, which is laid out in the
  /// room left beside it, as SwiftUI's safe-area inset does.
  ///
  /// ```swift
  /// List(items) { Text($0.name) }
  ///   .safeAreaInset(edge: .bottom) { Button("Add") {}.padding() }
  /// ```
  ///
  /// `content` is offered the view's width and takes its ideal height; it is drawn over the
  /// view at the edge, lined up across by `alignment`. The view is offered the height less
  /// the inset and `spacing` (0 when nil), and the whole is as tall as the two together.
  /// A non-finite or negative spacing counts as 0.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    let gap = spacing.map { $0.isFinite ? max($0, 0) : 0 } ?? 0
    return modified(
      sizing: { view, proposal, context in
        let bar = context.size(of: inset, for: ProposedViewSize(width: proposal.width, height: nil))
        let room = proposal.height.map { max($0 - bar.height - gap, 0) }
        let own = context.size(of: view, for: ProposedViewSize(width: proposal.width, height: room))
        return CGSize(width: own.width, height: own.height + bar.height + gap)
      },
      drawing: { view, rect, context in
        let bar = context.size(of: inset, for: ProposedViewSize(width: rect.width, height: nil))
        let height = min(bar.height, rect.height)
        let rest = max(rect.height - height - gap, 0)
        let barRect = CGRect(
          x: rect.minX, y: edge == .top ? rect.minY : rect.maxY - height, width: rect.width,
          height: height)
        let viewRect = CGRect(
          x: rect.minX, y: edge == .top ? rect.maxY - rest : rect.minY, width: rect.width,
          height: rest)
        return context.resolve(view, in: viewRect)
          + context.place(
            inset, in: barRect, alignment: Alignment(horizontal: alignment, vertical: .center))
      })
  }

  /// Puts `content` along the leading or trailing edge of this view, which is laid out in
  /// the room left beside it; see the top and bottom `safeAreaInset(edge:alignment:spacing:content:)`
  /// for the rules, across instead of down.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    let gap = spacing.map { $0.isFinite ? max($0, 0) : 0 } ?? 0
    return modified(
      sizing: { view, proposal, context in
        let bar = context.size(
          of: inset, for: ProposedViewSize(width: nil, height: proposal.height))
        let room = proposal.width.map { max($0 - bar.width - gap, 0) }
        let own = context.size(
          of: view, for: ProposedViewSize(width: room, height: proposal.height))
        return CGSize(width: own.width + bar.width + gap, height: own.height)
      },
      drawing: { view, rect, context in
        let bar = context.size(of: inset, for: ProposedViewSize(width: nil, height: rect.height))
        let width = min(bar.width, rect.width)
        let rest = max(rect.width - width - gap, 0)
        let barRect = CGRect(
          x: edge == .leading ? rect.minX : rect.maxX - width, y: rect.minY, width: width,
          height: rect.height)
        let viewRect = CGRect(
          x: edge == .leading ? rect.maxX - rest : rect.minX, y: rect.minY, width: rest,
          height: rect.height)
        return context.resolve(view, in: viewRect)
          + context.place(
            inset, in: barRect, alignment: Alignment(horizontal: .center, vertical: alignment))
      })
  }

  /// Adds `length` of room on the given edges, as safe-area padding: a still has no safe
  /// area of its own, so this is ``padding(_:_:)`` (16 points when `length` is nil).
  nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    padding(edges, length)
  }

  /// Adds `length` of room on every edge, as `padding(_:)` does.
  nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
    padding(length)
  }

  /// Adds room on each edge, as `padding(_:)` does.
  nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    padding(insets)
  }
}
