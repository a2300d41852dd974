/// Pair kerning from `GPOS`: the pair adjustment lookups (type 2, formats 1 and 2, also
/// inside extension lookups, type 9) of the `kern` feature.
///
/// The kerning of a pair is the x advance its first glyph's value record adds, summed over
/// the feature's lookups; in each lookup the first subtable that covers the pair applies.
struct PairPositioning: Sendable {
  /// The `GPOS` table.
  private let table: FontBytes
  /// The pair adjustment subtables, by lookup, as offsets into `table`.
  private let lookups: [[Int]]

  /// The number of lookups and subtables read at most: real fonts have far fewer, and
  /// the bound keeps a corrupt table's loops short.
  private static let limit = 4096

  init(table: FontBytes) throws {
    self.table = table
    let featureList = Int(try table.uint16(6))
    let lookupList = Int(try table.uint16(8))
    var indices = Set<Int>()
    let featureCount = min(Int(try table.uint16(featureList)), Self.limit)
    for i in 0..<featureCount {
      let record = featureList + 2 + 6 * i
      guard try table.tag(record) == "kern" else { continue }
      let feature = featureList + Int(try table.uint16(record + 4))
      let count = min(Int(try table.uint16(feature + 2)), Self.limit)
      for j in 0..<count { indices.insert(Int(try table.uint16(feature + 4 + 2 * j))) }
    }
    let lookupCount = Int(try table.uint16(lookupList))
    var lookups: [[Int]] = []
    for index in indices.sorted() where index < lookupCount {
      let lookup = lookupList + Int(try table.uint16(lookupList + 2 + 2 * index))
      let type = try table.uint16(lookup)
      let count = min(Int(try table.uint16(lookup + 4)), Self.limit)
      var subtables: [Int] = []
      for j in 0..<count {
        var subtable = lookup + Int(try table.uint16(lookup + 6 + 2 * j))
        if type == 9 {
          guard try table.uint16(subtable + 2) == 2 else { continue }
          subtable += Int(try table.uint32(subtable + 4))
        } else if type != 2 {
          continue
        }
        subtables.append(subtable)
      }
      if !subtables.isEmpty { lookups.append(subtables) }
    }
    self.lookups = lookups
  }

  /// Whether the feature has any pair adjustment lookup.
  var isEmpty: Bool { lookups.isEmpty }

  /// The kerning of the pair, in font units.
  func adjustment(_ left: Int, _ right: Int) -> Int {
    var total = 0
    for subtables in lookups {
      for subtable in subtables {
        if let value = pairValue(subtable, left, right) {
          total += value
          break
        }
      }
    }
    return total
  }

  /// The adjustment of the subtable at `offset`, or `nil` when it does not cover the pair.
  private func pairValue(_ offset: Int, _ left: Int, _ right: Int) -> Int? {
    guard let format = try? table.uint16(offset), let coverage = try? table.uint16(offset + 2),
      let format1 = try? table.uint16(offset + 4), let format2 = try? table.uint16(offset + 6),
      let index = OpenTypeLayoutTables.coverageIndex(
        table, at: offset + Int(coverage), glyph: left)
    else { return nil }
    let size1 = OpenTypeLayoutTables.valueRecordSize(format1)
    let size2 = OpenTypeLayoutTables.valueRecordSize(format2)
    if format == 1 {
      guard let setCount = try? table.uint16(offset + 8), index < Int(setCount),
        let setOffset = try? table.uint16(offset + 10 + 2 * index)
      else { return nil }
      let set = offset + Int(setOffset)
      guard let count = try? table.uint16(set) else { return nil }
      let recordSize = 2 + size1 + size2
      var low = 0
      var high = Int(count)
      while low < high {
        let middle = (low + high) / 2
        let record = set + 2 + recordSize * middle
        guard let second = try? table.uint16(record) else { return nil }
        if Int(second) < right {
          low = middle + 1
        } else if Int(second) > right {
          high = middle
        } else {
          return OpenTypeLayoutTables.xAdvance(table, at: record + 2, format: format1)
        }
      }
      return nil
    }
    guard format == 2, let classes1 = try? table.uint16(offset + 8),
      let classes2 = try? table.uint16(offset + 10),
      let count1 = try? table.uint16(offset + 12), let count2 = try? table.uint16(offset + 14)
    else { return nil }
    let class1 = OpenTypeLayoutTables.glyphClass(table, at: offset + Int(classes1), glyph: left)
    let class2 = OpenTypeLayoutTables.glyphClass(table, at: offset + Int(classes2), glyph: right)
    guard class1 < Int(count1), class2 < Int(count2) else { return nil }
    let record = offset + 16 + (class1 * Int(count2) + class2) * (size1 + size2)
    return OpenTypeLayoutTables.xAdvance(table, at: record, format: format1)
  }
}
