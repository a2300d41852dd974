import Foundation
import Shapes

/// One face of an OpenType font file (`.ttf`, `.otf`, or one face of a `.ttc` collection):
/// its names, metrics, character map, kerning and glyph outlines.
///
/// ```swift
/// import ShapeFonts
///
/// let font = try OpenTypeFont(contentsOf: URL(fileURLWithPath: "DejaVuSans.ttf"))
/// let a = font.glyph(for: "A")
/// font.advance(of: a)            // 1401 font units in DejaVu Sans
/// try font.outline(of: a).area   // in font units squared
/// ```
///
/// TrueType outlines (`glyf`) come as quadratic curves, CFF outlines as cubic ones, both
/// as the font has them. Outlines and metrics are in font units (``unitsPerEm`` to the
/// em), y up as fonts draw them; ``path(of:size:at:)`` scales one to a size and flips it
/// y down, placed on a baseline, as SVG and `Path` draw.
///
/// The tables are read when the face is opened, except glyph outlines, read as they are
/// asked for. A value is `Sendable` and cheap to copy: copies share the file's bytes.
///
/// **Degenerate input.** Every offset and length in the file is checked before it is
/// read: a truncated or corrupt file throws a ``FontError`` from the initializer (for the
/// tables every face needs) or from ``outline(of:)`` (for one glyph's outline), never
/// traps. A glyph id at or past ``glyphCount`` is `.notdef`; a character the `cmap` maps
/// past the glyph count is `.notdef`. Optional tables (`OS/2`, `post`, `kern`, `GPOS`)
/// that are corrupt are ignored as if absent.
public struct OpenTypeFont: Sendable {
  private let directory: TableDirectory
  private let header: FontHeader
  private let metrics: HorizontalMetrics
  private let characterMap: CharacterMap
  private let names: NameTable
  private let os2: OS2Table?
  private let post: PostTable?
  private let kern: KernTable?
  private let pairPositioning: PairPositioning?
  private let trueType: TrueTypeOutlines?
  private let cff: CFFOutlines?

  /// The number of faces in a font file: a collection's count, 1 for a single font.
  ///
  /// Throws ``FontError`` when `data` is neither.
  public static func faceCount(in data: Data) throws -> Int {
    try TableDirectory.faceCount(in: FontBytes([UInt8](data)))
  }

  /// Reads face `index` (0 for a single font) of the font file at `url`.
  ///
  /// Throws ``FontError/unreadableFile(path:)`` when the file cannot be read, and as
  /// ``init(data:faceIndex:)`` for its content.
  public init(contentsOf url: URL, faceIndex: Int = 0) throws {
    guard let data = try? Data(contentsOf: url) else {
      throw FontError.unreadableFile(path: url.path)
    }
    try self.init(data: data, faceIndex: faceIndex)
  }

  /// Reads face `index` (0 for a single font) of the font file `data`.
  ///
  /// Throws ``FontError`` when the data is not a font, the face does not exist, or a
  /// required table (`head`, `maxp`, `hhea`, `hmtx`, `cmap`, `name`, and `glyf`/`loca` or
  /// `CFF `) is missing or corrupt.
  public init(data: Data, faceIndex: Int = 0) throws {
    try self.init(bytes: FontBytes([UInt8](data)), faceIndex: faceIndex)
  }

  init(bytes: FontBytes, faceIndex: Int) throws {
    directory = try TableDirectory(file: bytes, index: faceIndex)
    header = try FontHeader(directory: directory)
    metrics = try HorizontalMetrics(
      table: try directory.required("hmtx"), metricCount: header.horizontalMetricCount)
    characterMap = try CharacterMap(
      table: try directory.required("cmap"), glyphCount: header.glyphCount)
    names = try NameTable(table: try directory.required("name"))
    os2 = directory["OS/2"].flatMap { try? OS2Table(table: $0) }
    post = directory["post"].flatMap { try? PostTable(table: $0) }
    kern = directory["kern"].flatMap { try? KernTable(table: $0) }
    pairPositioning = directory["GPOS"].flatMap { try? PairPositioning(table: $0) }
    if let glyf = directory["glyf"], let loca = directory["loca"] {
      trueType = TrueTypeOutlines(
        glyf: glyf, loca: loca, longOffsets: header.longLocaOffsets,
        glyphCount: header.glyphCount)
      cff = nil
    } else if let table = directory["CFF "] {
      trueType = nil
      cff = try CFFOutlines(table: table)
    } else {
      throw FontError.missingTable("glyf")
    }
  }

  // MARK: Names and style

  /// The family name (the typographic family where the font has one), such as "DejaVu Sans";
  /// empty when `name` has neither.
  public var familyName: String { names.family ?? "" }
  /// The subfamily (style) name, such as "Bold Oblique"; empty when `name` has none.
  public var styleName: String { names.subfamily ?? "" }
  /// The full name, such as "DejaVu Sans Bold"; the family and style when `name` has none.
  public var fullName: String { names.strings[4] ?? "\(familyName) \(styleName)" }
  /// The PostScript name, such as "DejaVuSans-Bold"; empty when `name` has none.
  public var postScriptName: String { names.strings[6] ?? "" }
  /// The legacy (style-linking) family, `name` ID 1, such as "Nimbus Sans" for every face of it;
  /// the family when `name` has none.
  public var legacyFamilyName: String { names.strings[1] ?? familyName }
  /// The string of `name` ID `id` (English where there is a choice), or `nil`.
  public func name(id: Int) -> String? { names.strings[id] }

