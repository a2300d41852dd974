import Shapes

extension Text: GuidedView {
  /// The text's baselines, measured from the top of a rectangle of `size`: the first
  /// line's and the last line's, as the text is set there; nil for the other guides, and
  /// for text that draws nothing (whose baselines are then its bottom).
  @usableFromInline
  func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext) -> CGFloat? {
    guard case .vertical(let alignment) = key, alignment.isTextBaseline else { return nil }
    guard
      case .text(let node)? = nodes(in: CGRect(origin: .zero, size: size), context: context).first
    else { return nil }
    if let measured = node.measured, let first = measured.layout.lines.first,
      let last = measured.layout.lines.last
    {
      return measured.origin.y + (alignment == .firstTextBaseline ? first.baseline : last.baseline)
    }
    // Estimated without fonts: lines `leading` apart below the first baseline.
    guard alignment == .lastTextBaseline else { return node.anchor.y }
    return node.anchor.y + CGFloat(max(node.lines.count - 1, 0)) * Text.leading * node.font.size
  }
}
