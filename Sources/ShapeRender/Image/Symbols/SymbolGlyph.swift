import Shapes

/// How one symbol of the catalog is drawn: its width and a drawing in its design box.
struct SymbolGlyph: Sendable {
  /// The width of the design box, in units of its height, which is 100.
  var width: CGFloat = 100
  /// Whether the filled drawing is made of pieces that do not overlap, so that a
  /// `.circle.fill` or `.square.fill` variant can cut it out of its background.
  var isCuttable = true
  /// Draws the glyph with the pen.
  var draw: @Sendable (inout SymbolPen) -> Void

  init(
    width: CGFloat = 100, isCuttable: Bool = true,
    _ draw: @escaping @Sendable (inout SymbolPen) -> Void
  ) {
    self.width = width
    self.isCuttable = isCuttable
    self.draw = draw
  }
}

/// The catalog of symbols drawn here, by SF Symbols name; see `Symbol` for the variants.
enum SymbolCatalog {
  /// Every glyph, by name.
  static let glyphs: [String: SymbolGlyph] = [
    marks, shapes, arrows, media, objects, tools, people, nature, things, interface,
  ]
  .reduce(into: [:]) { all, group in all.merge(group) { first, _ in first } }
}
