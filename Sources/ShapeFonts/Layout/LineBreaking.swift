import Foundation

/// Greedy line breaking of a paragraph's clusters.
enum LineBreaking {
  /// The width of a line of `clusters`: advances, kerning and tracking between them, trailing spaces
  /// left out.
  static func width(of clusters: ArraySlice<GlyphCluster>) -> CGFloat {
    var end = clusters.endIndex
    while end > clusters.startIndex, clusters[end - 1].isSpace { end -= 1 }
    var total: CGFloat = 0
    for index in clusters.startIndex..<end {
      total += clusters[index].advance + (index + 1 < end ? clusters[index].spaceAfter : 0)
    }
    return total
  }

  /// The ranges of `clusters` of each line at `width`.
  ///
  /// Lines break after spaces and hyphens, else between characters for a word wider than
  /// the line. An empty paragraph is one empty line.
  static func lines(of clusters: [GlyphCluster], width: CGFloat) -> [Range<Int>] {
    guard !clusters.isEmpty else { return [0..<0] }
    guard width.isFinite else { return [0..<clusters.count] }
    var ranges: [Range<Int>] = []
    var start = 0
    // The width up to each cluster, kerning of the previous one included.
    var pen: CGFloat = 0
    var lastBreak: Int?
    var index = 0
    while index < clusters.count {
      let cluster = clusters[index]
      let kern = index > start ? clusters[index - 1].spaceAfter : 0
      let end = pen + kern + cluster.advance
      if !cluster.isSpace, end > width, index > start {
        // Past the width: break at the last opportunity, else before this character.
        let breakAt = lastBreak ?? index
        ranges.append(start..<breakAt)
        start = breakAt
        index = breakAt
        pen = 0
        lastBreak = nil
        continue
      }
      pen = end
      if cluster.isSpace || cluster.isHyphen {
        // A run of spaces breaks after its last space.
        if !(index + 1 < clusters.count && clusters[index + 1].isSpace) { lastBreak = index + 1 }
      }
      index += 1
    }
    ranges.append(start..<clusters.count)
    return ranges
  }
}
