import Shapes

/// The outlines of a `CFF ` table: Type 2 charstrings with their subroutines, for a
/// name-keyed font (one Private DICT) or a CID-keyed one (a Font DICT per glyph group).
struct CFFOutlines: Sendable {
  /// The charstring of each glyph.
  let charStrings: CFFIndex
  /// The global subroutines.
  let globalSubroutines: CFFIndex
  /// The local subroutines of each Private DICT (one for a name-keyed font).
  let localSubroutines: [CFFIndex]
  /// For a CID-keyed font, the Font DICT of each glyph; empty otherwise.
  let fontDictOfGlyph: [UInt8]

  init(table: FontBytes) throws {
    let headerSize = Int(try table.uint8(2))
    let names = try CFFIndex(table, at: headerSize)
    let topDicts = try CFFIndex(table, at: headerSize + names.byteCount)
    let strings = try CFFIndex(table, at: headerSize + names.byteCount + topDicts.byteCount)
    globalSubroutines = try CFFIndex(
      table, at: headerSize + names.byteCount + topDicts.byteCount + strings.byteCount)
    let top = try CFFDict(topDicts.object(0))
    if let type = top.integer(1206), type != 2 {
      throw FontError.invalidTable("CFF ", reason: "charstring type \(type)")
    }
    guard let charStringsOffset = top.integer(17) else {
      throw FontError.invalidTable("CFF ", reason: "no CharStrings")
    }
    charStrings = try CFFIndex(table, at: charStringsOffset)
    if let fdArrayOffset = top.integer(1236), let fdSelectOffset = top.integer(1237) {
      let fontDicts = try CFFIndex(table, at: fdArrayOffset)
      var locals: [CFFIndex] = []
      for i in 0..<min(fontDicts.count, 256) {
        locals.append(try Self.localSubroutines(table, of: try CFFDict(fontDicts.object(i))))
      }
      localSubroutines = locals
      fontDictOfGlyph = try Self.fontDictSelect(
        table, at: fdSelectOffset, glyphCount: charStrings.count)
    } else {
      localSubroutines = [try Self.localSubroutines(table, of: top)]
      fontDictOfGlyph = []
    }
  }

  /// The local subroutines of the Private DICT `dict` points to (none when it has none).
  private static func localSubroutines(_ table: FontBytes, of dict: CFFDict) throws -> CFFIndex {
    guard let size = dict.integer(18, 0), let offset = dict.integer(18, 1) else {
      return try CFFIndex(FontBytes([0, 0]), at: 0)
    }
    let privateDict = try CFFDict(table.window(offset, length: size, context: "a CFF Private DICT"))
    guard let subrs = privateDict.integer(19) else {
      return try CFFIndex(FontBytes([0, 0]), at: 0)
    }
    return try CFFIndex(table, at: offset + subrs)
  }

  /// FDSelect, formats 0 and 3: the Font DICT of each glyph.
  private static func fontDictSelect(_ table: FontBytes, at offset: Int, glyphCount: Int) throws
    -> [UInt8]
  {
    let format = try table.uint8(offset)
    if format == 0 {
      return Array(try table.bytes(offset + 1, length: glyphCount))
    }
    guard format == 3 else {
      throw FontError.invalidTable("CFF ", reason: "FDSelect format \(format)")
    }
    var result = [UInt8](repeating: 0, count: glyphCount)
    let ranges = Int(try table.uint16(offset + 1))
    for i in 0..<ranges {
      let first = Int(try table.uint16(offset + 3 + 3 * i))
      let dict = try table.uint8(offset + 5 + 3 * i)
      let end = Int(try table.uint16(offset + 6 + 3 * i))
      for glyph in first..<max(first, min(end, glyphCount)) { result[glyph] = dict }
    }
    return result
  }

  /// The outline of `glyph`, in font units (y up), cubic curves as they are written.
  func path(of glyph: Int) throws -> Path {
    let local: CFFIndex
    if fontDictOfGlyph.isEmpty {
      local = localSubroutines[0]
    } else {
      let dict = glyph < fontDictOfGlyph.count ? Int(fontDictOfGlyph[glyph]) : 0
      guard dict < localSubroutines.count else {
        throw FontError.invalidCharstring(glyph: glyph, reason: "no Font DICT \(dict)")
      }
      local = localSubroutines[dict]
    }
    var interpreter = CharstringInterpreter(
      glyph: glyph, global: globalSubroutines, local: local)
    try interpreter.run(try charStrings.object(glyph), depth: 0)
    return interpreter.finish()
  }
}
