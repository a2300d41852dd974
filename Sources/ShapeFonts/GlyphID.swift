/// A glyph of a font: its index in the font's glyph order.
///
/// Glyph 0 is `.notdef`, the glyph a font draws for a character it does not have (often
/// an empty box). Any id at or past a font's ``OpenTypeFont/glyphCount`` reads as
/// `.notdef`.
public struct GlyphID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index in the glyph order, 0…65535.
  public let rawValue: UInt16

  /// The glyph at `rawValue` in the glyph order.
  public init(_ rawValue: UInt16) {
    self.rawValue = rawValue
  }

  /// Glyph 0, drawn for characters the font does not have.
  public static let notdef = GlyphID(0)

  /// Orders glyphs by their index.
  public static func < (lhs: GlyphID, rhs: GlyphID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// "glyph 42".
  public var description: String { "glyph \(rawValue)" }
}
