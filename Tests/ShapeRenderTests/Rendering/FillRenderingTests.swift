import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Fills rendered by the built-in raster renderer: the color inside the shape, nothing outside.
@MainActor @Suite struct FillRenderingTests {
  @Test func fillPaintsItsColorInsideTheShapeAndNothingOutside() throws {
    let image = try renderPixels(width: 100, height: 100) { Circle().fill(.red).padding(10) }
    let outline = Circle().path(in: CGRect(x: 10, y: 10, width: 80, height: 80))
    let placements = PlacementMap(outline, width: image.width, height: image.height)
    let insideMismatches = placements.pixels(.inside).count {
      !image[x: $0.x, y: $0.y].isClose(to: RGBA(Color.red), tolerance: 1)
    }
    let outsidePainted = placements.pixels(.outside).count {
      !image[x: $0.x, y: $0.y].isTransparent
    }
    // Every pixel a unit clear of the outline is exactly the fill (±1) or untouched.
    #expect(insideMismatches == 0)
    #expect(outsidePainted == 0)
    // The antialiased edge adds up to the disc's area: π · 40² ≈ 5026.5, within 0.5 %.
    let area = Double.pi * 40 * 40
    #expect(abs(image.coverage() - area) <= 0.005 * area)
  }

  @Test func translucentFillKeepsItsOpacity() throws {
    let image = try renderPixels(width: 40, height: 40) {
      Rectangle().fill(Color.blue.opacity(0.5))
    }
    // 0.5 × 255 = 127.5: either 127 or 128.
    #expect(
      image[x: 20, y: 20].isClose(to: RGBA(red: 0, green: 122, blue: 255, alpha: 128), tolerance: 1)
    )
  }

  @Test func artworkBackgroundFillsTheWholeCanvas() throws {
    let image = try renderPixels(width: 80, height: 60, background: .yellow) {
      Circle().fill(.blue).padding(20)
    }
    #expect(image.countPixels { !$0.isOpaque } == 0)
    #expect(image[x: 0, y: 0] == RGBA(Color.yellow))
    #expect(image[x: 79, y: 59] == RGBA(Color.yellow))
    #expect(image[x: 40, y: 30] == RGBA(Color.blue))
  }
}
