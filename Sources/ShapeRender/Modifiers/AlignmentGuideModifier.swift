import Shapes

/// A view with one alignment guide of its own, as `alignmentGuide(_:computeValue:)` makes
/// it.
struct AlignmentGuideView<Content: View> {
  let content: Content
  /// The guide set.
  let key: AlignmentKey
  /// Its value from the content's dimensions.
  let computeValue: (ViewDimensions) -> CGFloat

  @MainActor var layoutPriority: Double {
    (content as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
  }

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    context.size(of: content, for: proposal)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(content, in: rect)
  }

  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    if key == self.key {
      let value = computeValue(context.dimensions(of: content, size: size))
      if value.isFinite { return value }
    }
    return context.explicitGuide(of: content, key, in: size)
  }

  @MainActor func narrowed(in context: ResolveContext) -> [Self]? {
    context.narrowedParts(of: content)?.map {
      AlignmentGuideView(content: $0, key: key, computeValue: computeValue)
    }
  }
}

extension AlignmentGuideView: View, GuidedView, LayoutPriorityCarrying {
  var body: EmptyView { return EmptyView() }
}

extension View {
  /// Sets where this view's horizontal guide `g` is, from its dimensions, so that a
  /// parent aligning its views by `g` lines this view up there.
  ///
  /// ```swift
  /// VStack(alignment: .leading) {
  ///   Text("Total")
  ///   Text("42").alignmentGuide(.leading) { d in d[.trailing] }  // its right edge under the left edge of "Total"
  /// }
  /// ```
  ///
  /// `VStack`, `ZStack`, frames, `overlay` and `background` honour the guide; the value is
  /// measured from the view's leading edge, and `d` gives the view's size and its other
  /// guides.
  ///
  /// **Degenerate input.** A NaN or infinite value sets no guide: the view keeps the one it
  /// had (the default, `g` of its width).
  nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    AlignmentGuideView(content: self, key: .horizontal(g), computeValue: computeValue)
  }

  /// Sets where this view's vertical guide `g` is, from its dimensions, so that a parent
  /// aligning its views by `g` lines this view up there.
  ///
  /// ```swift
  /// HStack(alignment: .top) {
  ///   Circle().frame(width: 20, height: 20)
  ///   Circle().frame(width: 20, height: 20).alignmentGuide(.top) { d in d.height / 2 }
  /// }
  /// ```
  ///
  /// `HStack`, `ZStack`, frames, `overlay` and `background` honour the guide; the value is
  /// measured from the view's top edge. Setting `.firstTextBaseline` or `.lastTextBaseline`
  /// moves the view's baseline.
  ///
  /// **Degenerate input.** A NaN or infinite value sets no guide: the view keeps the one it
  /// had (its text's baseline, or the default, `g` of its height).
  nonisolated public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    AlignmentGuideView(content: self, key: .vertical(g), computeValue: computeValue)
  }
}
