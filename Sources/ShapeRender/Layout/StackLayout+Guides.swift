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

  /// The guides `key` of `children` of `sizes`, lined up, or nil when none sets its own
  /// (then the children are placed by the alignment's fraction, which is the same).
  init?(_ children: [AnyView], sizes: [CGSize], key: AlignmentKey, in context: ResolveContext) {
    var values: [CGFloat]?
    for index in sizes.indices {
      if let value = children[index].explicitGuide(key, in: sizes[index], context: context) {
        if values == nil { values = sizes.map { key.defaultValue(in: $0) } }
        values?[index] = value
      }
    }
    guard let values else { return nil }
    let axis: Axis =
      switch key {
      case .horizontal: .horizontal
      case .vertical: .vertical
      }
    var above = -CGFloat.infinity
    var below = -CGFloat.infinity
    for (value, size) in zip(values, sizes) {
      above = max(above, value)
      below = max(below, size.along(axis) - value)
    }
    (self.values, self.above, span) = (values, above, max(above + below, 0))
  }

  /// Where child `index` starts along the guide's axis in a room from `start` of `length`,
  /// `fraction` of the way the alignment puts the guide line.
  func start(of index: Int, from start: CGFloat, length: CGFloat, fraction: CGFloat) -> CGFloat {
    start + fraction * (length - span) + above - values[index]
  }
}

extension VerticalAlignment {
  /// A container's baseline from its children's so far, `result`, and one more child's,
  /// `value`: the topmost first baseline, the lowest last one.
  func combinedBaseline(_ result: CGFloat?, _ value: CGFloat) -> CGFloat {
    guard let result else { return value }
    return self == .firstTextBaseline ? min(result, value) : max(result, value)
  }
}

extension StackLayout {
  /// The children's guides across the axis for `crossGuide`, or nil when none sets its
  /// own (then the children are placed by `crossFraction`, which is the same).
  func crossGuides(of children: [AnyView], sizes: [CGSize], in context: ResolveContext)
    -> CrossGuides?
  {
    guard let crossGuide else { return nil }
    return CrossGuides(children, sizes: sizes, key: crossGuide, in: childContext(context))
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
      result = alignment.combinedBaseline(result, baseline)
    }
    return result
  }
}
