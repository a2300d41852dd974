/// The five PNG scanline filters (PNG specification, section 9).
///
/// Each filter predicts a byte from its left neighbour `a` (one pixel back), the byte above `b`
/// and the byte above-left `c`, and stores the difference.
enum PNGFilter: UInt8, CaseIterable {
  /// The byte itself.
  case none = 0
  /// The difference from the byte one pixel to the left.
  case sub = 1
  /// The difference from the byte above.
  case up = 2
  /// The difference from the mean of left and above.
  case average = 3
  /// The difference from whichever of left, above and above-left is nearest `a + b - c`.
  case paeth = 4

  /// The Paeth predictor.
  @inline(__always)
  static func paethPredictor(_ left: UInt8, _ above: UInt8, _ aboveLeft: UInt8) -> UInt8 {
    let a = Int(left)
    let b = Int(above)
    let c = Int(aboveLeft)
    let distanceToLeft = abs(b - c)
    let distanceToAbove = abs(a - c)
    let distanceToAboveLeft = abs(a + b - 2 * c)
    if distanceToLeft <= distanceToAbove && distanceToLeft <= distanceToAboveLeft { return left }
    return distanceToAbove <= distanceToAboveLeft ? above : aboveLeft
  }

  /// Reverses the filters of consecutive scanlines in place.
  ///
  /// - Parameters:
  ///   - data: The bytes holding the scanlines, each a filter-type byte and `rowByteCount`
  ///     filtered bytes.
  ///   - offset: Where the first scanline starts in `data`.
  ///   - rowCount: The number of scanlines.
  ///   - rowByteCount: The number of bytes in a scanline, not counting its filter-type byte.
  ///   - bytesPerPixel: The distance to the left neighbour: bytes per pixel, at least 1.
  static func unfilter(
    _ data: UnsafeMutableBufferPointer<UInt8>, offset: Int, rowCount: Int, rowByteCount: Int,
    bytesPerPixel: Int
  ) throws(PNGError) {
    let stride = rowByteCount + 1
    for row in 0..<rowCount {
      let start = offset + row * stride + 1
      guard let filter = PNGFilter(rawValue: data[start - 1]) else {
        throw .invalidFilterType(data[start - 1])
      }
      let above = start - stride
      let hasRowAbove = row > 0
      switch filter {
      case .none:
        break
      case .sub:
        for index in bytesPerPixel..<max(bytesPerPixel, rowByteCount) {
          data[start + index] &+= data[start + index - bytesPerPixel]
        }
      case .up:
        guard hasRowAbove else { break }
        for index in 0..<rowByteCount {
          data[start + index] &+= data[above + index]
        }
      case .average:
        for index in 0..<rowByteCount {
          let left = index >= bytesPerPixel ? Int(data[start + index - bytesPerPixel]) : 0
          let up = hasRowAbove ? Int(data[above + index]) : 0
          data[start + index] &+= UInt8(truncatingIfNeeded: (left + up) >> 1)
        }
      case .paeth:
        for index in 0..<rowByteCount {
          let hasLeft = index >= bytesPerPixel
          let left = hasLeft ? data[start + index - bytesPerPixel] : 0
          let up = hasRowAbove ? data[above + index] : 0
          let upLeft = hasLeft && hasRowAbove ? data[above + index - bytesPerPixel] : 0
          data[start + index] &+= paethPredictor(left, up, upLeft)
        }
      }
    }
  }

  /// The filter whose output for one scanline, read as signed bytes, has the smallest sum
  /// of magnitudes (the usual heuristic); the first in `allCases` order on a tie.
  ///
  /// The five sums are taken in one pass over the scanline, without writing any output;
  /// the first pixel, which has no left neighbour, is taken apart so that the loop over the
  /// rest has no branch on it.
  ///
  /// - Parameters:
  ///   - row: The scanline's raw bytes, `count` of them.
  ///   - above: The raw bytes of the scanline above, `count` of them (zeros for the first
  ///     scanline).
  ///   - bytesPerPixel: The distance to the left neighbour: bytes per pixel, at least 1.
  static func best(
    row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int
  ) -> PNGFilter {
    var sums = FilterSums()
    let first = min(bytesPerPixel, count)
    for index in 0..<first {
      sums.add(Int(row[index]), left: 0, up: Int(above[index]), upLeft: 0)
    }
    for index in first..<max(first, count) {
      sums.add(
        Int(row[index]), left: Int(row[index - bytesPerPixel]), up: Int(above[index]),
        upLeft: Int(above[index - bytesPerPixel]))
    }
    var best = (filter: PNGFilter.none, sum: sums.none)
    if sums.sub < best.sum { best = (.sub, sums.sub) }
    if sums.up < best.sum { best = (.up, sums.up) }
    if sums.average < best.sum { best = (.average, sums.average) }
    if sums.paeth < best.sum { best = (.paeth, sums.paeth) }
    return best.filter
  }

