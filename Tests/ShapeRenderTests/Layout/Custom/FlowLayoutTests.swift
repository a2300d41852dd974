import Foundation
import ShapeRender
import Testing

/// A layout of your own that wraps tags into rows draws each tag where it placed it.
@MainActor @Suite struct FlowLayoutTests {
  private let colors: [Color] = [.red, .blue, .green, .orange, .purple]

  /// Tags 30, 40, 50, 20 and 60 wide, 20 tall, in rows at most 100 wide.
  private var tags: some View {
    FlowLayout(spacing: 8) {
      ForEach(0..<5) { index in
        colors[index].frame(width: [30, 40, 50, 20, 60][index], height: 20)
      }
    }
  }

  @Test func tagsWrapIntoRowsAtTheProposedWidth() {
    // Rows [30 40] (78 wide), [50 20] (78), [60]: the layout is 78 × 76, centred in the
    // 100 × 100 picture at (11, 12).
    let laid = LaidOut(width: 100, height: 100) { tags }
    expectFrame(laid.frame(of: .red), CGRect(x: 11, y: 12, width: 30, height: 20))
    expectFrame(laid.frame(of: .blue), CGRect(x: 49, y: 12, width: 40, height: 20))
    expectFrame(laid.frame(of: .green), CGRect(x: 11, y: 40, width: 50, height: 20))
    expectFrame(laid.frame(of: .orange), CGRect(x: 69, y: 40, width: 20, height: 20))
    expectFrame(laid.frame(of: .purple), CGRect(x: 11, y: 68, width: 60, height: 20))
  }

  @Test func theSVGHasEachTagAtItsPlace() {
    let svg = SVGRenderer().render(Artwork(width: 100, height: 100) { tags })
    #expect(svg.contains(##"<path d="M11 12H41V32H11Z" fill="#ff3b30"/>"##))
    #expect(svg.contains(##"<path d="M49 12H89V32H49Z" fill="#007aff"/>"##))
    #expect(svg.contains(#"<path d="M11 68H71V88H11Z""#))
  }

  @Test func aWiderRoomTakesMoreTagsInARow() {
    // At 200 wide: [30 40 50 20] (164 wide), [60]: 164 × 48 from (18, 76).
    let laid = LaidOut(width: 200, height: 200) { tags }
    #expect(laid.frames(of: .red).map(\.origin) == [CGPoint(x: 18, y: 76)])
    #expect(laid.frame(of: .orange)?.origin == CGPoint(x: 162, y: 76))
    #expect(laid.frame(of: .purple)?.origin == CGPoint(x: 18, y: 104))
  }

  @Test func textTagsOnOneRowShareTheirTop() {
    let laid = LaidOut(width: 300, height: 100) {
      FlowLayout {
        Text("Swift")
        Text("Layout")
      }
    }
    #expect(laid.texts.map(\.string) == ["Swift", "Layout"])
    #expect(laid.texts.count == 2 && laid.texts[0].anchor.y == laid.texts[1].anchor.y)
    #expect(laid.texts[0].anchor.x < laid.texts[1].anchor.x)
  }
}
