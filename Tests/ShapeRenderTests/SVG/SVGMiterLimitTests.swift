import Foundation
import Testing

@testable import ShapeRender

/// `maximumMiterRatio`: which corners a path has, and how sharp the sharpest is.
@Suite struct SVGMiterLimitTests {
  /// The ratio of a corner whose turn has `cosine`, worked out as the implementation does
  /// (1/cos(turn/2)), so that results compare exactly.
  private func ratio(cosine: Double) -> Double {
    1 / ((1 + cosine) / 2).squareRoot()
  }

  /// A polyline through `points`, closed when `closed`.
  private func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    Path { p in
      p.move(to: CGPoint(x: points[0].0, y: points[0].1))
      for point in points.dropFirst() {
        p.addLine(to: CGPoint(x: point.0, y: point.1))
      }
      if closed { p.closeSubpath() }
    }
  }

  @Test func aPathWithoutCornersHasRatioOne() {
    #expect(Path().maximumMiterRatio == 1)
    #expect(Path { $0.move(to: CGPoint(x: 3, y: 4)) }.maximumMiterRatio == 1)
    #expect(polyline([(0, 0), (10, 0)]).maximumMiterRatio == 1)
    // Straight on: collinear lines make no corner.
    #expect(polyline([(0, 0), (10, 0), (25, 0)]).maximumMiterRatio == 1)
  }

  @Test func rightAnglesCountOnlyBelowRootTwo() {
    let square = polyline([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true)
    #expect(square.maximumMiterRatio == ratio(cosine: 0))
    #expect(abs(square.maximumMiterRatio - 2.0.squareRoot()) < 1e-15)
    #expect(square.maximumMiterRatio(above: 1.2) == ratio(cosine: 0))
    #expect(square.maximumMiterRatio(above: 2.0.squareRoot().nextDown) == ratio(cosine: 0))
    // From √2 on, turns of 90° or less are not measured: some ratio no larger is returned.
    #expect(square.maximumMiterRatio(above: 2.0.squareRoot()) == 1)
    #expect(square.maximumMiterRatio(above: 4) == 1)
  }

  @Test func sharpCornersAreMeasuredAtEveryThreshold() {
    // A turn from (4, 0) to (−3, 4): cosine −12/20, ratio √5.
    let path = polyline([(0, 0), (4, 0), (1, 4)])
    for threshold in [1, 1.2, 2.0.squareRoot(), 2, 4, 10] {
      #expect(path.maximumMiterRatio(above: threshold) == ratio(cosine: -0.6))
    }
    #expect(abs(path.maximumMiterRatio - 5.0.squareRoot()) < 1e-14)
  }

  @Test func turningStraightBackIsInfinite() {
    #expect(polyline([(0, 0), (10, 0), (3, 0)]).maximumMiterRatio == .infinity)
    #expect(polyline([(0, 0), (10, 0), (3, 0)]).maximumMiterRatio(above: 4) == .infinity)
    // A closed needle turns back at its tip.
    #expect(polyline([(0, 0), (10, 0), (0, 0)], closed: true).maximumMiterRatio == .infinity)
  }

  @Test func aCloseMakesACornerAtTheStart() {
    // The sharpest corner is where the closing line meets the first: from (−100, 1) to
    // (100, 1), cosine −9999/10001.
    let closed = polyline([(0, 0), (100, 1), (100, -1)], closed: true)
    #expect(closed.maximumMiterRatio(above: 4) == ratio(cosine: -9999 / 10001))
    #expect(abs(closed.maximumMiterRatio - 10001.0.squareRoot()) < 1e-9)
    // Open, the path has only the corner at (100, 1), a right angle and a bit.
    let open = polyline([(0, 0), (100, 1), (100, -1)])
    #expect(open.maximumMiterRatio(above: 4) < 2)
    // A closing line of no length: the corner is between the last line and the first.
    let square = polyline([(0, 0), (10, 0), (10, 10), (0, 10), (0, 0)], closed: true)
    #expect(square.maximumMiterRatio == ratio(cosine: 0))
  }

  @Test func segmentsShorterThanRoundingAreSkipped() {
    // A repeated point: the turn back is from the line before it.
    #expect(polyline([(0, 0), (10, 0), (10, 0), (0, 0)]).maximumMiterRatio == .infinity)
    // A step of 10⁻¹³ at x = 10 is shorter than rounding there (10⁻¹¹): no corner at all.
    #expect(polyline([(0, 0), (10, 0), (10, 1e-13), (20, 1e-13)]).maximumMiterRatio == 1)
    // One of 10⁻¹⁰ is a segment: two right angles.
    #expect(
      polyline([(0, 0), (10, 0), (10, 1e-10), (20, 1e-10)]).maximumMiterRatio
        == ratio(cosine: 0))
  }

  @Test func arcsTurnWithTheirTangents() {
    // A line along +x into the bottom of a circle about (10, 5).
    func arc(clockwise: Bool) -> Path {
      Path { p in
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addArc(
          center: CGPoint(x: 10, y: 5), radius: 5, startAngle: .degrees(-90),
          endAngle: .degrees(0), clockwise: clockwise)
      }
    }
    // With increasing angle the arc carries on along +x: no corner.
    #expect(arc(clockwise: false).maximumMiterRatio == 1)
    // The other way round it leaves along −x: straight back.
    #expect(arc(clockwise: true).maximumMiterRatio == .infinity)
    // Down the radius onto the circle: a right angle where the arc starts, and another
    // where the line back to the centre leaves it.
    let wedge = Path { p in
      p.move(to: CGPoint(x: 10, y: 5))
      p.addLine(to: CGPoint(x: 10, y: 0))
      p.addArc(
        center: CGPoint(x: 10, y: 5), radius: 5, startAngle: .degrees(-90),
        endAngle: .degrees(0), clockwise: false)
    }
    #expect(wedge.maximumMiterRatio == ratio(cosine: 0))
    #expect(wedge.maximumMiterRatio(above: 4) == 1)
  }

  @Test func curvesTurnWithTheirFirstControlPointOff() {
    // A quadratic curve leaving at a right angle and arriving along +x.
    let quad = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addLine(to: CGPoint(x: 10, y: 0))
      p.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 10, y: 10))
      p.addLine(to: CGPoint(x: 30, y: 10))
    }
    #expect(quad.maximumMiterRatio == ratio(cosine: 0))
    // A cubic curve whose first control point is its start: it leaves towards the second,
    // straight back.
    let cubic = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addLine(to: CGPoint(x: 10, y: 0))
      p.addCurve(
        to: CGPoint(x: 0, y: 5), control1: CGPoint(x: 10, y: 0),
        control2: CGPoint(x: 0, y: 0))
    }
    #expect(cubic.maximumMiterRatio == .infinity)
  }

  @Test func everySubpathCounts() {
    // A square, then a sub-path with a √5 corner, then an open one with a straight line.
    var path = polyline([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true)
    path.addPath(polyline([(20, 0), (24, 0), (21, 4)]))
    path.addPath(polyline([(40, 0), (50, 0)]))
    #expect(path.maximumMiterRatio == ratio(cosine: -0.6))
    #expect(path.maximumMiterRatio(above: 4) == ratio(cosine: -0.6))
  }

  @Test func longRunsOfLinesFindTheirSharpestCorner() {
    // A sawtooth of 200 right angles, with repeated points along the way.
    func sawtooth(turningBackAt turn: Int? = nil) -> [(Double, Double)] {
      var points: [(Double, Double)] = []
      for i in 0...200 {
        points.append((Double(i), Double(i % 2)))
        if i % 7 == 0 { points.append((Double(i), Double(i % 2))) }
        // Arriving at (i, 0) along (1, −1), leaving along (−2, 2).
        if i == turn { points.append((Double(i - 2), 2)) }
      }
      return points
    }
    #expect(polyline(sawtooth()).maximumMiterRatio == ratio(cosine: 0))
    #expect(polyline(sawtooth()).maximumMiterRatio(above: 4) == 1)
    #expect(polyline(sawtooth(turningBackAt: 150)).maximumMiterRatio(above: 4) == .infinity)
    // After the run, a turn from (0, −4) to (−3, 4): cosine −16/20. The close makes a
    // blunter corner, at the start.
    let closed = polyline(sawtooth() + [(200, -4), (197, 0)], closed: true)
    #expect(closed.maximumMiterRatio(above: 4) == ratio(cosine: -0.8))
    #expect(closed.maximumMiterRatio == ratio(cosine: -0.8))
  }
}
