import Foundation
import Shapes
import Testing

/// Pie geometry against analytic values.
///
/// Tolerances: areas are exact for arcs (Green's theorem on the arc itself), checked within
/// 1e-9·r²; points within 1e-9. Distances measured on sampled outlines use `forEach`'s
/// cubics for arcs, which stay within 2.73e-4·r of the circle.
@Suite struct PieTests {
  let square = CGRect(x: 0, y: 0, width: 100, height: 100)
  /// A frame whose shorter side is 100: radius 50, centre (160, 70).
  let rect = CGRect(x: 10, y: 20, width: 300, height: 100)
  let center = CGPoint(x: 160, y: 70)
  let radius: CGFloat = 50

  func point(_ degrees: Double, _ r: CGFloat) -> CGPoint {
    let angle = degrees * .pi / 180
    return CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
  }

  @Test(arguments: [30.0, 90, 135, 180, 250, 300, 359])
  func areaIsHalfTheSweepTimesTheRadiusSquaredInBothDirections(sweep: Double) {
    let theta = sweep * .pi / 180
    for start in [-90.0, 0, 45] {
      // On screen clockwise: growing angle, positive area.
      let clockwise = Pie(
        startAngle: .degrees(start), endAngle: .degrees(start + sweep), clockwise: true)
      expectClose(
        clockwise.path(in: rect).area, theta / 2 * radius * radius, tolerance: 1e-9 * 2500)
      // Counter-clockwise on screen: the same slice the other way, negative area.
      let counter = Pie(startAngle: .degrees(start), endAngle: .degrees(start - sweep))
      expectClose(
        counter.path(in: rect).area, -theta / 2 * radius * radius, tolerance: 1e-9 * 2500)
    }
  }

