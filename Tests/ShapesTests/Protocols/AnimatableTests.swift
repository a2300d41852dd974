import Foundation
import Shapes
import Testing

@Suite struct AnimatableTests {
  @Test func pairsAddSubtractAndScaleComponentWise() {
    let a = AnimatablePair(1.0, AnimatablePair(2.0, 3.0))
    let b = AnimatablePair(4.0, AnimatablePair(6.0, 8.0))
    #expect(a + b == AnimatablePair(5.0, AnimatablePair(8.0, 11.0)))
    #expect(b - a == AnimatablePair(3.0, AnimatablePair(4.0, 5.0)))
    #expect(a.scaled(by: 2) == AnimatablePair(2.0, AnimatablePair(4.0, 6.0)))
    #expect(a.magnitudeSquared == 14)
    #expect(AnimatablePair<Double, Double>.zero == AnimatablePair(0.0, 0.0))
  }

  @Test func interpolationRunsFromStartToEnd() {
    let start = AnimatablePair(0.0, 10.0)
    let end = AnimatablePair(10.0, 0.0)
    #expect(start.interpolated(towards: end, amount: 0) == start)
    #expect(start.interpolated(towards: end, amount: 1) == end)
    #expect(start.interpolated(towards: end, amount: 0.25) == AnimatablePair(2.5, 7.5))
  }

  @Test func scalarsAreVectors() {
    var value: CGFloat = 3
    value.scale(by: 2)
    #expect(value == 6)
    #expect(Float(2).magnitudeSquared == 4)
    #expect(Double(-3).magnitudeSquared == 9)
  }

  @Test func typesThatDoNotSayWhatAnimatesHaveEmptyData() {
    struct Still: Animatable {}
    var still = Still()
    #expect(still.animatableData == EmptyAnimatableData())
    still.animatableData = EmptyAnimatableData()
    #expect(EmptyAnimatableData().magnitudeSquared == 0)
    #expect(EmptyAnimatableData.zero + .zero == EmptyAnimatableData())
  }
}