  /// The Paeth predictor of byte values held as `Int`.
  @inline(__always)
  fileprivate static func paeth(_ left: Int, _ above: Int, _ aboveLeft: Int) -> Int {
    let distanceToLeft = abs(above - aboveLeft)
    let distanceToAbove = abs(left - aboveLeft)
    let distanceToAboveLeft = abs(left + above - 2 * aboveLeft)
    if distanceToLeft <= distanceToAbove && distanceToLeft <= distanceToAboveLeft { return left }
    return distanceToAbove <= distanceToAboveLeft ? above : aboveLeft
  }

  /// Filters one scanline with this filter.
  ///
  /// - Parameters:
  ///   - row: The scanline's raw bytes, `count` of them.
  ///   - above: The raw bytes of the scanline above, `count` of them (zeros for the first
  ///     scanline).
  ///   - bytesPerPixel: The distance to the left neighbour: bytes per pixel, at least 1.
  ///   - output: Receives the `count` filtered bytes.
  func apply(
    row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int,
    to output: UnsafeMutablePointer<UInt8>
  ) {
    let first = min(bytesPerPixel, count)
    // Every filter predicts the first pixel as if its left neighbours were zeros.
    for index in 0..<first {
      let up = above[index]
      let prediction: UInt8
      switch self {
      case .none, .sub: prediction = 0
      case .up, .paeth: prediction = up
      case .average: prediction = up >> 1
      }
      output[index] = row[index] &- prediction
    }
    let rest = first..<max(first, count)
    switch self {
    case .none:
      for index in rest { output[index] = row[index] }
    case .sub:
      for index in rest { output[index] = row[index] &- row[index - bytesPerPixel] }
    case .up:
      for index in rest { output[index] = row[index] &- above[index] }
    case .average:
      for index in rest {
        let mean = (Int(row[index - bytesPerPixel]) + Int(above[index])) >> 1
        output[index] = row[index] &- UInt8(truncatingIfNeeded: mean)
      }
    case .paeth:
      for index in rest {
        let prediction = Self.paeth(
          Int(row[index - bytesPerPixel]), Int(above[index]), Int(above[index - bytesPerPixel]))
        output[index] = row[index] &- UInt8(truncatingIfNeeded: prediction)
      }
    }
  }
}

/// The sums of magnitudes of each filter's output over a scanline.
private struct FilterSums {
  var none = 0
  var sub = 0
  var up = 0
  var average = 0
  var paeth = 0

  /// Adds the byte `x` with its neighbours (byte values, so no sum can overflow).
  @inline(__always)
  mutating func add(_ x: Int, left: Int, up above: Int, upLeft: Int) {
    none &+= Self.magnitude(x)
    sub &+= Self.magnitude(x &- left)
    up &+= Self.magnitude(x &- above)
    average &+= Self.magnitude(x &- (left &+ above) >> 1)
    paeth &+= Self.magnitude(x &- Self.paeth(left, above, upLeft))
  }

  /// A filtered byte is (x - prediction) mod 256, read as signed: its magnitude is the
  /// distance to the nearest multiple of 256.
  @inline(__always)
  private static func magnitude(_ difference: Int) -> Int {
    let signed = Int(Int8(truncatingIfNeeded: difference))
    let sign = signed >> 63
    return (signed ^ sign) &- sign
  }

  /// The Paeth predictor without branches on the data: the comparisons pick by masks.
  @inline(__always)
  private static func paeth(_ left: Int, _ above: Int, _ aboveLeft: Int) -> Int {
    @inline(__always) func absolute(_ v: Int) -> Int { (v ^ (v >> 63)) &- (v >> 63) }
    let toLeft = absolute(above &- aboveLeft)
    let toAbove = absolute(left &- aboveLeft)
    let toAboveLeft = absolute(left &+ above &- 2 &* aboveLeft)
    if toLeft <= toAbove && toLeft <= toAboveLeft { return left }
    return toAbove <= toAboveLeft ? above : aboveLeft
  }
}
