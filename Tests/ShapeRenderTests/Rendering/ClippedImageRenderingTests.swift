import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Images clipped to a shape, rendered by the built-in raster renderer: the image shows inside the clip
/// and nowhere else.
@MainActor @Suite struct ClippedImageRenderingTests {
  static let frame = CGRect(x: 20, y: 20, width: 200, height: 200)

  @Test func solidImageClippedToTrapeziumShowsOnlyInsideIt() throws {
    let image = try TestImage.solid(.red, width: 30, height: 20)
    let pixels = try renderPixels(width: 240, height: 240) {
      image.resizable().scaledToFill().frame(width: 200, height: 200).clipShape(Trapezium())
        .padding(20)
    }
    let placements = PlacementMap(
      Trapezium().path(in: Self.frame), width: pixels.width, height: pixels.height)
    let outsidePainted = placements.pixels(.outside).count {
      !pixels[x: $0.x, y: $0.y].isTransparent
    }
    let insideWrong = placements.pixels(.inside).count {
      !pixels[x: $0.x, y: $0.y].isClose(to: .red, tolerance: 1)
    }
    #expect(outsidePainted == 0)
    #expect(insideWrong == 0)
    // The clipped area is the trapezium's: 200 × 200 less a triangle of 200 × 50, ±0.5 %.
    let area = 200.0 * 200 - 0.5 * 200 * 50
    #expect(abs(pixels.coverage() - area) <= 0.005 * area)
  }

  @Test func patternedImageFillsTheFrameAndShowsItsColorsInsideTheTrapezium() throws {
    // 80 × 40 pixels, quadrants of 40 × 20. Filling the 200 × 200 frame scales it by 5 to
    // 400 × 200, centred: x from −80 to 320 (canvas units), so the frame shows the middle
    // half, split at x = 120 and y = 120.
    let image = try TestImage.quadrants(
      width: 80, height: 40, topLeft: .red, topRight: .lime, bottomLeft: .blue,
      bottomRight: RGBA(red: 255, green: 255, blue: 0))
    let pixels = try renderPixels(width: 240, height: 240) {
      image.resizable().scaledToFill().frame(width: 200, height: 200).clipShape(Trapezium())
        .padding(20)
    }
    let outline = Trapezium().path(in: Self.frame)
    let placements = PlacementMap(outline, width: pixels.width, height: pixels.height)
    let outsidePainted = placements.pixels(.outside).count {
      !pixels[x: $0.x, y: $0.y].isTransparent
    }
    #expect(outsidePainted == 0)
    // Inside, each quadrant has its color, away from the boundaries, which the scaling
    // blends over a source pixel (5 units) on either side.
    let quadrants: [(PixelRect, RGBA)] = [
      (PixelRect(x: 20, y: 20, width: 92, height: 92), .red),
      (PixelRect(x: 128, y: 20, width: 92, height: 92), .lime),
      (PixelRect(x: 20, y: 128, width: 92, height: 92), .blue),
      (PixelRect(x: 128, y: 128, width: 92, height: 92), RGBA(red: 255, green: 255, blue: 0)),
    ]
    for (rect, color) in quadrants {
      var checked = 0
      var wrong = 0
      for y in rect.minY..<rect.maxY {
        for x in rect.minX..<rect.maxX where placements[x: x, y: y] == .inside {
          checked += 1
          if !pixels[x: x, y: y].isClose(to: color, tolerance: 1) { wrong += 1 }
        }
      }
      #expect(checked > 1000)
      #expect(wrong == 0, "\(wrong) of \(checked) pixels in \(rect) are not \(color)")
    }
    // The left and right thirds of the image (x < 20, x ≥ 220) are cut off by the frame.
    #expect(pixels.coverage(in: PixelRect(x: 0, y: 0, width: 19, height: 240)) == 0)
    #expect(pixels.coverage(in: PixelRect(x: 221, y: 0, width: 19, height: 240)) == 0)
  }
}
