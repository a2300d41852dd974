import Foundation
import Shapes
import Testing
import _TestSupport

@Suite struct PathContainsTests {
  /// How far from the true outline the near points sit.
  let offset = 1e-6

  /// The point `distance` from `point` along the unit vector of `direction`.
  func moved(_ point: CGPoint, toward direction: CGPoint, by distance: Double) -> CGPoint {
    let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
    return CGPoint(
      x: point.x + distance * direction.x / length, y: point.y + distance * direction.y / length)
  }

  /// Expects the points `offset` inside and outside a clockwise outline, at a point with
  /// tangent `tangent`, to be contained and not contained under both rules.
  ///
  /// For an outline that runs clockwise on screen (y down), the inward normal of the
  /// tangent (dx, dy) is (−dy, dx).
  func expectSides(
    of path: Path, at point: CGPoint, tangent: CGPoint,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let inward = CGPoint(x: -tangent.y, y: tangent.x)
    let inside = moved(point, toward: inward, by: offset)
    let outside = moved(point, toward: inward, by: -offset)
    for eoFill in [false, true] {
      #expect(
        path.contains(inside, eoFill: eoFill), "\(inside) should be inside",
        sourceLocation: sourceLocation)
      #expect(
        !path.contains(outside, eoFill: eoFill), "\(outside) should be outside",
        sourceLocation: sourceLocation)
    }
  }

  @Test func ringOfTwoCirclesTheSameWayRound() {
    let ring = Path { p in
      p.addEllipse(in: CGRect(x: 0, y: 0, width: 200, height: 200))
      p.addEllipse(in: CGRect(x: 50, y: 50, width: 100, height: 100))
    }
    let hole = CGPoint(x: 100, y: 100)
    #expect(ring.contains(hole))
    #expect(!ring.contains(hole, eoFill: true))
    for eoFill in [false, true] {
      #expect(ring.contains(CGPoint(x: 25, y: 100), eoFill: eoFill))
      #expect(ring.contains(CGPoint(x: 100, y: 170), eoFill: eoFill))
      #expect(!ring.contains(CGPoint(x: 5, y: 5), eoFill: eoFill))
      #expect(!ring.contains(CGPoint(x: 250, y: 100), eoFill: eoFill))
    }
  }

  @Test func pointsNearACircleOnBothSides() {
    let center = CGPoint(x: 150, y: 120)
    let radius = 100.0
    let circle = Path(ellipseIn: CGRect(x: 50, y: 20, width: 200, height: 200))
    var angles: [Double] = [0, 45, 90, 135, 180, 225, 270, 315, 89.9999, 0.0001, 359.9999]
    var generator = SeededGenerator(seed: 1)
    for _ in 0..<200 { angles.append(Double.random(in: 0..<360, using: &generator)) }
    for degrees in angles {
      let angle = degrees * Double.pi / 180
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      expectSides(of: circle, at: point, tangent: CGPoint(x: -sin(angle), y: cos(angle)))
    }
  }

  @Test func pointsNearARotatedEllipseOnBothSides() {
    // The unit circle mapped by a rotation and an unequal scale: an exact elliptical arc.
    let transform = CGAffineTransform(scaleX: 120, y: 40)
      .concatenating(CGAffineTransform(rotationAngle: 0.7))
      .concatenating(CGAffineTransform(translationX: 200, y: 150))
    let ellipse = Path(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2)).applying(transform)
    for index in 0..<97 {
      let angle = Double(index) / 97 * 2 * Double.pi
      let point = CGPoint(x: cos(angle), y: sin(angle)).applying(transform)
      let tangent = CGPoint(x: -sin(angle), y: cos(angle))
      let mappedTangent = CGPoint(
        x: transform.a * tangent.x + transform.c * tangent.y,
        y: transform.b * tangent.x + transform.d * tangent.y)
      expectSides(of: ellipse, at: point, tangent: mappedTangent)
    }
  }

  @Test func pointsNearCubicCurvesOnBothSides() {
    // The blob of PathAreaTests: a cubic above the x axis from (0, 0) to (100, 0), then
    // one below it back again; clockwise on screen.
    let blob = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addCurve(
        to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: -60),
        control2: CGPoint(x: 100, y: -60))
      p.addCurve(
        to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 100, y: 100),
        control2: CGPoint(x: 0, y: 100))
      p.closeSubpath()
    }
    // Each cubic: x(t) = 300t² − 200t³ (or 100 − that going back), y(t) = 3h·t(1 − t).
    for index in 1..<50 {
      let t = Double(index) / 50
      let x = 300 * t * t - 200 * t * t * t
      let dx = 600 * t * (1 - t)
      let upper = CGPoint(x: x, y: -180 * t * (1 - t))
      expectSides(of: blob, at: upper, tangent: CGPoint(x: dx, y: -180 * (1 - 2 * t)))
      let lower = CGPoint(x: 100 - x, y: 300 * t * (1 - t))
      expectSides(of: blob, at: lower, tangent: CGPoint(x: -dx, y: 300 * (1 - 2 * t)))
    }
  }

  @Test func pointsNearAQuadCurveOnBothSides() {
    // From (100, 0) below the axis to (0, 0), closed along the axis: clockwise on screen.
    // x(t) = 100(1 − t), y(t) = 200·t(1 − t).
    let segment = Path { p in
      p.move(to: CGPoint(x: 100, y: 0))
      p.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: 50, y: 100))
      p.closeSubpath()
    }
    for index in 1..<40 {
      let t = Double(index) / 40
      let point = CGPoint(x: 100 * (1 - t), y: 200 * t * (1 - t))
      expectSides(of: segment, at: point, tangent: CGPoint(x: -100, y: 200 * (1 - 2 * t)))
    }
  }

  @Test func pointLevelWithAVertex() {
    // A diamond: the horizontal through (x, 50) passes through the left and right
    // vertices, where the outline runs on, so each must count exactly once.
    let diamond = Path { p in
      p.addLines([
        CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 50, y: 100), CGPoint(x: 0, y: 50),
      ])
      p.closeSubpath()
    }
    for eoFill in [false, true] {
      #expect(diamond.contains(CGPoint(x: 20, y: 50), eoFill: eoFill))
      #expect(diamond.contains(CGPoint(x: 99, y: 50), eoFill: eoFill))
      #expect(!diamond.contains(CGPoint(x: -10, y: 50), eoFill: eoFill))
      #expect(!diamond.contains(CGPoint(x: 120, y: 50), eoFill: eoFill))
      // Level with the top vertex, where the outline only touches the horizontal.
      #expect(!diamond.contains(CGPoint(x: 30, y: 0), eoFill: eoFill))
      #expect(!diamond.contains(CGPoint(x: 70, y: 0), eoFill: eoFill))
    }
    // Level with the top and bottom of a circle, where its arcs turn in y.
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    for eoFill in [false, true] {
      #expect(!circle.contains(CGPoint(x: 20, y: 0), eoFill: eoFill))
      #expect(!circle.contains(CGPoint(x: 80, y: 100), eoFill: eoFill))
      #expect(circle.contains(CGPoint(x: 50, y: 1e-6), eoFill: eoFill))
      #expect(circle.contains(CGPoint(x: 50, y: 100 - 1e-6), eoFill: eoFill))
    }
    // A square with a V-shaped notch cut from its top edge, down to (50, 40).
    let notched = Path { p in
      p.addLines([
        CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 40), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100),
        CGPoint(x: 0, y: 100),
      ])
      p.closeSubpath()
    }
    for eoFill in [false, true] {
      #expect(notched.contains(CGPoint(x: 10, y: 40), eoFill: eoFill))
      #expect(notched.contains(CGPoint(x: 80, y: 40), eoFill: eoFill))
      #expect(!notched.contains(CGPoint(x: 50, y: 30), eoFill: eoFill))
      #expect(!notched.contains(CGPoint(x: -1, y: 40), eoFill: eoFill))
    }
  }

  @Test func pointLevelWithTheJoinOfATransformedWedge() {
    // Under a rotation the wedge's arc start is recomputed from the new transform and may
    // differ from the line's end by rounding; the outline must still count once there.
    let rotation = CGAffineTransform(rotationAngle: 0.3)
    let wedge = Path { p in
      p.move(to: .zero)
      p.addArc(
        center: .zero, radius: 100, startAngle: .degrees(-90), endAngle: .degrees(160),
        clockwise: false)
      p.closeSubpath()
    }.applying(rotation)
    // The line from the centre ends at the join, 0.3 rad after the top of the circle.
    guard case .line(let join) = wedge.elements[1] else {
      Issue.record("expected a line")
      return
    }
    for eoFill in [false, true] {
      #expect(wedge.contains(CGPoint(x: join.x + 1, y: join.y + 1), eoFill: eoFill))
      // The join is the wedge's topmost point: level with it the outline only touches.
      #expect(!wedge.contains(CGPoint(x: join.x - 50, y: join.y), eoFill: eoFill))
      #expect(!wedge.contains(CGPoint(x: join.x + 30, y: join.y), eoFill: eoFill))
      // Level with the centre, the wedge's other vertex: the bite is at 177°…287°.
      #expect(wedge.contains(CGPoint(x: 50, y: 0), eoFill: eoFill))
      #expect(!wedge.contains(CGPoint(x: -50, y: 0), eoFill: eoFill))
    }
  }

  @Test func squares() {
    let square = Path(CGRect(x: 10, y: 10, width: 80, height: 80))
    for eoFill in [false, true] {
      #expect(square.contains(CGPoint(x: 50, y: 50), eoFill: eoFill))
      #expect(square.contains(CGPoint(x: 10.000001, y: 89.999999), eoFill: eoFill))
      #expect(!square.contains(CGPoint(x: 9.999999, y: 50), eoFill: eoFill))
      #expect(!square.contains(CGPoint(x: 50, y: 90.000001), eoFill: eoFill))
      #expect(!square.contains(CGPoint(x: 100, y: 50), eoFill: eoFill))
    }
    // Two overlapping squares drawn the same way round: the overlap winds twice.
    let overlapping = Path { p in
      p.addRect(CGRect(x: 0, y: 0, width: 60, height: 60))
      p.addRect(CGRect(x: 40, y: 40, width: 60, height: 60))
    }
    #expect(overlapping.contains(CGPoint(x: 50, y: 50)))
    #expect(!overlapping.contains(CGPoint(x: 50, y: 50), eoFill: true))
    #expect(overlapping.contains(CGPoint(x: 20, y: 20), eoFill: true))
    #expect(overlapping.contains(CGPoint(x: 80, y: 80), eoFill: true))
    #expect(!overlapping.contains(CGPoint(x: 80, y: 20)))
  }

  @Test func outlineCountsAsInside() {
    let square = Path(CGRect(x: 10, y: 10, width: 80, height: 80))
    let onOutline = [
      CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10), CGPoint(x: 90, y: 90), CGPoint(x: 10, y: 90),
      CGPoint(x: 50, y: 10), CGPoint(x: 90, y: 50), CGPoint(x: 50, y: 90), CGPoint(x: 10, y: 50),
    ]
    for point in onOutline {
      #expect(square.contains(point))
      #expect(square.contains(point, eoFill: true))
    }
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
    for degrees in stride(from: 0.0, to: 360, by: 7.5) {
      let angle = degrees * Double.pi / 180
      #expect(circle.contains(CGPoint(x: 100 + 100 * cos(angle), y: 100 + 100 * sin(angle))))
    }
    // Within the rounding allowance (1e-10 × 200 here) of the outline, outside or in.
    #expect(circle.contains(CGPoint(x: 200 + 1e-9, y: 100)))
    #expect(circle.contains(CGPoint(x: 100, y: -1e-9)))
    #expect(!circle.contains(CGPoint(x: 200 + 1e-7, y: 100)))
    // A sub-path that is a single line encloses nothing, but its outline still counts.
    let line = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addLine(to: CGPoint(x: 100, y: 50))
    }
    #expect(line.contains(CGPoint(x: 50, y: 25)))
    #expect(!line.contains(CGPoint(x: 50, y: 25.001)))
  }

  @Test func pentagram() {
    // Each point joined to the second next on a circle: the centre winds twice.
    let corners = (0..<5).map { index in
      let angle = (-90 + 144 * Double(index)) * Double.pi / 180
      return CGPoint(x: 100 + 100 * cos(angle), y: 100 + 100 * sin(angle))
    }
    let star = Path { p in
      p.addLines(corners)
      p.closeSubpath()
    }
    let center = CGPoint(x: 100, y: 100)
    #expect(star.contains(center))
    #expect(!star.contains(center, eoFill: true))
    // Inside a tip, the outline winds once.
    let tip = CGPoint(x: 100, y: 10)
    #expect(star.contains(tip))
    #expect(star.contains(tip, eoFill: true))
    #expect(!star.contains(CGPoint(x: 30, y: 30)))
    #expect(!star.contains(CGPoint(x: 100, y: 195)))
  }

  @Test func openSubpathIsClosedAsAFillCloses() {
    let open = Path { p in
      p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
    }
    #expect(open.contains(CGPoint(x: 90, y: 10)))
    #expect(!open.contains(CGPoint(x: 10, y: 90)))
  }

  @Test func ellipsesAgreeWithTheirEquation() {
    // Random affine images of the unit circle against random points: inside exactly when
    // the inverse transform maps the point into the unit disc.
    var generator = SeededGenerator(seed: 42)
    var checked = 0
    for _ in 0..<50 {
      let transform = CGAffineTransform(
        a: .random(in: -100...100, using: &generator),
        b: .random(in: -100...100, using: &generator),
        c: .random(in: -100...100, using: &generator),
        d: .random(in: -100...100, using: &generator),
        tx: .random(in: -50...50, using: &generator), ty: .random(in: -50...50, using: &generator))
      let ellipse = Path(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2)).applying(transform)
      // Keep the ellipse fat enough that 1e-6 in the unit disc is well off the outline.
      guard abs(transform.a * transform.d - transform.b * transform.c) > 1_000 else { continue }
      let inverse = transform.inverted()
      for _ in 0..<100 {
        let point = CGPoint(
          x: Double.random(in: -200...200, using: &generator),
          y: Double.random(in: -200...200, using: &generator))
        let unit = point.applying(inverse)
        let radius = (unit.x * unit.x + unit.y * unit.y).squareRoot()
        guard abs(radius - 1) > 1e-6 else { continue }
        #expect(ellipse.contains(point) == (radius < 1), "\(point) in \(transform)")
        checked += 1
      }
    }
    #expect(checked > 3_000)
  }

  @Test func randomCubicOutlinesAgreeWithAFineFlattening() {
    // Closed outlines of three random cubics (loops and self-crossings included) against
    // an independent winding count on a 1000-lines-per-curve flattening, for random points
    // at least 0.01 from the flattened outline (the flattening is within 1e-3 of it).
    var generator = SeededGenerator(seed: 7)
    func randomPoint() -> CGPoint {
      CGPoint(
        x: Double.random(in: 0...200, using: &generator),
        y: Double.random(in: 0...200, using: &generator))
    }
    var checked = 0
    for _ in 0..<8 {
      var path = Path()
      var polygon: [CGPoint] = []
      let start = randomPoint()
      path.move(to: start)
      var current = start
      for index in 0..<3 {
        let control1 = randomPoint()
        let control2 = randomPoint()
        let end = index == 2 ? start : randomPoint()
        path.addCurve(to: end, control1: control1, control2: control2)
        for step in 0..<1_000 {
          let t = Double(step) / 1_000
          let u = 1 - t
          let weights = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
          let points = [current, control1, control2, end]
          polygon.append(
            CGPoint(
              x: zip(weights, points).reduce(0) { $0 + $1.0 * $1.1.x },
              y: zip(weights, points).reduce(0) { $0 + $1.0 * $1.1.y }))
        }
        current = end
      }
      path.closeSubpath()
      for _ in 0..<60 {
        let point = randomPoint()
        guard distance(from: point, to: polygon) > 0.01 else { continue }
        let winding = windingNumber(of: polygon, around: point)
        #expect(path.contains(point) == (winding != 0), "\(point) winding \(winding)")
        #expect(path.contains(point, eoFill: true) == (winding % 2 != 0))
        checked += 1
      }
    }
    #expect(checked > 400)
  }

  /// The winding number of a closed polygon around a point, by Sunday's crossing rule.
  func windingNumber(of polygon: [CGPoint], around point: CGPoint) -> Int {
    var winding = 0
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
      if a.y <= point.y {
        if b.y > point.y, side > 0 { winding += 1 }
      } else if b.y <= point.y, side < 0 {
        winding -= 1
      }
    }
    return winding
  }

  /// The distance from a point to a closed polygon's outline.
  func distance(from point: CGPoint, to polygon: [CGPoint]) -> Double {
    var nearest = Double.infinity
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      let dx = b.x - a.x
      let dy = b.y - a.y
      let lengthSquared = dx * dx + dy * dy
      let t =
        lengthSquared > 0
        ? min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared, 0), 1) : 0
      nearest = min(nearest, hypot(point.x - a.x - t * dx, point.y - a.y - t * dy))
    }
    return nearest
  }

  @Test func documentationExample() {
    let ring = Path { p in
      p.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
      p.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    }
    #expect(ring.contains(CGPoint(x: 50, y: 50)))
    #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
  }

  @Test func nonFinitePointsAndEmptyPaths() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!square.contains(CGPoint(x: Double.nan, y: 5)))
    #expect(!square.contains(CGPoint(x: 5, y: Double.nan), eoFill: true))
    #expect(!square.contains(CGPoint(x: -Double.infinity, y: 5)))
    #expect(!Path().contains(.zero))
    #expect(!Path { $0.move(to: .zero) }.contains(.zero))
  }
}
