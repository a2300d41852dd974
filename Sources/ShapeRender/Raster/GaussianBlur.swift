import Foundation

/// SVG's `feGaussianBlur` of one channel, separably: where SVG allows a box-blur
/// approximation, resvg's, and below that a true Gaussian.
///
/// For a standard deviation of 2 pixels or more along either axis, the blur is resvg's,
/// to the byte: five box blurs, each down the columns and then along the rows, on 8-bit
/// values rounded after every box (to nearest, ties to even, in single precision). The
/// five widths are resvg's: `n` boxes of the odd width `w` at most `√(12σ²/5) + 1` and
/// the rest of width `w + 2`, with
/// `n = round((12σ² − 5w² − 20w − 15) / (−4w − 4))`. (SVG 1.1 suggests three boxes of
/// width `⌊σ · 3√(2π)/4 + 0.5⌋`; on a shadow's edge the two differ by up to 18/255.)
///
/// Below 2 pixels along both axes, where SVG asks for the Gaussian itself, it is a true
/// Gaussian, sampled out to 3σ and normalized. (resvg approximates it there by a recursive
/// filter, which is up to 18/255 off on a shadow's edge at σ = 1, and leaves an opaque
/// shadow's inside at 254/255.)
///
/// The blur is computed over a region and read back over a part of it: what the blur moves
/// across the part's edges, out and back in again by the later passes, is counted as far
/// as the region reaches. The boxes blur only the rectangle the input has reached so far;
/// the Gaussian, along rows, only the input's rows, and along columns, the part's columns.
///
/// Each box blur is a running sum, so its time is linear in the pixels it covers whatever
/// its width; once every value rounds to zero, the boxes left have nothing to do.
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
    if max(sigmaX, sigmaY) >= 2 {
      boxBlur(
        values, input: input, source: source, over: region, sigmaX: sigmaX, sigmaY: sigmaY,
        output: output, part: part, into: &result)
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
      if sigmaX > 0 { gaussian(&line, count: region.width, sigma: sigmaX, scratch: &scratch) }
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
      if sigmaY > 0 { gaussian(&line, count: region.height, sigma: sigmaY, scratch: &scratch) }
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

  /// The true Gaussian along one line, for deviations below 2 pixels.
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
