import Shapes

/// One subview of a ``Layout``: the layout measures it, reads its priority, spacing and
/// layout values, and places it.
///
/// ```swift
/// for subview in subviews {
///   let size = subview.sizeThatFits(.unspecified)
///   subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
///   y += size.height
/// }
/// ```
///
/// Two subviews are equal when they are the same view of the same pass.
///
/// **Degenerate input.** A subview from beyond its collection's indices takes no room,
/// has the default spacing and values, and placing it does nothing.
public struct LayoutSubview: Equatable {
  /// The views of the pass.
  let storage: LayoutSubviewsStorage
  /// This view's index among them.
  let index: Int

  /// The size the subview takes when offered `proposal`, as a stack would measure it:
  /// NaN or negative dimensions of the proposal count as 0, and the answer is never NaN or
  /// negative.
  @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    guard let view = storage.view(at: index) else { return .zero }
    return storage.context.size(of: view, for: proposal)
  }

  /// The size the subview takes when offered `proposal`, with its alignment guides: its
  /// text baselines, and the guides `alignmentGuide(_:computeValue:)` sets.
  @MainActor @preconcurrency public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions
  {
    let size = sizeThatFits(proposal)
    guard let view = storage.view(at: index) else {
      return ViewDimensions(size: size) { _ in nil }
    }
    let context = storage.context
    return ViewDimensions(size: size) { key in
      context.explicitGuide(of: view, key, in: size).flatMap { $0.isFinite ? $0 : nil }
    }
  }

  /// Places the subview with its point `anchor` (the top-leading corner by default) at
  /// `position`, offered `proposal`, in the coordinates of the layout's bounds.
  ///
  /// Call it from ``Layout/placeSubviews(in:proposal:subviews:cache:)``; the last call for
  /// a subview counts. A subview placed at a NaN or infinite point is not drawn.
  @MainActor @preconcurrency public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    guard storage.placements.indices.contains(index) else { return }
    storage.placements[index] = LayoutPlacement(
      position: position, anchor: anchor, proposal: proposal)
  }

  /// The subview's ``View/layoutPriority(_:)``: 0 unless set.
  @MainActor @preconcurrency public var priority: Double {
    storage.view(at: index)?.layoutPriority ?? 0
  }

  /// The spacing the subview prefers around it: the default (8 points to a neighbour) for
  /// every view, as this package's stacks space views, or, for a view that is a layout of
  /// its own, that layout's ``Layout/spacing(subviews:cache:)``.
  @MainActor @preconcurrency public var spacing: ViewSpacing {
    guard let view = storage.view(at: index),
      let layout = view.storage as? any LayoutSpacingProviding
    else { return ViewSpacing() }
    return layout.spacing(in: storage.context)
  }

  /// The value the subview sets for `key` with ``View/layoutValue(key:value:)``, or the
  /// key's default.
  @MainActor @preconcurrency public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    guard let view = storage.view(at: index),
      let value = LayoutValues.value(for: ObjectIdentifier(key), in: view, context: storage.context)
        as? K.Value
    else { return K.defaultValue }
    return value
  }

  /// Whether both are the same view of the same pass.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.storage === rhs.storage && lhs.index == rhs.index
  }
}
