/// Questions tests ask about a rendered picture: where it is drawn, how much, and in what color.
extension PNGImage {
  /// The whole image as a rectangle.
  public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

  /// The alpha-weighted area of the image in pixels: the sum of every alpha over 255.
  ///
  /// A 50×50 opaque square on a transparent canvas covers 2500; its anti-aliased edges add
  /// their fractional coverage.
  public func coverage() -> Double {
    coverage(in: bounds)
  }

  /// The alpha-weighted area in pixels of the part of the image inside `rect` (clipped to the
  /// image): the sum of the alphas there over 255.
  public func coverage(in rect: PixelRect) -> Double {
    var total = 0
    forEachPixel(in: rect) { total += Int($0.alpha) }
    return Double(total) / 255
  }

  /// The smallest rectangle holding every pixel whose alpha is greater than `threshold`, or
  /// `nil` when there is none.
  public func boundingBox(alphaAbove threshold: UInt8 = 0) -> PixelRect? {
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min
    for y in 0..<height {
      for x in 0..<width where pixels[y * width + x].alpha > threshold {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard minX <= maxX else { return nil }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The average color of the pixels inside `rect` (clipped to the image), weighted by alpha.
  ///
  /// The color channels are averaged as if premultiplied, so transparent pixels do not darken
  /// the result; the alpha is the plain mean alpha. An empty or fully transparent region gives
  /// ``RGBA/clear``.
  public func meanColor(in rect: PixelRect) -> RGBA {
    var red = 0
    var green = 0
    var blue = 0
    var alpha = 0
    var count = 0
    forEachPixel(in: rect) { pixel in
      let weight = Int(pixel.alpha)
      red += Int(pixel.red) * weight
      green += Int(pixel.green) * weight
      blue += Int(pixel.blue) * weight
      alpha += weight
      count += 1
    }
    guard alpha > 0 else { return .clear }
    func rounded(_ sum: Int, _ divisor: Int) -> UInt8 {
      UInt8(clamping: (sum + divisor / 2) / divisor)
    }
    return RGBA(
      red: rounded(red, alpha), green: rounded(green, alpha), blue: rounded(blue, alpha),
      alpha: rounded(alpha, count))
  }

  /// The average color of the whole image, weighted by alpha, as in ``meanColor(in:)``.
  public func meanColor() -> RGBA {
    meanColor(in: bounds)
  }

  /// The number of pixels inside `rect` (clipped to the image; the whole image by default) for
  /// which `predicate` is true.
  ///
  /// ```swift
  /// let redPixels = image.countPixels { $0.isClose(to: .red, tolerance: 8) }
  /// ```
  public func countPixels(in rect: PixelRect? = nil, where predicate: (RGBA) throws -> Bool)
    rethrows -> Int
  {
    let clipped = (rect ?? bounds).intersection(bounds)
    guard !clipped.isEmpty else { return 0 }
    var count = 0
    for y in clipped.minY..<clipped.maxY {
      for x in clipped.minX..<clipped.maxX where try predicate(pixels[y * width + x]) {
        count += 1
      }
    }
    return count
  }

  /// The largest difference between a channel of a pixel here and the same channel of the
  /// pixel at the same place in `other`, as ``RGBA/maximumDifference(from:)`` measures it.
  ///
  /// - Precondition: Both images have the same size.
  public func maximumDifference(from other: PNGImage) -> Int {
    precondition(
      width == other.width && height == other.height,
      "comparing a \(width)×\(height) image with a \(other.width)×\(other.height) one")
    var largest = 0
    for (pixel, otherPixel) in zip(pixels, other.pixels) {
      largest = max(largest, pixel.maximumDifference(from: otherPixel))
    }
    return largest
  }

  /// Calls `body` with every pixel inside `rect`, clipped to the image.
  private func forEachPixel(in rect: PixelRect, _ body: (RGBA) -> Void) {
    let clipped = rect.intersection(bounds)
    guard !clipped.isEmpty else { return }
    for y in clipped.minY..<clipped.maxY {
      for x in clipped.minX..<clipped.maxX {
        body(pixels[y * width + x])
      }
    }
  }
}
