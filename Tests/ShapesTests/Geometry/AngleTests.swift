import Foundation
import Shapes
import Testing

@Suite struct AngleTests {
  @Test func degreesAndRadiansConvert() {
    expectClose(Angle.degrees(180).radians, .pi, tolerance: 1e-15)
    expectClose(Angle(radians: .pi / 2).degrees, 90, tolerance: 1e-12)
    var angle = Angle.zero
    angle.degrees = 45
    expectClose(angle.radians, .pi / 4, tolerance: 1e-15)
    #expect(Angle(0.5) == .radians(0.5))
  }

  @Test func arithmeticWorksOnRadians() {
    expectClose((Angle.degrees(30) + .degrees(60)).degrees, 90, tolerance: 1e-12)
    expectClose((Angle.degrees(30) - .degrees(60)).degrees, -30, tolerance: 1e-12)
    expectClose((-Angle.degrees(10)).degrees, -10, tolerance: 1e-12)
    expectClose((Angle.degrees(10) * 3).degrees, 30, tolerance: 1e-12)
    expectClose((2 * Angle.degrees(10)).degrees, 20, tolerance: 1e-12)
    expectClose((Angle.degrees(90) / 2).degrees, 45, tolerance: 1e-12)
    var angle = Angle.degrees(10)
    angle += .degrees(5)
    angle -= .degrees(1)
    expectClose(angle.degrees, 14, tolerance: 1e-12)
    #expect(Angle.degrees(1) < .degrees(2))
  }

  @Test func animatableDataIsRadians() {
    var angle = Angle.degrees(90)
    #expect(angle.animatableData == .pi / 2)
    angle.animatableData = .pi
    expectClose(angle.degrees, 180, tolerance: 1e-12)
  }
}
