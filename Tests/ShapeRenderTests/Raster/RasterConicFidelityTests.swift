import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// The new paints drawn by the raster renderer against resvg and librsvg drawing this
/// package's SVG of them: a conic gradient's embedded image, an elliptical gradient's
/// stretched radial gradient, `Color.gradient`'s linear one.
@MainActor @Suite struct RasterConicFidelityTests {
  /// SwiftUI's examples of the paints, on a white canvas.
  static var artwork: Artwork<some View> {
    Artwork(width: 420, height: 220, background: .white) {
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
          Capsule().fill(
            .conicGradient(colors: [.mint, .indigo, .mint], center: UnitPoint(x: 0.3, y: 0.6)))
          Ellipse().fill(
            .ellipticalGradient(
              colors: [.yellow, .pink], center: .bottomTrailing, endRadiusFraction: 1))
        }
      }
      .padding(10)
    }
  }

  @Test func resvgDrawsThePaintsAsTheRasterRendererDoes() throws {
    try Resvg.require()
    guard Resvg.executable != nil else { return }
    let ours = try RasterRenderer().render(Self.artwork)
    var comparison = RasterComparison()
    comparison.add(ours: ours, theirs: try Resvg.render(SVGRenderer().render(Self.artwork)))
    // Measured: 347 of 92,400 pixels (0.38%) past 16/255, 48 (0.05%) past 40/255, a mean
    // of 0.13/255. The pixels past 40/255 lie along the conic gradients' hard edges (the
    // end of a sweep, the middle of its gap), which the raster renderer samples at each
    // pixel's centre and resvg reads from the image, filtered between its pixels.
    #expect(
      comparison.isWithin(differing: 0.005, farOff: 0.001, mean: 0.3), "\(comparison.summary)")
  }

  @Test func librsvgDrawsThePaintsAsTheRasterRendererDoes() throws {
    try requireRenderer()
    let ours = try RasterRenderer().render(Self.artwork)
    var comparison = RasterComparison()
    comparison.add(
      ours: ours, theirs: try SVGRasterizer().render(SVGRenderer().render(Self.artwork)))
    // Measured: 68 of 92,400 pixels (0.07%) past 16/255, 33 (0.04%) past 40/255 (the hard
    // edges, as for resvg), a mean of 0.12/255.
    #expect(
      comparison.isWithin(differing: 0.005, farOff: 0.001, mean: 0.3), "\(comparison.summary)")
  }
}
