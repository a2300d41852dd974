/// `kern`: horizontal pair kerning from its format 0 subtables (the Windows version 0
/// table); other formats and Apple's version 1 table are skipped.
struct KernTable: Sendable {
  /// The pair lists of the horizontal format 0 subtables, each sorted by pair.
  private let pairLists: [(table: FontBytes, count: Int)]

  init(table: FontBytes) throws {
    var lists: [(FontBytes, Int)] = []
    guard try table.uint16(0) == 0 else {
      pairLists = []
      return
    }
    let subtableCount = Int(try table.uint16(2))
    var offset = 4
    for _ in 0..<subtableCount {
      let length = Int(try table.uint16(offset + 2))
      let coverage = try table.uint16(offset + 4)
      // Format 0, horizontal, not minimum values, not cross-stream.
      if coverage >> 8 == 0, coverage & 0x7 == 0x1 {
        let pairs = Int(try table.uint16(offset + 6))
        let window = try table.window(offset + 14, length: 6 * pairs, context: "the 'kern' table")
        lists.append((window, pairs))
      }
      // A 16-bit length cannot hold a big subtable's: its pairs give the true end.
      let pairs = coverage >> 8 == 0 ? Int(try table.uint16(offset + 6)) : 0
      offset += max(length, 14 + 6 * pairs)
    }
    pairLists = lists
  }

  /// Whether the table has any pairs.
  var isEmpty: Bool { pairLists.allSatisfy { $0.count == 0 } }

  /// The sum of the subtables' adjustments of the pair, in font units.
  func adjustment(_ left: Int, _ right: Int) -> Int {
    let key = UInt32(truncatingIfNeeded: left) << 16 | UInt32(truncatingIfNeeded: right)
    var total = 0
    for (table, count) in pairLists {
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        guard let pair = try? table.uint32(6 * middle) else { break }
        if pair < key {
          low = middle + 1
        } else if pair > key {
          high = middle
        } else {
          total += Int((try? table.int16(6 * middle + 4)) ?? 0)
          break
        }
      }
    }
    return total
  }
}
