/// `hmtx`: the advance width and left side bearing of each glyph.
struct HorizontalMetrics: Sendable {
  let table: FontBytes
  /// `hhea.numberOfHMetrics`: glyphs past it share the last advance.
  let metricCount: Int

  init(table: FontBytes, metricCount: Int) throws {
    guard table.contains(0, length: 4 * metricCount) else {
      throw FontError.truncated("the 'hmtx' table")
    }
    self.table = table
    self.metricCount = metricCount
  }

  /// The advance width of `glyph`, in font units; glyphs past the long metrics repeat the
  /// last one, as the format says.
  func advance(of glyph: Int) -> Int {
    let index = min(max(glyph, 0), metricCount - 1)
    // In range: checked against the table in `init`.
    return Int((try? table.uint16(4 * index)) ?? 0)
  }
}