  /// The weight class, 1…1000 (400 regular, 700 bold): from `OS/2`, else 700 when `head`
  /// says bold and 400 when not.
  public var weight: Int {
    if let os2, (1...1000).contains(os2.weightClass) { return os2.weightClass }
    return header.macStyle & 1 != 0 ? 700 : 400
  }
  /// The width class, 1…9 (5 normal, below condensed, above expanded), from `OS/2`; 5
  /// when it has none or a value outside 1…9.
  public var widthClass: Int {
    guard let os2, (1...9).contains(os2.widthClass) else { return 5 }
    return os2.widthClass
  }
  /// Whether the face is italic or oblique (`OS/2`, else `head`).
  public var isItalic: Bool { os2?.isItalic ?? (header.macStyle & 2 != 0) }
  /// The italic angle in degrees from `post` (negative leans right), 0 when it has none.
  public var italicAngle: Double { post?.italicAngle ?? 0 }
  /// Whether every glyph has the same advance (`post`).
  public var isFixedPitch: Bool { post?.isFixedPitch ?? false }

  // MARK: Metrics

  /// Font units per em, 16…16384.
  public var unitsPerEm: Int { header.unitsPerEm }
  /// The number of glyphs, at least 1.
  public var glyphCount: Int { header.glyphCount }
  /// Whether the outlines are CFF (cubic) rather than TrueType (quadratic).
  public var hasCFFOutlines: Bool { cff != nil }
  /// The ascent above the baseline, font units: `OS/2`'s typographic ascender when the
  /// font asks for it, else `hhea`'s.
  public var ascender: Int {
    if let os2, os2.usesTypographicMetrics { return os2.typoAscender }
    return header.ascender
  }
  /// The descent below the baseline, font units, negative as fonts write it.
  public var descender: Int {
    if let os2, os2.usesTypographicMetrics { return os2.typoDescender }
    return header.descender
  }
  /// The gap between one line's descent and the next one's ascent, font units (≥ 0).
  public var lineGap: Int {
    if let os2, os2.usesTypographicMetrics { return max(os2.typoLineGap, 0) }
    return max(header.lineGap, 0)
  }
  /// The underline's position (its top, negative below the baseline) and thickness, font units,
  /// from `post`; a tenth and a twentieth of the em below and thick when it has none.
  public var underline: (position: Int, thickness: Int) {
    guard let post, post.underlineThickness > 0 else {
      return (-unitsPerEm / 10, unitsPerEm / 20)
    }
    return (post.underlinePosition, post.underlineThickness)
  }
  /// The strikeout stroke's position (its top above the baseline) and thickness, font
  /// units, from `OS/2`; without it (or with a size of zero or less), a quarter of the em
  /// up and the underline's thickness.
  public var strikeout: (position: Int, thickness: Int) {
    guard let os2, os2.strikeoutSize > 0 else {
      return (unitsPerEm / 4, underline.thickness)
    }
    return (os2.strikeoutPosition, os2.strikeoutSize)
  }

  /// Whether `id` names a glyph of this font; ids past the count read as `.notdef`.
  private func index(_ id: GlyphID) -> Int {
    Int(id.rawValue) < header.glyphCount ? Int(id.rawValue) : 0
  }

  /// The glyph of `scalar`, `.notdef` when the font has none.
  public func glyph(for scalar: Unicode.Scalar) -> GlyphID {
    GlyphID(UInt16(truncatingIfNeeded: characterMap.glyph(for: scalar)))
  }

  /// Whether the font has a glyph (other than `.notdef`) for `scalar`.
  public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    characterMap.glyph(for: scalar) != 0
  }

  /// The advance width of `glyph`, font units.
  public func advance(of glyph: GlyphID) -> Int { metrics.advance(of: index(glyph)) }

  /// The kerning between `left` and `right` placed side by side, font units (negative
  /// draws them closer): from the `GPOS` `kern` feature where the font has one, else from
  /// the `kern` table; 0 for a pair neither lists.
  public func kerning(_ left: GlyphID, _ right: GlyphID) -> Int {
    if let pairPositioning, !pairPositioning.isEmpty {
      return pairPositioning.adjustment(index(left), index(right))
    }
    return kern?.adjustment(index(left), index(right)) ?? 0
  }

  /// The kerning of the pair from the `kern` table alone, font units.
  public func kernTableKerning(_ left: GlyphID, _ right: GlyphID) -> Int {
    kern?.adjustment(index(left), index(right)) ?? 0
  }

  /// The kerning of the pair from the `GPOS` table alone, font units.
  public func positioningKerning(_ left: GlyphID, _ right: GlyphID) -> Int {
    pairPositioning?.adjustment(index(left), index(right)) ?? 0
  }

  // MARK: Outlines

  /// The outline of `glyph` in font units, y up, with the origin on the baseline at the
  /// glyph's left edge; empty for a glyph without outline (a space).
  ///
  /// Throws ``FontError`` when the glyph's data is corrupt: truncated, a composite that
  /// refers to itself or nests too deep, a charstring that overflows the stack or
  /// recurses without end.
  public func outline(of glyph: GlyphID) throws -> Path {
    let index = index(glyph)
    if let trueType { return try trueType.contours(of: index).path }
    if let cff { return try cff.path(of: index) }
    return Path()
  }

  /// The outline of `glyph` at `size` points per em, y down, with its origin (left edge
  /// of the baseline) at `origin`.
  ///
  /// A `size` that is zero, negative or not finite gives an empty path. Throws as
  /// ``outline(of:)``.
  public func path(of glyph: GlyphID, size: CGFloat, at origin: CGPoint = .zero) throws -> Path {
    guard size.isFinite, size > 0 else { return Path() }
    let scale = size / CGFloat(unitsPerEm)
    return try outline(of: glyph).applying(
      CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: origin.x, ty: origin.y))
  }
}
