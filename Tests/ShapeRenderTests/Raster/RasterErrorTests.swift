import Foundation
import ShapeRender
import Testing

/// Canvases that cannot be drawn are refused before any memory is allocated.
@Suite struct RasterErrorTests {
  private func size(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) -> RasterError? {
    do {
      _ = try RasterRenderer(scale: scale).render(width: width, height: height) { _, _ in }
      return nil
    } catch {
      return error
    }
  }

  @Test func emptyNegativeAndNaNCanvasesAreInvalid() {
    #expect(size(0, 10) == .invalidSize(width: 0, height: 10))
    #expect(size(10, -3) == .invalidSize(width: 10, height: -3))
    #expect(size(.nan, 10) != nil)
    #expect(size(.infinity, 10) != nil)
    #expect(size(10, 10, scale: 0) != nil)
    #expect(size(10, 10, scale: .nan) != nil)
  }

  @Test func hugeCanvasesAreRefusedWithTheLimitInTheMessage() {
    let error = size(100_000, 100_000)
    #expect(error == .tooLarge(width: 100_000, height: 100_000))
    #expect(
      error?.description
        == "a 100000×100000 canvas is too large: at most 32768 pixels a side and 67108864 in all"
    )
    #expect(size(9000, 9000) == .tooLarge(width: 9000, height: 9000))
    #expect(size(8192, 1) == nil)
  }

  @Test func aBlurRadiusOf10000FinishesAndSpreadsTheShadowThin() throws {
    let image = try RasterRenderer().render(width: 200, height: 200) { context, _ in
      context.addFilter(.shadow(color: .black, radius: 10_000))
      context.fill(Path(CGRect(x: 50, y: 50, width: 100, height: 100)), with: .color(.red))
    }
    #expect(image.pixel(x: 100, y: 100) == (255, 59, 48, 255))
    // The shadow's mass is spread over tens of thousands of pixels each way.
    #expect(image.pixel(x: 10, y: 10).alpha < 2)
  }

  @Test func manyNestedClipsFinishAsOneLayer() throws {
    let image = try RasterRenderer().render(width: 100, height: 100) { context, _ in
      for index in 0..<10_000 {
        context.clip(to: Path(CGRect(x: 10, y: 10, width: 80 - Double(index % 3), height: 80)))
      }
      context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.blue))
    }
    #expect(image.pixel(x: 50, y: 50).alpha == 255)
    #expect(image.pixel(x: 5, y: 50).alpha == 0)
    #expect(image.pixel(x: 88, y: 50).alpha == 0)
  }
}
