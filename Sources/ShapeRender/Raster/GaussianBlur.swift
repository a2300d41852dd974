import Foundation

/// SVG's `feGaussianBlur` of one channel, separably, as resvg computes it.
///
/// For a standard deviation of 2 pixels or more the blur is the approximation SVG 1.1
/// describes: three successive box blurs of size `d = ⌊σ · 3√(2π)/4 + 0.5⌋`, centred on
/// the pixel when `d` is odd; when it is even, one of size `d` centred on the boundary with
/// the pixel to the left, one of size `d` on the boundary to the right, and one of size
/// `d + 1` centred. Below 2 pixels it is a true Gaussian, sampled out to 3σ and normalized.
///
/// The blur is computed over a region and read back over a part of it: what the blur moves
/// across the part's edges, out and back in again by the later box blurs, is counted as
/// far as the region reaches. Rows where the input is all zero blur to zero, so only the
/// input's rows are blurred along rows, and only the part's columns along columns.
///
/// Each box blur is a running sum, so the time is linear in the lines blurred and their
/// length whatever the deviation: a deviation of 10,000 costs what one of 10 does.
enum GaussianBlur {
  /// The blur of an image that is `values` (row by row over `input`) and zero elsewhere,
  /// by `sigmaX` along rows and `sigmaY` along columns (in pixels; zero, negative or NaN
  /// leave that direction as it is), computed over `region` as if every value beyond it
  /// were zero, row by row over `output`.
  ///
  /// `input` and `output` are cut to `region`; the result is zero where `output` is
  /// outside it, and empty when `output` is empty.
  static func blur(
    _ values: [Float], input: PixelBounds, over region: PixelBounds, sigmaX: Double,
    sigmaY: Double, output: PixelBounds
  ) -> [Float] {
    guard !output.isEmpty else { return [] }
    var result = [Float](repeating: 0, count: output.width * output.height)
    let source = input.intersection(region)
    let part = output.intersection(region)
    guard !source.isEmpty, !part.isEmpty, values.count == input.width * input.height else {
      return result
    }
    var line = [Float](repeating: 0, count: max(region.width, region.height))
    var scratch = line
    // Along rows: each row of the input, over the region's columns, kept over the part's.
    var rows = [Float](repeating: 0, count: source.height * part.width)
    for y in source.y..<source.maxY {
      // The input's columns are written below; the rest of the line is zero.
      for x in 0..<(source.x - region.x) { line[x] = 0 }
      for x in (source.maxX - region.x)..<region.width { line[x] = 0 }
      let from = (y - input.y) * input.width - input.x
      for x in source.x..<source.maxX { line[x - region.x] = values[from + x] }
      if sigmaX > 0 { blurLine(&line, count: region.width, sigma: sigmaX, scratch: &scratch) }
      let to = (y - source.y) * part.width - part.x
      for x in part.x..<part.maxX { rows[to + x] = line[x - region.x] }
    }
    // Along columns: each of the part's, over the region's rows, kept over the part's.
    for x in part.x..<part.maxX {
      for y in 0..<(source.y - region.y) { line[y] = 0 }
      for y in (source.maxY - region.y)..<region.height { line[y] = 0 }
      for y in source.y..<source.maxY {
        line[y - region.y] = rows[(y - source.y) * part.width + x - part.x]
      }
      if sigmaY > 0 { blurLine(&line, count: region.height, sigma: sigmaY, scratch: &scratch) }
      for y in part.y..<part.maxY {
        result[(y - output.y) * output.width + x - output.x] = line[y - region.y]
      }
    }
    return result
  }

  /// How far the blur reaches on each side, in pixels: 3σ, as SVG's filter regions allow.
  static func reach(sigma: Double) -> Int {
    guard sigma > 0, sigma.isFinite else { return 0 }
    return Int(min((3 * sigma).rounded(.up) + 1, 1e9))
  }

  private static func blurLine(
    _ line: inout [Float], count: Int, sigma: Double, scratch: inout [Float]
  ) {
    if sigma >= 2 {
      let d = Int(min((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down), 1e9))
      if d % 2 == 1 {
        for _ in 0..<3 { box(&line, count: count, before: d / 2, after: d / 2, scratch: &scratch) }
      } else {
        box(&line, count: count, before: d / 2, after: d / 2 - 1, scratch: &scratch)
        box(&line, count: count, before: d / 2 - 1, after: d / 2, scratch: &scratch)
        box(&line, count: count, before: d / 2, after: d / 2, scratch: &scratch)
      }
    } else {
      gaussian(&line, count: count, sigma: sigma, scratch: &scratch)
    }
  }

  /// The mean of the window `x − before … x + after` at each `x`, zeros outside the line.
  private static func box(
    _ line: inout [Float], count: Int, before: Int, after: Int, scratch: inout [Float]
  ) {
    let size = Float(before + after + 1)
    var sum: Float = 0
    // The window of x = 0 holds x ∈ 0…after.
    for i in 0..<min(after, count - 1) + 1 where i < count { sum += line[i] }
    for x in 0..<count {
      scratch[x] = sum / size
      let entering = x + after + 1
      if entering < count { sum += line[entering] }
      let leaving = x - before
      if leaving >= 0 { sum -= line[leaving] }
    }
    for x in 0..<count { line[x] = max(scratch[x], 0) }
  }

  private static func gaussian(
    _ line: inout [Float], count: Int, sigma: Double, scratch: inout [Float]
  ) {
    let radius = Int((3 * sigma).rounded(.up))
    guard radius > 0 else { return }
    var kernel = (-radius...radius).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
    let total = kernel.reduce(0, +)
    kernel = kernel.map { $0 / total }
    for x in 0..<count {
      var sum = 0.0
      for k in -radius...radius where x + k >= 0 && x + k < count {
        sum += kernel[k + radius] * Double(line[x + k])
      }
      scratch[x] = Float(sum)
    }
    for x in 0..<count { line[x] = scratch[x] }
  }
}
