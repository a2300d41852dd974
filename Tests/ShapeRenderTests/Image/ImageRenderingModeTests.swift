import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// `renderingMode(.template)`: a bitmap's shape in the foreground color.
@MainActor @Suite struct ImageRenderingModeTests {
  /// A 20 × 20 PNG: a black disc of radius 10 on transparency.
  private func disc() throws -> Image {
    let pixels = try RasterRenderer().render(width: 20, height: 20) { context, size in
      context.fill(Circle().path(in: CGRect(origin: .zero, size: size)), with: .color(.black))
    }
    return try Image(data: pixels.pngData())
  }

  @Test func aTemplateIsTheForegroundThroughTheImagesAlpha() throws {
    let disc = try disc()
    let image = try renderPixels(width: 20, height: 20) {
      disc.renderingMode(.template).foregroundColor(.orange)
    }
    #expect(image[x: 10, y: 10] == RGBA(red: 255, green: 149, blue: 0, alpha: 255))
    #expect(image[x: 0, y: 0].isTransparent)
    #expect(abs(image.coverage() - 100 * .pi) < 3)
    // librsvg draws the SVG's mask alike.
    let librsvg = try renderPixelsWithLibrsvg(width: 20, height: 20) {
      disc.renderingMode(.template).foregroundColor(.orange)
    }
    #expect(librsvg[x: 10, y: 10] == RGBA(red: 255, green: 149, blue: 0, alpha: 255))
    #expect(librsvg[x: 0, y: 0].isTransparent)
  }

  @Test func originalAndNilKeepTheImagesColors() throws {
    let disc = try disc()
    let original = try renderPixels(width: 20, height: 20) {
      disc.renderingMode(.original).foregroundColor(.orange)
    }
    #expect(original[x: 10, y: 10] == RGBA(red: 0, green: 0, blue: 0, alpha: 255))
    let plain = renderBody(width: 20, height: 20) { disc }
    let unset = renderBody(width: 20, height: 20) { disc.renderingMode(nil) }
    #expect(plain == unset)
  }

  @Test func materialsAreTheirTintAndLabelsHaveTheirGrays() {
    let svg = renderSVG { Color.clear.background(.regularMaterial) }
    #expect(svg.contains(##"fill="#ffffff" fill-opacity="0.7""##), "\(svg)")
    let tertiary = renderSVG { Text("a").foregroundStyle(.tertiary, .red) }
    #expect(tertiary.contains(##"fill="#3c3c43" fill-opacity="0.3""##), "\(tertiary)")
  }
}
