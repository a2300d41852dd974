import Shapes

/// One alignment guide of a view: a horizontal or a vertical alignment, which a view may
/// set to a value of its own (see ``PrimitiveView/explicitGuide(_:in:context:)``).
@usableFromInline
enum AlignmentKey: Hashable, Sendable {
  /// A guide across the width: a value from the left edge.
  case horizontal(HorizontalAlignment)
  /// A guide across the height: a value from the top edge.
  case vertical(VerticalAlignment)

  /// The guide's value in a view of `size` that sets none: its fraction of the width or
  /// height (the bottom for a text baseline).
  func defaultValue(in size: CGSize) -> CGFloat {
    switch self {
    case .horizontal(let alignment): alignment.defaultValue(in: size)
    case .vertical(let alignment): alignment.defaultValue(in: size)
    }
  }

  /// Whether the guide is the user's, which stacks pass on from their views.
  var isCustom: Bool {
    switch self {
    case .horizontal(let alignment): alignment.guide.isCustom
    case .vertical(let alignment): alignment.guide.isCustom
    }
  }

  /// Where content of size `own` starts along this guide's axis in a frame of `size`.
  ///
  /// The frame places the content by `alignment`: the content's guide for the alignment
  /// on the frame's. `value` is the content's value of this guide; `guide` gives its others.
  func offset(
    of own: CGSize, in size: CGSize, by alignment: Alignment, value: CGFloat,
    guide: (AlignmentKey) -> CGFloat?
  ) -> CGFloat {
    let placing: AlignmentKey =
      switch self {
      case .horizontal: .horizontal(alignment.horizontal)
      case .vertical: .vertical(alignment.vertical)
      }
    let room = placing.defaultValue(in: size)
    // The content's value of the placing guide: this one's when they are the same guide.
    return room - ((placing == self ? value : guide(placing)) ?? placing.defaultValue(in: own))
  }

  /// The coordinate of `point` this guide is measured along.
  func along(_ point: CGPoint) -> CGFloat {
    switch self {
    case .horizontal: point.x
    case .vertical: point.y
    }
  }
}

extension PrimitiveView {
  /// No guide of its own: the default of most views.
  @usableFromInline
  func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext) -> CGFloat? {
    nil
  }

  /// Where the view goes in `rect`: by the alignment's fractions, as a view without guides
  /// of its own.
  @usableFromInline
  func origin(of size: CGSize, in rect: CGRect, alignment: Alignment, context: ResolveContext)
    -> CGPoint
  {
    alignment.origin(of: size, in: rect)
  }

  /// Where this view, of `size`, goes in `rect` placed by its guides.
  ///
  /// Its guides meet the room's, which are the alignment's fractions of the room; without
  /// guides of its own, that is ``Alignment/origin(of:in:)``.
  func guidedOrigin(
    of size: CGSize, in rect: CGRect, alignment: Alignment, context: ResolveContext
  ) -> CGPoint {
    var origin = alignment.origin(of: size, in: rect)
    if let x = explicitGuide(.horizontal(alignment.horizontal), in: size, context: context) {
      origin.x = rect.minX + alignment.horizontal.defaultValue(in: rect.size) - x
    }
    if let y = explicitGuide(.vertical(alignment.vertical), in: size, context: context) {
      origin.y = rect.minY + alignment.vertical.defaultValue(in: rect.size) - y
    }
    return origin
  }

  /// ``explicitGuide(_:in:context:)`` of `view`, whose type is `Self`.
  static func explicitGuide<V>(
    of view: borrowing V, _ key: AlignmentKey, in size: CGSize, context: ResolveContext
  ) -> CGFloat? {
    withPointee(of: view, as: Self.self) {
      $0.pointee.explicitGuide(key, in: size, context: context)
    }
  }
}

/// A primitive view that may have alignment guides of its own (text, stacks, views with
/// `alignmentGuide`, and the modifiers and erased views that pass their content's on):
/// placed by its guides, where other views are placed by the alignment's fractions alone.
///
/// A type that implements ``PrimitiveView/explicitGuide(_:in:context:)`` conforms, or
/// implements ``PrimitiveView/origin(of:in:alignment:context:)`` itself.
@usableFromInline
@MainActor
protocol GuidedView: PrimitiveView {}

extension GuidedView {
  /// Where the view goes in `rect`: its guides on the room's.
  @usableFromInline
  func origin(of size: CGSize, in rect: CGRect, alignment: Alignment, context: ResolveContext)
    -> CGPoint
  {
    guidedOrigin(of: size, in: rect, alignment: alignment, context: context)
  }
}

