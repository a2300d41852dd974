import Shapes

/// The subviews of a ``Layout``, in the order its content lists them: one
/// ``LayoutSubview`` for each view, as a stack sees them (a `ForEach` or a `Group` stands
/// for its views).
///
/// ```swift
/// func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///   let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///   return CGSize(
///     width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
/// }
/// ```
///
/// Its indices are integers from `startIndex`; a slice (`subviews[1...]`, `dropFirst()`)
/// keeps the indices it had. Two collections are equal when they hold the same subviews of
/// one pass.
///
/// **Degenerate input.** A range beyond the bounds is clamped to them; an index beyond
/// them gives a subview that takes no room and draws nothing.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  /// A slice of the subviews, itself a collection of subviews.
  public typealias SubSequence = LayoutSubviews
  /// One subview.
  public typealias Element = LayoutSubview
  /// The position of a subview.
  public typealias Index = Int
  /// The positions of the subviews.
  public typealias Indices = Range<Int>

  /// The views and their context, shared by the collection's slices and subviews.
  let storage: LayoutSubviewsStorage
  /// The index of the first subview.
  public let startIndex: Int
  /// The index after the last subview.
  public let endIndex: Int

  /// All the subviews of `storage`.
  @MainActor init(_ storage: LayoutSubviewsStorage) {
    self.storage = storage
    (startIndex, endIndex) = (0, storage.views.count)
  }

  private init(_ storage: LayoutSubviewsStorage, range: Range<Int>) {
    self.storage = storage
    (startIndex, endIndex) = (range.lowerBound, range.upperBound)
  }

  /// The indices of the subviews.
  public var indices: Range<Int> { startIndex..<endIndex }

  /// The direction of the writing the subviews are laid out for: left to right unless the
  /// environment sets another (a still never mirrors them itself).
  public var layoutDirection: LayoutDirection {
    EnvironmentValues(context: storage.context).layoutDirection
  }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(storage: storage, index: index)
  }

  /// The subviews in `bounds`, clamped to the collection's.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(storage, range: bounds.clamped(to: startIndex..<endIndex))
  }

  /// Whether both hold the same subviews of the same pass.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.storage === rhs.storage && lhs.startIndex == rhs.startIndex
      && lhs.endIndex == rhs.endIndex
  }
}

/// Where a layout placed one of its subviews.
struct LayoutPlacement {
  /// The point the anchor goes to.
  var position: CGPoint
  /// The point of the subview that goes there.
  var anchor: UnitPoint
  /// The size offered to the subview.
  var proposal: ProposedViewSize
}

/// The views a layout lays out in one pass, the context they are laid out in, and where
/// the layout has placed them so far.
@MainActor
final class LayoutSubviewsStorage {
  /// The views, one by one.
  let views: [AnyView]
  /// The context the layout view was given, in which a built-in layout lays them out.
  let outer: ResolveContext
  /// The context of the views themselves.
  let context: ResolveContext
  /// The placement of each view by ``LayoutSubview/place(at:anchor:proposal:)``, or nil.
  var placements: [LayoutPlacement?]

  /// The views of a layout laid out in `outer`, whose views are laid out in `context`.
  init(views: [AnyView], outer: ResolveContext, context: ResolveContext) {
    (self.views, self.outer, self.context) = (views, outer, context)
    placements = Array(repeating: nil, count: views.count)
  }

  /// The view at `index`, or nil beyond the views.
  func view(at index: Int) -> AnyView? {
    views.indices.contains(index) ? views[index] : nil
  }

  /// The own value of the guide `key` of the view at `index` at `size`, or nil.
  func explicitGuide(_ key: AlignmentKey, of index: Int, in size: CGSize) -> CGFloat? {
    guard let view = view(at: index) else { return nil }
    return context.explicitGuide(of: view, key, in: size).flatMap { $0.isFinite ? $0 : nil }
  }

  /// The rectangle of each view after `place` places them in `bounds`, for `proposal`
  /// (a view left unplaced at the centre of `bounds`, offered `proposal`); the placements
  /// made before are kept.
  func placedFrames(in bounds: CGRect, proposal: ProposedViewSize, _ place: () -> Void)
    -> [CGRect]
  {
    let saved = placements
    placements = Array(repeating: nil, count: views.count)
    place()
    let frames = views.indices.map { frame(of: $0, in: bounds, proposal: proposal) }
    placements = saved
    return frames
  }

  /// The rectangle of the view at `index` as placed, in `bounds`; a rectangle that is not
  /// finite when the layout placed it at a point that is not.
  func frame(of index: Int, in bounds: CGRect, proposal: ProposedViewSize) -> CGRect {
    let placement =
      placements[index]
      ?? LayoutPlacement(
        position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    let size = context.size(of: views[index], for: placement.proposal)
    return CGRect(
      x: placement.position.x - placement.anchor.x * size.width,
      y: placement.position.y - placement.anchor.y * size.height,
      width: size.width, height: size.height)
  }

  /// The views drawn where the layout placed them in `bounds` for `proposal`, in order; a
  /// view placed at a point that is not finite is left out.
  func resolvePlaced(in bounds: CGRect, proposal: ProposedViewSize) -> [Node] {
    var nodes: [Node] = []
    for index in views.indices {
      let frame = frame(of: index, in: bounds, proposal: proposal)
      guard frame.isFiniteRect else { continue }
      views[index].resolve(in: frame, context: context, into: &nodes)
    }
    return nodes
  }
}
