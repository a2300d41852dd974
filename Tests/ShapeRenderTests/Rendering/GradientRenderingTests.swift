import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Gradients rendered by the built-in raster renderer: the stop colors at the ends, blended between.
@MainActor @Suite struct GradientRenderingTests {
  @Test func linearGradientEndsInItsStopColors() throws {
    let image = try renderPixels(width: 200, height: 40) {
      Rectangle().fill(
        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
    }
    let red = RGBA(Color.red)
    let blue = RGBA(Color.blue)
    let left = image[x: 0, y: 20]
    let right = image[x: 199, y: 20]
    let middle = image[x: 100, y: 20]
    // Half a pixel into a 200-wide gradient the color has moved 1/400 of the way: ±2.
    #expect(left.isClose(to: red, tolerance: 2))
    #expect(right.isClose(to: blue, tolerance: 2))
    // Halfway it is the mean of the stops, in sRGB (SVG's default interpolation): ±2.
    let mean = RGBA(
      red: UInt8((Int(red.red) + Int(blue.red)) / 2),
      green: UInt8((Int(red.green) + Int(blue.green)) / 2),
      blue: UInt8((Int(red.blue) + Int(blue.blue)) / 2))
    #expect(middle.isClose(to: mean, tolerance: 2))
    // Lines across the gradient have one color.
    #expect(image[x: 50, y: 0] == image[x: 50, y: 39])
  }

  @Test func verticalGradientRunsTopToBottom() throws {
    let image = try renderPixels(width: 40, height: 200) {
      Rectangle().fill(
        LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))
    }
    let column = (0..<200).map { Int(image[x: 20, y: $0].red) }
    #expect(column.first! >= 253)
    #expect(column.last! <= 2)
    #expect(zip(column, column.dropFirst()).allSatisfy { $1 <= $0 })
  }

  @Test func radialGradientRunsFromTheCentreOut() throws {
    let image = try renderPixels(width: 200, height: 200) {
      Rectangle().fill(
        RadialGradient(colors: [.yellow, .purple], center: .center, startRadius: 0, endRadius: 80))
    }
    let centre = image[x: 100, y: 100]
    let rim = image[x: 100, y: 19]
    let beyond = image[x: 5, y: 5]
    #expect(centre.isClose(to: RGBA(Color.yellow), tolerance: 2))
    #expect(rim.isClose(to: RGBA(Color.purple), tolerance: 3))
    #expect(beyond == RGBA(Color.purple))
  }
}
