import Foundation
import ShapeRender
import Testing

/// ViewThatFits: the first view whose ideal size fits the room along the constrained axes,
/// else the last, worked by hand.
@MainActor @Suite struct ViewThatFitsTests {
  @Test func theSecondViewIsShownWhenTheFirstIsTooWide() {
    let laid = LaidOut(width: 100, height: 100) {
      ViewThatFits {
        Color.red.frame(width: 150, height: 20)
        Color.green.frame(width: 80, height: 20)
        Color.blue.frame(width: 40, height: 20)
      }
    }
    // 150 > 100: red does not fit; green's 80 × 20 does, centred: (10, 40).
    #expect(laid.frame(of: .red) == nil)
    expectFrame(laid.frame(of: .green), CGRect(x: 10, y: 40, width: 80, height: 20))
    #expect(laid.frame(of: .blue) == nil)
  }

  @Test func theLastViewIsShownWhenNoneFits() {
    let laid = LaidOut(width: 100, height: 100) {
      ViewThatFits {
        Color.red.frame(width: 150, height: 20)
        Color.blue.frame(width: 120, height: 20)
      }
    }
    // Neither fits: the last, 120 wide, centred and overflowing: from (100 − 120) ÷ 2.
    #expect(laid.frame(of: .red) == nil)
    expectFrame(laid.frame(of: .blue), CGRect(x: -10, y: 40, width: 120, height: 20))
  }

  @Test func onlyTheGivenAxesMustFit() {
    let vertical = LaidOut(width: 100, height: 100) {
      ViewThatFits(in: .vertical) {
        Color.red.frame(width: 150, height: 20)
        Color.blue.frame(width: 40, height: 20)
      }
    }
    // Only the height counts: red's 20 fits in 100, however wide it is.
    expectFrame(vertical.frame(of: .red), CGRect(x: -25, y: 40, width: 150, height: 20))
    #expect(vertical.frame(of: .blue) == nil)
    let horizontal = LaidOut(width: 100, height: 100) {
      ViewThatFits(in: .horizontal) {
        Color.red.frame(width: 50, height: 150)
        Color.blue.frame(width: 40, height: 20)
      }
    }
    expectFrame(horizontal.frame(of: .red), CGRect(x: 25, y: -25, width: 50, height: 150))
  }

  @Test func aFlexibleViewFitsByItsIdealSizeAndTakesTheRoom() {
    let laid = LaidOut(width: 100, height: 60) {
      ViewThatFits {
        Color.red
        Color.blue.frame(width: 40, height: 20)
      }
    }
    // A color's ideal size is 10 × 10, which fits; laid out, it takes all the room.
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(laid.frame(of: .blue) == nil)
  }

  @Test func inAStackTheChoiceFollowsTheRoomTheStackOffers() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        Color.red.frame(width: 60)
        ViewThatFits(in: .horizontal) {
          Color.green.frame(width: 60, height: 10)
          Color.blue.frame(width: 30, height: 10)
        }
      }
    }
    // The fixed red goes first (its flexibility is 0, the container's 30: blue at 0 room,
    // green at ∞); 40 is left, where green's 60 does not fit: blue, 30. The stack is
    // 90 wide, centred from 5.
    expectFrame(laid.frame(of: .red), CGRect(x: 5, y: 0, width: 60, height: 100))
    expectFrame(laid.frame(of: .blue), CGRect(x: 65, y: 45, width: 30, height: 10))
    #expect(laid.frame(of: .green) == nil)
  }

  @Test func noViewsDrawNothing() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        ViewThatFits { EmptyView() }
        Color.red.frame(width: 10, height: 10)
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 45, y: 45, width: 10, height: 10))
    #expect(laid.fills.count == 1)
  }
}
