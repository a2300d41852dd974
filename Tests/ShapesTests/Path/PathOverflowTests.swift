import Foundation
import Testing

@testable import Shapes

/// The geometry queries on paths whose coordinates are finite but so large that their
/// squares or products overflow: reproducers found by fuzzing.
@Suite struct PathOverflowTests {
  /// A triangle spanning nearly the whole range of `Double`: its bounding box is wider
  /// than the largest `Double`.
  let giantTriangle = Path { p in
    p.move(to: CGPoint(x: -1.7e308, y: -1.7e308))
    p.addLine(to: CGPoint(x: 1.7e308, y: -1.7e308))
    p.addLine(to: CGPoint(x: 0, y: 1.7e308))
    p.closeSubpath()
  }

  /// `contains` answers as for the same path scaled down, instead of trapping in an
  /// infinite rectangle.
  @Test func containsWhenTheBoundsSpanTheWholeRange() {
    #expect(giantTriangle.boundingRect.width == .infinity)
    for eoFill in [false, true] {
      #expect(giantTriangle.contains(CGPoint(x: 0, y: 0), eoFill: eoFill))
      #expect(giantTriangle.contains(CGPoint(x: 1e308, y: -1.6e308), eoFill: eoFill))
      #expect(!giantTriangle.contains(CGPoint(x: 1.6e308, y: 1.6e308), eoFill: eoFill))
      #expect(!giantTriangle.contains(CGPoint(x: -1e308, y: 1.5e308), eoFill: eoFill))
    }
    // On the outline, within the tolerance relative to the coordinates.
    #expect(giantTriangle.contains(CGPoint(x: 0, y: -1.7e308)))
    #expect(!giantTriangle.contains(CGPoint(x: Double.greatestFiniteMagnitude, y: 0)))
  }

  /// The same path with every coordinate multiplied by `factor`.
  func scaled(_ path: Path, by factor: Double) -> Path {
    path.applying(CGAffineTransform(scaleX: factor, y: factor))
  }

