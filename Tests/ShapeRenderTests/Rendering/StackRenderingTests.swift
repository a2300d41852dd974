import Foundation
import PixelKit
import ShapeRender
import Testing

/// Stacks, spacers and dividers rendered by the built-in raster renderer: colors where the layout puts
/// the views, nothing in the gaps.
@MainActor @Suite struct StackRenderingTests {
  @Test func hStackPutsColorsWhereItsRuleSays() throws {
    let image = try renderPixels(width: 300, height: 100) {
      HStack {
        Color.red
        Spacer()
        Color.blue.frame(width: 50)
      }
    }
    // Red 0…117, the spacer and the spacing 117…250, blue 250…300.
    #expect(image[x: 5, y: 50] == RGBA(Color.red))
    #expect(image[x: 115, y: 50] == RGBA(Color.red))
    #expect(image[x: 119, y: 50].isTransparent)
    #expect(image[x: 248, y: 50].isTransparent)
    #expect(image[x: 251, y: 50] == RGBA(Color.blue))
    #expect(abs(image.coverage() - (117 + 50) * 100) <= 1)
  }

  @Test func vStackWithLeadingAlignmentAndDivider() throws {
    let image = try renderPixels(width: 100, height: 100) {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 20, height: 20)
        Divider()
        Color.blue.frame(width: 60, height: 20)
      }
    }
    // 41 tall from 29.5: red at the left of the 100-wide stack, the divider's gray line
    // across it at 49.5…50.5, blue below.
    #expect(image[x: 10, y: 40] == RGBA(Color.red))
    #expect(image[x: 30, y: 40].isTransparent)
    #expect(image[x: 90, y: 50].alpha > 0 && image[x: 90, y: 50].alpha < 80)
    #expect(image[x: 30, y: 60] == RGBA(Color.blue))
    #expect(image[x: 70, y: 60].isTransparent)
  }
}
