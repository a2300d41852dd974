import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Blurs drawn by the raster renderer: a Gaussian of half the radius, every channel
/// premultiplied, computed as resvg's box blurs.
@MainActor @Suite struct BlurRenderingTests {
  /// A 20 × 20 opaque square of `color` in the middle of a 100 × 100 canvas (pixels 40 to
  /// 59), blurred by `radius`.
  private func blurredSquare(
    _ color: Color = .black, radius: CGFloat, opaque: Bool = false
  ) throws -> PNGImage {
    try renderPixels(width: 100, height: 100) {
      Rectangle().fill(color).frame(width: 20, height: 20).blur(radius: radius, opaque: opaque)
    }
  }

  /// The share of the square a Gaussian of deviation `sigma` leaves at the pixel whose
  /// centre is (`x`, `y`).
  private func gaussianShare(x: Double, y: Double, sigma: Double) -> Double {
    func along(_ c: Double) -> Double {
      0.5
        * (erf((60 - c) / (sigma * 2.0.squareRoot())) - erf((40 - c) / (sigma * 2.0.squareRoot())))
    }
    return along(x) * along(y)
  }

  @Test func aBlurredSquareIsAGaussianOfHalfTheRadius() throws {
    let image = try blurredSquare(radius: 8)
    // σ = 4. The middle: the Gaussian leaves erf(10 / 4√2)² = 0.975, 248.7/255; resvg's
    // five box blurs, which these are to the byte, leave 243/255 (resvg draws the same).
    let middle = Int(image[x: 50, y: 50].alpha)
    let expectedMiddle = gaussianShare(x: 50, y: 50, sigma: 4) * 255
    #expect(middle == 243)
    #expect(abs(Double(middle) - expectedMiddle) <= 6, "\(middle) for \(expectedMiddle)")
    // Just inside the left edge, halfway down: about half, 138.3/255 (resvg: 136).
    let edge = Int(image[x: 40, y: 50].alpha)
    let expectedEdge = gaussianShare(x: 40.5, y: 50.5, sigma: 4) * 255
    #expect(edge == 136)
    #expect(abs(Double(edge) - expectedEdge) <= 4, "\(edge) for \(expectedEdge)")
    // Three deviations and more away, nothing.
    #expect(image[x: 40 - 14, y: 50].alpha == 0)
    // Its color is kept: black throughout.
    #expect(image[x: 35, y: 50].red == 0 && image[x: 35, y: 50].alpha > 0)
  }

  @Test func aBlurKeepsTheTotalAlphaAndIsSymmetric() throws {
    let image = try blurredSquare(radius: 10)
    var total = 0
    for y in 0..<100 {
      for x in 0..<100 { total += Int(image[x: x, y: y].alpha) }
    }
    // 400 opaque pixels spread out, within the rounding of the box blurs (measured: 1%).
    let spread = Double(total) / 255
    #expect(abs(spread - 400) <= 8, "\(spread) pixels of alpha")
    // The square spans 40…59: pixel x mirrors to 99 − x, and y likewise.
    for y in 0..<100 {
      for x in 0..<50 {
        #expect(image[x: x, y: y] == image[x: 99 - x, y: y], "(\(x), \(y))")
        #expect(image[x: y, y: x] == image[x: y, y: 99 - x], "(\(y), \(x))")
      }
    }
  }

  @Test func aBlurredColorStaysItsColorAsItFades() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    let image = try blurredSquare(red, radius: 8)
    for x in [30, 35, 40, 45] {
      let pixel = image[x: x, y: 50]
      #expect(pixel.alpha > 0)
      // Straight color from premultiplied bytes: within rounding of pure red.
      #expect(pixel.red >= 250 && pixel.green <= 6 && pixel.blue <= 6, "\(pixel) at \(x)")
    }
  }

  @Test func anOpaqueBlurFillsTheFrameAndNothingElse() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    let image = try blurredSquare(red, radius: 8, opaque: true)
    // Even its corners, where a blur fades most, are opaque red: divided by their alpha.
    for (x, y) in [(40, 40), (59, 40), (40, 59), (59, 59), (50, 50)] {
      #expect(image[x: x, y: y] == RGBA(red: 255, green: 0, blue: 0), "(\(x), \(y))")
    }
    for (x, y) in [(39, 50), (60, 50), (50, 39), (50, 60)] {
      #expect(image[x: x, y: y].alpha == 0, "(\(x), \(y))")
    }
  }

  @Test func anOpaqueBlurMixesColorsWithoutFading() throws {
    // Left half red, right half blue, blurred opaque: the middle is a mix, the edges keep
    // full alpha.
    let image = try renderPixels(width: 100, height: 100) {
      HStack(spacing: 0) {
        Rectangle().fill(Color(red: 1, green: 0, blue: 0))
        Rectangle().fill(Color(red: 0, green: 0, blue: 1))
      }
      .frame(width: 40, height: 40)
      .blur(radius: 12, opaque: true)
    }
    let middle = image[x: 50, y: 50]
    #expect(middle.alpha == 255)
    #expect(abs(Int(middle.red) - Int(middle.blue)) <= 40, "\(middle)")
    #expect(image[x: 30, y: 30].alpha == 255 && image[x: 30, y: 30].red > image[x: 30, y: 30].blue)
  }

  @Test func contentPastTheCanvasEdgeBlursOntoIt() throws {
    // The same square, centred on the left edge: the canvas's first column is what the
    // middle column of the square centred on the canvas is.
    let centred = try blurredSquare(radius: 8)
    let onEdge = try renderPixels(width: 100, height: 100) {
      Rectangle().fill(.black).frame(width: 20, height: 20).blur(radius: 8).offset(x: -50)
    }
    for y in 30..<70 {
      #expect(onEdge[x: 0, y: y] == centred[x: 50, y: y], "row \(y)")
    }
  }

  @Test func degenerateRadiiDoNotTrap() throws {
    let plain = try renderPixels(width: 100, height: 100) {
      Rectangle().fill(.black).frame(width: 20, height: 20)
    }
    for radius in [CGFloat.nan, .infinity, -.infinity, -3, 0] {
      #expect(try blurredSquare(radius: radius) == plain, "radius \(radius)")
    }
    // A radius far larger than the canvas spreads the square to nearly nothing.
    let huge = try blurredSquare(radius: 1e6)
    #expect(huge[x: 50, y: 50].alpha <= 1)
    let hugeOpaque = try blurredSquare(radius: 1e6, opaque: true)
    #expect(hugeOpaque[x: 50, y: 50].alpha == 255)
  }
}
