import Foundation
import ShapeRender
import Testing

/// containerRelativeFrame: lengths from the artwork's size, or the nearest scroll view's.
@MainActor @Suite struct ContainerRelativeFrameTests {
  @Test func aViewTakesTheArtworksWidth() {
    let laid = LaidOut(width: 200, height: 100) {
      Color.red.frame(width: 20).containerRelativeFrame(.horizontal, alignment: .leading)
        .frame(height: 10)
    }
    // The frame is the artwork's 200 wide, the 20-wide view at its left.
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 45, width: 20, height: 10))
  }

  @Test func columnsOfTheContainerSpanTheirShareAndTheGapsBetween() {
    let laid = LaidOut(width: 200, height: 100) {
      Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        .frame(height: 10)
    }
    // Columns (200 − 2 × 10) / 3 = 60 wide: two and a gap, 130.
    expectFrame(laid.frame(of: .blue), CGRect(x: 35, y: 45, width: 130, height: 10))
  }

  @Test func theLengthFunctionGetsEachAxisAndItsLength() {
    let laid = LaidOut(width: 200, height: 100) {
      Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
        axis == .vertical ? length * 0.4 : length / 4
      }
    }
    expectFrame(laid.frame(of: .green), CGRect(x: 75, y: 30, width: 50, height: 40))
  }

  @Test func inAScrollViewThePageIsItsVisibleSize() {
    let laid = LaidOut(width: 200, height: 100) {
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          Color.red.containerRelativeFrame(.horizontal)
          Color.blue.containerRelativeFrame(.horizontal)
        }
      }
      .frame(width: 100, height: 50)
    }
    // Pages of the scroll view's 100, from its left edge at 50; the second is past it.
    expectFrame(laid.frame(of: .red), CGRect(x: 50, y: 25, width: 100, height: 50))
    expectFrame(laid.frame(of: .blue), CGRect(x: 150, y: 25, width: 100, height: 50))
  }

  @Test func degenerateCountsSpansAndLengthsAreBounded() {
    let laid = LaidOut(width: 200, height: 100) {
      VStack(spacing: 0) {
        Color.red.containerRelativeFrame(.horizontal, count: 0, span: 5, spacing: .nan)
          .frame(height: 10)
        Color.blue.containerRelativeFrame(.horizontal, count: 4, span: -1, spacing: 0)
          .frame(height: 10)
        Color.green.containerRelativeFrame(.horizontal) { _, _ in .nan }.frame(height: 10)
      }
    }
    // Count 0 is 1 and the span at most the count: the whole 200. Span −1 is 1: 50.
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 35, width: 200, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 75, y: 45, width: 50, height: 10))
    // NaN is 0 wide: nothing to fill.
    #expect((laid.frame(of: .green)?.width ?? 0) == 0)
  }
}
