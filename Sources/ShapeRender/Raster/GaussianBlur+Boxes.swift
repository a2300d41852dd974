/// The blur of 2 pixels or more: resvg's five box blurs on 8-bit values.
extension GaussianBlur {
  /// How many boxes approximate the Gaussian.
  static let boxCount = 5

  /// The widths of the five boxes for a standard deviation `sigma`, as resvg finds them
  /// (in single precision): `n` of the odd width `w` at most `√(12σ²/5) + 1`, the
  /// rest `w + 2`, with `n` rounded from `(12σ² − 5w² − 20w − 15) / (−4w − 4)`.
  ///
  /// A deviation of zero, less or NaN gives boxes of width 1, which leave the values as
  /// they are; one above 10⁶ pixels counts as 10⁶ (its boxes are wider than any layer).
  static func boxWidths(sigma: Double) -> [Int] {
    guard sigma > 0 else { return [Int](repeating: 1, count: boxCount) }
    let s = Float(min(sigma, 1e6))
    let n = Float(boxCount)
    let ideal = (12 * s * s / n).squareRoot() + 1
    var narrow = Int(ideal.rounded(.down))
    if narrow % 2 == 0 { narrow -= 1 }
    let w = Float(narrow)
    let count = ((12 * s * s - n * w * w - 4 * n * w - 3 * n) / (-4 * w - 4)).rounded()
    let narrowCount = count > 0 ? Int(min(count, Float(boxCount))) : 0
    return (0..<boxCount).map { $0 < narrowCount ? narrow : narrow + 2 }
  }

  /// The box-blurred `values` (0…1 over `input`, zero elsewhere), computed over `region`
  /// as if everything beyond it were zero, written over `part` into `result` (laid out
  /// over `output`), in place.
  static func boxBlur(
    _ values: [Float], input: PixelBounds, source: PixelBounds, over region: PixelBounds,
    sigmaX: Double, sigmaY: Double, output: PixelBounds, part: PixelBounds,
    into result: inout [Float]
  ) {
    let width = region.width
    var image = BoxImage(width: width, height: region.height)
    // The input in bytes, as resvg holds the filter's image (the values are bytes over 255).
    for y in source.y..<source.maxY {
      let from = (y - input.y) * input.width - input.x
      let to = (y - region.y) * width - region.x
      for x in source.x..<source.maxX {
        let value = min(max(values[from + x], 0), 1) * 255
        image.front[to + x] = UInt8(truncatingIfNeeded: (value + 12_582_912).bitPattern)
      }
    }
    image.live = source.offsetBy(x: -region.x, y: -region.y)
    let widthsX = boxWidths(sigma: sigmaX)
    let widthsY = boxWidths(sigma: sigmaY)
    for step in 0..<boxCount {
      image.boxDown(radius: (widthsY[step] - 1) / 2)
      image.boxAlong(radius: (widthsX[step] - 1) / 2)
    }
    for y in part.y..<part.maxY {
      let from = (y - region.y) * width - region.x
      let to = (y - output.y) * output.width - output.x
      for x in part.x..<part.maxX { result[to + x] = Float(image.front[from + x]) / 255 }
    }
  }
}

