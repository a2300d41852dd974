import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Angular (conic) gradients drawn by the raster renderer: the color of each pixel is the
/// gradient's at the direction of its centre from the gradient's center.
@MainActor @Suite struct AngularGradientRenderingTests {
  /// The color of a two-stop gradient at `t`, mixed in 8-bit sRGB as SVG renderers do.
  private func mixed(_ a: Color, _ b: Color, _ t: Double) -> RGBA {
    func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded())
    }
    return RGBA(
      red: mix(a.redByte, b.redByte), green: mix(a.greenByte, b.greenByte),
      blue: mix(a.blueByte, b.blueByte))
  }

  /// The direction, in degrees clockwise from +x in 0..<360, of pixel (x, y)'s centre from
  /// (cx, cy).
  private func degrees(_ x: Int, _ y: Int, from cx: Double, _ cy: Double) -> Double {
    let angle = atan2(Double(y) + 0.5 - cy, Double(x) + 0.5 - cx) * 180 / .pi
    return angle < 0 ? angle + 360 : angle
  }

  @Test func aSweepOf270DegreesRunsClockwiseThenFillsTheGap() throws {
    let image = try renderPixels(width: 200, height: 200) {
      Rectangle().fill(
        AngularGradient(
          colors: [.red, .blue], center: .center, startAngle: .degrees(0),
          endAngle: .degrees(270)))
    }
    // Pixels on a circle of radius 60 about (100, 100), every 5°.
    for step in 0..<72 {
      let target = Double(step) * 5 * .pi / 180
      let x = Int(100 + 60 * cos(target))
      let y = Int(100 + 60 * sin(target))
      let angle = degrees(x, y, from: 100, 100)
      let expected: RGBA
      if angle <= 270 {
        expected = mixed(.red, .blue, angle / 270)
      } else {
        expected = angle < 315 ? RGBA(Color.blue) : RGBA(Color.red)
      }
      // Pixels within half a degree of the hard edges at 0° and 315° are left out.
      guard abs(angle - 315) > 0.5, angle > 0.5, angle < 359.5 else { continue }
      #expect(image[x: x, y: y].isClose(to: expected, tolerance: 1), "at \(angle)°")
    }
    // Below the center (90°) a third of the way; left (180°) two thirds.
    #expect(
      image[x: 100, y: 180].isClose(
        to: mixed(.red, .blue, degrees(100, 180, from: 100, 100) / 270), tolerance: 1))
    #expect(
      image[x: 20, y: 99].isClose(
        to: mixed(.red, .blue, degrees(20, 99, from: 100, 100) / 270), tolerance: 1))
  }

  @Test func theDefaultAnglesMakeAFullColorWheel() throws {
    let colors: [Color] = [.red, .yellow, .green, .blue, .purple, .red]
    let image = try renderPixels(width: 100, height: 100) {
      Circle().fill(AngularGradient(gradient: Gradient(colors: colors), center: .center))
    }
    // Each color at its fifth of the turn, 30 pixels out: 0°, 72°, 144°, 216°, 288°.
    for (index, color) in colors.dropLast().enumerated() {
      let target = Double(index) * 72 * .pi / 180
      let x = Int(50 + 30 * cos(target))
      let y = Int(50 + 30 * sin(target))
      let angle = degrees(x, y, from: 50, 50)
      // Within a pixel of the exact direction: the color moves 1/72 of a stop per degree.
      let expected = index == 0 && angle > 180 ? colors[5] : color
      let tolerance =
        Int(
          (abs(angle - Double(index) * 72).truncatingRemainder(dividingBy: 360) / 72 * 255).rounded(
            .up)) + 1
      #expect(
        image[x: x, y: y].isClose(to: RGBA(expected), tolerance: min(tolerance, 40)), "\(index)")
    }
    // Outside the circle nothing is drawn.
    #expect(image[x: 2, y: 2].alpha == 0)
  }

  @Test func conicGradientStartsAtItsAngle() throws {
    let image = try renderPixels(width: 100, height: 100) {
      Rectangle().fill(
        .conicGradient(colors: [.white, .black], center: .center, angle: .degrees(90)))
    }
    // Just clockwise of straight down (90°) is white; just counterclockwise, black.
    #expect(image[x: 49, y: 90].isClose(to: RGBA(red: 255, green: 255, blue: 255), tolerance: 2))
    #expect(image[x: 50, y: 90].isClose(to: RGBA(red: 0, green: 0, blue: 0), tolerance: 2))
    // Straight up (270°) is half way.
    let up = image[x: 50, y: 10]
    #expect(abs(Int(up.red) - 128) <= 2)
  }

  @Test func aStrokeIsPaintedByTheSameGradient() throws {
    let image = try renderPixels(width: 100, height: 100) {
      Circle().strokeBorder(
        AngularGradient.conicGradient(colors: [.pink, .orange], center: .center), lineWidth: 8)
    }
    // The ring's right side, just below the +x axis, is pink; just above, orange.
    #expect(image[x: 96, y: 51].isClose(to: RGBA(Color.pink), tolerance: 3))
    #expect(image[x: 96, y: 48].isClose(to: RGBA(Color.orange), tolerance: 4))
    // The inside of the ring is empty.
    #expect(image[x: 50, y: 50].alpha == 0)
  }

  @Test func degenerateAnglesAndCentersPaintTheFirstColor() throws {
    let paints: [AngularGradient] = [
      AngularGradient(
        colors: [.green, .blue], center: .center, startAngle: .radians(.nan), endAngle: .zero),
      AngularGradient(
        colors: [.green, .blue], center: .center, startAngle: .zero,
        endAngle: .radians(.infinity)),
      AngularGradient(colors: [.green, .blue], center: UnitPoint(x: .nan, y: 0.5), angle: .zero),
    ]
    for paint in paints {
      let image = try renderPixels(width: 20, height: 20) { Rectangle().fill(paint) }
      #expect(image[x: 3, y: 3] == RGBA(Color.green))
      #expect(image[x: 17, y: 12] == RGBA(Color.green))
    }
    let empty = try renderPixels(width: 20, height: 20) {
      Rectangle().fill(AngularGradient(colors: [], center: .center, angle: .zero))
    }
    #expect(empty[x: 10, y: 10].alpha == 0)
  }
}

/// A drawing context's conic shading: the same gradient, about a point of the canvas.
@Suite struct ConicShadingTests {
  @Test func aContextsConicGradientTurnsAboutItsCenter() throws {
    let drawing: (inout GraphicsContext, CGSize) -> Void = { context, size in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 40, height: 40)),
        with: .conicGradient(
          Gradient(colors: [.white, .black]), center: CGPoint(x: 10, y: 20),
          angle: .degrees(180)))
    }
    let image = try RasterRenderer().render(width: 40, height: 40, drawing: drawing)
    // Just clockwise of 180° (left of the center, a little above) is white; straight
    // right (0°) half way.
    #expect(image.pixel(x: 2, y: 19).red >= 250)
    #expect(abs(Int(image.pixel(x: 35, y: 20).red) - 128) <= 3)
    // The SVG holds the same gradient, as a pattern of its image.
    let svg = SVGRenderer().render(width: 40, height: 40, drawing: drawing)
    #expect(svg.contains(##"fill="url(#pattern1)""##))
    #expect(
      svg.contains(
        ##"<pattern id="pattern1" patternUnits="userSpaceOnUse" x="-1" y="-1" width="42" height="42">"##
      ))
  }
}