  /// A cubic hump with its y extreme inside the curve, and a quadratic one, at unit size.
  let humps = Path { p in
    p.move(to: CGPoint(x: 0, y: 0))
    p.addCurve(
      to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 1, y: 3), control2: CGPoint(x: 2, y: 1))
    p.addQuadCurve(to: CGPoint(x: 5, y: 0), control: CGPoint(x: 4, y: -2))
  }

  /// The extremes of curves whose derivative's coefficients square past the largest
  /// `Double` (`b² − 4ac`): found as at unit size, scaled.
  @Test(arguments: [1e160, 1e200, 1e300, 1e-160, 1e-300])
  func boundingRectFindsTheExtremesOfHugeAndTinyCurves(factor: Double) {
    let unit = humps.boundingRect
    let bounds = scaled(humps, by: factor).boundingRect
    let tolerance = 1e-14 * factor
    expectClose(bounds.minX, unit.minX * factor, tolerance: tolerance)
    expectClose(bounds.maxX, unit.maxX * factor, tolerance: tolerance)
    expectClose(bounds.minY, unit.minY * factor, tolerance: tolerance)
    expectClose(bounds.maxY, unit.maxY * factor, tolerance: tolerance)
    #expect(unit.maxY > 1.5)
    #expect(unit.minY < -0.9)
  }

  /// An area whose terms overflow is ±infinity when the area itself does, and finite when
  /// it is, never NaN.
  @Test func areaOfHugePathsIsNeverNaN() {
    let far = Path(CGRect(x: 1e300, y: 1e300, width: 5e299, height: 5e299))
    #expect(far.area == .infinity)
    #expect(scaled(far, by: -1).area == .infinity)  // mirrored twice: still clockwise
    let reversed = Path { p in
      p.move(to: CGPoint(x: 1e300, y: 1e300))
      p.addLine(to: CGPoint(x: 1e300, y: 1.5e300))
      p.addLine(to: CGPoint(x: 1.5e300, y: 1.5e300))
      p.addLine(to: CGPoint(x: 1.5e300, y: 1e300))
      p.closeSubpath()
    }
    #expect(reversed.area == -.infinity)
    // 1e155 from the origin, 1e153 wide: the products are 1e310, the area 1e306.
    let offset = Path(CGRect(x: 1e155, y: 1e155, width: 1e153, height: 1e153))
    #expect(abs(offset.area / 1e306 - 1) < 1e-9)
    let unitArea = humps.area
    #expect(unitArea != 0)
    // Products of 1e-160 underflow to a few bits; 1e150 is in range.
    for factor in [1e150, 1e-160] {
      let area = scaled(humps, by: factor).area
      #expect(abs(area / (unitArea * factor * factor) - 1) < 1e-12, "\(factor): \(area)")
    }
  }

  /// A sliver near the largest `Double` has a finite area although the products of its
  /// coordinates overflow: the fuzzer's zero-width quadratic at x = 8e307 (once −∞),
  /// measured moved to the origin.
  @Test func areaOfAFarSliverIsFinite() throws {
    let zeroWidth = try Path(
      svgPathData: "M7.976931348623157e307 11V11.001Q7.976931348623157e307 22.001"
        + " 7.976931348623157e307 1.73134861e160V2310")
    #expect(zeroWidth.area == 0)
  }

  /// A straight cubic 3e200 long: the squares of its speed overflow.
  let longCubic = Path { p in
    p.move(to: .zero)
    p.addCurve(
      to: CGPoint(x: 3e200, y: 0), control1: CGPoint(x: 1e200, y: 0),
      control2: CGPoint(x: 2e200, y: 0))
  }

  /// The length and trim of curves beyond 1e154 are measured, quickly; they used to drive
  /// the quadrature to its full depth (30 s for 1.7 KB of path data).
  @Test func lengthAndTrimOfHugeCurves() throws {
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
      #expect(abs(longCubic.length / 3e200 - 1) < 1e-12)
      let half = longCubic.trimmedPath(from: 0, to: 0.5)
      let end = try #require(half.currentPoint)
      #expect(abs(end.x / 1.5e200 - 1) < 1e-9)
      let unit = humps.length
      for factor in [1e154, 1e200, 1e300, 1e-160, 1e-300] {
        let length = scaled(humps, by: factor).length
        #expect(abs(length / (unit * factor) - 1) < 1e-12, "\(factor): \(length)")
      }
    }
    #expect(elapsed < .seconds(2))
  }

  /// A curve whose length is beyond the largest `Double` has length +infinity, and
  /// trimming it gives the empty path.
  @Test func lengthBeyondTheLargestDoubleIsInfinite() {
    let path = Path { p in
      p.move(to: CGPoint(x: -1.7e308, y: 0))
      p.addCurve(
        to: CGPoint(x: -1.7e308, y: 1), control1: CGPoint(x: 1.7e308, y: 0),
        control2: CGPoint(x: 1.7e308, y: 1))
    }
    #expect(path.length == .infinity)
    #expect(path.trimmedPath(from: 0, to: 0.5).isEmpty)
  }

  /// Ellipses whose radii square past the largest `Double` stay exact arcs, written with
  /// their radii and measured and bounded as ellipses: they used to be taken for flat ones
  /// (the test for that squared the radii) and drawn as a diamond of lines.
  @Test func hugeEllipsesStayArcs() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 1e300, height: 1e300))
    #expect(circle.svgPathData().hasPrefix("M1e+300 5e+299A5e+299 5e+299 0 0 1 5e+299 1e+300 "))
    expectClose(circle.length / 1e300, .pi, tolerance: 1e-14)
    let unit = Path(ellipseIn: CGRect(x: -2, y: -1, width: 4, height: 2))
      .applying(CGAffineTransform(rotationAngle: .pi / 6))
    let tilted = scaled(unit, by: 1e200)
    #expect(tilted.svgPathData().contains("A2e+200 1e+200 30 0 1"))
    // Semi-axes 2 and 1 turned by 30°: the half-width is √(4·cos²30° + sin²30°).
    expectClose(tilted.boundingRect.maxX / 1e200, 3.25.squareRoot(), tolerance: 1e-12)
    expectClose(tilted.length / 1e200, unit.length, tolerance: 1e-12)
  }

  /// An integrand that is not finite stops the halving at once.
  @Test func quadratureStopsOnANonFiniteEstimate() {
    for value in [Double.infinity, -.infinity, .nan] {
      var evaluations = 0
      let result = Quadrature.integrate(from: 0, to: 1) { _ in
        evaluations += 1
        return value
      }
      #expect(result.isNaN == value.isNaN)
      #expect(evaluations <= 24, "\(value): \(evaluations) evaluations")
    }
  }
}
