import Foundation
import Shapes
import Testing
import _TestSupport

@Suite struct StrokedCurveTests {
  /// Checks that a stroke of half width `h` covers `point + normal·(h − 0.011)` and not
  /// `point + normal·(h + 0.011)` on both sides, where the radius of curvature allows.
  func expectOffsetWithinTolerance(
    _ stroke: Path, point: CGPoint, derivative: CGPoint, second: CGPoint, halfWidth h: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let speed = hypot(derivative.x, derivative.y)
    let normal = CGPoint(x: -derivative.y / speed, y: derivative.x / speed)
    let curvature = (derivative.x * second.y - derivative.y * second.x) / (speed * speed * speed)
    for side in [1.0, -1.0] {
      // The side toward the centre of curvature only has an offset curve nearer than it.
      let towardCentre = side * curvature > 0
      let radius = curvature == 0 ? Double.infinity : 1 / abs(curvature)
      if towardCentre, radius < h + 1 { continue }
      func at(_ distance: Double) -> CGPoint {
        CGPoint(x: point.x + side * normal.x * distance, y: point.y + side * normal.y * distance)
      }
      let inside = stroke.contains(at(h - 0.011))
      let outside = stroke.contains(at(h + 0.011))
      #expect(inside, "\(at(h - 0.011))", sourceLocation: sourceLocation)
      #expect(!outside, "\(at(h + 0.011))", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [2.0, 20, 100])
  func cubicOffsetIsWithinTolerance(width: Double) {
    let (p0, p1, p2, p3) = (
      CGPoint(x: 0, y: 0), CGPoint(x: 150, y: -200), CGPoint(x: 350, y: 200),
      CGPoint(x: 500, y: 0)
    )
    let curve = Path { p in
      p.move(to: p0)
      p.addCurve(to: p3, control1: p1, control2: p2)
    }
    let stroke = curve.strokedPath(StrokeStyle(lineWidth: width))
    for index in 1..<40 {
      let t = 0.05 + 0.9 * Double(index) / 40
      let u = 1 - t
      let point = CGPoint(
        x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
        y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
      let derivative = CGPoint(
        x: 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x),
        y: 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y))
      let second = CGPoint(
        x: 6 * u * (p2.x - 2 * p1.x + p0.x) + 6 * t * (p3.x - 2 * p2.x + p1.x),
        y: 6 * u * (p2.y - 2 * p1.y + p0.y) + 6 * t * (p3.y - 2 * p2.y + p1.y))
      expectOffsetWithinTolerance(
        stroke, point: point, derivative: derivative, second: second, halfWidth: width / 2)
    }
  }

  @Test(arguments: [2.0, 20, 100])
  func quadraticOffsetIsWithinTolerance(width: Double) {
    let curve = Path { p in
      p.move(to: .zero)
      p.addQuadCurve(to: CGPoint(x: 400, y: 0), control: CGPoint(x: 200, y: 200))
    }
    let stroke = curve.strokedPath(StrokeStyle(lineWidth: width))
    for index in 1..<40 {
      let t = 0.05 + 0.9 * Double(index) / 40
      // B(t) = (400t, 400t(1 − t)).
      expectOffsetWithinTolerance(
        stroke, point: CGPoint(x: 400 * t, y: 400 * t * (1 - t)),
        derivative: CGPoint(x: 400, y: 400 - 800 * t), second: CGPoint(x: 0, y: -800),
        halfWidth: width / 2)
    }
  }

  @Test(arguments: [2.0, 20, 60])
  func ellipseOffsetIsWithinTolerance(width: Double) {
    let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 400, height: 200))
    let stroke = ellipse.strokedPath(StrokeStyle(lineWidth: width))
    for index in 0..<50 {
      let angle = Double(index) * 7.3 * Double.pi / 180
      expectOffsetWithinTolerance(
        stroke, point: CGPoint(x: 200 + 200 * cos(angle), y: 100 + 100 * sin(angle)),
        derivative: CGPoint(x: -200 * sin(angle), y: 100 * cos(angle)),
        second: CGPoint(x: -200 * cos(angle), y: -100 * sin(angle)), halfWidth: width / 2)
    }
  }

  /// Dashes of a curve whose control points are near 1e154 never become flat enough: the
  /// halving stops at its budget of intervals for the whole stroke (it took 15 s before).
  @Test func hugeCurvesAreHalvedWithinABudget() throws {
    let path = try Path(svgPathData: "M0 0C1e154 1e154 -1e154 .4 1e15 51")
    let dashes = path.dashedPath(lengths: [path.length / 200, path.length / 200])
    let start = Date()
    let stroke = dashes.strokedPath(StrokeStyle(lineWidth: 4))
    #expect(Date().timeIntervalSince(start) < 3)
    #expect(!stroke.area.isNaN)
  }

  @Test func cuspHasNoGap() {
    // A cubic whose derivative vanishes at t = 0.5, at (50, 75): a cusp.
    let cusp = Path { p in
      p.move(to: .zero)
      p.addCurve(
        to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 100, y: 100),
        control2: CGPoint(x: 0, y: 100))
    }
    let stroke = cusp.strokedPath(StrokeStyle(lineWidth: 10))
    #expect(allPoints(stroke).allSatisfy { $0.x.isFinite && $0.y.isFinite })
    for turn in 0..<16 {
      let angle = Double(turn) * Double.pi / 8
      let point = CGPoint(x: 50 + 4.9 * cos(angle), y: 75 + 4.9 * sin(angle))
      let isCovered = stroke.contains(point)
      #expect(isCovered, "\(point)")
    }
  }

  @Test func tightCircularArcIsCoveredThroughItsCentre() {
    // Radius 3 under a half width of 5: the stroke covers the centre and beyond.
    let arc = Path { p in
      p.addArc(
        center: CGPoint(x: 10, y: 10), radius: 3, startAngle: .zero, endAngle: .degrees(180),
        clockwise: false)
    }
    let stroke = arc.strokedPath(StrokeStyle(lineWidth: 10))
    #expect(stroke.contains(CGPoint(x: 10, y: 10)))
    #expect(stroke.contains(CGPoint(x: 10, y: 17.9)))
    #expect(!stroke.contains(CGPoint(x: 10, y: 18.1)))
    #expect(stroke.contains(CGPoint(x: 10, y: 11.9)))
  }

  @Test func randomPathsGiveFiniteOutlinesOfPositiveWinding() {
    var generator = SeededGenerator(seed: 0x5EED)
    let caps: [CGLineCap] = [.butt, .round, .square]
    let joins: [CGLineJoin] = [.miter, .round, .bevel]
    func coordinate() -> CGFloat {
      // Some repeated values, so that zero-length segments and 180° turns occur.
      Bool.random(using: &generator)
        ? CGFloat(Int.random(in: 0...4, using: &generator)) * 25
        : CGFloat.random(in: -100...100, using: &generator)
    }
    func point() -> CGPoint { CGPoint(x: coordinate(), y: coordinate()) }
    for _ in 0..<100 {
      var path = Path()
      path.move(to: point())
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: path.addQuadCurve(to: point(), control: point())
        case 1: path.addCurve(to: point(), control1: point(), control2: point())
        case 2:
          path.addArc(
            center: point(), radius: CGFloat.random(in: 0...60, using: &generator),
            startAngle: .degrees(Double.random(in: 0...360, using: &generator)),
            endAngle: .degrees(Double.random(in: 0...360, using: &generator)),
            clockwise: Bool.random(using: &generator))
        case 3: path.closeSubpath()
        case 4: path.move(to: point())
        default: path.addLine(to: point())
        }
      }
      let style = StrokeStyle(
        lineWidth: CGFloat.random(in: 0.5...40, using: &generator),
        lineCap: caps[Int.random(in: 0..<3, using: &generator)],
        lineJoin: joins[Int.random(in: 0..<3, using: &generator)],
        miterLimit: CGFloat.random(in: 1...20, using: &generator),
        dash: Bool.random(using: &generator)
          ? [] : [CGFloat.random(in: 0...30, using: &generator), 7, 0],
        dashPhase: CGFloat.random(in: -50...50, using: &generator))
      let stroke = path.strokedPath(style)
      let isFinite = allPoints(stroke).allSatisfy { $0.x.isFinite && $0.y.isFinite }
      #expect(isFinite)
      // Pieces run clockwise; an exact outline's inner contour runs the other way, inside
      // the outer contour just before it.
      var piece: [Path.Element] = []
      var previousArea = 0.0
      for element in stroke.elements {
        piece.append(element)
        if element == .closeSubpath {
          let area = Path(elements: piece).area
          #expect(area > 0 || (previousArea > 0 && -area < previousArea), "\(path) with \(style)")
          previousArea = area
          piece = []
        }
      }
      #expect(piece.isEmpty)
    }
  }
}
