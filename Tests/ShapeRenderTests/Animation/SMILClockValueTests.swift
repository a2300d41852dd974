import Foundation
import ShapeRender
import Shapes
import Testing

/// SMIL times are plain decimal clock values, from 1 ms to 10⁹ s, whatever the animation's
/// numbers: never `0s` for an overflowing duration, never `1e+308s`.
@MainActor @Suite struct SMILClockValueTests {
  let rectangle = "M0 0L100 0L100 100L0 100Z"
  let trapezium = "M0 0L100 0L100 100L0 65Z"

  /// The trapezium's corner animated from 1 to 0.65 with `animation`, filled blue.
  func body(_ animation: Animation) -> [String] {
    renderBody {
      Trapezium(offset: 0.65, corner: .bottomLeft)
        .animation(animation, from: 1, for: \.bottomLeftOffset)
        .fill(.blue)
    }
  }

  @Test func anAutoreversedPassPastTheLargestDoubleIsTheLongestClockValue() {
    let animation = Animation.linear(duration: 1e308).repeatCount(3, autoreverses: true)
    #expect(
      body(animation)[1]
        == ##"<animate attributeName="d" values="\##(rectangle);\##(trapezium);\##(rectangle)" keyTimes="0;0.5;1" dur="1000000000s" repeatCount="1.5" fill="freeze"/>"##
    )
  }

  @Test func aHugeDelayIsTheLongestClockValue() {
    let animation = Animation.linear(duration: 1).delay(1e308)
    #expect(
      body(animation)[1...2] == [
        ##"<set attributeName="d" to="\##(rectangle)" dur="1000000000s"/>"##,
        ##"<animate attributeName="d" values="\##(rectangle);\##(trapezium)" keyTimes="0;1" dur="1s" begin="1000000000s" fill="freeze"/>"##,
      ])
  }

  @Test func timesBelowAMillisecondAreOne() {
    let animation = Animation.linear(duration: 1e-9).delay(1e-9)
    #expect(
      body(animation)[1...2] == [
        ##"<set attributeName="d" to="\##(rectangle)" dur="0.001s"/>"##,
        ##"<animate attributeName="d" values="\##(rectangle);\##(trapezium)" keyTimes="0;1" dur="0.001s" begin="0.001s" fill="freeze"/>"##,
      ])
  }
}