@MainActor
extension ResolveContext {
  /// The own value of the guide `key` of `view` at `size`, or nil when it has none.
  func explicitGuide<V: View>(of view: V, _ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    if let primitive = V.self as? any PrimitiveView.Type {
      return primitive.explicitGuide(of: view, key, in: size, context: self)
    }
    guard !isTooDeep, let body = ViewBody.evaluate(view, in: self) else { return nil }
    return explicitGuide(of: body, key, in: size)
  }

  /// The value of the guide `key` of `view` at `size`: its own, or the default.
  func guide<V: View>(of view: V, _ key: AlignmentKey, in size: CGSize) -> CGFloat {
    explicitGuide(of: view, key, in: size) ?? key.defaultValue(in: size)
  }

  /// Moves `origin`, where `alignment` places a view of `size` in `rect` by the fractions
  /// of both, so that the view's own guides, if it has any, meet the room's.
  func align<V: View>(
    _ origin: inout CGPoint, of view: V, size: CGSize, in rect: CGRect, by alignment: Alignment
  ) {
    if let x = explicitGuide(of: view, .horizontal(alignment.horizontal), in: size) {
      origin.x = rect.minX + alignment.horizontal.defaultValue(in: rect.size) - x
    }
    if let y = explicitGuide(of: view, .vertical(alignment.vertical), in: size) {
      origin.y = rect.minY + alignment.vertical.defaultValue(in: rect.size) - y
    }
  }

  /// The own value of the guide `key` of a frame of `size` in which `alignment` places
  /// `view`: the view's, moved by where it sits in the frame; nil when the view has none.
  func explicitGuide<V: View>(
    of view: V, framedIn size: CGSize, by alignment: Alignment, _ key: AlignmentKey
  ) -> CGFloat? {
    var inner = with(alignment: alignment)
    inner.idealAxes = []
    let own = inner.size(of: view, for: ProposedViewSize(size))
    guard let value = inner.explicitGuide(of: view, key, in: own) else { return nil }
    return key.offset(
      of: own, in: size, by: alignment, value: value,
      guide: { inner.explicitGuide(of: view, $0, in: own) }) + value
  }

  /// The dimensions of `view` at `size`, with its guides, for a guide's closure.
  func dimensions<V: View>(of view: V, size: CGSize) -> ViewDimensions {
    ViewDimensions(size: size) { key in explicitGuide(of: view, key, in: size) }
  }
}

/// A view's size and alignment guides, as the closure of an
/// `alignmentGuide(_:computeValue:)` sees them.
///
/// ```swift
/// Text("Total").alignmentGuide(.leading) { d in d[.trailing] }
/// ```
///
/// Guides are measured from the view's top-left corner: `d[.leading]` is 0,
/// `d[.trailing]` the width, `d[.bottom]` the height, `d[.firstTextBaseline]` the first
/// baseline of its text (its height when it has none), unless the view sets its own.
///
/// **Degenerate input.** A view whose size was NaN or negative has 0 there.
public struct ViewDimensions {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  /// The view's own guide values.
  private let explicit: (AlignmentKey) -> CGFloat?
  /// How many guide defaults are being computed from one another, to end a default that
  /// reads itself.
  private let depth: Int

  /// The dimensions of a view of `size` whose own guides `explicit` gives.
  init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat?) {
    (width, height, self.explicit, depth) = (size.width, size.height, explicit, 0)
  }

  private init(_ dimensions: ViewDimensions, depth: Int) {
    (width, height, explicit) = (dimensions.width, dimensions.height, dimensions.explicit)
    self.depth = depth
  }

  /// These dimensions for a guide's default to read, one level deeper; nil past 16
  /// levels.
  var deeper: ViewDimensions? {
    depth < 16 ? ViewDimensions(self, depth: depth + 1) : nil
  }

  /// The value of a horizontal guide: the view's own, or the default (0 at the leading
  /// edge, half the width at the centre, the width at the trailing edge; a guide of your
  /// own computes its own).
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.guide.defaultValue(in: self, length: width)
  }

  /// The value of a vertical guide: the view's own, or the default (0 at the top, half
  /// the height at the centre, the height at the bottom and at the text baselines of a
  /// view without text; a guide of your own computes its own).
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.guide.defaultValue(in: self, length: height)
  }

  /// The view's own value of a horizontal guide, or nil when it sets none.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicit(.horizontal(guide))
  }

  /// The view's own value of a vertical guide (a text baseline, one set by
  /// `alignmentGuide`), or nil when it sets none.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicit(.vertical(guide))
  }
}
