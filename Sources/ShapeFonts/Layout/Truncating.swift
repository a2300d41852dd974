import Foundation

/// Cutting a line to a width with an ellipsis.
enum Truncating {
  /// `clusters` cut to `width` with `ellipsis` at the end, start or middle by `mode`.
  ///
  /// When they fit and `always` is false they are returned whole; when `always` is true
  /// (lines follow that are not shown) the ellipsis is added even so. At least the
  /// ellipsis is kept, even when it alone is wider than the width.
  static func truncate(
    _ clusters: [GlyphCluster], to width: CGFloat, ellipsis: [GlyphCluster],
    mode: TextLayout.Truncation, always: Bool
  ) -> [GlyphCluster] {
    var line = clusters
    while let last = line.last, last.isSpace { line.removeLast() }
    if !always, LineBreaking.width(of: line[...]) <= width { return line }
    let room = width - LineBreaking.width(of: ellipsis[...])
    func fits(_ head: Int, _ tail: Int) -> Bool {
      let kept = Array(line.prefix(head)) + Array(line.suffix(tail))
      return LineBreaking.width(of: kept[...]) <= room
    }
    var head = 0
    var tail = 0
    switch mode {
    case .tail:
      while head < line.count, fits(head + 1, 0) { head += 1 }
      if always, head == line.count { head = line.count }
    case .head:
      while tail < line.count, fits(0, tail + 1) { tail += 1 }
    case .middle:
      var takeHead = true
      while head + tail < line.count {
        let next = takeHead ? fits(head + 1, tail) : fits(head, tail + 1)
        guard next else { break }
        if takeHead { head += 1 } else { tail += 1 }
        takeHead.toggle()
      }
    }
    var start = Array(line.prefix(head))
    while let last = start.last, last.isSpace { start.removeLast() }
    var end = Array(line.suffix(tail))
    while let first = end.first, first.isSpace { end.removeFirst() }
    // No kerning into or out of the ellipsis: it may be another font's.
    if !start.isEmpty { start[start.count - 1].kerning = 0 }
    var dots = ellipsis
    if !dots.isEmpty { dots[dots.count - 1].kerning = 0 }
    return start + dots + end
  }
}
