import ShapeRender
import Testing

/// The grid cell modifiers: spanning columns, unsized axes, anchors and column alignment.
@MainActor @Suite struct GridCellTests {
  /// The SVG of `view` on a canvas of `width` by `height`.
  func svg<V: View>(_ width: CGFloat, _ height: CGFloat, _ view: V) -> String {
    SVGRenderer().render(Artwork(width: width, height: height) { view })
  }

  func box(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
    color.frame(width: width, height: height)
  }

  @Test func aCellSpanningTwoColumnsIsAsWideAsTheyAreWithTheSpacingBetween() {
    let grid = Grid(horizontalSpacing: 8, verticalSpacing: 4) {
      GridRow {
        box(.red, 40, 20)
        box(.red, 30, 20)
      }
      GridRow {
        Color.blue.frame(height: 10).gridCellColumns(2)
      }
    }
    // Columns of 40 and 30 with 8 between: 78 wide; rows of 20 and 10 with 4 between.
    let drawn = svg(78, 34, grid)
    #expect(drawn.contains(##"<path d="M0 0H40V20H0Z" fill="#ff3b30"/>"##))
    #expect(drawn.contains(##"<path d="M48 0H78V20H48Z" fill="#ff3b30"/>"##))
    #expect(drawn.contains(##"<path d="M0 24H78V34H0Z" fill="#007aff"/>"##))
  }

  @Test func aSpanningCellDoesNotSizeTheColumnsItSpans() {
    let grid = Grid(horizontalSpacing: 8, verticalSpacing: 0) {
      GridRow {
        box(.red, 20, 10)
        box(.red, 20, 10)
        box(.red, 20, 10)
      }
      GridRow {
        box(.blue, 100, 10).gridCellColumns(2)
        box(.green, 20, 10)
      }
    }
    // Three columns of 20: the 100-wide cell overflows its 48-wide slot, centred on it.
    let drawn = svg(76, 20, grid)
    #expect(drawn.contains(##"<path d="M-26 10H74V20H-26Z" fill="#007aff"/>"##))
    #expect(drawn.contains(##"<path d="M56 10H76V20H56Z" fill="#34c759"/>"##))
  }

  @Test func anUnsizedCellTakesItsColumnsWidthInsteadOfSizingIt() {
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow { box(.red, 30, 10) }
      GridRow { Color.blue.frame(height: 2).gridCellUnsizedAxes(.horizontal) }
    }
    // Offered 200, the line would take it all; unsized, the column stays 30.
    let drawn = svg(200, 12, grid)
    #expect(drawn.contains(##"<path d="M85 0H115V10H85Z" fill="#ff3b30"/>"##))
    #expect(drawn.contains(##"<path d="M85 10H115V12H85Z" fill="#007aff"/>"##))
  }

  @Test func anAnchoredCellSitsAtItsAnchorInItsSlot() {
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        box(.red, 40, 40)
        box(.blue, 10, 10).gridCellAnchor(.topLeading)
        box(.green, 10, 10).gridCellAnchor(UnitPoint(x: 1, y: 1))
      }
    }
    let drawn = svg(60, 40, grid)
    #expect(drawn.contains(##"<path d="M40 0H50V10H40Z" fill="#007aff"/>"##))
    #expect(drawn.contains(##"<path d="M50 30H60V40H50Z" fill="#34c759"/>"##))
  }

  @Test func aColumnAlignmentAlignsEveryCellOfTheColumn() {
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow { box(.red, 40, 10) }
      GridRow { box(.blue, 10, 10).gridColumnAlignment(.trailing) }
      GridRow { box(.green, 20, 10) }
    }
    let drawn = svg(40, 30, grid)
    #expect(drawn.contains(##"<path d="M30 10H40V20H30Z" fill="#007aff"/>"##))
    #expect(drawn.contains(##"<path d="M20 20H40V30H20Z" fill="#34c759"/>"##))
  }

  @Test func aSpanBelowOneCountsAsOne() {
    let spanning = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow {
        box(.red, 10, 10).gridCellColumns(0)
        box(.blue, 10, 10).gridCellColumns(-3)
      }
    }
    let drawn = svg(20, 10, spanning)
    #expect(drawn.contains(##"<path d="M0 0H10V10H0Z" fill="#ff3b30"/>"##))
    #expect(drawn.contains(##"<path d="M10 0H20V10H10Z" fill="#007aff"/>"##))
  }
}
