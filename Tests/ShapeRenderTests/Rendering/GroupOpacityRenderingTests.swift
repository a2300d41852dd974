import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Opacity rendered by the built-in raster renderer: a group fades as one layer.
@MainActor @Suite struct GroupOpacityRenderingTests {
  /// Two opaque red circles of radius 50 overlapping in the middle of a 240 × 120 canvas:
  /// the left alone at x = 40, both at x = 120, the right alone at x = 200 (row 60).
  static let leftOnly = (x: 40, y: 60)
  static let overlap = (x: 120, y: 60)
  static let rightOnly = (x: 200, y: 60)

  @Test func groupOpacityDoesNotDarkenOverlaps() throws {
    let image = try renderPixels(width: 240, height: 120) {
      Group {
        Circle().fill(.red).frame(width: 100, height: 100).offset(x: -40)
        Circle().fill(.red).frame(width: 100, height: 100).offset(x: 40)
      }
      .opacity(0.5)
    }
    let alphas = [Self.leftOnly, Self.overlap, Self.rightOnly].map {
      Int(image[x: $0.x, y: $0.y].alpha)
    }
    // 0.5 × 255 = 127.5, the overlap included.
    #expect(alphas.allSatisfy { abs($0 - 128) <= 1 }, "\(alphas)")
    // Still red (±2: premultiplied 8-bit channels).
    let overlapColor = image[x: Self.overlap.x, y: Self.overlap.y].withAlpha(255)
    #expect(overlapColor.isClose(to: RGBA(Color.red), tolerance: 2))
  }

  @Test func separateOpacitiesDarkenOverlaps() throws {
    let image = try renderPixels(width: 240, height: 120) {
      Circle().fill(.red).frame(width: 100, height: 100).offset(x: -40).opacity(0.5)
      Circle().fill(.red).frame(width: 100, height: 100).offset(x: 40).opacity(0.5)
    }
    let alphas = [Self.leftOnly, Self.overlap, Self.rightOnly].map {
      Int(image[x: $0.x, y: $0.y].alpha)
    }
    // Each alone is 127.5; over each other 1 − 0.5² = 0.75, 191.25.
    #expect(abs(alphas[0] - 128) <= 1 && abs(alphas[2] - 128) <= 1, "\(alphas)")
    #expect(abs(alphas[1] - 191) <= 1, "\(alphas)")
  }
}
