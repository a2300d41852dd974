import Foundation
import Testing

@testable import ShapeRender

/// Where each direction falls on an angular gradient: the rules of SwiftUI's
/// `AngularGradient`, in degrees for reading.
@Suite struct ConicSweepTests {
  private func location(_ start: Double, _ end: Double, at degrees: Double) -> Double {
    let gradient = AngularGradient(
      colors: [.red, .blue], center: .center, startAngle: .degrees(start),
      endAngle: .degrees(end))
    guard let sweep = ConicSweep(gradient) else { return .nan }
    return sweep.location(atAngle: degrees * .pi / 180)
  }

  @Test func aSweepRunsClockwiseFromTheStartToTheEnd() {
    #expect(location(0, 270, at: 0) == 0)
    #expect(abs(location(0, 270, at: 135) - 0.5) < 1e-12)
    #expect(abs(location(0, 270, at: 270) - 1) < 1e-12)
    // atan2's directions past 180° come as negative angles.
    #expect(abs(location(0, 270, at: -135) - 225.0 / 270) < 1e-12)
    #expect(abs(location(90, 180, at: 135) - 0.5) < 1e-12)
  }

  @Test func theGapIsTheEndsColorThenTheStartsHalfwayAcross() {
    // From 270° to 360°: the last stop's color up to 315°, the first's after.
    #expect(location(0, 270, at: 280) == 1)
    #expect(location(0, 270, at: 314.9) == 1)
    #expect(location(0, 270, at: 315.1) == 0)
    #expect(location(0, 270, at: 359) == 0)
  }

  @Test func equalAnglesMakeAFullTurnFromTheStart() {
    #expect(location(0, 0, at: 0) == 0)
    #expect(abs(location(0, 0, at: 90) - 0.25) < 1e-12)
    #expect(abs(location(0, 0, at: -1) - 359.0 / 360) < 1e-12)
    #expect(abs(location(45, 45, at: 90) - 45.0 / 360) < 1e-12)
  }

  @Test func aSweepOverAFullTurnDrawsItsLastTurn() {
    // 0° to 540°: the last turn is 180°…540°, locations 1/3…1.
    #expect(abs(location(0, 540, at: 180) - 1) < 1e-12)
    #expect(abs(location(0, 540, at: 180.001) - 180.001 / 540) < 1e-9)
    #expect(abs(location(0, 540, at: 0) - 360.0 / 540) < 1e-12)
  }

  @Test func anEndBeforeTheStartSweepsCounterclockwise() {
    #expect(location(0, -90, at: 0) == 0)
    #expect(abs(location(0, -90, at: -45) - 0.5) < 1e-12)
    // The gap, 270° long, counterclockwise from -90°: the end's color to -225°, then the
    // start's.
    #expect(location(0, -90, at: -200) == 1)
    #expect(location(0, -90, at: 10) == 0)
  }

  @Test func nonFiniteAnglesHaveNoSweep() {
    for (start, end) in [(Double.nan, 0.0), (0, .infinity), (-.infinity, .infinity)] {
      let gradient = AngularGradient(
        colors: [.red], center: .center, startAngle: .radians(start), endAngle: .radians(end))
      #expect(ConicSweep(gradient) == nil)
    }
  }
}
