import Foundation
import Shapes
import Testing

@Suite struct PathBoundingRectTests {
  /// Expects `box` to hold every sampled point of a curve and each of its edges to be
  /// reached by some sample: the box is tight, not the control polygon's.
  func expectTight(
    _ box: CGRect, around curve: (Double) -> CGPoint, samples: Int = 100_000,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var sampled = CGRect.null
    for index in 0...samples {
      let point = curve(Double(index) / Double(samples))
      sampled = sampled.union(CGRect(origin: point, size: .zero))
    }
    #expect(
      sampled.minX >= box.minX - 1e-9 && sampled.maxX <= box.maxX + 1e-9
        && sampled.minY >= box.minY - 1e-9 && sampled.maxY <= box.maxY + 1e-9,
      "samples \(sampled) leave \(box)", sourceLocation: sourceLocation)
    // Near an extreme the curve is flat, so samples 1e-5 apart reach it to ~1e-7.
    expectClose(sampled, box, tolerance: 1e-6, sourceLocation: sourceLocation)
  }

  /// The cubic Bézier curve with control points `p`, as a function of its parameter.
  func cubic(_ p: [CGPoint]) -> (Double) -> CGPoint {
    { t in
      let u = 1 - t
      let weights = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
      return CGPoint(
        x: zip(weights, p).reduce(0) { $0 + $1.0 * $1.1.x },
        y: zip(weights, p).reduce(0) { $0 + $1.0 * $1.1.y })
    }
  }

  /// The arc of the circle about `center` with `radius` from `start` to `end` degrees.
  func arc(center: CGPoint, radius: Double, from start: Double, to end: Double)
    -> (Double) -> CGPoint
  {
    { t in
      let angle = (start + t * (end - start)) * Double.pi / 180
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  @Test func quadCurveCountsItsApexNotItsControlPoint() {
    // y(t) = 2·100·t(1 − t) peaks at t = 1/2 with 50, half the control point's height.
    let path = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    }
    expectClose(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test func cubicWithExtremesOfBothCoordinatesInside() {
    // P0 (0, 0), P1 (400, 80), P2 (−300, 80), P3 (100, 0). The curve is symmetric under
    // t → 1 − t, x → 100 − x. y(t) = 3·80·t(1 − t) peaks at t = 1/2 with 60.
    // x(t) = 1200(1−t)²t − 900(1−t)t² + 100t³, so
    // x′(t)/3 = 400(1−t)² − 1400(1−t)t + 400t² = 2200t² − 2200t + 400, zero where
    // t² − t + 2/11 = 0, at t = 1/2 ± √(3/44): there x overshoots 100 and, by symmetry,
    // undershoots 0 by as much.
    let controls = [
      CGPoint(x: 0, y: 0), CGPoint(x: 400, y: 80), CGPoint(x: -300, y: 80), CGPoint(x: 100, y: 0),
    ]
    let path = Path { p in
      p.move(to: controls[0])
      p.addCurve(to: controls[3], control1: controls[1], control2: controls[2])
    }
    let t = 0.5 - (3.0 / 44).squareRoot()
    let maxX = 1200 * (1 - t) * (1 - t) * t - 900 * (1 - t) * t * t + 100 * t * t * t
    #expect(maxX > 128)
    let expected = CGRect(x: 100 - maxX, y: 0, width: 2 * maxX - 100, height: 60)
    expectClose(path.boundingRect, expected, tolerance: 1e-12)
    expectTight(path.boundingRect, around: cubic(controls))
  }

  @Test func cubicWithControlPointsFarOutside() {
    // y(t) = 3·400·t(1 − t) peaks at 300 while the controls sit at 400; x runs 0…100.
    let path = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addCurve(
        to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 400),
        control2: CGPoint(x: 100, y: 400))
    }
    expectClose(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 300))
    // A skewed one whose controls reach far beyond both ends.
    let skewed = Path { p in
      p.move(to: CGPoint(x: 10, y: 20))
      p.addCurve(
        to: CGPoint(x: 60, y: -30), control1: CGPoint(x: 400, y: -250),
        control2: CGPoint(x: -300, y: 500))
    }
    expectTight(
      skewed.boundingRect,
      around: cubic([
        CGPoint(x: 10, y: 20), CGPoint(x: 400, y: -250), CGPoint(x: -300, y: 500),
        CGPoint(x: 60, y: -30),
      ]))
    #expect(skewed.boundingRect.width < 300)
  }

  @Test func quarterArcBetweenAxisExtremesIsItsEndPoints() {
    let path = Path { p in
      p.addArc(
        center: .zero, radius: 100, startAngle: .zero, endAngle: .degrees(90),
        clockwise: false)
    }
    expectClose(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func quarterArcThroughAnAxisExtremeReachesIt() {
    // From 45° to 135° the arc passes 90°, the bottom of the circle on screen.
    let path = Path { p in
      p.addArc(
        center: .zero, radius: 100, startAngle: .degrees(45), endAngle: .degrees(135),
        clockwise: false)
    }
    let half = 100 / 2.0.squareRoot()
    expectClose(path.boundingRect, CGRect(x: -half, y: half, width: 2 * half, height: 100 - half))
    expectTight(path.boundingRect, around: arc(center: .zero, radius: 100, from: 45, to: 135))
  }

  @Test func arcOf250Degrees() {
    // From −90° (top) with increasing angle through 0° and 90° to 160°.
    let path = Path { p in
      p.addArc(
        center: CGPoint(x: 50, y: 50), radius: 100, startAngle: .degrees(-90),
        endAngle: .degrees(160), clockwise: false)
    }
    let minX = 50 + 100 * cos(160 * Double.pi / 180)
    expectClose(path.boundingRect, CGRect(x: minX, y: -50, width: 150 - minX, height: 200))
    expectTight(
      path.boundingRect, around: arc(center: CGPoint(x: 50, y: 50), radius: 100, from: -90, to: 160)
    )
  }

  @Test func rotatedEllipseViaApplying() {
    // An ellipse with semi-axes a = 100, b = 50 turned by φ spans
    // ±√(a²cos²φ + b²sin²φ) in x and ±√(a²sin²φ + b²cos²φ) in y.
    let angle = Double.pi / 6
    let ellipse = Path(ellipseIn: CGRect(x: -100, y: -50, width: 200, height: 100))
      .applying(CGAffineTransform(rotationAngle: angle))
      .offsetBy(dx: 300, dy: 200)
    let halfWidth = (10_000 * cos(angle) * cos(angle) + 2_500 * sin(angle) * sin(angle))
      .squareRoot()
    let halfHeight = (10_000 * sin(angle) * sin(angle) + 2_500 * cos(angle) * cos(angle))
      .squareRoot()
    expectClose(
      ellipse.boundingRect,
      CGRect(
        x: 300 - halfWidth, y: 200 - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight),
      tolerance: 1e-10)
  }

  @Test func emptyPathIsNull() {
    #expect(Path().boundingRect.isNull)
  }

  @Test func loneMoveIsAPointRect() {
    let path = Path { $0.move(to: CGPoint(x: 3, y: -4)) }
    #expect(path.boundingRect == CGRect(x: 3, y: -4, width: 0, height: 0))
  }

  @Test func loneMovesCount() {
    let path = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addLine(to: CGPoint(x: 10, y: 10))
      p.move(to: CGPoint(x: -5, y: 20))
    }
    #expect(path.boundingRect == CGRect(x: -5, y: 0, width: 15, height: 20))
  }
}
