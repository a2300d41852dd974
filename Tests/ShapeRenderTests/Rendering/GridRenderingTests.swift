import Foundation
import PixelKit
import ShapeRender
import Testing

/// Grids rendered by the built-in raster renderer: each cell's color at the centre of its cell.
@MainActor @Suite struct GridRenderingTests {
  static let colors: [Color] = [.red, .green, .blue, .orange, .purple, .yellow, .pink]

  @Test func adaptiveLazyVGridCells() throws {
    let image = try renderPixels(width: 358, height: 200) {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
        ForEach(0..<7) { index in Self.colors[index].frame(height: 30) }
      }
    }
    // Five columns of 65.2, 73.2 apart; rows of 30, 8 apart, the 68 of them centred from 66.
    for index in 0..<7 {
      let x = Int(CGFloat(index % 5) * 73.2 + 32.6)
      let y = 66 + (index / 5) * 38 + 15
      #expect(image[x: x, y: y] == RGBA(Self.colors[index]), "cell \(index)")
    }
    #expect(image[x: 69, y: 81].isTransparent)
    #expect(image[x: 200, y: 119].isTransparent)
  }

  @Test func gridRowsAndColumnsLineUp() throws {
    let image = try renderPixels(width: 100, height: 100) {
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 20)
          Color.green.frame(width: 40, height: 20)
        }
        GridRow {
          Color.blue.frame(width: 40, height: 20)
          Color.orange.frame(width: 20, height: 20)
        }
      }
    }
    // Columns 40 and 40 from 10; rows 20 and 20 from 30. Red is centred in its cell.
    #expect(image[x: 30, y: 40] == RGBA(Color.red))
    #expect(image[x: 12, y: 40].isTransparent)
    #expect(image[x: 70, y: 40] == RGBA(Color.green))
    #expect(image[x: 12, y: 60] == RGBA(Color.blue))
    #expect(image[x: 70, y: 60] == RGBA(Color.orange))
    #expect(image[x: 85, y: 60].isTransparent)
  }

  @Test func lazyHGridFillsColumns() throws {
    let image = try renderPixels(width: 100, height: 100) {
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 0) {
        ForEach(0..<4) { index in Self.colors[index].frame(width: 20) }
      }
    }
    // Rows from 26, columns from 30.
    #expect(image[x: 40, y: 36] == RGBA(Color.red))
    #expect(image[x: 40, y: 64] == RGBA(Color.green))
    #expect(image[x: 60, y: 36] == RGBA(Color.blue))
    #expect(image[x: 60, y: 64] == RGBA(Color.orange))
  }
}
