import Shapes

/// The guides of a stack's children across its axis, when some child sets its own: where
/// each child's guide is, from its own leading or top edge.
struct CrossGuides {
  /// The guide of each child, in order.
  var values: [CGFloat]
  /// The largest guide: how far the common guide line is from the span's start.
  var above: CGFloat
  /// The length of the children lined up on their guides, from the first start to the
  /// last end.
  var span: CGFloat
}

extension StackLayout {
  /// The children's guides across the axis for `crossGuide`, or nil when none sets its
  /// own (then the children are placed by `crossFraction`, which is the same).
  func crossGuides(of children: [AnyView], sizes: [CGSize], in context: ResolveContext)
    -> CrossGuides?
  {
    guard let crossGuide else { return nil }
    let inner = childContext(context)
    var values: [CGFloat]?
    for index in sizes.indices {
      if let value = children[index].explicitGuide(crossGuide, in: sizes[index], context: inner) {
        if values == nil { values = sizes.map { crossGuide.defaultValue(in: $0) } }
        values?[index] = value
      }
    }
    guard let values else { return nil }
    var above = -CGFloat.infinity
    var below = -CGFloat.infinity
    for (value, size) in zip(values, sizes) {
      above = max(above, value)
      below = max(below, size.along(axis.crossing) - value)
    }
    return CrossGuides(values: values, above: above, span: max(above + below, 0))
  }

  /// The stack's own value of the guide `key` at `size`: for a text baseline, the first
  /// (topmost) or last (lowest) baseline of the children that have one, where they sit;
  /// nil for the other guides, and when no child has a baseline.
  @usableFromInline
  func explicitGuide(
    _ key: AlignmentKey, of children: [AnyView], in size: CGSize, context: ResolveContext
  ) -> CGFloat? {
    guard case .vertical(let alignment) = key, alignment.isTextBaseline else { return nil }
    let inner = childContext(context)
    var result: CGFloat?
    forEachFrame(of: children, in: CGRect(origin: .zero, size: size), context: context) {
      index, frame in
      guard let value = children[index].explicitGuide(key, in: frame.size, context: inner)
      else { return }
      let baseline = frame.minY + value
      result =
        alignment == .firstTextBaseline
        ? min(result ?? baseline, baseline) : max(result ?? baseline, baseline)
    }
    return result
  }
}
