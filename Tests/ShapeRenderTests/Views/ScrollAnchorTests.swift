import Foundation
import ShapeRender
import Testing

/// defaultScrollAnchor: where a scroll view's content sits along the axes it scrolls.
@MainActor @Suite struct ScrollAnchorTests {
  private func column(anchor: UnitPoint?, rows: Int) -> LaidOut {
    LaidOut(width: 200, height: 100) {
      ScrollView {
        VStack(spacing: 0) {
          Color.red.frame(height: 40)
          if rows > 1 { Color.blue.frame(height: 40) }
        }
      }
      .frame(width: 100, height: 50)
      .defaultScrollAnchor(anchor)
    }
  }

  @Test func aBottomAnchorShowsTheEndOfLongContent() {
    // 80 tall in 50, from the scroll view's top at 25: its bottom on the view's, at 75.
    let laid = column(anchor: .bottom, rows: 2)
    expectFrame(laid.frame(of: .red), CGRect(x: 50, y: -5, width: 100, height: 40))
    expectFrame(laid.frame(of: .blue), CGRect(x: 50, y: 35, width: 100, height: 40))
    #expect(laid.clips == [CGRect(x: 50, y: 25, width: 100, height: 50)])
  }

  @Test func aBottomAnchorSetsShortContentAtTheBottom() {
    let laid = column(anchor: .bottom, rows: 1)
    expectFrame(laid.frame(of: .red), CGRect(x: 50, y: 35, width: 100, height: 40))
  }

  @Test func withoutAnAnchorTheContentStartsAtTheTop() {
    for anchor in [nil, UnitPoint(x: .nan, y: .nan)] {
      let laid = column(anchor: anchor, rows: 2)
      expectFrame(laid.frame(of: .red), CGRect(x: 50, y: 25, width: 100, height: 40))
    }
  }

  @Test func anInnerNilKeepsTheAnchorSetAround() {
    let laid = LaidOut(width: 200, height: 100) {
      ScrollView {
        Color.red.frame(height: 20)
      }
      .frame(width: 100, height: 50)
      .defaultScrollAnchor(nil)
      .defaultScrollAnchor(.center)
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 50, y: 40, width: 100, height: 20))
  }
}
