import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Stroke widths rendered by the built-in raster renderer: a stroke `w` wide paints `w` pixels across.
@MainActor @Suite struct StrokeWidthRenderingTests {
  @Test func horizontalLineStrokedTenWideIsTenPixelsAcross() throws {
    let image = try renderPixels(width: 200, height: 100) {
      Path { path in
        path.move(to: CGPoint(x: 20, y: 30))
        path.addLine(to: CGPoint(x: 180, y: 30))
        // Off the pixel grid: the edges fall inside pixels.
        path.move(to: CGPoint(x: 20, y: 70.5))
        path.addLine(to: CGPoint(x: 180, y: 70.5))
      }
      .stroke(.black, lineWidth: 10)
    }
    let onGrid = AlphaProfile(image, column: 100, rows: 0..<50)
    let offGrid = AlphaProfile(image, column: 100, rows: 50..<100)
    // The painted length across the line is its width, ±1 pixel.
    #expect(abs(onGrid.coverage - 10) <= 1)
    #expect(abs(offGrid.coverage - 10) <= 1)
    // On the grid the line covers exactly the ten rows 25…34.
    #expect(onGrid.alphas.count { $0 == 255 } == 10)
    #expect(onGrid.alphas[25] == 255 && onGrid.alphas[34] == 255)
    #expect(onGrid.alphas[24] == 0 && onGrid.alphas[35] == 0)
  }

  @Test func rectangleOutlineStrokedTenWideIsTenPixelsAcrossOnEverySide() throws {
    // The outline runs along 50 and 150; the stroke covers 45…55 and 145…155.
    let image = try renderPixels(width: 200, height: 200) {
      Rectangle().stroke(.black, lineWidth: 10).frame(width: 100, height: 100)
    }
    let across = AlphaProfile(image, row: 100, columns: 0..<200)
    let down = AlphaProfile(image, column: 100, rows: 0..<200)
    let sides = [
      AlphaProfile(alphas: Array(across.alphas[0..<100])),
      AlphaProfile(alphas: Array(across.alphas[100...])),
      AlphaProfile(alphas: Array(down.alphas[0..<100])),
      AlphaProfile(alphas: Array(down.alphas[100...])),
    ]
    for side in sides {
      #expect(abs(side.coverage - 10) <= 1, "\(side)")
    }
    #expect(image.boundingBox() == PixelRect(x: 45, y: 45, width: 110, height: 110))
    // The inside is empty.
    #expect(image.coverage(in: PixelRect(x: 56, y: 56, width: 88, height: 88)) == 0)
  }
}
