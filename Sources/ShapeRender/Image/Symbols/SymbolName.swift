import Shapes

/// The parts of a symbol's name as SF Symbols composes it: a glyph of ``SymbolCatalog``,
/// then `.slash`, then `.circle`, `.square` or `.rectangle`, then `.fill`, then a badge.
///
/// `plus.circle.fill` is the plus glyph in a filled circle; `bell.badge` the bell with a
/// dot; `person.crop.circle.fill.badge.plus` the filled `person.crop.circle` glyph with a
/// plus badge. The badge's `.fill` may also come last (`bell.badge.fill`). A glyph whose
/// own name ends like a variant, such as `person.crop.circle`, is read as that glyph.
struct SymbolName: Equatable {
  /// The catalog's name of the glyph.
  var glyph: String
  /// Whether a slash is drawn through the glyph.
  var isSlashed = false
  /// What surrounds the glyph.
  var enclosure = Symbol.Enclosure.none
  /// Whether the `.fill` variant is drawn.
  var isFilled = false
  /// The badge: nil for none, the empty string for a dot, else one of ``badgeMarks``, the
  /// glyph drawn small in the corner.
  var badge: String?

  /// The glyphs SF Symbols draws as badges.
  static let badgeMarks: Set<String> = [
    "plus", "minus", "checkmark", "xmark", "exclamationmark", "questionmark", "clock", "ellipsis",
  ]

  /// The parts of `name`, or nil when it is not a glyph of the catalog followed by
  /// variants and a badge in that order.
  init?(_ name: String) {
    let words = name.split(separator: ".", omittingEmptySubsequences: false)
    // The longest run of words that names a glyph, then the variants after it; a shorter
    // glyph name is tried when the words after a longer one are not variants.
    for count in stride(from: words.count, through: 1, by: -1) {
      let glyph = words.prefix(count).joined(separator: ".")
      guard SymbolCatalog.glyphs[glyph] != nil else { continue }
      if let parsed = SymbolName(glyph: glyph, variants: words.dropFirst(count)) {
        self = parsed
        return
      }
    }
    return nil
  }

  private init?(glyph: String, variants words: ArraySlice<Substring>) {
    self.glyph = glyph
    var words = words
    func take(_ word: String) -> Bool {
      guard words.first == Substring(word) else { return false }
      words.removeFirst()
      return true
    }
    isSlashed = take("slash")
    if take("circle") {
      enclosure = .circle
    } else if take("square") {
      enclosure = .square
    } else if take("rectangle") {
      enclosure = .rectangle
    }
    isFilled = take("fill")
    if take("badge") {
      if !isFilled, words.last == "fill" {
        words.removeLast()
        isFilled = true
      }
      let mark = words.joined(separator: ".")
      guard mark.isEmpty || Self.badgeMarks.contains(mark) else { return nil }
      badge = mark
      words = []
    }
    guard words.isEmpty else { return nil }
  }

  /// This name with `variants` added as `symbolVariant(_:)` adds them: a slash and the
  /// fill, and the enclosure where the name has none.
  func adding(_ variants: SymbolVariants) -> SymbolName {
    var varied = self
    varied.isSlashed = isSlashed || variants.contains(.slash)
    varied.isFilled = isFilled || variants.contains(.fill)
    if enclosure == .none {
      if variants.contains(.circle) {
        varied.enclosure = .circle
      } else if variants.contains(.square) {
        varied.enclosure = .square
      } else if variants.contains(.rectangle) {
        varied.enclosure = .rectangle
      }
    }
    return varied
  }
}