  @Test func sweepIsTheShorterWayInTheAskedDirection() {
    // From 0° to 90°: clockwise on screen is 90°, counter-clockwise is 270°.
    let quarter = Pie(startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    let threeQuarters = Pie(startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    expectClose(quarter.path(in: rect).area, .pi / 4 * 2500, tolerance: 1e-9 * 2500)
    expectClose(threeQuarters.path(in: rect).area, -.pi * 3 / 4 * 2500, tolerance: 1e-9 * 2500)
  }

  @Test func cs193pPieIs250DegreesWithTheBiteAtTheUpperRight() {
    let pie = Pie(startAngle: .degrees(-90), endAngle: .degrees(20), clockwise: false)
    let path = pie.path(in: square)
    // Move to the centre, line to the top, a 250° arc counter-clockwise on screen (SVG
    // sweep flag 0; the writer splits it in three), close.
    #expect(
      path.svgPathData()
        == "M50 50V0A50 50 0 0 0 0.338 44.195 50 50 0 0 0 38.469 98.652 50 50 0 0 0 96.985 67.101Z"
    )
    expectClose(path.area, -250.0 / 360 * .pi * 2500, tolerance: 1e-9 * 2500)
    // The 110° bite, from 12 o'clock round to 20° below 3 o'clock, is empty.
    for degrees in [-80.0, -45, -10, 10] {
      let angle = degrees * .pi / 180
      let inBite = CGPoint(x: 50 + 30 * cos(angle), y: 50 + 30 * sin(angle))
      #expect(windingNumber(of: inBite, in: path) == 0, "\(degrees)°")
    }
    for degrees in [-100.0, 180, 90, 30] {
      let angle = degrees * .pi / 180
      let inside = CGPoint(x: 50 + 30 * cos(angle), y: 50 + 30 * sin(angle))
      #expect(windingNumber(of: inside, in: path) != 0, "\(degrees)°")
    }
    // Its rightmost point is the end of the arc, short of the circle's.
    expectClose(path.boundingRect.maxX, 50 + 50 * cos(20 * Double.pi / 180))
  }

  @Test func clockwiseTrueSweepsTheOtherWay() {
    let pie = Pie(startAngle: .degrees(-90), endAngle: .degrees(20), clockwise: true)
    let path = pie.path(in: square)
    expectClose(path.area, 110.0 / 360 * .pi * 2500, tolerance: 1e-9 * 2500)
    #expect(windingNumber(of: CGPoint(x: 70, y: 40), in: path) != 0)
    #expect(windingNumber(of: CGPoint(x: 30, y: 60), in: path) == 0)
  }

  @Test func centredWithRadiusHalfTheShorterSide() {
    let pie = Pie(startAngle: .zero, endAngle: .degrees(180), clockwise: true)
    // The lower half disc: x from 110 to 210, y from 70 to 120.
    expectClose(pie.path(in: rect).boundingRect, CGRect(x: 110, y: 70, width: 100, height: 50))
    #expect(pie.path(in: rect).elements.first == .move(to: center))
  }

  @Test(arguments: [false, true])
  func fullSweepIsTheFullDisc(clockwise: Bool) {
    let pie = Pie(startAngle: .degrees(30), endAngle: .degrees(30 + 360), clockwise: clockwise)
    let path = pie.path(in: rect)
    let sign: Double = clockwise ? 1 : -1
    expectClose(path.area, sign * .pi * 2500, tolerance: 1e-9 * 2500)
    expectClose(path.boundingRect, CGRect(x: 110, y: 20, width: 100, height: 100))
    // One circle from the start point, with no radius drawn.
    let elements = path.elements
    expectClose(onCurvePoints(path)[0], point(30, 50))
    #expect(!elements.contains { if case .line = $0 { true } else { false } })
    #expect(elements.filter { $0 == .closeSubpath }.count == 1)
    // Beyond a full turn is still the full disc, whichever way the angles go.
    for end: Double in [30 + 400, 30 - 360, 30 - 1000] {
      let more = Pie(startAngle: .degrees(30), endAngle: .degrees(end), clockwise: clockwise)
      expectClose(more.path(in: rect).area, sign * .pi * 2500, tolerance: 1e-9 * 2500)
    }
    #expect(windingNumber(of: center, in: path) != 0)
  }

  @Test func annularSectorAreaIsHalfTheSweepTimesTheDifferenceOfSquares() {
    let r = 0.4 * radius
    for (sweep, clockwise) in [(90.0, true), (200, false), (300, true)] {
      let theta = sweep * .pi / 180
      let pie = Pie(
        startAngle: .degrees(10), endAngle: .degrees(10 + (clockwise ? sweep : -sweep)),
        clockwise: clockwise, innerRadiusFraction: 0.4)
      let expected = theta / 2 * (radius * radius - r * r)
      expectClose(
        pie.path(in: rect).area, clockwise ? expected : -expected, tolerance: 1e-9 * 2500)
      #expect(windingNumber(of: center, in: pie.path(in: rect)) == 0)
    }
    // Its outline: from the inner start, out along the start ray, the outer arc, in, the
    // inner arc back.
    let band = Pie(
      startAngle: .zero, endAngle: .degrees(90), clockwise: true, innerRadiusFraction: 0.5)
    let path = band.path(in: rect)
    #expect(path.elements.first == .move(to: point(0, 25)))
    #expect(path.svgPathData() == "M185 70H210A50 50 0 0 1 160 120V95A25 25 0 0 0 185 70Z")
  }

  @Test func fullRingLeavesTheHole() {
    let ring = Pie(
      startAngle: .zero, endAngle: .degrees(360), clockwise: true, innerRadiusFraction: 0.5)
    let path = ring.path(in: rect)
    expectClose(path.area, .pi * (2500 - 625), tolerance: 1e-9 * 2500)
    #expect(windingNumber(of: center, in: path) == 0)
    #expect(windingNumber(of: point(45, 37.5), in: path) == 1)
    #expect(path.elements.filter { $0 == .closeSubpath }.count == 2)
  }

  @Test func equalAnglesGiveAZeroAreaPie() {
    let pie = Pie(startAngle: .degrees(45), endAngle: .degrees(45))
    let path = pie.path(in: rect)
    #expect(path.elements == [.move(to: center), .line(to: point(45, 50)), .closeSubpath])
    #expect(path.area == 0)
  }

  @Test func innerRadiusFractionIsClamped() {
    let plain = Pie(startAngle: .zero, endAngle: .degrees(120), clockwise: true)
    var negative = plain
    negative.innerRadiusFraction = -0.5
    #expect(negative.path(in: rect) == plain.path(in: rect))
    var tooBig = plain
    tooBig.innerRadiusFraction = 3
    var one = plain
    one.innerRadiusFraction = 1
    #expect(tooBig.path(in: rect) == one.path(in: rect))
    expectClose(one.path(in: rect).area, 0, tolerance: 1e-9 * 2500)
  }

  @Test func nonFiniteParametersGiveTheEmptyPath() {
    for value in [Double.nan, .infinity, -.infinity] {
      #expect(Pie(startAngle: .radians(value), endAngle: .zero).path(in: rect).isEmpty)
      #expect(Pie(startAngle: .zero, endAngle: .radians(value)).path(in: rect).isEmpty)
      let fraction = Pie(
        startAngle: .zero, endAngle: .degrees(90), innerRadiusFraction: CGFloat(value))
      #expect(fraction.path(in: rect).isEmpty)
      #expect(
        Pie(startAngle: .zero, endAngle: .degrees(90)).inset(by: value).path(in: rect).isEmpty)
    }
  }

