import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Masks rendered by the built-in raster renderer: the content shows by the mask's alpha, whatever its
/// colors.
@MainActor @Suite struct MaskRenderingTests {
  /// A 200 × 40 blue rectangle masked by a left-to-right gradient of the given colors.
  static func maskedRectangle(_ colors: [Color]) -> some View {
    Rectangle().fill(.blue)
      .mask {
        Rectangle().fill(
          LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing))
      }
  }

  @Test func gradientMaskFadesFromOpaqueToClear() throws {
    let image = try renderPixels(width: 200, height: 40) {
      Self.maskedRectangle([.black, .clear])
    }
    let profile = AlphaProfile(image, row: 20, columns: 0..<200)
    // The alpha falls steadily from opaque at the left to clear at the right, following the
    // gradient's 255 · (1 − (x + ½) / 200) within 2.
    #expect(profile.isNonIncreasing)
    #expect(profile.alphas[0] >= 253)
    #expect(profile.alphas[199] <= 2)
    let ideal = (0..<200).map { Int((255 * (1 - (Double($0) + 0.5) / 200)).rounded()) }
    let deviation = zip(profile.alphas, ideal).map { abs($0 - $1) }.max() ?? 0
    #expect(deviation <= 2)
    // The content keeps its color where it shows (±2: premultiplied 8-bit channels).
    let shown = image[x: 50, y: 20]
    #expect(shown.isClose(to: RGBA(Color.blue).withAlpha(shown.alpha), tolerance: 2))
  }

  @Test func maskUsesAlphaNotColor() throws {
    // The same alphas in other colors (white, and red fading to blue) mask alike: SwiftUI
    // masks by alpha, where SVG's own masks go by luminance.
    let black = try renderPixels(width: 200, height: 40) {
      Self.maskedRectangle([.black, .clear])
    }
    let white = try renderPixels(width: 200, height: 40) {
      Self.maskedRectangle([.white, Color.white.opacity(0)])
    }
    let colorful = try renderPixels(width: 200, height: 40) {
      Self.maskedRectangle([.red, Color.blue.opacity(0)])
    }
    #expect(white.maximumDifference(from: black) <= 1)
    #expect(colorful.maximumDifference(from: black) <= 1)
  }

  @Test func opaqueBlackMaskShowsTheWholeContent() throws {
    // Black has no luminance: a luminance mask would hide everything.
    let image = try renderPixels(width: 60, height: 60) {
      Rectangle().fill(.blue).mask { Circle().fill(.black) }
    }
    #expect(image[x: 30, y: 30] == RGBA(Color.blue))
    #expect(image[x: 1, y: 1].isTransparent)
    let area = Double.pi * 30 * 30
    #expect(abs(image.coverage() - area) <= 0.005 * area)
  }
}
