import Shapes

/// The guides of a stack's children across its axis, when some child sets its own: where
/// each child's guide is, from its own leading or top edge.
@MainActor
struct CrossGuides {
  /// The guide of each child, in order.
  var values: [CGFloat]
  /// The largest guide: how far the common guide line is from the span's start.
  var above: CGFloat
  /// The length of the children lined up on their guides, from the first start to the
  /// last end.
  var span: CGFloat

  /// The guides `key` of `children` of `sizes`, lined up, or nil when none sets its own.
  ///
  /// Without guides of their own, the children are placed by the alignment's fraction,
  /// which is the same. A guide of the user's always lines the children up, by its default where they set
  /// none, since a default need not be a fraction of the size.
  init?(_ children: [AnyView], sizes: [CGSize], key: AlignmentKey, in context: ResolveContext) {
    var values = key.isCustom ? sizes.map { key.defaultValue(in: $0) } : nil
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

/// A container's own value of a guide its views pass on, built from their values where
/// they sit: the topmost first text baseline, the lowest last one, or the mean of the
/// values of a guide of the user's (as SwiftUI combines them).
struct CombinedGuide {
  /// The guide.
  let key: AlignmentKey
  /// The value so far; nil before any view has one.
  private(set) var value: CGFloat?
  private var count = 0

  /// A combination for `key`, or nil when containers do not pass that guide on: the
  /// built-in edges and centres are a container's own.
  init?(_ key: AlignmentKey) {
    switch key {
    case .vertical(let alignment) where alignment.isTextBaseline: break
    case _ where key.isCustom: break
    default: return nil
    }
    self.key = key
  }

  /// Adds one more view's value.
  mutating func add(_ next: CGFloat) {
    count += 1
    guard let value else {
      self.value = next
      return
    }
    switch key {
    case .vertical(.firstTextBaseline): self.value = min(value, next)
    case .vertical(.lastTextBaseline): self.value = max(value, next)
    default: self.value = value + (next - value) / CGFloat(count)
    }
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

  /// The stack's own value of the guide `key` at `size`, from its children's where they
  /// sit (see ``CombinedGuide``); nil for the built-in edges and centres, and when no
  /// child has one.
  @usableFromInline
  func explicitGuide(
    _ key: AlignmentKey, of children: [AnyView], in size: CGSize, context: ResolveContext
  ) -> CGFloat? {
    guard var combined = CombinedGuide(key) else { return nil }
    let inner = childContext(context)
    forEachFrame(of: children, in: CGRect(origin: .zero, size: size), context: context) {
      index, frame in
      guard let value = children[index].explicitGuide(key, in: frame.size, context: inner)
      else { return }
      combined.add(key.along(frame.origin) + value)
    }
    return combined.value
  }
}
