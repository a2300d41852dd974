/// The coverage and class definition tables OpenType layout lookups share.
enum OpenTypeLayoutTables {
  /// The coverage index of `glyph` in the coverage table at `offset`, or `nil`.
  static func coverageIndex(_ table: FontBytes, at offset: Int, glyph: Int) -> Int? {
    guard let format = try? table.uint16(offset), let count = try? table.uint16(offset + 2)
    else { return nil }
    var low = 0
    var high = Int(count)
    if format == 1 {
      while low < high {
        let middle = (low + high) / 2
        guard let value = try? table.uint16(offset + 4 + 2 * middle) else { return nil }
        if Int(value) < glyph {
          low = middle + 1
        } else if Int(value) > glyph {
          high = middle
        } else {
          return middle
        }
      }
    } else if format == 2 {
      while low < high {
        let middle = (low + high) / 2
        let record = offset + 4 + 6 * middle
        guard let start = try? table.uint16(record), let end = try? table.uint16(record + 2)
        else { return nil }
        if glyph < Int(start) {
          high = middle
        } else if glyph > Int(end) {
          low = middle + 1
        } else {
          guard let first = try? table.uint16(record + 4) else { return nil }
          return Int(first) + glyph - Int(start)
        }
      }
    }
    return nil
  }

  /// The class of `glyph` in the class definition table at `offset`: 0 when it has none.
  static func glyphClass(_ table: FontBytes, at offset: Int, glyph: Int) -> Int {
    guard let format = try? table.uint16(offset) else { return 0 }
    if format == 1 {
      guard let first = try? table.uint16(offset + 2), let count = try? table.uint16(offset + 4),
        glyph >= Int(first), glyph < Int(first) + Int(count),
        let value = try? table.uint16(offset + 6 + 2 * (glyph - Int(first)))
      else { return 0 }
      return Int(value)
    }
    guard format == 2, let count = try? table.uint16(offset + 2) else { return 0 }
    var low = 0
    var high = Int(count)
    while low < high {
      let middle = (low + high) / 2
      let record = offset + 4 + 6 * middle
      guard let start = try? table.uint16(record), let end = try? table.uint16(record + 2) else {
        return 0
      }
      if glyph < Int(start) {
        high = middle
      } else if glyph > Int(end) {
        low = middle + 1
      } else {
        return Int((try? table.uint16(record + 4)) ?? 0)
      }
    }
    return 0
  }

  /// The size in bytes of a value record of `format`: two bytes a bit.
  static func valueRecordSize(_ format: UInt16) -> Int { 2 * format.nonzeroBitCount }

  /// The x advance of the value record of `format` at `offset`, or 0 when it has none.
  static func xAdvance(_ table: FontBytes, at offset: Int, format: UInt16) -> Int {
    guard format & 0x4 != 0 else { return 0 }
    // XPlacement and YPlacement come first, when present.
    let skip = 2 * (format & 0x3).nonzeroBitCount
    return Int((try? table.int16(offset + skip)) ?? 0)
  }
}
