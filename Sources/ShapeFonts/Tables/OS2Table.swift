/// The fields of `OS/2` that describe the face's style and vertical metrics.
struct OS2Table: Sendable {
  /// `usWeightClass`, 1…1000 (400 regular, 700 bold).
  let weightClass: Int
  /// `usWidthClass`, 1…9 (5 normal, below condensed, above expanded).
  let widthClass: Int
  /// `yStrikeoutSize` and `yStrikeoutPosition` (the stroke's top above the baseline),
  /// font units.
  let strikeoutSize: Int
  let strikeoutPosition: Int
  /// `fsSelection`: bit 0 italic, bit 5 bold, bit 7 use typographic metrics, bit 9 oblique.
  let selection: UInt16
  /// `sTypoAscender`, `sTypoDescender`, `sTypoLineGap`, font units.
  let typoAscender: Int
  let typoDescender: Int
  let typoLineGap: Int
  /// `usWinAscent` and `usWinDescent`, font units (both positive).
  let winAscent: Int
  let winDescent: Int

  init(table: FontBytes) throws {
    weightClass = Int(try table.uint16(4))
    widthClass = Int(try table.uint16(6))
    strikeoutSize = Int(try table.int16(26))
    strikeoutPosition = Int(try table.int16(28))
    selection = try table.uint16(62)
    typoAscender = Int(try table.int16(68))
    typoDescender = Int(try table.int16(70))
    typoLineGap = Int(try table.int16(72))
    winAscent = Int(try table.uint16(74))
    winDescent = Int(try table.uint16(76))
  }

  /// Whether the face is italic or oblique.
  var isItalic: Bool { selection & 0x201 != 0 }
  /// Whether the typographic metrics, not `hhea`'s, give the line spacing.
  var usesTypographicMetrics: Bool { selection & 0x80 != 0 }
}
