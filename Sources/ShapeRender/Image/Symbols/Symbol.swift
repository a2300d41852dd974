import Shapes

/// A symbol named as SF Symbols names it: a glyph of ``SymbolCatalog``, perhaps filled,
/// perhaps in a circle or a rounded square.
///
/// A name is the glyph's, then `.slash` for a slash through it, or `.circle` or `.square`
/// for an enclosure, then `.fill` for the filled variant: `plus.circle.fill` is the plus
/// cut out of a filled disc, `heart.fill` a filled heart. A glyph with a name of its own
/// that ends so (such as `person.crop.circle`) is that glyph.
struct Symbol {
  /// What surrounds the glyph.
  enum Enclosure {
    case none, circle, square
  }

  let glyph: SymbolGlyph
  let enclosure: Enclosure
  let isFilled: Bool
  /// Whether a slash is drawn through the glyph, which is cut away either side of it.
  let isSlashed: Bool

  /// The symbol named `name` with `variants` applied where the catalog draws them (as
  /// `symbolVariant(_:)` asks), or nil when the catalog has no such symbol.
  init?(named name: String, variants: SymbolVariants = .none) {
    if variants != .none, let varied = Symbol(named: name + variants.suffix) {
      self = varied
      return
    }
    var base = Substring(name)
    let isFilled = base.hasSuffix(".fill")
    if isFilled { base = base.dropLast(".fill".count) }
    var enclosure = Enclosure.none
    if SymbolCatalog.glyphs[String(base)] == nil {
      if base.hasSuffix(".circle") {
        enclosure = .circle
      } else if base.hasSuffix(".square") {
        enclosure = .square
      }
      if enclosure != .none { base = base.dropLast(".circle".count) }
    }
    let isSlashed =
      enclosure == .none && base.hasSuffix(".slash")
      && SymbolCatalog.glyphs[String(base)] == nil
    if isSlashed { base = base.dropLast(".slash".count) }
    guard let glyph = SymbolCatalog.glyphs[String(base)] else { return nil }
    if enclosure != .none, isFilled, !glyph.isCuttable { return nil }
    self.glyph = glyph
    self.enclosure = enclosure
    self.isFilled = isFilled
    self.isSlashed = isSlashed
  }

  /// The width over the height of the symbol's box.
  var aspectRatio: CGFloat { enclosure == .none ? glyph.width / 100 : 1 }

  /// The symbol's outline in `rect`, for a font of `weight`: a path to fill with the
  /// nonzero rule, `stretched` over the rectangle or else at its aspect ratio, centred.
  ///
  /// A rectangle without area, or not finite, gives the empty path.
  func path(in rect: CGRect, weight: Font.Weight, stretched: Bool) -> Path {
    guard let transform = placement(in: rect, stretched: stretched) else { return Path() }
    let lineWidth = Self.lineWidth(for: weight)
    var pen = SymbolPen(lineWidth: lineWidth, isFilled: isFilled, transform: transform)
    switch enclosure {
    case .none:
      glyph.draw(&pen)
    case .circle, .square:
      drawEnclosed(with: &pen, lineWidth: lineWidth, transform: transform)
    }
    return pen.path
  }

  /// Where the design box goes in `rect`; nil for a rectangle without area or not finite.
  private func placement(in rect: CGRect, stretched: Bool) -> CGAffineTransform? {
    let box = enclosure == .none ? glyph.width : 100
    var scaleX = rect.width / box
    var scaleY = rect.height / 100
    guard scaleX > 0, scaleY > 0, scaleX.isFinite, scaleY.isFinite, rect.isFiniteRect
    else { return nil }
    if !stretched {
      scaleX = min(scaleX, scaleY)
      scaleY = scaleX
    }
    return CGAffineTransform(
      a: scaleX, b: 0, c: 0, d: scaleY,
      tx: rect.midX - box / 2 * scaleX, ty: rect.midY - 50 * scaleY)
  }

  /// The slash of a `.slash` symbol placed as ``path(in:weight:stretched:)`` places the
  /// glyph: the line, down from the top left at 45°, and the band around it, a gap wider
  /// either side, that is cut out of the glyph.
  ///
  /// Nil for a symbol without a slash.
  func slash(in rect: CGRect, weight: Font.Weight, stretched: Bool)
    -> (line: Path, band: Path)?
  {
    guard isSlashed, let transform = placement(in: rect, stretched: stretched) else {
      return nil
    }
    let lineWidth = Self.lineWidth(for: weight)
    let middle = glyph.width / 2
    let (start, end) = (CGPoint(x: middle - 38, y: 12), CGPoint(x: middle + 38, y: 88))
    let line = Path.polyline(start, end).strokedPath(
      StrokeStyle(lineWidth: lineWidth, lineCap: .round))
    // Along the line and across it, each of unit length.
    let (along, across) = (
      CGPoint(x: 0.5.squareRoot(), y: 0.5.squareRoot()),
      CGPoint(x: -0.5.squareRoot(), y: 0.5.squareRoot())
    )
    let reach = lineWidth / 2 + 1.5 + lineWidth * 0.3
    func corner(_ point: CGPoint, _ forward: CGFloat, _ side: CGFloat) -> CGPoint {
      CGPoint(
        x: point.x + along.x * forward + across.x * side,
        y: point.y + along.y * forward + across.y * side)
    }
    let band = Path.polygon(
      corner(start, -reach, -reach), corner(end, reach, -reach), corner(end, reach, reach),
      corner(start, -reach, reach))
    return (line.applying(transform), band.applying(transform))
  }

  /// The glyph's size inside a circle or square, relative to its own.
  static let enclosedScale: CGFloat = 0.56

  /// The enclosure, outlined or filled, and the glyph inside it: drawn, or cut out of the
  /// filled enclosure.
  private func drawEnclosed(
    with pen: inout SymbolPen, lineWidth: CGFloat, transform: CGAffineTransform
  ) {
    let outline =
      enclosure == .circle
      ? Path(
        ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100).insetBy(
          dx: lineWidth / 2, dy: lineWidth / 2))
      : .rounded(
        CGRect(x: 6, y: 6, width: 88, height: 88).insetBy(dx: lineWidth / 2, dy: lineWidth / 2),
        radius: 20)
    pen.shape(outline)
    let scale = Self.enclosedScale
    let inner = CGAffineTransform(
      a: scale, b: 0, c: 0, d: scale,
      tx: 50 - glyph.width / 2 * scale, ty: 50 - 50 * scale
    ).concatenating(transform)
    // Strokes inside are a little thinner than the enclosure's, as SF Symbols draws them.
    var glyphPen = pen.nested(
      lineWidth: lineWidth * 0.9 / scale, isFilled: isFilled, transform: inner,
      isInverted: isFilled)
    glyph.draw(&glyphPen)
    pen.adopt(glyphPen)
  }

  /// The width of a symbol's strokes, in design units, for a font of `weight`: from 2.5
  /// for the ultralight weight through 7.5 for the regular to 14 for the black.
  static func lineWidth(for weight: Font.Weight) -> CGFloat {
    // The weights' steps, 100 to 900, as SF Symbols thickens its strokes.
    let widths: [CGFloat] = [2.5, 3.5, 5.5, 7.5, 8.5, 9.5, 11, 12.5, 14]
    return widths[min(max(weight.value / 100, 1), 9) - 1]
  }
}
