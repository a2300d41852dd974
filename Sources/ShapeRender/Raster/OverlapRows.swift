import Shapes

/// The rows of a stroke where its parts overlap, drawn by the nonzero winding rule of its
/// outline rather than by summed area.
///
/// Exact-area coverage adds the signed areas of every loop in a pixel, which is the area
/// painted only where loops do not overlap. Where ``RasterStroker`` cannot cut a corner
/// into parts that meet without overlapping (a bend tighter than the half width), the rows
/// those parts reach are marked, and each of their pixels gets instead the share of it
/// where the outline winds around nonzero: sixteen sample rows a pixel, each crossed by the
/// outline's edges sorted along it, every span of nonzero winding added with its exact
/// horizontal extent. The error is then at most a sixteenth of a pixel, however many parts
/// overlap there.
struct OverlapRows {
  /// Sample rows a pixel.
  static let samples = 16

  /// The first row, and how many rows from it there are.
  private(set) var top = 0
  private(set) var rowCount = 0
  /// Per row (the first `rowCount` entries), whether a sub-path reached it while marking
  /// (`reachedFlag`) and whether it is marked (`markedFlag`).
  private var flags: [UInt8] = []
  private static let reachedFlag: UInt8 = 1
  private static let markedFlag: UInt8 = 2
  /// Whether no row is marked.
  private(set) var isEmpty = true
  /// How many rows before each one are marked: for testing an edge's rows at once.
  private var markedBefore: [Int] = []
  /// The edges that reach a marked row, and by row, which of them reach it.
  private var edges: [(CGPoint, CGPoint)] = []
  private var rows: [[Int32]] = []

  /// No rows: ``reset(top:height:)`` gives it some.
  init() {}

  /// Starts over with rows `top..<top + height`, none marked, keeping the memory of the
  /// rows before: a rasterizer keeps one for all its strokes.
  mutating func reset(top: Int, height: Int) {
    self.top = top
    rowCount = max(height, 0)
    if flags.count < rowCount {
      flags = [UInt8](repeating: 0, count: rowCount)
    } else {
      flags.withUnsafeMutableBufferPointer { $0.baseAddress?.update(repeating: 0, count: rowCount) }
    }
    isEmpty = true
    markedBefore.removeAll(keepingCapacity: true)
    edges.removeAll(keepingCapacity: true)
    rows.removeAll(keepingCapacity: true)
  }

  /// Notes the rows that `minY...maxY` meets as reached by one more sub-path, and marks
  /// those that another sub-path reaches too: the loops of different sub-paths (a dash
  /// pattern's dashes, say) may overlap there.
  mutating func reach(minY: Double, maxY: Double) {
    guard let (first, last) = rowRange(minY, maxY) else { return }
    for row in first..<last {
      if flags[row] & Self.reachedFlag != 0 {
        flags[row] |= Self.markedFlag
        isEmpty = false
      } else {
        flags[row] |= Self.reachedFlag
      }
    }
  }

  /// Marks the rows that `minY...maxY` (device coordinates) meets.
  mutating func mark(minY: Double, maxY: Double) {
    guard let (first, last) = rowRange(minY, maxY) else { return }
    for row in first..<last { flags[row] |= Self.markedFlag }
    isEmpty = false
  }

  /// Readies the rows to take edges: call once marking is done.
  mutating func prepare() {
    markedBefore.removeAll(keepingCapacity: true)
    markedBefore.append(0)
    for row in 0..<rowCount {
      markedBefore.append(markedBefore[row] + (isMarked(row: row) ? 1 : 0))
    }
    rows = [[Int32]](repeating: [], count: rowCount)
  }

  /// Keeps an edge if it reaches a marked row.
  mutating func add(_ a: CGPoint, _ b: CGPoint) {
    guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite,
      edges.count < Int(Int32.max)
    else { return }
    guard let (first, last) = rowRange(min(a.y, b.y), max(a.y, b.y)),
      markedBefore[last] > markedBefore[first]
    else { return }
    let index = Int32(edges.count)
    edges.append((a, b))
    for row in first..<last where isMarked(row: row) { rows[row].append(index) }
  }

  /// The rows, counted from `top`, that device coordinates `minY...maxY` meet; `nil`
  /// when none (or a coordinate is not finite).
  private func rowRange(_ minY: Double, _ maxY: Double) -> (Int, Int)? {
    guard minY.isFinite, maxY.isFinite else { return nil }
    // Clamped in floating point first, so that no conversion can overflow.
    let count = Double(rowCount)
    let low = min(max(minY.rounded(.down) - Double(top), 0), count)
    let high = min(max(maxY.rounded(.up) - Double(top), 0), count)
    guard low < high else { return nil }
    return (Int(low), Int(high))
  }

  /// Whether device row `y` is marked.
  func isMarked(_ y: Int) -> Bool {
    let row = y - top
    return row >= 0 && row < rowCount && isMarked(row: row)
  }

  /// Whether row `row` (counted from `top`, within the rows) is marked.
  private func isMarked(row: Int) -> Bool {
    flags[row] & Self.markedFlag != 0
  }

  /// Writes the nonzero coverage of device row `y` into `coverage`, whose first pixel is
  /// column `x`.
  func coverage(y: Int, x: Int, into coverage: UnsafeMutableBufferPointer<Float>) {
    let width = coverage.count
    for i in 0..<width { coverage[i] = 0 }
    let row = y - top
    guard row >= 0, row < rows.count else { return }
    let weight = 1 / Double(Self.samples)
    let reaching = rows[row]
    // At most one crossing per edge and sample row, in memory of this call's own.
    withUnsafeTemporaryAllocation(of: Crossing.self, capacity: reaching.count) { crossings in
      for k in 0..<Self.samples {
        let sampleY = Double(y) + (Double(k) + 0.5) * weight
        var count = 0
        for index in reaching {
          let (a, b) = edges[Int(index)]
          guard (a.y <= sampleY) != (b.y <= sampleY) else { continue }
          let crossX = a.x + (sampleY - a.y) / (b.y - a.y) * (b.x - a.x) - Double(x)
          crossings[count] = Crossing(x: crossX, winding: b.y > a.y ? 1 : -1)
          count += 1
        }
        var sorted = UnsafeMutableBufferPointer(rebasing: crossings[0..<count])
        sorted.sort { $0.x < $1.x }
        var winding = 0
        var spanStart = 0.0
        for crossing in sorted {
          let before = winding
          winding += crossing.winding
          if before == 0, winding != 0 {
            spanStart = crossing.x
          } else if before != 0, winding == 0 {
            addSpan(from: spanStart, to: crossing.x, weight: weight, into: coverage)
          }
        }
      }
    }
    for i in 0..<width where coverage[i] > 1 { coverage[i] = 1 }
  }

  /// Where an edge crosses a sample row, and which way it winds.
  private struct Crossing {
    var x: Double
    var winding: Int
  }

  /// Adds `weight` times the part of each pixel that `start..<end` covers.
  private func addSpan(
    from start: Double, to end: Double, weight: Double,
    into coverage: UnsafeMutableBufferPointer<Float>
  ) {
    let width = Double(coverage.count)
    let a = min(max(start, 0), width)
    let b = min(max(end, 0), width)
    guard b > a else { return }
    let first = Int(a)
    let last = Int(b)
    if first == last {
      coverage[first] += Float((b - a) * weight)
      return
    }
    coverage[first] += Float((Double(first + 1) - a) * weight)
    if first + 1 < last {
      for i in (first + 1)..<last { coverage[i] += Float(weight) }
    }
    if last < coverage.count { coverage[last] += Float((b - Double(last)) * weight) }
  }
}
