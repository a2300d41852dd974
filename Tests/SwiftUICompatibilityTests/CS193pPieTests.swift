import Shapes
import Testing

/// Checks that the CS193p `Pie` draws here what it draws in SwiftUI.
///
/// The `Pie` of Stanford's CS193p "Memorize" (2021), in `Pasted/Pie.swift`, is pasted as
/// published with only `import SwiftUI` changed to `import Shapes`. That it compiles is
/// the first half of the test.
@Suite struct CS193pPieTests {
  let rect = CGRect(x: 0, y: 0, width: 200, height: 200)

  @Test func countdownPieFillsTwoHundredFiftyDegrees() {
    // As Memorize draws it: start at 12 o'clock (0 − 90°), end at 110 − 90 = 20°.
    let pie = Pie(startAngle: Angle(degrees: 0 - 90), endAngle: Angle(degrees: 110 - 90))
    let path = pie.path(in: rect)
    // `clockwise: !clockwise` sweeps counter-clockwise on screen: a negative area of
    // 250/360 of the disc, within rounding.
    let disc = Double.pi * 100 * 100
    let area = path.area
    #expect(abs(area - (-250.0 / 360 * disc)) < 1e-9 * disc, "area \(area)")
  }

  @Test func biteIsMissingAtTheUpperRight() {
    let path = Pie(startAngle: .degrees(-90), endAngle: .degrees(20)).path(in: rect)
    // Points at radius 60 around the circle: inside the pie except in the 110° bite from
    // 12 o'clock clockwise to 20° below 3 o'clock.
    for degrees in stride(from: -180.0, to: 180, by: 10) {
      let angle = degrees * .pi / 180
      let point = CGPoint(x: 100 + 60 * cos(angle), y: 100 + 60 * sin(angle))
      let inBite = degrees > -90 && degrees < 20
      #expect(path.contains(point) == !inBite, "at \(degrees)°")
    }
  }

  @Test func pieOutlineRunsFromTheCentreUpThenRoundTheLeft() {
    let pie = Pie(startAngle: .degrees(-90), endAngle: .degrees(20))
    let data = pie.path(in: rect).svgPathData()
    // Centre, up to 12 o'clock, then 250° counter-clockwise on screen (sweep flag 0) in
    // three equal arcs, back to the centre.
    #expect(data.hasPrefix("M100 100V0A100 100 0 0 0"))
    #expect(data.hasSuffix("L100 100"))
    #expect(data.components(separatedBy: "A").count - 1 == 1)
    #expect(data.components(separatedBy: " 0 0 0 ").count - 1 == 3)
  }

  @Test func animatableDataRoundTripsTheAngles() {
    var pie = Pie(startAngle: .degrees(0), endAngle: .degrees(90))
    let other = Pie(startAngle: .degrees(-90), endAngle: .degrees(200))
    pie.animatableData = other.animatableData
    #expect(pie.path(in: rect) == other.path(in: rect))
  }
}
