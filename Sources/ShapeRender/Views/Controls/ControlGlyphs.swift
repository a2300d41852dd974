import Shapes

/// The small glyphs of controls, drawn as paths (SF Symbols are Apple's): chevrons and a
/// checkmark, stroked in the foreground color with round caps and joins.
struct ControlGlyph {
  /// Which glyph.
  enum Kind {
    /// An up chevron over a down chevron, as a menu picker shows: 9 by 14 points.
    case upDownChevron
    /// A chevron pointing to the trailing edge, as a row that navigates shows: 8 by 14.
    case forwardChevron
    /// A chevron pointing down, as an expanded disclosure group shows: 14 by 8.
    case downChevron
    /// A checkmark, as the selected row of an inline picker shows: 16 by 14.
    case checkmark
    /// A chevron pointing to the leading edge, as a calendar's previous month: 8 by 14.
    case backwardChevron
    /// A square open at the top with an arrow rising out of it, as a share link shows: 16
    /// by 20.
    case share
  }

  let kind: Kind

  /// The glyph's box.
  var size: CGSize {
    switch kind {
    case .upDownChevron: CGSize(width: 9, height: 14)
    case .forwardChevron: CGSize(width: 8, height: 14)
    case .downChevron: CGSize(width: 14, height: 8)
    case .checkmark: CGSize(width: 16, height: 14)
    case .backwardChevron: CGSize(width: 8, height: 14)
    case .share: CGSize(width: 16, height: 20)
    }
  }

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize { size }

  /// The glyph's lines, in its box at the origin, and their width.
  var lines: (path: Path, width: CGFloat) {
    var path = Path()
    switch kind {
    case .upDownChevron:
      path.addLines([CGPoint(x: 1, y: 5), CGPoint(x: 4.5, y: 1.5), CGPoint(x: 8, y: 5)])
      path.addLines([CGPoint(x: 1, y: 9), CGPoint(x: 4.5, y: 12.5), CGPoint(x: 8, y: 9)])
      return (path, 1.75)
    case .forwardChevron:
      path.addLines([CGPoint(x: 1.5, y: 1.5), CGPoint(x: 6.5, y: 7), CGPoint(x: 1.5, y: 12.5)])
      return (path, 2)
    case .downChevron:
      path.addLines([CGPoint(x: 1.5, y: 1.5), CGPoint(x: 7, y: 6.5), CGPoint(x: 12.5, y: 1.5)])
      return (path, 2)
    case .checkmark:
      path.addLines([CGPoint(x: 1.5, y: 7.5), CGPoint(x: 6, y: 12), CGPoint(x: 14.5, y: 1.5)])
      return (path, 2)
    case .backwardChevron:
      path.addLines([CGPoint(x: 6.5, y: 1.5), CGPoint(x: 1.5, y: 7), CGPoint(x: 6.5, y: 12.5)])
      return (path, 2)
    case .share:
      // The box's sides and bottom, with a gap at the top for the arrow's shaft.
      path.addLines([
        CGPoint(x: 5, y: 7.5), CGPoint(x: 1, y: 7.5), CGPoint(x: 1, y: 19), CGPoint(x: 15, y: 19),
        CGPoint(x: 15, y: 7.5), CGPoint(x: 11, y: 7.5),
      ])
      path.addLines([CGPoint(x: 8, y: 13), CGPoint(x: 8, y: 1)])
      path.addLines([CGPoint(x: 4.5, y: 4.5), CGPoint(x: 8, y: 1), CGPoint(x: 11.5, y: 4.5)])
      return (path, 1.5)
    }
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let box = size
    let origin = CGPoint(x: rect.midX - box.width / 2, y: rect.midY - box.height / 2)
    let (path, width) = lines
    return [
      ControlDrawing.stroke(
        path.applying(CGAffineTransform(translationX: origin.x, y: origin.y)),
        context.foreground ?? .color(.primary), width: width)
    ]
  }
}

extension ControlGlyph: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
