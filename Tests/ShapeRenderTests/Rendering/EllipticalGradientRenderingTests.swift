import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Elliptical gradients drawn by the raster renderer: a radial gradient in the unit
/// square, stretched to the frame.
@MainActor @Suite struct EllipticalGradientRenderingTests {
  /// The gray level a white-to-black gradient has at location `t`.
  private func gray(_ t: Double) -> Int {
    Int((255 * (1 - min(max(t, 0), 1))).rounded())
  }

  @Test func radiiAreFractionsOfTheFramesWidthAndHeight() throws {
    let image = try renderPixels(width: 200, height: 100) {
      Rectangle().fill(
        EllipticalGradient(
          colors: [.white, .black], center: .center, startRadiusFraction: 0,
          endRadiusFraction: 0.5))
    }
    // Pixel centres in unit coordinates, their distance from (0.5, 0.5) over 0.5.
    func expected(_ x: Int, _ y: Int) -> Int {
      let u = (Double(x) + 0.5) / 200 - 0.5
      let v = (Double(y) + 0.5) / 100 - 0.5
      return gray((u * u + v * v).squareRoot() / 0.5)
    }
    for (x, y) in [(100, 50), (150, 50), (100, 75), (199, 50), (100, 99), (130, 60), (40, 20)] {
      #expect(abs(Int(image[x: x, y: y].red) - expected(x, y)) <= 1, "(\(x), \(y))")
    }
    // 50 pixels right and 25 pixels down are the same ellipse: the same gray, ±1.
    #expect(abs(Int(image[x: 150, y: 50].red) - Int(image[x: 100, y: 75].red)) <= 1)
    // The corners are past the ellipse: black.
    #expect(image[x: 0, y: 0] == RGBA(red: 0, green: 0, blue: 0))
  }

  @Test func aStartFractionMovesTheFirstColorOut() throws {
    let image = try renderPixels(width: 100, height: 100) {
      Rectangle().fill(
        EllipticalGradient(
          colors: [.white, .black], center: .topLeading, startRadiusFraction: 0.2,
          endRadiusFraction: 1))
    }
    // Within 0.2 of the corner, white; at 0.6, half way.
    #expect(image[x: 10, y: 10] == RGBA(red: 255, green: 255, blue: 255))
    let d = ((60.5 * 60.5 + 0.5 * 0.5).squareRoot()) / 100
    #expect(abs(Int(image[x: 60, y: 0].red) - gray((d - 0.2) / 0.8)) <= 1)
  }

  @Test func degenerateFramesAndFractionsPaintOneColor() throws {
    // An end fraction of 0 (or NaN, or negative): the last color everywhere.
    for end in [0, CGFloat.nan, -1] {
      let image = try renderPixels(width: 20, height: 20) {
        Rectangle().fill(
          EllipticalGradient(
            colors: [.white, .blue], startRadiusFraction: 0, endRadiusFraction: end))
      }
      #expect(image[x: 10, y: 10] == RGBA(Color.blue))
    }
    // A center with a NaN coordinate: the first color.
    let image = try renderPixels(width: 20, height: 20) {
      Rectangle().fill(
        EllipticalGradient(colors: [.white, .blue], center: UnitPoint(x: .nan, y: 0)))
    }
    #expect(image[x: 10, y: 10] == RGBA(red: 255, green: 255, blue: 255))
  }
}
