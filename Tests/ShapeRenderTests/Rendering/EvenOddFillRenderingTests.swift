import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Fill rules rendered by the built-in raster renderer: even-odd leaves a hole where nonzero does not.
@MainActor @Suite struct EvenOddFillRenderingTests {
  /// Two squares drawn the same way round, one inside the other.
  static let nestedSquares = Path { path in
    path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
    path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
  }

  @Test func evenOddFillLeavesAHole() throws {
    let image = try renderPixels(width: 100, height: 100) {
      Self.nestedSquares.fill(.black, style: FillStyle(eoFill: true))
    }
    #expect(image.coverage(in: PixelRect(x: 30, y: 30, width: 40, height: 40)) == 0)
    #expect(image.coverage() == 80 * 80 - 40 * 40)
    #expect(image[x: 20, y: 50].isOpaque)
  }

  @Test func nonzeroFillFillsTheHole() throws {
    let image = try renderPixels(width: 100, height: 100) {
      Self.nestedSquares.fill(.black)
    }
    #expect(image.coverage() == 80 * 80)
    #expect(image[x: 50, y: 50].isOpaque)
  }
}
