import SwiftUI
import Testing

/// SwiftUI's remaining paints as SwiftUI code writes them: angular and conic gradients,
/// elliptical gradients, `Color.gradient`, `Color.mix(with:by:)` and `blendMode(_:)`.
struct PaintSwatches: View {
  var body: some View {
    VStack {
      HStack {
        Circle().fill(
          AngularGradient(
            gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]),
            center: .center))
        Circle().fill(
          AngularGradient(
            colors: [.red, .blue], center: .center, startAngle: .degrees(0),
            endAngle: .degrees(270)))
        Circle().strokeBorder(
          AngularGradient.conicGradient(colors: [.pink, .orange], center: .center), lineWidth: 8)
        Rectangle().fill(
          EllipticalGradient(
            colors: [.white, .blue], center: .center, startRadiusFraction: 0,
            endRadiusFraction: 0.5))
      }
      HStack {
        RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient)
        RoundedRectangle(cornerRadius: 12).fill(.red.gradient)
        Rectangle().fill(Color.red.mix(with: .blue, by: 0.5))
        ZStack {
          Rectangle().fill(.yellow)
          Circle().fill(.blue).blendMode(.multiply)
        }
      }
    }
  }
}

@MainActor @Suite struct SwiftUIGradientPaintTests {
  @Test func swiftUIsPaintsCompileAndDraw() throws {
    let artwork = Artwork(width: 420, height: 220) { PaintSwatches().padding(10) }
    let svg = SVGRenderer().render(artwork)
    // Three conic paints as patterns of images, an elliptical gradient and two linear
    // ones, the mixed color inline, and the multiplied circle.
    #expect(svg.components(separatedBy: "<pattern ").count - 1 == 3)
    #expect(svg.components(separatedBy: "<radialGradient ").count - 1 == 1)
    #expect(svg.components(separatedBy: "<linearGradient ").count - 1 == 2)
    #expect(svg.contains(##"fill="#a774a6""##))
    #expect(svg.contains("mix-blend-mode:multiply"))
    // The raster renderer draws them all; the multiplied circle over yellow is green
    // (yellow #ffcc00 times blue #007aff: #00cc00 ... within rounding).
    let image = try RasterRenderer().render(artwork)
    let multiplied = image.pixel(x: 362, y: 162)
    #expect(multiplied.red == 0 && abs(Int(multiplied.green) - 97) <= 1 && multiplied.blue == 0)
  }
}
