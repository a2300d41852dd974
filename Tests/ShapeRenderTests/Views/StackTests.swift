import Foundation
import ShapeRender
import Testing

/// HStack and VStack: SwiftUI's stack algorithm, worked by hand for each case.
@MainActor @Suite struct StackTests {
  @Test func fixedViewsSitSideBySideEightApartCentredInTheRoom() {
    let laid = LaidOut(width: 200, height: 100) {
      HStack {
        Color.red.frame(width: 20, height: 10)
        Color.green.frame(width: 30, height: 20)
        Color.blue.frame(width: 40, height: 30)
      }
    }
    // 20 + 30 + 40 + 2 × 8 = 106 wide, centred: from (200 − 106) ÷ 2 = 47; 30 tall, from 35.
    expectFrame(laid.frame(of: .red), CGRect(x: 47, y: 45, width: 20, height: 10))
    expectFrame(laid.frame(of: .green), CGRect(x: 75, y: 40, width: 30, height: 20))
    expectFrame(laid.frame(of: .blue), CGRect(x: 113, y: 35, width: 40, height: 30))
  }

  @Test func leastFlexibleFirstThenColorAndSpacerShareTheRest() {
    let laid = LaidOut(width: 300, height: 100) {
      HStack {
        Color.red
        Spacer()
        Color.blue.frame(width: 50)
      }
    }
    // 300 − 16 = 284: the fixed 50 first; red and the spacer share 234, 117 each.
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 0, width: 117, height: 100))
    expectFrame(laid.frame(of: .blue), CGRect(x: 250, y: 0, width: 50, height: 100))
  }

  @Test func maxWidthInfinityAndSpacerShareEqually() {
    let laid = LaidOut(width: 200, height: 50) {
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: .infinity)
        Spacer()
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test func higherLayoutPriorityIsOfferedTheRoomFirst() {
    let laid = LaidOut(width: 200, height: 50) {
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 30)
        Color.blue.layoutPriority(1)
      }
    }
    // Blue goes first, offered 200 less red's minimum 30; red takes what is left.
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 0, width: 30, height: 50))
    expectFrame(laid.frame(of: .blue), CGRect(x: 30, y: 0, width: 170, height: 50))
  }

  @Test func priorityIsKeptThroughLaterModifiers() {
    let laid = LaidOut(width: 200, height: 50) {
      HStack(spacing: 0) {
        Color.red
        Color.blue.layoutPriority(1).padding(0).opacity(1)
      }
    }
    expectFrame(laid.frame(of: .blue), CGRect(x: 0, y: 0, width: 200, height: 50))
  }

  @Test func fixedSizeKeepsTheIdealSize() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack {
        Rectangle().fill(Color.red).fixedSize()
        Color.blue
      }
    }
    // A shape's ideal size is 10 × 10; blue takes 100 − 8 − 10.
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 45, width: 10, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 18, y: 0, width: 82, height: 100))
  }

  @Test func vStackAlignsLeadingAndTrailing() {
    let leading = LaidOut(width: 100, height: 100) {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 20, height: 10)
        Color.blue.frame(width: 40, height: 10)
      }
    }
    expectFrame(leading.frame(of: .red), CGRect(x: 30, y: 40, width: 20, height: 10))
    expectFrame(leading.frame(of: .blue), CGRect(x: 30, y: 50, width: 40, height: 10))
    let trailing = LaidOut(width: 100, height: 100) {
      VStack(alignment: .trailing, spacing: 0) {
        Color.red.frame(width: 20, height: 10)
        Color.blue.frame(width: 40, height: 10)
      }
    }
    expectFrame(trailing.frame(of: .red), CGRect(x: 50, y: 40, width: 20, height: 10))
  }

  @Test func hStackAlignsTopAndBottom() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(alignment: .bottom, spacing: 0) {
        Color.red.frame(width: 10, height: 20)
        Color.blue.frame(width: 10, height: 40)
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 40, y: 50, width: 10, height: 20))
  }

  @Test func spacersPushViewsToTheEdges() {
    let laid = LaidOut(width: 200, height: 100) {
      HStack {
        Color.red.frame(width: 20, height: 20)
        Spacer()
        Color.blue.frame(width: 20, height: 20)
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 40, width: 20, height: 20))
    expectFrame(laid.frame(of: .blue), CGRect(x: 180, y: 40, width: 20, height: 20))
  }

  @Test func spacerMinLengthHoldsWhenRoomRunsOut() {
    let laid = LaidOut(width: 100, height: 20) {
      HStack(spacing: 0) {
        Color.red.frame(width: 60)
        Spacer(minLength: 30)
        Color.blue.frame(width: 60)
      }
    }
    // The fixed views go first (60 each: the first gets 60 of its 33.3 share, as SwiftUI
    // gives a fixed frame its width); the spacer keeps its 30; the stack overflows.
    expectFrame(laid.frame(of: .red), CGRect(x: -25, y: 0, width: 60, height: 20))
    expectFrame(laid.frame(of: .blue), CGRect(x: 65, y: 0, width: 60, height: 20))
  }

  @Test func negativeSpacingOverlapsTheViews() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(spacing: -10) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20)
      }
    }
    // 20 + 20 − 10 = 30 wide, from 35.
    expectFrame(laid.frame(of: .red), CGRect(x: 35, y: 40, width: 20, height: 20))
    expectFrame(laid.frame(of: .blue), CGRect(x: 45, y: 40, width: 20, height: 20))
  }

  @Test func nonFiniteSpacingIsTheDefault() {
    for spacing in [CGFloat.nan, .infinity, -.infinity] {
      let laid = LaidOut(width: 100, height: 100) {
        VStack(spacing: spacing) {
          Color.red.frame(width: 20, height: 20)
          Color.blue.frame(width: 20, height: 20)
        }
      }
      expectFrame(laid.frame(of: .blue), CGRect(x: 40, y: 54, width: 20, height: 20))
    }
  }

  @Test func nanFramesTakeNoRoomAndDrawNothing() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        Color.red.frame(width: .nan, height: 20)
        Color.blue.frame(width: 20, height: .infinity)
        Color.green.frame(width: 20, height: 20)
      }
    }
    #expect(laid.frame(of: .red) == nil)
    #expect(laid.frame(of: .blue) == nil)
    expectFrame(laid.frame(of: .green), CGRect(x: 40, y: 40, width: 20, height: 20))
  }

  @Test func emptyStacksTakeNoRoom() {
    let laid = LaidOut(width: 100, height: 100) {
      VStack(spacing: 0) {
        HStack {}
        VStack {}
        Color.red.frame(width: 10, height: 10)
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 45, y: 45, width: 10, height: 10))
  }

  @Test func lazyStacksLayOutAsStacks() {
    let lazy = LaidOut(width: 100, height: 100) {
      LazyVStack(alignment: .leading) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 40, height: 20)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    // 48 tall, centred from 26: blue from 26 + 20 + 8.
    expectFrame(lazy.frame(of: .blue), CGRect(x: 0, y: 54, width: 40, height: 20))
    let row = LaidOut(width: 100, height: 100) {
      LazyHStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 40, height: 20)
      }
    }
    expectFrame(row.frame(of: .blue), CGRect(x: 40, y: 40, width: 40, height: 20))
  }

  @Test func nestedStacksShareTheirRoom() {
    let laid = LaidOut(width: 200, height: 100) {
      VStack(spacing: 0) {
        HStack(spacing: 0) {
          Color.red
          Color.green
        }
        Color.blue.frame(height: 20)
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 0, width: 100, height: 80))
    expectFrame(laid.frame(of: .green), CGRect(x: 100, y: 0, width: 100, height: 80))
    expectFrame(laid.frame(of: .blue), CGRect(x: 0, y: 80, width: 200, height: 20))
  }

  @Test func viewsOfACustomViewsBodyAreChildrenOfTheStack() {
    struct Pair: View {
      var body: some View {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      }
    }
    let laid = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) { Pair() }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 40, y: 45, width: 10, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 50, y: 45, width: 10, height: 10))
  }
}
