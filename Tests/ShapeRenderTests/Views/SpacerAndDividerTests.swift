import Foundation
import ShapeRender
import Testing

/// Spacer and Divider follow the axis of the stack they are in.
@MainActor @Suite struct SpacerAndDividerTests {
  @Test func spacerTakesLengthAlongItsStackOnly() {
    let laid = LaidOut(width: 100, height: 100) {
      VStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        Spacer()
        Color.blue.frame(width: 10, height: 10)
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 45, y: 0, width: 10, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 45, y: 90, width: 10, height: 10))
  }

  @Test func spacerMinLengthDegenerateValues() {
    // Negative and NaN count as 0, infinite as the default 8: the fixed views and the
    // spacer overflow a room of 20 by the spacer's minimum.
    for (minLength, expectedMinimum) in [
      (-5, 0), (CGFloat.nan, 0), (.infinity, 8), (nil, 8), (12, 12),
    ] as [(CGFloat?, CGFloat)] {
      let laid = LaidOut(width: 20, height: 20) {
        HStack(spacing: 0) {
          Color.red.frame(width: 10)
          Spacer(minLength: minLength)
          Color.blue.frame(width: 10)
        }
      }
      let red = laid.frame(of: .red)
      let blue = laid.frame(of: .blue)
      #expect(
        blue.map { $0.minX } == red.map { $0.maxX + expectedMinimum },
        "minLength \(String(describing: minLength))")
    }
  }

  @Test func dividerIsAHorizontalLineInAVStackAndVerticalInAnHStack() {
    let column = LaidOut(width: 100, height: 100) {
      VStack {
        Color.red.frame(width: 10, height: 10)
        Divider()
      }
    }
    // 10 + 8 + 1 = 19 tall, from 40.5.
    let separator = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.29)
    expectFrame(column.frame(of: separator), CGRect(x: 0, y: 58.5, width: 100, height: 1))
    let row = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        Divider()
      }
    }
    // 10 + 1 = 11 wide, from 44.5.
    expectFrame(row.frame(of: separator), CGRect(x: 54.5, y: 0, width: 1, height: 100))
  }

  @Test func spacerOutsideAStackGrowsBothWays() {
    let laid = LaidOut(width: 100, height: 100) {
      ZStack(alignment: .topLeading) {
        Spacer()
        Color.red.frame(width: 10, height: 10)
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 0, width: 10, height: 10))
  }
}