/// An 8-bit image being box-blurred, and where it may be other than zero.
private struct BoxImage {
  let width: Int
  let height: Int
  /// The values; the back buffer takes each box's result, and the two are then swapped.
  var front: [UInt8]
  var back: [UInt8]
  /// The rectangle outside which every value is zero, in the image's own pixels: it grows
  /// by each box's radius, within the image.
  var live = PixelBounds(x: 0, y: 0, width: 0, height: 0)

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    front = [UInt8](repeating: 0, count: width * height)
    back = front
  }

  /// The mean of `sum` values, as resvg rounds it: a single-precision product with
  /// `1 / size`, rounded to nearest with ties to even by adding 1.5 · 2²³, whose low bits
  /// are then the whole number (the mean is at most 255, with a rounding error).
  @inline(__always)
  private static func mean(_ sum: Int32, _ inverse: Float) -> UInt8 {
    UInt8(truncatingIfNeeded: (Float(sum) * inverse + 12_582_912).bitPattern)
  }

  /// A box of `2 · radius + 1` rows, centred, down every column; zeros beyond the image.
  mutating func boxDown(radius: Int) {
    guard radius > 0, !live.isEmpty else { return }
    let (first, end) = (live.y, live.maxY)
    let out = max(first - radius, 0)..<min(end + radius, height)
    let (left, count) = (live.x, live.width)
    let inverse = 1 / Float(2 * radius + 1)
    let width = self.width
    var largest: UInt8 = 0
    front.withUnsafeBufferPointer { source in
      back.withUnsafeMutableBufferPointer { target in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { sums in
          guard let source = source.baseAddress, let target = target.baseAddress,
            let sums = sums.baseAddress
          else { return }
          sums.initialize(repeating: 0, count: count)
          // Adds (or takes away) row `y` of the live columns to the running sums.
          func add(_ y: Int, _ sign: Int32) {
            let row = source + y * width + left
            var i = 0
            while i < count {
              sums[i] &+= sign &* Int32(row[i])
              i += 1
            }
          }
          // The window of the first row out: rows out.lowerBound ± radius.
          var y = max(out.lowerBound - radius, first)
          while y < min(out.lowerBound + radius + 1, end) {
            add(y, 1)
            y += 1
          }
          for y in out {
            let row = target + y * width + left
            var i = 0
            while i < count {
              let mean = Self.mean(sums[i], inverse)
              row[i] = mean
              largest = max(largest, mean)
              i += 1
            }
            if y + radius + 1 >= first, y + radius + 1 < end { add(y + radius + 1, 1) }
            if y - radius >= first, y - radius < end { add(y - radius, -1) }
          }
        }
      }
    }
    swap(&front, &back)
    // What rounds to zero everywhere stays zero: the boxes after it have nothing to do.
    live =
      largest == 0
      ? PixelBounds(x: 0, y: 0, width: 0, height: 0)
      : PixelBounds(x: left, y: out.lowerBound, width: count, height: out.count)
  }

  /// A box of `2 · radius + 1` columns, centred, along every row; zeros beyond the image.
  mutating func boxAlong(radius: Int) {
    guard radius > 0, !live.isEmpty else { return }
    let (first, end) = (live.x, live.maxX)
    let out = max(first - radius, 0)..<min(end + radius, width)
    let inverse = 1 / Float(2 * radius + 1)
    let width = self.width
    var largest: UInt8 = 0
    front.withUnsafeBufferPointer { source in
      back.withUnsafeMutableBufferPointer { target in
        guard let source = source.baseAddress, let target = target.baseAddress else { return }
        for y in live.y..<live.maxY {
          let (from, to) = (source + y * width, target + y * width)
          var sum: Int32 = 0
          var x = max(out.lowerBound - radius, first)
          while x < min(out.lowerBound + radius + 1, end) {
            sum &+= Int32(from[x])
            x += 1
          }
          // Past the live columns the row is zero, so a column entering or leaving the
          // window needs testing only against the row's ends, in three stretches.
          let rising = min(max(width - radius - 1, out.lowerBound), out.upperBound)
          let falling = min(max(radius, out.lowerBound), rising)
          x = out.lowerBound
          while x < falling {
            let mean = Self.mean(sum, inverse)
            to[x] = mean
            largest = max(largest, mean)
            sum &+= Int32(from[x &+ radius &+ 1])
            x &+= 1
          }
          while x < rising {
            let mean = Self.mean(sum, inverse)
            to[x] = mean
            largest = max(largest, mean)
            sum &+= Int32(from[x &+ radius &+ 1]) &- Int32(from[x &- radius])
            x &+= 1
          }
          while x < out.upperBound {
            let mean = Self.mean(sum, inverse)
            to[x] = mean
            largest = max(largest, mean)
            if x >= radius { sum &-= Int32(from[x &- radius]) }
            x &+= 1
          }
        }
      }
    }
    swap(&front, &back)
    live =
      largest == 0
      ? PixelBounds(x: 0, y: 0, width: 0, height: 0)
      : PixelBounds(x: out.lowerBound, y: live.y, width: out.count, height: live.height)
  }
}
