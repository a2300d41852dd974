import Shapes

/// A rectangle of whole device pixels: columns `x..<x + width`, rows `y..<y + height`.
struct PixelBounds: Equatable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  /// The pixels a rectangle touches, within `0..<canvasWidth` × `0..<canvasHeight`; empty
  /// (zero width or height) when they do not meet or the rectangle is not finite.
  init(covering rect: CGRect, canvasWidth: Int, canvasHeight: Int) {
    guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
      rect.maxY.isFinite
    else {
      self.init(x: 0, y: 0, width: 0, height: 0)
      return
    }
    let minX = max(0, min(Double(canvasWidth), rect.minX.rounded(.down)))
    let minY = max(0, min(Double(canvasHeight), rect.minY.rounded(.down)))
    let maxX = max(minX, min(Double(canvasWidth), rect.maxX.rounded(.up)))
    let maxY = max(minY, min(Double(canvasHeight), rect.maxY.rounded(.up)))
    self.init(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
  }

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  var isEmpty: Bool { width <= 0 || height <= 0 }
  var maxX: Int { x + width }
  var maxY: Int { y + height }

  /// The pixels in both; empty when they do not meet.
  func intersection(_ other: PixelBounds) -> PixelBounds {
    let minX = max(x, other.x)
    let minY = max(y, other.y)
    let maxX = min(self.maxX, other.maxX)
    let maxY = min(self.maxY, other.maxY)
    return PixelBounds(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }

  /// The pixels in either (the smallest rectangle holding both); an empty side is ignored.
  func union(_ other: PixelBounds) -> PixelBounds {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let minX = min(x, other.x)
    let minY = min(y, other.y)
    return PixelBounds(
      x: minX, y: minY, width: max(maxX, other.maxX) - minX,
      height: max(maxY, other.maxY) - minY)
  }
}

/// The exact area of a path inside each pixel of a rectangle, accumulated per cell from its
/// edges, as font-rs and stb_truetype's second rasterizer do.
///
/// Each edge, walked row by row, adds to the cells it crosses the signed area between it
/// and the cell's right side, and to the cell after them the rest of its height (its
/// cover). Summed along a row, the cells give the signed winding-weighted area of the path
/// in each pixel: exact for straight edges, however many cross one pixel. Edges are
/// clipped to the rectangle first: rows above and below are dropped, and what lies left of
/// it is moved onto its left side, where it still covers everything to its right.
///
/// Memory is `(width + 2) × height` floats, reused from path to path; cells are zeroed as
/// they are read, so the buffer is clean for the next path. Each row also keeps the first
/// and last cell its edges touched: the sweep reads only those, since a row's cells are
/// zero before the first, and after the last the sum has come back to zero when the path
/// is closed (a stroke's box, widened for joins, is mostly such cells).
struct CoverageAccumulator {
  private(set) var bounds = PixelBounds(x: 0, y: 0, width: 0, height: 0)
  private var cells: [Float] = []
  /// Per row, the first and last cell an edge added to; first > last when none did.
  private var touched: [(first: Int, last: Int)] = []
  private var stride: Int { bounds.width + 2 }

  /// Starts a path over `bounds`: cells for it, all zero.
  mutating func reset(to bounds: PixelBounds) {
    self.bounds = bounds
    let needed = bounds.isEmpty ? 0 : (bounds.width + 2) * bounds.height
    if cells.count < needed {
      cells = [Float](repeating: 0, count: needed)
    }
    let rows = bounds.isEmpty ? 0 : bounds.height
    if touched.count < rows {
      touched = Array(repeating: (Int.max, -1), count: rows)
    } else {
      for row in 0..<rows { touched[row] = (Int.max, -1) }
    }
  }

  /// Adds a straight edge from `start` to `end`, in device coordinates.
  ///
  /// Horizontal edges add nothing; an edge with a non-finite coordinate is ignored.
  mutating func addLine(_ start: CGPoint, _ end: CGPoint) {
    guard !bounds.isEmpty else { return }
    var x0 = start.x - Double(bounds.x)
    var y0 = start.y - Double(bounds.y)
    var x1 = end.x - Double(bounds.x)
    var y1 = end.y - Double(bounds.y)
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, y0 != y1 else { return }
    var direction: Double = 1
    if y0 > y1 {
      swap(&x0, &x1)
      swap(&y0, &y1)
      direction = -1
    }
    let height = Double(bounds.height)
    let width = Double(bounds.width)
    guard y1 > 0, y0 < height else { return }
    let dxdy = (x1 - x0) / (y1 - y0)
    if y0 < 0 {
      x0 += -y0 * dxdy
      y0 = 0
    }
    if y1 > height {
      x1 -= (y1 - height) * dxdy
      y1 = height
    }
    if x0 >= 0, x1 >= 0, x0 <= width, x1 <= width {
      return rasterize(x0: x0, y0: y0, x1: x1, y1: y1, direction: direction)
    }
    // Cut where the edge crosses the left and right sides; each piece keeps within them.
    var cuts: [Double] = []
    for side in [0, width] where (x0 < side) != (x1 < side) && x0 != x1 {
      let y = y0 + (side - x0) / (x1 - x0) * (y1 - y0)
      if y > y0, y < y1 { cuts.append(y) }
    }
    if cuts.count == 2, cuts[0] > cuts[1] { cuts.swapAt(0, 1) }
    var pieceStartY = y0
    var pieceStartX = x0
    for cut in cuts + [y1] {
      let pieceEndX = cut == y1 ? x1 : x0 + (cut - y0) * dxdy
      rasterize(
        x0: min(max(pieceStartX, 0), width), y0: pieceStartY,
        x1: min(max(pieceEndX, 0), width), y1: cut, direction: direction)
      pieceStartY = cut
      pieceStartX = pieceEndX
    }
  }

  /// Adds an edge that lies within the rectangle, going down (`y0 < y1`).
  private mutating func rasterize(
    x0: Double, y0: Double, x1: Double, y1: Double, direction: Double
  ) {
    guard y1 > y0 else { return }
    let dxdy = (x1 - x0) / (y1 - y0)
    let stride = self.stride
    let lastRow = min(Int(y1.rounded(.up)), bounds.height)
    let width = Double(bounds.width)
    var x = x0
    touched.withUnsafeMutableBufferPointer { touched in
      cells.withUnsafeMutableBufferPointer { cells in
        for y in Int(y0)..<lastRow {
          let dy = min(Double(y + 1), y1) - max(Double(y), y0)
          // Kept within the rectangle, as the edge is: stepping by the slope can drift a
          // rounding error past a side, which would name a cell outside the row.
          let xNext = min(max(x + dxdy * dy, 0), width)
          let d = dy * direction
          let (left, right) = x < xNext ? (x, xNext) : (xNext, x)
          let leftFloor = left.rounded(.down)
          let leftCell = Int(leftFloor)
          let rightCeil = right.rounded(.up)
          let rightCell = Int(rightCeil)
          let row = y * stride
          touched[y].first = min(touched[y].first, leftCell)
          touched[y].last = max(touched[y].last, max(rightCell, leftCell + 1))
          if rightCell <= leftCell + 1 {
            // Within one cell: the area right of the edge's midpoint, and the rest after it.
            let middle = 0.5 * (x + xNext) - leftFloor
            cells[row + leftCell] += Float(d - d * middle)
            cells[row + leftCell + 1] += Float(d * middle)
          } else {
            let slope = 1 / (right - left)
            let leftFraction = left - leftFloor
            let firstArea = 0.5 * slope * (1 - leftFraction) * (1 - leftFraction)
            let rightFraction = right - rightCeil + 1
            let lastArea = 0.5 * slope * rightFraction * rightFraction
            cells[row + leftCell] += Float(d * firstArea)
            if rightCell == leftCell + 2 {
              cells[row + leftCell + 1] += Float(d * (1 - firstArea - lastArea))
            } else {
              let secondArea = slope * (1.5 - leftFraction)
              cells[row + leftCell + 1] += Float(d * (secondArea - firstArea))
              for column in (leftCell + 2)..<(rightCell - 1) {
                cells[row + column] += Float(d * slope)
              }
              let beforeLast = secondArea + Double(rightCell - leftCell - 3) * slope
              cells[row + rightCell - 1] += Float(d * (1 - beforeLast - lastArea))
            }
            cells[row + rightCell] += Float(d * lastArea)
          }
          x = xNext
        }
      }
    }
  }

  /// Calls `body` with each row's coverage, 0…1 per pixel, from column `x` of the device;
  /// the pixels of the rectangle outside it have none.
  ///
  /// Coverage is by the nonzero rule or the even-odd rule; rows without coverage are
  /// skipped. Leaves every cell zero.
  ///
  /// Even-odd folds the accumulated winding area `w` as FreeType does: `w` modulo 2, and
  /// then `2 − w` above 1, which is exact where at most one edge crosses a pixel.
  mutating func sweep(
    evenOdd: Bool,
    _ body: (_ y: Int, _ x: Int, _ coverage: UnsafeMutableBufferPointer<Float>) -> Void
  ) {
    guard !bounds.isEmpty else { return }
    let width = bounds.width
    let stride = self.stride
    var row = [Float](repeating: 0, count: width)
    cells.withUnsafeMutableBufferPointer { cells in
      row.withUnsafeMutableBufferPointer { row in
        for y in 0..<bounds.height {
          let (touchedFirst, last) = touched[y]
          guard touchedFirst <= last else { continue }
          // Cells past the last column (an edge on the right side) cover nothing inside; an
          // edge's x can round a hair below 0, and its cell -1 is the row before's last.
          let first = min(max(touchedFirst, 0), width)
          let start = y * stride
          var sum: Float = 0
          var any = false
          var end = min(last + 1, width)
          var x = first
          while x < end {
            sum += cells[start + x]
            cells[start + x] = 0
            var value = abs(sum)
            if evenOdd {
              value = value.truncatingRemainder(dividingBy: 2)
              if value > 1 { value = 2 - value }
            } else if value > 1 {
              value = 1
            }
            // Rounding error of the sums, not area.
            if value < 1e-5 { value = 0 } else { any = true }
            row[x] = value
            x += 1
            // An open path leaves a sum past its last edge: it covers the rest of the row.
            if x == end, end < width, abs(sum) >= 1e-5 { end = width }
          }
          for column in end..<max(end, min(last + 1, width)) { cells[start + column] = 0 }
          cells[start + width] = 0
          cells[start + width + 1] = 0
          if any {
            body(
              bounds.y + y, bounds.x + first, UnsafeMutableBufferPointer(rebasing: row[first..<end])
            )
          }
        }
      }
    }
  }
}
