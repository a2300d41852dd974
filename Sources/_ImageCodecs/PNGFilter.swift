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

  /// Filters one scanline with this filter.
  ///
  /// - Parameters:
  ///   - row: The scanline's raw bytes.
  ///   - above: The raw bytes of the scanline above, as many as `row` holds; zeros for the
  ///     first scanline.
  ///   - bytesPerPixel: The distance to the left neighbour: bytes per pixel, at least 1.
  ///   - output: Receives the filtered bytes, `row.count` of them, after the existing ones.
  func apply(
    to row: ArraySlice<UInt8>, above: ArraySlice<UInt8>, bytesPerPixel: Int,
    appendingTo output: inout [UInt8]
  ) {
    let start = row.startIndex
    let aboveStart = above.startIndex
    for index in 0..<row.count {
      let hasLeft = index >= bytesPerPixel
      let left = hasLeft ? row[start + index - bytesPerPixel] : 0
      let up = above[aboveStart + index]
      let prediction: UInt8
      switch self {
      case .none: prediction = 0
      case .sub: prediction = left
      case .up: prediction = up
      case .average: prediction = UInt8((Int(left) + Int(up)) >> 1)
      case .paeth:
        let upLeft = hasLeft ? above[aboveStart + index - bytesPerPixel] : 0
        prediction = Self.paethPredictor(left, up, upLeft)
      }
      output.append(row[start + index] &- prediction)
    }
  }
}
