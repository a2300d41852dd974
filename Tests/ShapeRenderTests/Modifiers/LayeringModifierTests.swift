import Foundation
import ShapeRender
import Testing

/// border, hidden, zIndex and background(_:in:): what is drawn over, under and in place of
/// a view.
@MainActor @Suite struct LayeringModifierTests {
  @Test func borderStrokesTheInsideOfTheFrame() {
    let body = renderBody {
      Color.yellow.frame(width: 20, height: 10).border(.red, width: 2)
    }
    // The 20 × 10 frame at (40, 45); a 2-wide stroke on the rectangle 1 inside it.
    #expect(
      body == [
        ##"<path d="M40 45H60V55H40Z" fill="#ffcc00"/>"##,
        ##"<path d="M41 46H59V54H41Z" fill="none" stroke="#ff3b30" stroke-width="2"/>"##,
      ])
    // One unit wide by default; no border for a width that is not positive or finite.
    #expect(renderBody { Color.yellow.frame(width: 20, height: 10).border(.red) }.count == 2)
    for width in [0, -1, CGFloat.nan, .infinity] {
      #expect(
        renderBody { Color.yellow.frame(width: 20, height: 10).border(.red, width: width) }
          == [##"<path d="M40 45H60V55H40Z" fill="#ffcc00"/>"##])
    }
  }

  @Test func hiddenKeepsItsRoomAndDrawsNothing() {
    let laid = LaidOut {
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10).hidden()
        Color.blue.frame(width: 10, height: 10)
      }
    }
    #expect(laid.frame(of: .red) == nil)
    // The pair is 20 wide, centred: the hidden one from 40, the blue one from 50.
    #expect(laid.frame(of: .blue) == CGRect(x: 50, y: 45, width: 10, height: 10))
  }

  @Test func zIndexDrawsHigherIndicesLaterAndKeepsTheOrderOfEqualOnes() {
    let laid = LaidOut {
      ZStack {
        Color.red.frame(width: 30, height: 30).zIndex(2)
        Color.green.frame(width: 20, height: 20)
        Color.blue.frame(width: 10, height: 10).zIndex(-1)
        Color.yellow.frame(width: 5, height: 5)
      }
    }
    #expect(laid.fills.map(\.color) == [.blue, .green, .yellow, .red])
    // The views of a ForEach in the stack count as its children; NaN counts as 0.
    let cards = LaidOut {
      ZStack {
        ForEach(0..<3, id: \.self) { index in
          [Color.red, .green, .blue][index].frame(width: 10, height: 10).zIndex(Double(-index))
        }
        Color.yellow.zIndex(.nan)
      }
    }
    #expect(cards.fills.map(\.color) == [.blue, .green, .red, .yellow])
    // Without an index, the stack draws in order, as before.
    let plain = LaidOut {
      ZStack {
        Color.red
        Color.green.frame(width: 20, height: 20)
      }
    }
    #expect(plain.fills.map(\.color) == [.red, .green])
  }

  @Test func backgroundInAShapeFillsTheShapeBehind() {
    let body = renderBody {
      Color.blue.frame(width: 20, height: 10).background(.yellow, in: .capsule)
    }
    // The capsule of the 20 × 10 frame: ends of radius 5, in quarter arcs.
    #expect(
      body == [
        ##"<path d="M45 45H55A5 5 0 0 1 60 50 5 5 0 0 1 55 55H45A5 5 0 0 1 40 50 5 5 0 0 1 45 45Z" fill="#ffcc00"/>"##,
        ##"<path d="M40 45H60V55H40Z" fill="#007aff"/>"##,
      ])
    let white = renderBody { Color.blue.frame(width: 20, height: 10).background(in: .rect) }
    #expect(white[0] == ##"<path d="M40 45H60V55H40Z" fill="#ffffff"/>"##)
  }
}
