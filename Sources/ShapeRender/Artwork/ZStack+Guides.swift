import Shapes

extension ZStack {
  /// The guides of the views for the stack's alignment along each axis, lined up, or nil
  /// along an axis where no view sets its own (then the views are placed by the
  /// alignment's fraction).
  func guides(of children: [AnyView], sizes: [CGSize], in inner: ResolveContext) -> (
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
  func frames(of children: [AnyView], in rect: CGRect, context inner: ResolveContext)
    -> [CGRect]
  {
    let sizes = children.map { inner.size(of: $0, for: ProposedViewSize(rect.size)) }
    let (horizontal, vertical) = guides(of: children, sizes: sizes, in: inner)
    let (xFraction, yFraction) = (alignment.horizontal.fraction, alignment.vertical.fraction)
    return sizes.indices.map { index in
      let size = sizes[index]
      let x =
        horizontal?.start(of: index, from: rect.minX, length: rect.width, fraction: xFraction)
        ?? rect.minX + xFraction * (rect.width - size.width)
      let y =
        vertical?.start(of: index, from: rect.minY, length: rect.height, fraction: yFraction)
        ?? rect.minY + yFraction * (rect.height - size.height)
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }

  /// The stack's own text baselines at `size`: the topmost first baseline or the lowest
  /// last one of its views that have one, where they sit; nil for the other guides.
  @usableFromInline
  func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext) -> CGFloat? {
    guard case .vertical(let baseline) = key, baseline.isTextBaseline else { return nil }
    let inner = inner(context)
    let children = inner.subviews(of: content)
    let frames = frames(of: children, in: CGRect(origin: .zero, size: size), context: inner)
    var result: CGFloat?
    for (child, frame) in zip(children, frames) {
      guard let value = inner.explicitGuide(of: child, key, in: frame.size) else { continue }
      result = baseline.combinedBaseline(result, frame.minY + value)
    }
    return result
  }
}
