import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// `blendMode(_:)` drawn by the raster renderer: a color blended onto a backdrop, pixel by
/// pixel, by the compositing specification's formulas.
@MainActor @Suite struct BlendModeRenderingTests {
  /// The pixel where a 10 × 10 square of `top` blended by `mode` lies over a 20 × 20
  /// square of `bottom` (none when `bottom` is nil), and a pixel of the backdrop alone.
  private func blended(
    _ top: Color, over bottom: Color?, _ mode: BlendMode
  ) throws -> (inside: RGBA, backdrop: RGBA) {
    let image = try renderPixels(width: 20, height: 20) {
      ZStack {
        if let bottom { Rectangle().fill(bottom) }
        Rectangle().fill(top).frame(width: 10, height: 10).blendMode(mode)
      }
    }
    return (image[x: 10, y: 10], image[x: 1, y: 1])
  }

  private let yellow = Color(red: 1, green: 0.8, blue: 0)
  private let blue = Color(red: 0, green: 0.4, blue: 1)

  @Test func separableModesBlendEachComponent() throws {
    // Yellow (255, 204, 0) and blue (0, 102, 255).
    let cases: [(BlendMode, RGBA)] = [
      (.multiply, RGBA(red: 0, green: 82, blue: 0)),  // 204 · 102 / 255 = 81.6
      (.screen, RGBA(red: 255, green: 224, blue: 255)),  // 204 + 102 - 81.6 = 224.4
      (.darken, RGBA(red: 0, green: 102, blue: 0)),
      (.lighten, RGBA(red: 255, green: 204, blue: 255)),
      (.difference, RGBA(red: 255, green: 102, blue: 255)),
      (.exclusion, RGBA(red: 255, green: 143, blue: 255)),  // 306 - 163.2 = 142.8
      (.plusLighter, RGBA(red: 255, green: 255, blue: 255)),
      (.plusDarker, RGBA(red: 0, green: 51, blue: 0)),  // 204 + 102 - 255
    ]
    for (mode, expected) in cases {
      let (inside, backdrop) = try blended(blue, over: yellow, mode)
      #expect(inside.isClose(to: expected, tolerance: 1), "\(mode): \(inside)")
      #expect(backdrop == RGBA(yellow))
    }
  }

  @Test func luminosityKeepsTheBackdropsHueAndTakesTheViewsLuminosity() throws {
    // Gray 0.5 over yellow: yellow's components moved to luminosity 0.5 (0.3·1 + 0.59·0.8
    // = 0.772 → 0.5: each component less 0.272), clipped: (0.728, 0.528, -0.272) has a
    // negative component, scaled toward 0.5 by 0.5 / 0.772.
    let (inside, _) = try blended(Color(white: 0.5), over: yellow, .luminosity)
    let scale = 0.5 / 0.772
    func component(_ value: Double) -> UInt8 {
      UInt8(((0.5 + (value - 0.272 - 0.5) * scale) * 255).rounded())
    }
    #expect(
      inside.isClose(
        to: RGBA(red: component(1), green: component(0.8), blue: component(0)), tolerance: 1))
  }

  @Test func porterDuffModesCompositeDifferently() throws {
    // sourceAtop: the view only where the backdrop is.
    #expect(try blended(blue, over: yellow, .sourceAtop).inside == RGBA(blue))
    #expect(try blended(blue, over: nil, .sourceAtop).inside.alpha == 0)
    // destinationOver: the backdrop stays on top; where there is none, the view shows.
    #expect(try blended(blue, over: yellow, .destinationOver).inside == RGBA(yellow))
    #expect(try blended(blue, over: nil, .destinationOver).inside == RGBA(blue))
    // destinationOut: the backdrop erased where the view is, by its opacity.
    #expect(try blended(blue, over: yellow, .destinationOut).inside.alpha == 0)
    let half = try blended(blue.opacity(0.5), over: yellow, .destinationOut).inside
    #expect(abs(Int(half.alpha) - 128) <= 1 && half.red == 255)
  }

  @Test func blendingOverNothingDrawsTheViewAsItIs() throws {
    for mode in [BlendMode.multiply, .screen, .colorBurn, .hue, .luminosity] {
      #expect(try blended(blue, over: nil, mode).inside == RGBA(blue), "\(mode)")
    }
  }
}
