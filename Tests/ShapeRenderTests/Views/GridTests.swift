import Foundation
import ShapeRender
import Testing

/// Grid and GridRow: columns as wide as their widest cell, rows as tall as their tallest.
@MainActor @Suite struct GridTests {
  @Test func columnsAndRowsLineUp() {
    let laid = LaidOut(width: 200, height: 200) {
      Grid(horizontalSpacing: 10, verticalSpacing: 5) {
        GridRow {
          Color.red.frame(width: 20, height: 10)
          Color.green.frame(width: 40, height: 30)
        }
        GridRow {
          Color.blue.frame(width: 50, height: 10)
          Color.yellow.frame(width: 10, height: 10)
        }
      }
    }
    // Columns 50 and 40, 10 apart: 100 wide from 50; rows 30 and 10, 5 apart: 45 tall
    // from 77.5. Cells are centred in their column and row.
    expectFrame(laid.frame(of: .red), CGRect(x: 65, y: 87.5, width: 20, height: 10))
    expectFrame(laid.frame(of: .green), CGRect(x: 110, y: 77.5, width: 40, height: 30))
    expectFrame(laid.frame(of: .blue), CGRect(x: 50, y: 112.5, width: 50, height: 10))
    expectFrame(laid.frame(of: .yellow), CGRect(x: 125, y: 112.5, width: 10, height: 10))
  }

  @Test func aViewOutsideAGridRowSpansTheGrid() {
    let laid = LaidOut(width: 200, height: 200) {
      Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 10)
          Color.green.frame(width: 30, height: 10)
        }
        Color.blue.frame(height: 4)
      }
    }
    // 10 + 4 tall, centred from 93.
    expectFrame(laid.frame(of: .blue), CGRect(x: 75, y: 103, width: 50, height: 4))
  }

  @Test func gridRowOutsideAGridIsAnHStack() {
    let laid = LaidOut(width: 100, height: 100) {
      GridRow {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20)
      }
    }
    expectFrame(laid.frame(of: .blue), CGRect(x: 54, y: 40, width: 20, height: 20))
  }

  @Test func emptyGridTakesNoRoom() {
    let laid = LaidOut(width: 100, height: 100) {
      VStack(spacing: 0) {
        Grid {}
        Color.red.frame(width: 10, height: 10)
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 45, y: 45, width: 10, height: 10))
  }
}
