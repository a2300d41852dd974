/// The header fields of `post`: the slant and the underline, and whether glyphs share one
/// width.
struct PostTable: Sendable {
  /// The italic angle in degrees, counter-clockwise from the vertical (negative leans right).
  let italicAngle: Double
  /// The underline's position and thickness, font units.
  let underlinePosition: Int
  let underlineThickness: Int
  /// Whether every glyph has the same advance.
  let isFixedPitch: Bool

  init(table: FontBytes) throws {
    italicAngle = try table.fixed(4)
    underlinePosition = Int(try table.int16(8))
    underlineThickness = Int(try table.int16(10))
    isFixedPitch = try table.uint32(12) != 0
  }
}
