import Shapes

/// What a symbol draws over its glyph, a slash or a badge, and the region around it that
/// is cut out of the glyph so the two stand apart.
struct SymbolOverlay {
  /// The slash or badge, to fill with the nonzero rule.
  var ink: Path
  /// The region taken out of the glyph: the ink and a gap around it.
  var cutaway: Path
}

extension Symbol {
  /// The slash or badge of this symbol placed as ``path(in:weight:stretched:)`` places the
  /// glyph; nil for a symbol with neither, or for a rectangle without area.
  func overlay(in rect: CGRect, weight: Font.Weight, stretched: Bool) -> SymbolOverlay? {
    guard isSlashed || badge != nil, let transform = placement(in: rect, stretched: stretched)
    else { return nil }
    let lineWidth = Self.lineWidth(for: weight)
    let gap = SymbolPen(lineWidth: lineWidth, isFilled: false).gap
    let overlay =
      switch badge {
      case .dot?: dot(gap: gap)
      case .mark(let mark)?: self.mark(mark, lineWidth: lineWidth, gap: gap)
      case nil: slash(lineWidth: lineWidth, gap: gap)
      }
    return SymbolOverlay(
      ink: overlay.ink.applying(transform), cutaway: overlay.cutaway.applying(transform))
  }

  /// The slash, down from the top left at 45° across the glyph, and the band around it, a
  /// gap wider either side, in design units.
  private func slash(lineWidth: CGFloat, gap: CGFloat) -> SymbolOverlay {
    let middle = glyph.width / 2
    let (start, end) = (CGPoint(x: middle - 38, y: 12), CGPoint(x: middle + 38, y: 88))
    let line = Path.polyline(start, end).strokedPath(
      StrokeStyle(lineWidth: lineWidth, lineCap: .round))
    // Along the line and across it, each of unit length.
    let (along, across) = (
      CGPoint(x: 0.5.squareRoot(), y: 0.5.squareRoot()),
      CGPoint(x: -0.5.squareRoot(), y: 0.5.squareRoot())
    )
    let reach = lineWidth / 2 + gap
    func corner(_ point: CGPoint, _ forward: CGFloat, _ side: CGFloat) -> CGPoint {
      point + along * forward + across * side
    }
    let band = Path.polygon(
      corner(start, -reach, -reach), corner(end, reach, -reach), corner(end, reach, reach),
      corner(start, -reach, reach))
    return SymbolOverlay(ink: line, cutaway: band)
  }

  /// The radius of a badge's dot, in design units.
  static let badgeDotRadius: CGFloat = 15

  /// The height of a badge's mark, in design units (a glyph's box is 100 tall).
  static let badgeMarkHeight: CGFloat = 50

  /// A filled dot in the top right corner of the box, and the disc a gap wider around it.
  private func dot(gap: CGFloat) -> SymbolOverlay {
    let radius = Self.badgeDotRadius
    let center = CGPoint(x: boxWidth - radius, y: radius)
    return SymbolOverlay(
      ink: .circle(center, radius: radius), cutaway: .circle(center, radius: radius + gap))
  }

  /// `mark` drawn small in the bottom right corner of the box, its strokes as wide as the
  /// glyph's, and the disc around it with a gap.
  ///
  /// On a glyph narrower than the mark, the mark is made smaller to fit across it, and its
  /// strokes no heavier than its own black weight at that size.
  private func mark(_ mark: SymbolGlyph, lineWidth: CGFloat, gap: CGFloat) -> SymbolOverlay {
    let scale = min(Self.badgeMarkHeight / 100, 0.9 * boxWidth / mark.width)
    let size = CGSize(width: mark.width * scale, height: 100 * scale)
    let center = CGPoint(x: boxWidth - size.width / 2, y: 100 - size.height / 2)
    var pen = SymbolPen(
      lineWidth: min(lineWidth / scale, Self.lineWidth(for: .black)), isFilled: false,
      transform: CGAffineTransform(
        a: scale, b: 0, c: 0, d: scale,
        tx: center.x - size.width / 2, ty: center.y - size.height / 2))
    mark.draw(&pen)
    let radius = max(size.width, size.height) / 2 + gap
    return SymbolOverlay(ink: pen.path, cutaway: .circle(center, radius: radius))
  }
}
