import Foundation
import ShapeRender
import Testing

/// phaseAnimator and PhaseAnimator: a still is the first phase.
@MainActor @Suite struct PhaseAnimatorTests {
  @Test func theModifierDrawsTheViewInTheFirstPhase() {
    let repeating = LaidOut(width: 100, height: 100) {
      Color.red.phaseAnimator([30.0, 10.0]) { view, side in view.frame(width: side, height: side) }
    }
    expectFrame(repeating.frame(of: .red), CGRect(x: 35, y: 35, width: 30, height: 30))
    let triggered = LaidOut(width: 100, height: 100) {
      Color.red.phaseAnimator([10.0, 30.0], trigger: 7) { view, side in
        view.frame(width: side, height: side)
      }
    }
    expectFrame(triggered.frame(of: .red), CGRect(x: 45, y: 45, width: 10, height: 10))
  }

  @Test func theViewDrawsItsFirstPhaseAndNothingWithoutPhases() {
    let laid = LaidOut(width: 100, height: 100) {
      VStack {
        PhaseAnimator([3, 4]) { Text("phase \($0)") }
        PhaseAnimator([Int]()) { Text("phase \($0)") }
        PhaseAnimator(sequence(first: 10) { $0 + 1 }, trigger: true) { Text("phase \($0)") }
      }
    }
    #expect(laid.texts.map(\.string) == ["phase 3", "phase 10"])
  }
}