  @Test func degenerateRectangles() {
    let pie = Pie(startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    #expect(pie.path(in: .null).isEmpty)
    #expect(pie.path(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)).isEmpty)
    #expect(pie.path(in: CGRect(x: 310, y: 120, width: -300, height: -100)) == pie.path(in: rect))
    // Zero size: radius 0, everything at the centre.
    let point = pie.path(in: CGRect(x: 5, y: 6, width: 0, height: 40))
    #expect(!point.isEmpty)
    expectClose(point.boundingRect, CGRect(x: 5, y: 26, width: 0, height: 0))
    #expect(point.area == 0)
  }

  // MARK: Inset

  /// The distance from `p` to the outline of the pie slice of radius `outer` (and `inner`)
  /// about `center`, from angle `a` turning `sweep` degrees with growing angle.
  func distanceToSector(
    _ p: CGPoint, from a: Double, sweep: Double, outer: CGFloat, inner: CGFloat = 0
  ) -> Double {
    let s = point(a, outer)
    let e = point(a + sweep, outer)
    var best = min(
      distance(from: p, toSegment: inner > 0 ? point(a, inner) : center, s),
      distance(from: p, toSegment: inner > 0 ? point(a + sweep, inner) : center, e))
    let angle = atan2(p.y - center.y, p.x - center.x) * 180 / .pi
    var offset = (angle - a).truncatingRemainder(dividingBy: 360)
    if offset < 0 { offset += 360 }
    let d = hypot(p.x - center.x, p.y - center.y)
    if offset <= sweep {
      best = min(best, abs(d - outer))
      if inner > 0 { best = min(best, abs(d - inner)) }
    }
    return best
  }

  @Test(arguments: [20.0, 90, 150, 180, 210, 300, 350])
  func insetOutlineIsExactlyTheInsetDistanceFromTheOutline(sweep: Double) {
    let d: CGFloat = 6
    for fraction: CGFloat in [0, 0.3] {
      let pie = Pie(
        startAngle: .degrees(40), endAngle: .degrees(40 + sweep), clockwise: true,
        innerRadiusFraction: fraction)
      let inset = pie.inset(by: d).path(in: rect)
      #expect(!inset.isEmpty)
      for p in sampledPoints(inset) {
        let distance = distanceToSector(
          p, from: 40, sweep: sweep, outer: radius, inner: fraction * radius)
        // Arcs come from `forEach` as cubics, within 2.73e-4·r of the circle.
        expectClose(distance, d, tolerance: 2.8e-4 * radius)
      }
      // It is inside the pie.
      #expect(isWithin(inset.boundingRect, pie.path(in: rect).boundingRect))
      #expect(abs(inset.area) < abs(pie.path(in: rect).area))
    }
  }

  @Test func insetWedgeSidesAreParallelWithTheApexOnTheBisector() {
    let d: CGFloat = 5
    let wedge = Pie(startAngle: .degrees(0), endAngle: .degrees(60), clockwise: true)
    let path = wedge.inset(by: d).path(in: rect)
    let points = onCurvePoints(path)
    // The apex: d / sin(30°) = 2d from the centre along the 30° bisector.
    expectClose(points[0], point(30, 2 * d))
    // The first side is parallel to the 0° ray, d below it; the arc has radius 50 − d.
    let firstArcPoint = points[1]
    expectClose(firstArcPoint.y - center.y, d)
    expectClose(hypot(firstArcPoint.x - center.x, firstArcPoint.y - center.y), radius - d)
    // Signed area: the outer sector minus what the moved sides cut away, checked against
    // the region's own decomposition: outer sector of the arc's angle plus two triangles.
    let phi = asin(d / (radius - d))
    let arcAngle = .pi / 3 - 2 * phi
    let apex = CGPoint(x: points[0].x - center.x, y: points[0].y - center.y)
    let p1 = CGPoint(x: firstArcPoint.x - center.x, y: firstArcPoint.y - center.y)
    let end = points.last!
    let p2 = CGPoint(x: end.x - center.x, y: end.y - center.y)
    let expected =
      (radius - d) * (radius - d) * arcAngle / 2 + (apex.x * p1.y - p1.x * apex.y) / 2
      + (p2.x * apex.y - apex.x * p2.y) / 2
    expectClose(path.area, expected, tolerance: 1e-9 * 2500)
  }

  @Test func insetOfAWideSliceStopsAtAnArcAroundTheCentre() {
    let d: CGFloat = 4
    let pie = Pie(startAngle: .degrees(-90), endAngle: .degrees(20))  // CS193p, 250°
    let path = pie.inset(by: d).path(in: rect)
    // It starts d from the centre, on the start side moved inward, and closes with an arc
    // of radius d around the centre.
    let first = onCurvePoints(path)[0]
    expectClose(hypot(first.x - center.x, first.y - center.y), d)
    #expect(windingNumber(of: center, in: path) == 0)
    #expect(windingNumber(of: point(180, 25), in: path) != 0)
  }

  @Test func insetOfTheFullDiscIsTheSmallerCircle() {
    let disc = Pie(startAngle: .zero, endAngle: .degrees(360), clockwise: true)
    let inset = disc.inset(by: 10).path(in: rect)
    #expect(
      isClose(inset.boundingRect, Circle().inset(by: 10).path(in: rect).boundingRect))
    expectClose(inset.area, .pi * 40 * 40, tolerance: 1e-9 * 2500)
    let ring = Pie(
      startAngle: .zero, endAngle: .degrees(360), clockwise: true, innerRadiusFraction: 0.2)
    expectClose(
      ring.inset(by: 5).path(in: rect).area, .pi * (45 * 45 - 15 * 15), tolerance: 1e-9 * 2500)
    #expect(ring.inset(by: 21).path(in: rect).isEmpty)
  }

