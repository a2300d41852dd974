/// The fields of `head`, `maxp` and `hhea` that drawing and layout use.
struct FontHeader: Sendable {
  /// Font units per em, 16…16384.
  let unitsPerEm: Int
  /// The bounding box of all glyphs, in font units: xMin, yMin, xMax, yMax.
  let bounds: (Int, Int, Int, Int)
  /// `head.macStyle`: bit 0 bold, bit 1 italic.
  let macStyle: UInt16
  /// Whether `loca` holds 32-bit offsets.
  let longLocaOffsets: Bool
  /// The number of glyphs, from `maxp`.
  let glyphCount: Int
  /// `hhea.ascender`, font units.
  let ascender: Int
  /// `hhea.descender`, font units (negative below the baseline).
  let descender: Int
  /// `hhea.lineGap`, font units.
  let lineGap: Int
  /// `hhea.numberOfHMetrics`.
  let horizontalMetricCount: Int

  init(directory: TableDirectory) throws {
    let head = try directory.required("head")
    let units = Int(try head.uint16(18))
    guard (16...16384).contains(units) else {
      throw FontError.invalidTable("head", reason: "unitsPerEm \(units) outside 16…16384")
    }
    unitsPerEm = units
    bounds = (
      Int(try head.int16(36)), Int(try head.int16(38)), Int(try head.int16(40)),
      Int(try head.int16(42))
    )
    macStyle = try head.uint16(44)
    longLocaOffsets = try head.int16(50) != 0
    let maxp = try directory.required("maxp")
    glyphCount = Int(try maxp.uint16(4))
    guard glyphCount > 0 else { throw FontError.invalidTable("maxp", reason: "no glyphs") }
    let hhea = try directory.required("hhea")
    ascender = Int(try hhea.int16(4))
    descender = Int(try hhea.int16(6))
    lineGap = Int(try hhea.int16(8))
    horizontalMetricCount = Int(try hhea.uint16(34))
    guard horizontalMetricCount > 0 else {
      throw FontError.invalidTable("hhea", reason: "numberOfHMetrics is 0")
    }
  }
}
