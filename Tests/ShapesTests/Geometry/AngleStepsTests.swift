import Foundation
import Testing

@testable import Shapes

@Suite struct AngleStepsTests {
  @Test func stepsFollowTheCosineAndSineOfEachAngle() {
    let start = 0.3
    let step = 2 * Double.pi / 1000
    let values = Array(AngleSteps(from: start, by: step, count: 1000))
    #expect(values.count == 1000)
    for (index, value) in values.enumerated() {
      let angle = start + step * Double(index + 1)
      #expect(abs(value.cosine - cos(angle)) < 1e-13)
      #expect(abs(value.sine - sin(angle)) < 1e-13)
    }
  }

  @Test func theMostStepsAFlatteningTakesStayWithin1e11() {
    // A whole turn backwards in 2¹⁴ steps, the most one curve is cut into.
    let count = Path.maximumFlatteningPieces
    let step = -2 * Double.pi / Double(count)
    var worst = 0.0
    for (index, value) in AngleSteps(from: 1, by: step, count: count).enumerated() {
      let angle = 1 + step * Double(index + 1)
      worst = max(worst, abs(value.cosine - cos(angle)), abs(value.sine - sin(angle)))
    }
    #expect(worst < 1e-11)
  }

  @Test func noStepsForACountOfZeroOrLess() {
    #expect(Array(AngleSteps(from: 0, by: 0.1, count: 0)).isEmpty)
    #expect(Array(AngleSteps(from: 0, by: 0.1, count: -3)).isEmpty)
  }

  @Test func aStepThatIsNotFiniteGivesNaN() {
    let values = Array(AngleSteps(from: 0, by: .infinity, count: 2))
    #expect(values.count == 2)
    #expect(values.allSatisfy { $0.cosine.isNaN && $0.sine.isNaN })
  }
}
