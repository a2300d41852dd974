import Shapes

extension ZStack {
  /// The guides of the views for the stack's alignment along each axis, lined up, or nil
  /// along an axis where no view sets its own (then the views are placed by the
  /// alignment's fraction).
  @MainActor func guides(of children: [AnyView], sizes: [CGSize], in inner: ResolveContext) -> (
    horizontal: CrossGuides?, vertical: CrossGuides?
  ) {
    (
      CrossGuides(children, sizes: sizes, key: .horizontal(alignment.horizontal), in: inner),
      CrossGuides(children, sizes: sizes, key: .vertical(alignment.vertical), in: inner)
    )
  }

  /// The rectangle of each view when the stack is drawn in `rect`: each takes its size for
  /// the rectangle's, and is placed by the alignment, on the views' guides lined up when
  /// some view sets its own.
  @MainActor func frames(of children: [AnyView], in rect: CGRect, context inner: ResolveContext)
    -> [CGRect]
  {
    let sizes = children.map { inner.size(of: $0, for: ProposedViewSize(rect.size)) }
    let (horizontal, vertical) = guides(of: children, sizes: sizes, in: inner)
    let (xFraction, yFraction) = (alignment.horizontal.fraction, alignment.vertical.fraction)
    return sizes.indices.map { index in
      let size = sizes[index]
      let x =
        horizontal?.start(of: index, from: rect.minX, length: rect.width, fraction: xFraction)
        ?? rect.minX
        + alignment.horizontal.guide.offset(of: size, in: rect.size, horizontally: true)
      let y =
        vertical?.start(of: index, from: rect.minY, length: rect.height, fraction: yFraction)
        ?? rect.minY + alignment.vertical.guide.offset(of: size, in: rect.size, horizontally: false)
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }

  /// The stack's own value of the guide `key` at `size`, from its views' where they sit
  /// (see ``CombinedGuide``); nil for the built-in edges and centres, and when no view has
  /// one.
  @usableFromInline
  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    guard CombinedGuide(key) != nil else { return nil }
    let inner = inner(context)
    return explicitGuide(key, of: inner.subviews(of: content), in: size, inner: inner)
  }

  /// The value of the guide `key` of the stack of `children` at `size`, laid out in
  /// `inner` (see ``explicitGuide(_:in:context:)``).
  @MainActor func explicitGuide(
    _ key: AlignmentKey, of children: [AnyView], in size: CGSize, inner: ResolveContext
  ) -> CGFloat? {
    guard var combined = CombinedGuide(key) else { return nil }
    let frames = frames(of: children, in: CGRect(origin: .zero, size: size), context: inner)
    for (child, frame) in zip(children, frames) {
      guard let value = inner.explicitGuide(of: child, key, in: frame.size) else { continue }
      combined.add(key.along(frame.origin) + value)
    }
    return combined.value
  }
}
