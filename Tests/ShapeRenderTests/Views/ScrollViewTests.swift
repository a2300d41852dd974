import Foundation
import ShapeRender
import Testing

/// ScrollView as a still: the top (or leading) part of its content, clipped.
@MainActor @Suite struct ScrollViewTests {
  @Test func contentIsLaidOutAtItsIdealHeightAndClipped() {
    let laid = LaidOut(width: 100, height: 100) {
      ScrollView {
        ForEach(0..<8) { _ in Color.red.frame(height: 20) }
      }
      .frame(height: 60)
    }
    // Eight rows of 20, 8 apart, from the top of the scroll view at 20: the content is
    // 216 tall, clipped to 100 × 60.
    let rows = laid.frames(of: .red)
    #expect(rows.count == 8)
    expectFrame(rows.first, CGRect(x: 0, y: 20, width: 100, height: 20))
    expectFrame(rows.last, CGRect(x: 0, y: 216, width: 100, height: 20))
    #expect(laid.clips == [CGRect(x: 0, y: 20, width: 100, height: 60)])
  }

  @Test func shortContentIsNotClipped() {
    let laid = LaidOut(width: 100, height: 100) {
      ScrollView { Color.red.frame(width: 40, height: 20) }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 30, y: 0, width: 40, height: 20))
    #expect(laid.clips.isEmpty)
  }

  @Test func horizontalScrollStartsAtTheLeadingEdge() {
    let laid = LaidOut(width: 100, height: 100) {
      ScrollView(.horizontal, showsIndicators: false) {
        ForEach(0..<5) { _ in Color.red.frame(width: 30, height: 10) }
      }
    }
    #expect(laid.frames(of: .red).map(\.minX) == [0, 38, 76, 114, 152])
    #expect(laid.frames(of: .red).first?.minY == 45)
    #expect(laid.clips == [CGRect(x: 0, y: 0, width: 100, height: 100)])
  }

  @Test func idealHeightInAVStackIsTheContents() {
    let laid = LaidOut(width: 100, height: 100) {
      VStack(spacing: 0) {
        ScrollView { Color.red.frame(height: 30) }.fixedSize(horizontal: false, vertical: true)
        Color.blue
      }
    }
    expectFrame(laid.frame(of: .blue), CGRect(x: 0, y: 30, width: 100, height: 70))
  }
}
