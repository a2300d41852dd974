import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Blend modes drawn by the raster renderer against resvg and librsvg drawing this
/// package's SVG of them (`mix-blend-mode`).
@MainActor @Suite struct RasterBlendModeFidelityTests {
  /// One tile: a backdrop of colors and opacities, and a circle of colors over it, blended.
  static func tile(_ mode: BlendMode) -> some View {
    ZStack {
      Rectangle()
        .fill(
          .linearGradient(
            colors: [.red, .yellow, .teal, .indigo.opacity(0.5)], startPoint: .topLeading,
            endPoint: .bottomTrailing)
        )
        .frame(width: 36, height: 36)
      Rectangle()
        .fill(
          .linearGradient(
            colors: [.white, .purple, .black], startPoint: .leading, endPoint: .trailing)
        )
        .frame(width: 24, height: 24)
        .blendMode(mode)
    }
    .frame(width: 40, height: 40)
  }

  /// The CSS modes, which every renderer here draws.
  static let cssModes: [BlendMode] = [
    .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
    .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
  ]

  /// The SVG and the raster renderer's pixels of one mode's tile.
  static func images(_ mode: BlendMode) throws -> (svg: String, ours: RasterImage) {
    let artwork = Artwork(width: 40, height: 40) { tile(mode) }
    return (SVGRenderer().render(artwork), try RasterRenderer().render(artwork))
  }

  @Test func resvgBlendsAsTheRasterRendererDoes() throws {
    try Resvg.require()
    guard Resvg.executable != nil else { return }
    // Measured: every mode but one within 16/255 at every pixel, a mean of 0.09 to
    // 0.12/255. The exception is `luminosity`, where resvg (0.44) strays from the
    // specification's formula, which librsvg follows: 87 of 1,600 pixels past 16/255, 30
    // past 40/255, a mean of 1.0/255.
    for mode in Self.cssModes {
      let (svg, ours) = try Self.images(mode)
      var comparison = RasterComparison()
      comparison.add(ours: ours, theirs: try Resvg.render(svg))
      if mode == .luminosity {
        #expect(
          comparison.isWithin(differing: 0.06, farOff: 0.02, mean: 1.1), "\(comparison.summary)")
      } else {
        #expect(
          comparison.isWithin(differing: 0, farOff: 0, mean: 0.2), "\(mode): \(comparison.summary)")
      }
    }
  }

  @Test func librsvgBlendsAsTheRasterRendererDoes() throws {
    try requireRenderer()
    // Measured: every mode within 16/255 at every pixel, a mean of 0.07 to 0.14/255.
    for mode in Self.cssModes {
      let (svg, ours) = try Self.images(mode)
      var comparison = RasterComparison()
      comparison.add(ours: ours, theirs: try SVGRasterizer().render(svg))
      #expect(
        comparison.isWithin(differing: 0, farOff: 0, mean: 0.2), "\(mode): \(comparison.summary)")
    }
  }
}
