import Foundation
import Testing

@testable import Shapes

/// The geometry queries on paths whose coordinates are finite but so large that their
/// squares or products overflow: reproducers found by fuzzing (issue 18).
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
