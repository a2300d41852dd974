import Shapes

/// A symbol named as SF Symbols names it: a glyph of ``SymbolCatalog``, perhaps filled,
/// slashed, in a circle, a rounded square or a rounded rectangle, perhaps with a badge.
///
/// ``SymbolName`` reads the name: `plus.circle.fill` is the plus cut out of a filled disc,
/// `heart.fill` a filled heart, `bell.badge` a bell with a dot in its corner.
struct Symbol {
  /// What surrounds the glyph.
  enum Enclosure {
    case none, circle, square, rectangle
  }

  /// What sits in the corner of a badged symbol, cut into the glyph.
  enum Badge {
    /// A filled dot at the top right, as on `bell.badge`.
    case dot
    /// A glyph drawn small at the bottom right, as the plus of `folder.badge.plus`.
    case mark(SymbolGlyph)
  }

  let glyph: SymbolGlyph
  let enclosure: Enclosure
  let isFilled: Bool
  /// Whether a slash is drawn through the glyph, which is cut away either side of it.
  let isSlashed: Bool
  let badge: Badge?

  /// The symbol named `name` with `variants` applied where the catalog draws them (as
  /// `symbolVariant(_:)` asks), or nil when the catalog has no such symbol.
  init?(named name: String, variants: SymbolVariants = .none) {
    guard let parts = SymbolName(name) else { return nil }
    if variants != .none, let varied = Symbol(parts.adding(variants)) {
      self = varied
    } else if let named = Symbol(parts) {
      self = named
    } else {
      return nil
    }
  }

  /// The symbol of `name`'s parts; nil for combinations the catalog does not draw: a slash
  /// with an enclosure or a badge, and a filled enclosure around a glyph that cannot be cut
  /// out of it.
  private init?(_ name: SymbolName) {
    guard let glyph = SymbolCatalog.glyphs[name.glyph] else { return nil }
    if name.isSlashed, name.enclosure != .none || name.badge != nil { return nil }
    if name.enclosure != .none, name.isFilled, !glyph.isCuttable { return nil }
    switch name.badge {
    case nil: badge = nil
    case ""?: badge = .dot
    case let mark?:
      guard let markGlyph = SymbolCatalog.glyphs[mark] else { return nil }
      badge = .mark(markGlyph)
    }
    self.glyph = glyph
    enclosure = name.enclosure
    isFilled = name.isFilled
    isSlashed = name.isSlashed
  }

  /// The width of the symbol's design box, which is 100 units tall: the glyph's, or its
  /// enclosure's.
  var boxWidth: CGFloat {
    switch enclosure {
    case .none: glyph.width
    case .circle, .square: 100
    case .rectangle: 130
    }
  }

  /// The width over the height of the symbol's box.
  var aspectRatio: CGFloat { boxWidth / 100 }

  /// The symbol's outline in `rect`, for a font of `weight`: a path to fill with the
  /// nonzero rule, `stretched` over the rectangle or else at its aspect ratio, centred.
  ///
  /// A rectangle without area, or not finite, gives the empty path.
  func path(in rect: CGRect, weight: Font.Weight, stretched: Bool) -> Path {
    guard let transform = placement(in: rect, stretched: stretched) else { return Path() }
    let lineWidth = Self.lineWidth(for: weight)
    var pen = SymbolPen(lineWidth: lineWidth, isFilled: isFilled, transform: transform)
    if enclosure == .none {
      glyph.draw(&pen)
    } else {
      drawEnclosed(with: &pen, lineWidth: lineWidth, transform: transform)
    }
    return pen.path
  }

  /// Where the design box goes in `rect`; nil for a rectangle without area or not finite.
  func placement(in rect: CGRect, stretched: Bool) -> CGAffineTransform? {
    let box = boxWidth
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

  /// The glyph's size inside a circle or square, relative to its own.
  static let enclosedScale: CGFloat = 0.56

  /// The enclosure, outlined or filled, and the glyph inside it: drawn, or cut out of the
  /// filled enclosure.
  private func drawEnclosed(
    with pen: inout SymbolPen, lineWidth: CGFloat, transform: CGAffineTransform
  ) {
    let inset = lineWidth / 2
    let outline: Path
    var scale = Self.enclosedScale
    switch enclosure {
    case .none, .circle:
      outline = Path(
        ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100).insetBy(dx: inset, dy: inset))
    case .square:
      outline = .rounded(
        CGRect(x: 6, y: 6, width: 88, height: 88).insetBy(dx: inset, dy: inset), radius: 20)
    case .rectangle:
      // Lower than it is wide, so the glyph inside is smaller than in a square.
      outline = .rounded(
        CGRect(x: 4, y: 14, width: 122, height: 72).insetBy(dx: inset, dy: inset), radius: 16)
      scale = 0.46
    }
    pen.shape(outline)
    let inner = CGAffineTransform(
      a: scale, b: 0, c: 0, d: scale,
      tx: boxWidth / 2 - glyph.width / 2 * scale, ty: 50 - 50 * scale
    ).concatenating(transform)
    // In the glyph's own units, never heavier than its black weight, the heaviest its
    // drawing keeps its parts apart at.
    let glyphLineWidth = min(
      Self.enclosedLineWidth(for: lineWidth) / scale, Self.lineWidth(for: .black))
    var glyphPen = pen.nested(
      lineWidth: glyphLineWidth, isFilled: isFilled, transform: inner, isInverted: isFilled)
    glyph.draw(&glyphPen)
    pen.adopt(glyphPen)
  }

  /// The width of the strokes of a glyph inside an enclosure whose own strokes are
  /// `lineWidth` wide, in the enclosure's units: 0.9 of it up to the regular weight, and
  /// growing half as fast past it, as SF Symbols thins the heavy weights' small glyphs so
  /// that their insides stay open.
  static func enclosedLineWidth(for lineWidth: CGFloat) -> CGFloat {
    let regular = Self.lineWidth(for: .regular)
    guard lineWidth > regular else { return lineWidth * 0.9 }
    return regular * 0.9 + (lineWidth - regular) * 0.45
  }

  /// The width of a symbol's strokes, in design units, for a font of `weight`: from 2.5
  /// for the ultralight weight through 7.5 for the regular to 14 for the black.
  static func lineWidth(for weight: Font.Weight) -> CGFloat {
    // The weights' steps, 100 to 900, as SF Symbols thickens its strokes.
    let widths: [CGFloat] = [2.5, 3.5, 5.5, 7.5, 8.5, 9.5, 11, 12.5, 14]
    return widths[min(max(weight.value / 100, 1), 9) - 1]
  }
}
