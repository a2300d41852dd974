import Shapes

/// A view that carries a layout priority for the stack it is in.
@MainActor
protocol LayoutPriorityCarrying {
  /// The priority; 0 is the default.
  var layoutPriority: Double { get }
}

/// A view with a layout priority, as ``View/layoutPriority(_:)`` makes it.
struct LayoutPriorityView<Content: View> {
  let content: Content
  let layoutPriority: Double

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    context.size(of: content, for: proposal)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(content, in: rect)
  }
}

extension LayoutPriorityView: View, PrimitiveView, LayoutPriorityCarrying {
  var body: EmptyView { return EmptyView() }
}

/// A view kept at its ideal size along some axes, as ``View/fixedSize(horizontal:vertical:)``
/// makes it.
struct FixedSizeView<Content: View> {
  let content: Content
  let horizontal: Bool
  let vertical: Bool

  @MainActor var layoutPriority: Double {
    (content as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
  }

  /// The proposal with the fixed axes unspecified.
  private func fixed(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    context.size(of: content, for: fixed(proposal))
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    // The view keeps its ideal size even when its parent gives it another, centred on it,
    // and a container inside lays its children out as it sized them.
    let size = context.size(of: content, for: fixed(ProposedViewSize(rect.size)))
    var inner = context
    if horizontal { inner.idealAxes.insert(.horizontal) }
    if vertical { inner.idealAxes.insert(.vertical) }
    return inner.resolve(
      content, in: CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size))
  }
}

extension FixedSizeView: View, PrimitiveView, LayoutPriorityCarrying {
  var body: EmptyView { return EmptyView() }
}

extension View {
  /// Sets the priority this view has in its stack: views of higher priority are offered
  /// room first, as in SwiftUI; the default is 0.
  ///
  /// ```swift
  /// HStack {
  ///   Text("Memorize!").layoutPriority(1)
  ///   Color.orange
  /// }
  /// ```
  ///
  /// A NaN priority counts as 0. Modifiers applied after it keep the priority.
  nonisolated public func layoutPriority(_ value: Double) -> some View {
    LayoutPriorityView(content: self, layoutPriority: value.isNaN ? 0 : value)
  }

  /// Keeps this view at its ideal size in both directions, whatever it is offered.
  nonisolated public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Keeps this view at its ideal size in the chosen directions.
  ///
  /// The view is asked for its size with that dimension unspecified. A shape's ideal size
  /// is 10 × 10, as in SwiftUI.
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    FixedSizeView(content: self, horizontal: horizontal, vertical: vertical)
  }
}
