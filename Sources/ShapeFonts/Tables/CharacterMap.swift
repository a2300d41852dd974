/// `cmap`: the glyph of each Unicode character, from a format 12 or format 4 subtable.
struct CharacterMap: Sendable {
  /// The subtable read.
  private let subtable: FontBytes
  /// 4 or 12.
  private let format: Int
  /// Format 4's segment count; format 12's group count.
  private let count: Int
  /// The font's glyph count: mappings past it give `.notdef`.
  private let glyphCount: Int

  /// Picks the best Unicode subtable: full-repertoire format 12 first, then BMP format 4.
  init(table: FontBytes, glyphCount: Int) throws {
    let subtableCount = Int(try table.uint16(2))
    var candidates: [(rank: Int, offset: Int)] = []
    for i in 0..<subtableCount {
      let record = 4 + 8 * i
      let platform = try table.uint16(record)
      let encoding = try table.uint16(record + 2)
      let offset = Int(try table.uint32(record + 4))
      guard let format = try? table.uint16(offset) else { continue }
      let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
      guard unicode, format == 4 || format == 12 else { continue }
      candidates.append((format == 12 ? 0 : 1, offset))
    }
    guard let best = candidates.min(by: { $0.rank < $1.rank }) else {
      throw FontError.invalidTable("cmap", reason: "no Unicode subtable of format 4 or 12")
    }
    let format = Int(try table.uint16(best.offset))
    self.format = format
    self.glyphCount = glyphCount
    if format == 12 {
      let length = Int(try table.uint32(best.offset + 4))
      subtable = try table.window(best.offset, length: length, context: "the 'cmap' table")
      count = Int(try subtable.uint32(12))
      guard subtable.contains(16, length: 12 * count) else {
        throw FontError.truncated("the 'cmap' table")
      }
    } else {
      // Format 4's 16-bit length overflows in some fonts; its segments bound it instead.
      subtable = try table.window(from: best.offset, context: "the 'cmap' table")
      count = Int(try subtable.uint16(6)) / 2
      guard subtable.contains(16, length: 8 * count) else {
        throw FontError.truncated("the 'cmap' table")
      }
    }
  }

  /// The glyph of `scalar`, or 0 (`.notdef`) when the font has none or maps it past its
  /// glyph count.
  func glyph(for scalar: Unicode.Scalar) -> Int {
    let code = Int(scalar.value)
    let glyph = (format == 12 ? glyph12(code) : glyph4(code)) ?? 0
    return glyph < glyphCount ? glyph : 0
  }

  private func glyph12(_ code: Int) -> Int? {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let group = 16 + 12 * middle
      guard let start = try? subtable.uint32(group), let end = try? subtable.uint32(group + 4)
      else { return nil }
      if code < Int(start) {
        high = middle
      } else if code > Int(end) {
        low = middle + 1
      } else {
        guard let first = try? subtable.uint32(group + 8) else { return nil }
        return Int(first) + code - Int(start)
      }
    }
    return nil
  }

  private func glyph4(_ code: Int) -> Int? {
    guard code <= 0xFFFF else { return nil }
    let ends = 14
    let starts = 16 + 2 * count
    let deltas = starts + 2 * count
    let rangeOffsets = deltas + 2 * count
    // The first segment whose end is at or past the code.
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      guard let end = try? subtable.uint16(ends + 2 * middle) else { return nil }
      if Int(end) < code { low = middle + 1 } else { high = middle }
    }
    guard low < count, let start = try? subtable.uint16(starts + 2 * low), code >= Int(start),
      let delta = try? subtable.uint16(deltas + 2 * low),
      let rangeOffset = try? subtable.uint16(rangeOffsets + 2 * low)
    else { return nil }
    if rangeOffset == 0 { return (code + Int(delta)) & 0xFFFF }
    let address = rangeOffsets + 2 * low + Int(rangeOffset) + 2 * (code - Int(start))
    guard let glyph = try? subtable.uint16(address), glyph != 0 else { return nil }
    return (Int(glyph) + Int(delta)) & 0xFFFF
  }
}
