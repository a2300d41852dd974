import Shapes

/// The tracks (columns of a ``LazyVGrid``, rows of a ``LazyHGrid``) that grid items give
/// for a length, by SwiftUI's rules.
///
/// Fixed items take their length. The rest of the length, less the spacing between
/// items, is shared among flexible and adaptive items in order of flexibility, each
/// offered an equal share of what is left: a flexible item takes its share within its
/// bounds; an adaptive item fits `n = max(1, ⌊(share + s) ÷ (minimum + s)⌋)` tracks of
/// `(share − (n − 1)·s) ÷ n` each (at most its maximum), `s` its spacing. With the length
/// unspecified or infinite, flexible items take their minimum and adaptive items one
/// track of their minimum.
@MainActor
struct GridTracks {
  /// The length of each track, in order; only as many as cells need.
  var lengths: [CGFloat]
  /// The distance after each track.
  var spacings: [CGFloat]
  /// The alignment of each track's cells.
  var alignments: [Alignment?]
  /// How many tracks the items give in all (at least `lengths.count`).
  var count: Int
  /// The length of all the tracks, listed or not, with the spacing between them.
  var total: CGFloat = 0

  /// The tracks `items` give in `length`, listing at most `needed` of them (and at
  /// least one when there is any item).
  init(items: [GridItem], length: CGFloat?, needed: Int) {
    lengths = []
    spacings = []
    alignments = []
    count = 0
    guard !items.isEmpty else { return }
    func spacing(_ item: GridItem) -> CGFloat {
      item.spacing.flatMap { $0.isFinite ? $0 : nil } ?? StackLayout.defaultSpacing
    }
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    let finite = length.flatMap { $0.isFinite ? $0 : nil }
    // The room for flexible and adaptive items: the length less fixed items and spacing.
    var remaining = finite ?? 0
    for (index, item) in items.enumerated() {
      if index < items.count - 1 { remaining -= spacing(item) }
      if case .fixed(let value) = item.size { remaining -= clean(value) }
    }
    // Shares, least flexible first.
    var counts = [Int](repeating: 1, count: items.count)
    var trueCounts = [CGFloat](repeating: 1, count: items.count)
    var trackLengths = [CGFloat](repeating: 0, count: items.count)
    let sharing = items.indices.filter {
      if case .fixed = items[$0].size { return false }
      return true
    }
    func bounds(_ size: GridItem.Size) -> (CGFloat, CGFloat) {
      switch size {
      case .fixed(let value): return (clean(value), clean(value))
      case .flexible(let low, let high), .adaptive(let low, let high):
        let minimum = low.isFinite && low > 0 ? low : 0
        return (minimum, high.isNaN ? .infinity : max(high, minimum))
      }
    }
    let order = sharing.sorted { left, right in
      let (leftLow, leftHigh) = bounds(items[left].size)
      let (rightLow, rightHigh) = bounds(items[right].size)
      let leftSpread = leftHigh - leftLow
      let rightSpread = rightHigh - rightLow
      return leftSpread != rightSpread ? leftSpread < rightSpread : left < right
    }
    for (index, item) in items.enumerated() {
      if case .fixed(let value) = item.size { trackLengths[index] = clean(value) }
    }
    for (position, index) in order.enumerated() {
      let item = items[index]
      let share = max(remaining / CGFloat(order.count - position), 0)
      switch item.size {
      case .fixed:
        break
      case .flexible:
        let (low, high) = bounds(item.size)
        trackLengths[index] = finite == nil ? low : min(max(share, low), high)
        remaining -= trackLengths[index]
      case .adaptive(let rawMinimum, _):
        let (_, high) = bounds(item.size)
        let minimum = rawMinimum.isNaN || rawMinimum < 1 ? 1 : rawMinimum
        guard finite != nil, minimum.isFinite else {
          trackLengths[index] = finite == nil ? (minimum.isFinite ? minimum : 0) : share
          remaining -= trackLengths[index]
          continue
        }
        let gap = spacing(item)
        let fitting = ((share + gap) / (minimum + gap)).rounded(.down)
        let n = fitting.isFinite && fitting > 1 ? fitting : 1
        // The count is bounded only where it becomes an Int (a billion tracks is more than
        // any list of cells needs); the lengths use the true count.
        counts[index] = Int(min(n, 1e9))
        trueCounts[index] = n
        let each = (share - (n - 1) * gap) / n
        trackLengths[index] = min(max(each, 0), high)
        remaining -= n * trackLengths[index] + (n - 1) * gap
      }
    }
    let listed = max(needed, 1)
    for (index, item) in items.enumerated() {
      let gap = spacing(item)
      let tracks = counts[index]
      let n = trueCounts[index]
      total += n * trackLengths[index] + (n - 1) * gap
      if index < items.count - 1 { total += gap }
      count += tracks
      for track in 0..<min(tracks, max(listed - lengths.count, 0)) {
        lengths.append(trackLengths[index])
        spacings.append(track < tracks - 1 || index < items.count - 1 ? gap : 0)
        alignments.append(item.alignment)
      }
    }
    if let last = spacings.indices.last, lengths.count == count { spacings[last] = 0 }
  }
}
