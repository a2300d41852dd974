import Foundation

/// SVG's `feGaussianBlur` of one channel, separably, as resvg computes it.
///
/// For a standard deviation of 2 pixels or more the blur is the approximation SVG 1.1
/// describes: three successive box blurs of size `d = ⌊σ · 3√(2π)/4 + 0.5⌋`, centred on
/// the pixel when `d` is odd; when it is even, one of size `d` centred on the boundary with
/// the pixel to the left, one of size `d` on the boundary to the right, and one of size
/// `d + 1` centred. Below 2 pixels it is a true Gaussian, sampled out to 3σ and normalized.
/// Outside the region every value is zero.
///
/// Each box blur is a running sum, so the time is linear in the region's area whatever
/// the deviation: a deviation of 10,000 costs what one of 10 does.
enum GaussianBlur {
  /// Blurs `values`, `width` × `height` row by row, by `sigmaX` along rows and `sigmaY`
  /// along columns (in pixels; zero, negative or NaN leave that direction as it is).
  static func blur(_ values: inout [Float], width: Int, height: Int, sigmaX: Double, sigmaY: Double)
  {
    guard width > 0, height > 0, values.count == width * height else { return }
    var line = [Float](repeating: 0, count: max(width, height))
    var scratch = line
    if sigmaX > 0 {
      for y in 0..<height {
        for x in 0..<width { line[x] = values[y * width + x] }
        blurLine(&line, count: width, sigma: sigmaX, scratch: &scratch)
        for x in 0..<width { values[y * width + x] = line[x] }
      }
    }
    if sigmaY > 0 {
      for x in 0..<width {
        for y in 0..<height { line[y] = values[y * width + x] }
        blurLine(&line, count: height, sigma: sigmaY, scratch: &scratch)
        for y in 0..<height { values[y * width + x] = line[y] }
      }
    }
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
