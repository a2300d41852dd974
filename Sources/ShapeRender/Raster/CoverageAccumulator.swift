import Shapes

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
  /// Owns the memory the pointers below address.
  ///
  /// A copy of an accumulator shares it, so an accumulator has one user at a time: the
  /// rasterizer lends its own to the stroker by swapping, never by copying. The cells are
  /// reached through pointers so that adding an edge checks no array's uniqueness.
  private var storage = CoverageStorage(cellCount: 0, rowCount: 0)
  /// `(width + 2) × height` cells, row by row; zero outside a path's accumulation.
  private var cells: UnsafeMutablePointer<Float>
  /// Per row, the first and last cell an edge added to; first > last when none did.
  private var firstTouched: UnsafeMutablePointer<Int>
  private var lastTouched: UnsafeMutablePointer<Int>
  private var stride: Int { bounds.width + 2 }

  init() {
    cells = storage.cells
    firstTouched = storage.firstTouched
    lastTouched = storage.lastTouched
  }

  /// Starts a path over `bounds`: cells for it, all zero.
  mutating func reset(to bounds: PixelBounds) {
    self.bounds = bounds
    let cellCount = bounds.isEmpty ? 0 : (bounds.width + 2) * bounds.height
    let rowCount = bounds.isEmpty ? 0 : bounds.height
    if storage.cellCount < cellCount || storage.rowCount < rowCount {
      storage = CoverageStorage(
        cellCount: max(cellCount, storage.cellCount), rowCount: max(rowCount, storage.rowCount))
      cells = storage.cells
      firstTouched = storage.firstTouched
      lastTouched = storage.lastTouched
    }
    firstTouched.update(repeating: Int.max, count: rowCount)
    lastTouched.update(repeating: -1, count: rowCount)
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
    // Each difference is 0 for a finite coordinate and NaN otherwise: one test for all.
    guard (x0 - x0) + (y0 - y0) + (x1 - x1) + (y1 - y1) == 0, y0 != y1 else { return }
    var direction: Double = 1
    if y0 > y1 {
      swap(&x0, &x1)
      swap(&y0, &y1)
      direction = -1
    }
    let height = Double(bounds.height)
    let width = Double(bounds.width)
    guard y1 > 0, y0 < height else { return }
    var dxdy = (x1 - x0) / (y1 - y0)
    if y0 < 0 || y1 > height {
      if y0 < 0 {
        x0 += -y0 * dxdy
        y0 = 0
      }
      if y1 > height {
        x1 -= (y1 - height) * dxdy
        y1 = height
      }
      dxdy = (x1 - x0) / (y1 - y0)
    }
    if x0 >= 0, x1 >= 0, x0 <= width, x1 <= width {
      return rasterize(x0: x0, y0: y0, x1: x1, y1: y1, dxdy: dxdy, direction: direction)
    }
    // Cut where the edge crosses the left and right sides; each piece keeps within them.
    // A side it does not cross between its ends gives no cut (`y1`, an empty last piece).
    func cut(atSide side: Double) -> Double {
      guard (x0 < side) != (x1 < side), x0 != x1 else { return y1 }
      let y = y0 + (side - x0) / (x1 - x0) * (y1 - y0)
      return y > y0 && y < y1 ? y : y1
    }
    let left = cut(atSide: 0)
    let right = cut(atSide: width)
    var pieceStartY = y0
    var pieceStartX = x0
    func piece(to cut: Double) {
      let pieceEndX = cut == y1 ? x1 : x0 + (cut - y0) * dxdy
      let (startX, endX) = (min(max(pieceStartX, 0), width), min(max(pieceEndX, 0), width))
      if cut > pieceStartY {
        rasterize(
          x0: startX, y0: pieceStartY, x1: endX, y1: cut,
          dxdy: (endX - startX) / (cut - pieceStartY), direction: direction)
      }
      pieceStartY = cut
      pieceStartX = pieceEndX
    }
    piece(to: min(left, right))
    piece(to: max(left, right))
    piece(to: y1)
  }

  /// Adds an edge that lies within the rectangle, going down (`y0 < y1`), whose slope
  /// `dxdy` is `(x1 − x0) / (y1 − y0)`.
  @inline(__always)
  private mutating func rasterize(
    x0: Double, y0: Double, x1: Double, y1: Double, dxdy: Double, direction: Double
  ) {
    let stride = self.stride
    let width = Double(bounds.width)
    var x = x0
    // Coordinates here are within the rectangle, at least 0: conversion to Int is the floor.
    var y = Int(y0)
    var rowTop = Double(y)
    // Within the cells: y < height, and every column is at most width + 1 < stride.
    var row = cells + y &* stride
    // The rows the edge enters: row y is one when y < y1, which the caller keeps within the
    // rectangle (y1 ≤ height).
    while rowTop < y1 {
      let rowBottom = rowTop + 1
      // (`a > b ? a : b` is one instruction, where `max` keeps NaN's order.)
      let dy = min(rowBottom, y1) - (rowTop > y0 ? rowTop : y0)
      // Kept within the rectangle, as the edge is: stepping by the slope can drift a
      // rounding error past a side, which would name a cell outside the row.
      let stepped = x + dxdy * dy
      let xNext = min(stepped > 0 ? stepped : 0, width)
      let d = dy * direction
      // Columns here are cells of the row (0...width + 1): their arithmetic cannot overflow.
      let (left, right) = x < xNext ? (x, xNext) : (xNext, x)
      let leftCell = Int(left)
      let leftFloor = Double(leftCell)
      firstTouched[y] = min(firstTouched[y], leftCell)
      if right - leftFloor <= 1 {
        // Within one cell: the area right of the edge's midpoint, and the rest after it.
        lastTouched[y] = max(lastTouched[y], leftCell &+ 1)
        let middle = 0.5 * (x + xNext) - leftFloor
        row[leftCell] += Float(d - d * middle)
        row[leftCell &+ 1] += Float(d * middle)
      } else {
        let rightCell = Self.ceiling(right)
        lastTouched[y] = max(lastTouched[y], rightCell)
        let slope = 1 / (right - left)
        let leftFraction = left - leftFloor
        let firstArea = 0.5 * slope * (1 - leftFraction) * (1 - leftFraction)
        let rightFraction = right - Double(rightCell) + 1
        let lastArea = 0.5 * slope * rightFraction * rightFraction
        row[leftCell] += Float(d * firstArea)
        if rightCell == leftCell &+ 2 {
          row[leftCell &+ 1] += Float(d * (1 - firstArea - lastArea))
        } else {
          let secondArea = slope * (1.5 - leftFraction)
          row[leftCell &+ 1] += Float(d * (secondArea - firstArea))
          for column in (leftCell &+ 2)..<(rightCell &- 1) {
            row[column] += Float(d * slope)
          }
          let beforeLast = secondArea + Double(rightCell - leftCell - 3) * slope
          row[rightCell &- 1] += Float(d * (1 - beforeLast - lastArea))
        }
        row[rightCell] += Float(d * lastArea)
      }
      x = xNext
      y &+= 1
      rowTop = rowBottom
      row += stride
    }
  }

  /// The smallest whole number at least `value`, for a finite `value` of 0 or more: by
  /// conversion, cheaper than a call to the C library's `ceil`.
  @inline(__always)
  private static func ceiling(_ value: Double) -> Int {
    let whole = Int(value)
    return Double(whole) < value ? whole + 1 : whole
  }

  /// Calls `body` with each covered pixel: its device row and column and its coverage.
  ///
  /// Coverage is 0…1, by the nonzero rule or the even-odd rule. Leaves every cell zero.
  /// Inlined, so that a caller's closure runs inside the loop: painting a solid color
  /// pixel by pixel needs no row of coverage in between.
  @inline(__always)
  mutating func sweepPixels(
    evenOdd: Bool, _ body: (_ y: Int, _ x: Int, _ coverage: Float) -> Void
  ) {
    guard !bounds.isEmpty else { return }
    let width = bounds.width
    let stride = self.stride
    let (left, top) = (bounds.x, bounds.y)
    for y in 0..<bounds.height {
      let (touchedFirst, last) = (firstTouched[y], lastTouched[y])
      guard touchedFirst <= last else { continue }
      // Cells past the last column (an edge on the right side) cover nothing inside.
      let first = min(max(touchedFirst, 0), width)
      let cells = self.cells + y &* stride
      var sum: Float = 0
      var value: Float = 0
      var end = min(last + 1, width)
      var x = first
      while true {
        // Device coordinates of the bounds' pixels, which are on the canvas: no overflow.
        while x < end {
          // Most cells are empty (no edge crosses their pixel), and leave the coverage of
          // the pixel before: inside a fill, or inside the ring of a stroke.
          let cell = cells[x]
          if cell != 0 {
            sum += cell
            cells[x] = 0
            value = Self.coverage(ofWinding: sum, evenOdd: evenOdd)
          }
          x &+= 1
          if value > 0 {
            body(top &+ y, left &+ x &- 1, value)
          } else {
            // Nothing is covered up to the next edge (inside the ring of a stroke, say):
            // empty cells are passed over four at a time.
            while x &+ 4 <= end,
              UnsafeRawPointer(cells + x).loadUnaligned(as: SIMD4<UInt32>.self) == .zero
            {
              x &+= 4
            }
          }
        }
        // An open path leaves a sum past its last edge: it covers the rest of the row.
        guard end < width, abs(sum) >= 1e-5 else { break }
        end = width
      }
      for column in end..<max(end, min(last + 1, width)) { cells[column] = 0 }
      cells[width] = 0
      cells[width + 1] = 0
    }
  }

  /// Calls `body` with each row's coverage, 0…1 per pixel, from column `x` of the device.
  ///
  /// A row's coverage runs from its first covered pixel to its last; the pixels outside
  /// them have none. Rows without coverage are skipped. Leaves every cell zero.
  mutating func sweep(
    evenOdd: Bool,
    _ body: (_ y: Int, _ x: Int, _ coverage: UnsafeMutableBufferPointer<Float>) -> Void
  ) {
    guard !bounds.isEmpty else { return }
    let left = bounds.x
    let row = UnsafeMutableBufferPointer<Float>.allocate(capacity: bounds.width)
    row.initialize(repeating: 0)
    defer { row.deallocate() }
    var current = (y: -1, first: 0, last: 0)
    // Hands on a finished row, and zeroes what it used for the next.
    func flush() {
      guard current.y >= 0 else { return }
      let span = UnsafeMutableBufferPointer(rebasing: row[current.first...current.last])
      body(current.y, left + current.first, span)
      span.update(repeating: 0)
    }
    sweepPixels(evenOdd: evenOdd) { y, x, coverage in
      if y != current.y {
        flush()
        current = (y, x - left, x - left)
      }
      row[x - left] = coverage
      current.last = x - left
    }
    flush()
  }

  /// The coverage of a pixel whose cells sum to the winding-weighted area `sum`; 0 below
  /// 10⁻⁵, the rounding error of the sums.
  ///
  /// Even-odd folds the area as FreeType does: modulo 2, and then `2 − w` above 1, which is
  /// exact where at most one edge crosses a pixel.
  @inline(__always)
  private static func coverage(ofWinding sum: Float, evenOdd: Bool) -> Float {
    var value = abs(sum)
    if evenOdd {
      value = value.truncatingRemainder(dividingBy: 2)
      if value > 1 { value = 2 - value }
    } else {
      value = min(value, 1)
    }
    return value < 1e-5 ? 0 : value
  }
}

/// The memory of a ``CoverageAccumulator``, freed when the last accumulator using it goes.
private final class CoverageStorage {
  let cellCount: Int
  let rowCount: Int
  let cells: UnsafeMutablePointer<Float>
  let firstTouched: UnsafeMutablePointer<Int>
  let lastTouched: UnsafeMutablePointer<Int>

  init(cellCount: Int, rowCount: Int) {
    self.cellCount = cellCount
    self.rowCount = rowCount
    cells = .allocate(capacity: max(cellCount, 1))
    cells.initialize(repeating: 0, count: max(cellCount, 1))
    firstTouched = .allocate(capacity: max(rowCount, 1))
    firstTouched.initialize(repeating: Int.max, count: max(rowCount, 1))
    lastTouched = .allocate(capacity: max(rowCount, 1))
    lastTouched.initialize(repeating: -1, count: max(rowCount, 1))
  }

  deinit {
    cells.deallocate()
    firstTouched.deallocate()
    lastTouched.deallocate()
  }
}