  @Test func insetLeavingNothingIsEmpty() {
    let narrow = Pie(startAngle: .zero, endAngle: .degrees(10), clockwise: true)
    // The apex, d / sin 5°, passes the arc of radius 50 − d once d > 50·sin5°/(1 + sin5°).
    let limit = 50 * sin(5 * Double.pi / 180) / (1 + sin(5 * Double.pi / 180))
    #expect(narrow.inset(by: limit + 1e-6).path(in: rect).isEmpty)
    #expect(!narrow.inset(by: limit - 1e-6).path(in: rect).isEmpty)
    // A wide slice is empty once the side lines, d from the centre, miss the circle of
    // radius 50 − d.
    let wide = Pie(startAngle: .zero, endAngle: .degrees(270), clockwise: true)
    #expect(wide.inset(by: 25.001).path(in: rect).isEmpty)
    #expect(!wide.inset(by: 24.999).path(in: rect).isEmpty)
    #expect(
      Pie(startAngle: .zero, endAngle: .zero).inset(by: 1).path(in: rect).isEmpty)
  }

  @Test func negativeInsetGrowsTheRadii() {
    let pie = Pie(
      startAngle: .zero, endAngle: .degrees(90), clockwise: true, innerRadiusFraction: 0.2)
    let outset = pie.inset(by: -5).path(in: rect)
    let expected = Double.pi / 4 * (55 * 55 - 5 * 5)
    expectClose(outset.area, expected, tolerance: 1e-9 * 2500)
    let plain = Pie(startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    #expect(plain.inset(by: -5).path(in: rect).elements.first == .move(to: center))
  }

  @Test func insetByZeroIsTheOutline() {
    let pie = Pie(startAngle: .degrees(-90), endAngle: .degrees(20), innerRadiusFraction: 0.3)
    #expect(pie.inset(by: 0).path(in: rect) == pie.path(in: rect))
  }

  @Test func anglesAndInnerFractionAnimate() {
    let from = Pie(startAngle: .degrees(-90), endAngle: .degrees(-90))
    let to = Pie(startAngle: .degrees(-90), endAngle: .degrees(200), innerRadiusFraction: 0.25)
    expectAnimatableDataRoundTrips(from: from, to: to)
    #expect(to.animatableData.first.first == Angle.degrees(-90).radians)
    #expect(to.animatableData.first.second == Angle.degrees(200).radians)
    #expect(to.animatableData.second == 0.25)
    expectAnimatableDataRoundTrips(from: from.inset(by: 1), to: to.inset(by: 3))
  }
}
