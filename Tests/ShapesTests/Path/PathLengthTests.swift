import Foundation
import Shapes
import Testing

@Suite struct PathLengthTests {
  /// Expects `actual` to be within `relative` × `expected` of `expected`.
  func expectRelative(
    _ actual: Double, _ expected: Double, _ relative: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectClose(
      actual, expected, tolerance: relative * abs(expected), sourceLocation: sourceLocation)
  }

  /// The perimeter of an ellipse with semi-axes `a` and `b`, by the Gauss–Kummer series
  /// π(a + b) Σ C(1/2, n)² hⁿ with h = ((a − b)/(a + b))², summed to full precision.
  func ellipsePerimeter(_ a: Double, _ b: Double) -> Double {
    let h = ((a - b) / (a + b)) * ((a - b) / (a + b))
    var sum = 0.0
    var coefficient = 1.0  // C(1/2, n)
    var power = 1.0  // hⁿ
    for n in 0..<200 {
      let term = coefficient * coefficient * power
      sum += term
      if term < 1e-20 { break }
      coefficient *= (0.5 - Double(n)) / Double(n + 1)
      power *= h
    }
    return Double.pi * (a + b) * sum
  }

  @Test func circleIsTwoPiR() {
    let circle = Path(ellipseIn: CGRect(x: 10, y: 20, width: 200, height: 200))
    expectRelative(circle.length, 2 * Double.pi * 100, 1e-15)
  }

  @Test func straightPolyline() {
    let polyline = Path { p in
      p.addLines([
        CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 15, y: 9), CGPoint(x: 15, y: 0),
      ])
    }
    #expect(polyline.length == 27)
  }

  @Test func quarterArc() {
    let arc = Path { p in
      p.addArc(
        center: CGPoint(x: 5, y: 5), radius: 100, startAngle: .degrees(30),
        endAngle: .degrees(120), clockwise: false)
    }
    expectRelative(arc.length, 50 * Double.pi, 1e-15)
    // The same arc the other way round, and a tangent arc's line plus arc.
    let reversed = Path { p in
      p.addArc(
        center: CGPoint(x: 5, y: 5), radius: 100, startAngle: .degrees(120),
        endAngle: .degrees(30), clockwise: true)
    }
    expectRelative(reversed.length, 50 * Double.pi, 1e-15)
  }

  @Test func ellipseAgainstTheGaussKummerSeries() {
    // Ramanujan's second approximation agrees with the series to about 4e-10 here, which
    // checks the series itself.
    let a = 100.0
    let b = 50.0
    let h = ((a - b) / (a + b)) * ((a - b) / (a + b))
    let ramanujan = Double.pi * (a + b) * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))
    let series = ellipsePerimeter(a, b)
    expectRelative(ramanujan, series, 1e-9)
    let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 2 * a, height: 2 * b))
    expectRelative(ellipse.length, series, 1e-13)
    // A quarter of it, and a thin, rotated one.
    let quarter = Path { p in
      p.move(to: CGPoint(x: a, y: 0))
      p.addRelativeArc(
        center: .zero, radius: 1, startAngle: .zero, delta: .degrees(90),
        transform: CGAffineTransform(scaleX: a, y: b))
    }
    expectRelative(quarter.length, series / 4, 1e-13)
    let thin = Path(ellipseIn: CGRect(x: -100, y: -5, width: 200, height: 10))
      .applying(CGAffineTransform(rotationAngle: 1))
    expectRelative(thin.length, ellipsePerimeter(100, 5), 1e-12)
  }

  @Test func quadCurveAgainstTheParabola() {
    // The quad curve (−a, a²), (0, −a²), (a, a²) traces y = x² for x in −a…a, of length
    // 2∫₀ᵃ √(1 + 4x²) dx = a√(1 + 4a²) + asinh(2a)/2.
    let a = 10.0
    let parabola = Path { p in
      p.move(to: CGPoint(x: -a, y: a * a))
      p.addQuadCurve(to: CGPoint(x: a, y: a * a), control: CGPoint(x: 0, y: -a * a))
    }
    expectRelative(parabola.length, a * (1 + 4 * a * a).squareRoot() + asinh(2 * a) / 2, 1e-13)
  }

  @Test func cubicThatIsAStraightLineInDisguise() {
    // Controls on the line through (0, 0) and (60, 80), unevenly spaced: still 100 long.
    let line = Path { p in
      p.move(to: .zero)
      p.addCurve(
        to: CGPoint(x: 60, y: 80), control1: CGPoint(x: 3, y: 4),
        control2: CGPoint(x: 45, y: 60))
    }
    expectRelative(line.length, 100, 1e-14)
    // Controls beyond the ends: the curve runs past 100, back below 0, then on to 100.
    // x(t) = 600(1−t)²t − 300(1−t)t² + 100t³ turns where t² − t + 1/5 = 0; the speed is
    // zero there, the hardest case for quadrature.
    let doublingBack = Path { p in
      p.move(to: .zero)
      p.addCurve(
        to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 200, y: 0),
        control2: CGPoint(x: -100, y: 0))
    }
    func x(_ t: Double) -> Double {
      600 * (1 - t) * (1 - t) * t - 300 * (1 - t) * t * t + 100 * t * t * t
    }
    let t1 = (1 - 0.2.squareRoot()) / 2
    let t2 = (1 + 0.2.squareRoot()) / 2
    let expected = x(t1) + (x(t1) - x(t2)) + (100 - x(t2))
    expectRelative(doublingBack.length, expected, 1e-13)
  }

  @Test func cubicWithACusp() {
    // Controls (100, 100) and (0, 100) make both x′ and y′ vanish at t = 1/2: with
    // u = 1 − 2t, x′ = 300u² and y′ = 300u, so the speed is 300|u|√(1 + u²) and the
    // length 2 · ½ ∫₀¹ 300u√(1 + u²) du = 100 (2√2 − 1).
    let cusp = Path { p in
      p.move(to: .zero)
      p.addCurve(
        to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 100, y: 100),
        control2: CGPoint(x: 0, y: 100))
    }
    expectRelative(cusp.length, 100 * (2 * 2.0.squareRoot() - 1), 1e-13)
  }

  @Test func documentationExamples() {
    #expect(Path(CGRect(x: 0, y: 0, width: 100, height: 50)).length == 300)
    expectRelative(
      Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).length, 20 * Double.pi, 1e-15)
  }

  @Test func closedRectangleCountsItsClosingLineOpenDoesNot() {
    let closed = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(closed.length == 300)
    let open = Path { p in
      p.addLines([
        CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 0, y: 50),
      ])
    }
    #expect(open.length == 250)
  }

  @Test func subpathsAddUpAndMovesCountNothing() {
    let path = Path { p in
      p.move(to: CGPoint(x: 1_000, y: 1_000))
      p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
      p.move(to: CGPoint(x: -50, y: 0))
      p.addLine(to: CGPoint(x: -50, y: 7))
      p.move(to: CGPoint(x: 500, y: 500))
    }
    #expect(path.length == 47)
    #expect(Path().length == 0)
    #expect(Path { $0.move(to: .zero) }.length == 0)
  }
}
