import PixelKit
import ShapeRender

/// How far the raster renderer's pixels stray from resvg's, over one or more images.
///
/// Channels are compared premultiplied: the colour of a nearly clear pixel means little.
struct RasterComparison {
  /// Pixels whose worst channel differs by more than 16/255.
  private(set) var differing = 0
  /// Pixels whose worst channel differs by more than 40/255.
  private(set) var farOff = 0
  /// Pixels compared.
  private(set) var total = 0
  private var absoluteSum = 0
  /// Our alpha less resvg's, summed: near zero when the differences are rounding of
  /// coverage, far from it when one side draws more or less ink.
  private(set) var alphaBias = 0

  /// The share of pixels past 16/255.
  var share: Double { total == 0 ? 0 : Double(differing) / Double(total) }
  /// The mean absolute difference over every channel, in 255ths.
  var mean: Double { total == 0 ? 0 : Double(absoluteSum) / Double(total * 4) }

  /// Whether the images are within the fidelity bars of the raster tests: at most 0.5% of
  /// pixels past 16/255, at most 0.01% past 40/255, a mean difference of at most 0.5/255.
  var isWithinBars: Bool {
    isWithin(differing: 0.005, farOff: 0.0001, mean: 0.5)
  }

  /// Whether at most the share `differing` of pixels is past 16/255, at most `farOff` past
  /// 40/255, and the mean difference is at most `mean` 255ths.
  func isWithin(differing: Double, farOff: Double, mean: Double) -> Bool {
    share <= differing && Double(self.farOff) <= farOff * Double(total) && self.mean <= mean
  }

  var summary: String {
    "\(differing) of \(total) pixels past 16/255, \(farOff) past 40/255, mean \(mean)/255, "
      + "alpha bias \(Double(alphaBias) / 255) pixels"
  }

  /// Adds one pair of images; a pair of different sizes counts every pixel of the larger
  /// as far off.
  mutating func add(ours: RasterImage, theirs reference: PNGImage) {
    guard ours.width == reference.width, ours.height == reference.height else {
      let count = max(ours.width * ours.height, reference.width * reference.height)
      differing += count
      farOff += count
      total += count
      absoluteSum += count * 4 * 255
      return
    }
    for p in 0..<(ours.width * ours.height) {
      let (worst, sum) = Self.difference(ours, reference, at: p)
      absoluteSum += sum
      alphaBias += Int(ours.rgba[p * 4 + 3]) - Int(reference.pixels[p].alpha)
      if worst > 16 { differing += 1 }
      if worst > 40 { farOff += 1 }
    }
    total += ours.width * ours.height
  }

  /// How many of our pixels are past 16/255 from both of resvg's drawings.
  ///
  /// `atSize` is drawn at its own size: its edges are rounded to its samples, but its
  /// shapes are composited one by one as ours are. `exact` is drawn larger and averaged
  /// down: its coverage is nearly exact, but its coincident edges do not compound. A pixel
  /// far from both is one neither way of anti-aliasing explains. Images of different sizes
  /// count every pixel.
  static func pixelsPastBoth(ours: RasterImage, atSize: PNGImage, exact: PNGImage) -> Int {
    let count = ours.width * ours.height
    guard atSize.width == ours.width, atSize.height == ours.height,
      exact.width == ours.width, exact.height == ours.height
    else { return max(count, atSize.width * atSize.height, exact.width * exact.height) }
    var past = 0
    for p in 0..<count
    where difference(ours, atSize, at: p).worst > 16 && difference(ours, exact, at: p).worst > 16 {
      past += 1
    }
    return past
  }

  /// The worst channel's difference at pixel `p` and the sum over its channels, in 255ths,
  /// premultiplied.
  private static func difference(_ ours: RasterImage, _ theirs: PNGImage, at p: Int)
    -> (worst: Int, sum: Int)
  {
    let pixel = theirs.pixels[p]
    let channels = [pixel.red, pixel.green, pixel.blue, pixel.alpha]
    var worst = 0
    var sum = 0
    for k in 0..<4 {
      let a = Int(ours.rgba[p * 4 + k]) * (k == 3 ? 255 : Int(ours.rgba[p * 4 + 3])) / 255
      let b = Int(channels[k]) * (k == 3 ? 255 : Int(pixel.alpha)) / 255
      worst = max(worst, abs(a - b))
      sum += abs(a - b)
    }
    return (worst, sum)
  }
}
