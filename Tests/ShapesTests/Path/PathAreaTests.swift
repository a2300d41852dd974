import Foundation
import Shapes
import Testing

@Suite struct PathAreaTests {
  let radius = 100.0

  @Test func circleIsPiRSquared() {
    let circle = Path(ellipseIn: CGRect(x: -50, y: 20, width: 200, height: 200))
    expectClose(circle.area, Double.pi * radius * radius, tolerance: 1e-9)
  }

  @Test func wedgeOf250Degrees() {
    // The CS193p pie: centre, line to −90°, arc with increasing angle to 160°, close.
    let wedge = Path { p in
      let center = CGPoint(x: 120, y: 80)
      p.move(to: center)
      p.addArc(
        center: center, radius: radius, startAngle: .degrees(-90), endAngle: .degrees(160),
        clockwise: false)
      p.closeSubpath()
    }
    expectClose(wedge.area, 250 / 360 * Double.pi * radius * radius, tolerance: 1e-9)
  }

  @Test func rectangle() {
    #expect(Path(CGRect(x: 7, y: -3, width: 40, height: 25)).area == 1_000)
  }

  @Test func counterClockwiseOutlineIsNegative() {
    // The rectangle's corners in the opposite order: counter-clockwise on screen.
    let path = Path { p in
      p.addLines([
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 25), CGPoint(x: 40, y: 25), CGPoint(x: 40, y: 0),
      ])
      p.closeSubpath()
    }
    #expect(path.area == -1_000)
    let circle = Path { p in
      p.addArc(
        center: .zero, radius: radius, startAngle: .zero, endAngle: .degrees(360),
        clockwise: true)
    }
    expectClose(circle.area, -Double.pi * radius * radius, tolerance: 1e-9)
  }

  @Test func figureEightCancels() {
    // Two round loops through the origin, one each way round.
    let eight = Path { p in
      p.addArc(
        center: CGPoint(x: 0, y: -50), radius: 50, startAngle: .degrees(90),
        endAngle: .degrees(450), clockwise: false)
      p.addArc(
        center: CGPoint(x: 0, y: 50), radius: 50, startAngle: .degrees(-90),
        endAngle: .degrees(-450), clockwise: true)
      p.closeSubpath()
    }
    expectClose(eight.area, 0, tolerance: 1e-9)
    // A bow tie: two triangles, one each way round.
    let bowTie = Path { p in
      p.addLines([
        CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100),
      ])
      p.closeSubpath()
    }
    #expect(bowTie.area == 0)
  }

  @Test func ringSubtractsItsHole() {
    let ring = Path { p in
      p.addArc(
        center: .zero, radius: radius, startAngle: .zero, endAngle: .degrees(360),
        clockwise: false)
      p.closeSubpath()
      p.move(to: CGPoint(x: 50, y: 0))
      p.addArc(
        center: .zero, radius: 50, startAngle: .zero, endAngle: .degrees(360), clockwise: true)
      p.closeSubpath()
    }
    expectClose(ring.area, Double.pi * (radius * radius - 50 * 50), tolerance: 1e-9)
  }

  @Test func cubicBlobMatchesItsClosedForm() {
    // The blob runs from (0, 0) to (100, 0) along a cubic above the x axis (controls
    // (0, −60), (100, −60)), then back along a cubic below it (controls (100, 100),
    // (0, 100)): clockwise on screen, so its area is positive.
    //
    // A cubic from (0, 0) to (100, 0) with controls (0, h), (100, h) has
    //   x(t) = 3·100·(1−t)t² + 100t³ = 300t² − 200t³,  x′(t) = 600·t(1 − t),
    //   y(t) = 3h(1−t)²t + 3h(1−t)t² = 3h·t(1 − t).
    // x runs monotonically from 0 to 100, so the region between it and the x axis has
    //   ∫ |y| dx = ∫₀¹ 3|h|·t(1−t) · 600·t(1−t) dt = 1800|h| ∫₀¹ t²(1−t)² dt
    //            = 1800|h| · (1/3 − 2/4 + 1/5) = 1800|h| / 30 = 60|h|.
    // The blob is the union of the two lobes, h = −60 above and h = 100 below:
    //   area = 60·60 + 60·100 = 9600.
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
    expectClose(blob.area, 9_600, tolerance: 1e-9)
    // Moved anywhere, the area is the same.
    expectClose(blob.offsetBy(dx: 1_234, dy: -567).area, 9_600, tolerance: 1e-8)
  }

  @Test func quadraticSegmentMatchesArchimedes() {
    // A parabolic segment has 2/3 of its bounding triangle-base rectangle: the region
    // between (0, 0)–(100, 0) and the quad curve with control (50, 100), whose apex is
    // 50, has area 2/3 · 100 · 50.
    let segment = Path { p in
      p.move(to: CGPoint(x: 100, y: 0))
      p.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: 50, y: 100))
      p.closeSubpath()
    }
    expectClose(segment.area, 2.0 / 3 * 100 * 50, tolerance: 1e-9)
  }

  @Test func shearedEllipseScalesByTheDeterminant() {
    let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 100))
    let transform = CGAffineTransform(a: 2, b: 0.3, c: 0.5, d: 1.5, tx: 10, ty: -20)
    let determinant = 2 * 1.5 - 0.3 * 0.5
    expectClose(
      ellipse.applying(transform).area, determinant * Double.pi * 100 * 50, tolerance: 1e-8)
    // A mirror turns the outline round, so the area changes sign.
    let mirrored = ellipse.applying(CGAffineTransform(scaleX: -1, y: 1))
    expectClose(mirrored.area, -Double.pi * 100 * 50, tolerance: 1e-9)
  }

  @Test func openSubpathIsClosedByAStraightLine() {
    let open = Path { p in
      p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    }
    #expect(open.area == 50)
  }

  @Test func emptyPathHasNoArea() {
    #expect(Path().area == 0)
    #expect(Path { $0.move(to: CGPoint(x: 5, y: 5)) }.area == 0)
  }
}
