import Foundation

/// What `Fixtures/record_fonttools.py` recorded with fontTools, read from
/// `Fixtures/fonttools.json`.
struct FontToolsRecord: Decodable {
  struct Face: Decodable {
    let file: String
    let family: String
    let style: String
    let postScriptName: String
    let unitsPerEm: Int
    let glyphCount: Int
    let hheaAscender: Int
    let hheaDescender: Int
    let hheaLineGap: Int
    let weightClass: Int
    let isCFF: Bool
    /// The glyph of each sample character, by its scalar value in decimal.
    let characters: [String: Int]
    let glyphs: [Glyph]
    /// Left glyph, right glyph, adjustment.
    let kernTablePairs: [[Int]]
    let gposPairs: [[Int]]
  }

  struct Glyph: Decodable {
    let id: Int
    let name: String
    let advance: Int
    /// xMin, yMin, xMax, yMax; `nil` for a glyph without outline.
    let bounds: [Double]?
    let area: Double
  }

  let fonts: [Face]

  /// The record, read once.
  static let shared: FontToolsRecord? = {
    let url = TestFonts.fixtures.appendingPathComponent("fonttools.json")
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONDecoder().decode(FontToolsRecord.self, from: data)
  }()

  /// The recorded face of the file at `path`.
  static func face(_ path: String) -> Face? { shared?.fonts.first { $0.file == path } }
}
