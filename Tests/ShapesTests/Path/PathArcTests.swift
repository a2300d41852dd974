import Foundation
import Shapes
import Testing

/// Arc direction and degenerate arcs, checked through the exact geometry the arc adds:
/// its signed area with the centre (a wedge) and a point halfway along it.
@Suite struct PathArcTests {
  let center = CGPoint(x: 100, y: 100)
  let radius: CGFloat = 50

  /// A closed wedge from the centre along the arc, and its signed area.
  func wedge(from start: Double, to end: Double, clockwise: Bool) -> Path {
    Path { p in
      p.move(to: center)
      p.addArc(
        center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end),
        clockwise: clockwise)
      p.closeSubpath()
    }
  }

  /// The signed area of a wedge of `degrees` of the circle (positive: clockwise on screen).
  func wedgeArea(degrees: Double) -> Double {
    degrees / 360 * .pi * radius * radius
  }

  @Test func clockwiseFalseSweepsWithIncreasingAngleClockwiseOnScreen() {
    let path = wedge(from: 0, to: 90, clockwise: false)
    // From 3 o'clock down to 6 o'clock: a quarter, clockwise on screen (positive area).
    expectClose(path.area, wedgeArea(degrees: 90), tolerance: 1e-9)
    #expect(path.svgPathData() == "M100 100H150A50 50 0 0 1 100 150Z")
    // The arc passes through the lower-right quadrant.
    expectClose(path.boundingRect, CGRect(x: 100, y: 100, width: 50, height: 50))
  }

  @Test func clockwiseTrueSweepsWithDecreasingAngleCounterClockwiseOnScreen() {
    let path = wedge(from: 0, to: 90, clockwise: true)
    // From 3 o'clock up through 12 and 9 to 6 o'clock: 270°, counter-clockwise on screen.
    expectClose(path.area, -wedgeArea(degrees: 270), tolerance: 1e-9)
    expectClose(path.boundingRect, CGRect(x: 50, y: 50, width: 100, height: 100))
  }

  @Test func sweepWrapsAroundTheShorterWayInTheAskedDirection() {
    // 350° → 10° increasing is a 20° sweep through 0°, not 340° back.
    expectClose(wedge(from: 350, to: 10, clockwise: false).area, wedgeArea(degrees: 20))
    // 10° → 350° decreasing is also 20°, through 0°.
    expectClose(wedge(from: 10, to: 350, clockwise: true).area, -wedgeArea(degrees: 20))
    // Negative angles: −90° → 20° increasing is 110°.
    expectClose(wedge(from: -90, to: 20, clockwise: false).area, wedgeArea(degrees: 110))
    // −90° → 20° decreasing is 250°.
    expectClose(wedge(from: -90, to: 20, clockwise: true).area, -wedgeArea(degrees: 250))
  }

  @Test func anglesAFullTurnOrMoreApartGiveAFullCircle() {
    for (start, end) in [(0.0, 360.0), (30, 390), (0, 720), (0, -360), (45, -400)] {
      for clockwise in [false, true] {
        let circle = Path { p in
          p.addArc(
            center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end),
            clockwise: clockwise)
        }
        let expected = (clockwise ? -1 : 1) * Double.pi * radius * radius
        expectClose(circle.area, expected, tolerance: 1e-9)
        expectClose(circle.length, 2 * .pi * radius, tolerance: 1e-9)
      }
    }
  }

  @Test func equalAnglesGiveNoArcOnlyTheJoin() {
    let path = wedge(from: 45, to: 45, clockwise: false)
    let start = CGPoint(x: 100 + 50 * cos(Double.pi / 4), y: 100 + 50 * sin(Double.pi / 4))
    #expect(path.elements.count == 3)
    #expect(path.elements[0] == .move(to: center))
    if case .line(let to) = path.elements[1] {
      expectClose(to, start)
    } else {
      Issue.record("expected a line to the arc's start, got \(path.elements[1])")
    }
    expectClose(path.area, 0)
  }

  @Test func arcIsJoinedToTheCurrentPointByALine() {
    let path = Path { p in
      p.move(to: .zero)
      p.addArc(
        center: center, radius: radius, startAngle: .zero, endAngle: .degrees(90),
        clockwise: false)
    }
    #expect(path.svgPathData() == "M0 0L150 100A50 50 0 0 1 100 150")
  }

  @Test func arcOnAnEmptyPathStartsWithAMove() {
    let path = Path { p in
      p.addArc(
        center: center, radius: radius, startAngle: .degrees(180), endAngle: .degrees(270),
        clockwise: false)
    }
    #expect(path.svgPathData() == "M50 100A50 50 0 0 1 100 50")
  }

  @Test func zeroOrNegativeRadiusAddsALineToTheCentre() {
    for radius in [0.0, -5] {
      let path = Path { p in
        p.move(to: .zero)
        p.addArc(
          center: center, radius: radius, startAngle: .zero, endAngle: .degrees(90),
          clockwise: false)
      }
      #expect(path.elements == [.move(to: .zero), .line(to: center)])
    }
  }

  @Test func nonFiniteArcArgumentsAreIgnored() {
    let nan = CGFloat.nan
    var path = Path { $0.move(to: .zero) }
    let before = path
    path.addArc(
      center: CGPoint(x: nan, y: 0), radius: 1, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    path.addArc(center: .zero, radius: nan, startAngle: .zero, endAngle: .zero, clockwise: false)
    path.addArc(
      center: .zero, radius: .infinity, startAngle: .zero, endAngle: .degrees(1),
      clockwise: false)
    path.addArc(
      center: .zero, radius: 1, startAngle: .radians(.nan), endAngle: .zero, clockwise: true)
    path.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .radians(.infinity))
    path.addArc(tangent1End: CGPoint(x: nan, y: 0), tangent2End: .zero, radius: 1)
    #expect(path == before)
  }

  @Test func relativeArcTurnsByDeltaAndClampsToAFullTurn() {
    let quarter = Path { p in
      p.move(to: center)
      p.addRelativeArc(center: center, radius: radius, startAngle: .zero, delta: .degrees(-90))
      p.closeSubpath()
    }
    // −90° turns counter-clockwise on screen, from 3 o'clock up to 12 o'clock.
    expectClose(quarter.area, -wedgeArea(degrees: 90))
    #expect(quarter.svgPathData() == "M100 100H150A50 50 0 0 0 100 50Z")
    let clamped = Path { p in
      p.addRelativeArc(center: center, radius: radius, startAngle: .zero, delta: .degrees(1000))
    }
    expectClose(clamped.area, wedgeArea(degrees: 360))
  }

  @Test func arcsLongerThanAQuarterAreWrittenAsEqualPiecesOfAtMostNinetyDegrees() {
    let half = Path { p in
      p.addArc(
        center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
    }
    #expect(half.svgPathData() == "M10 0A10 10 0 0 1 0 10 10 10 0 0 1-10 0")
    let wide = Path { p in
      p.addArc(
        center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(-90), clockwise: false)
    }
    // 270° in three pieces of 90°.
    #expect(wide.svgPathData() == "M10 0A10 10 0 0 1 0 10 10 10 0 0 1-10 0 10 10 0 0 1 0-10")
  }

  @Test func tangentArcRoundsACorner() {
    // The corner (100, 0) between a line along +x and a line down +y, rounded by r = 20.
    let path = Path { p in
      p.move(to: .zero)
      p.addArc(
        tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
      p.addLine(to: CGPoint(x: 100, y: 100))
    }
    #expect(path.svgPathData() == "M0 0H80A20 20 0 0 1 100 20V100")
    expectClose(path.currentPoint ?? .zero, CGPoint(x: 100, y: 100))
  }

  @Test func tangentArcTurnsTheOtherWayForALeftTurn() {
    let path = Path { p in
      p.move(to: .zero)
      p.addArc(
        tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: -100), radius: 20)
    }
    #expect(path.svgPathData() == "M0 0H80A20 20 0 0 0 100-20")
  }

  @Test func tangentArcAtAnObtuseCornerUsesTheRightTangentPoints() {
    // Corner of 120° interior angle at the origin: half angle 60°, tangent distance r/tan 60°.
    let radius = 10.0
    let path = Path { p in
      p.move(to: CGPoint(x: -100, y: 0))
      p.addArc(
        tangent1End: .zero, tangent2End: CGPoint(x: cos(Double.pi / 3), y: sin(Double.pi / 3)),
        radius: radius)
    }
    let distance = radius / tan(Double.pi / 3)
    let elements = path.elements
    #expect(elements.count == 3)
    if case .line(let to) = elements[1] {
      expectClose(to, CGPoint(x: -distance, y: 0), tolerance: 1e-12)
    }
    let end = path.currentPoint ?? .zero
    expectClose(
      end, CGPoint(x: distance * cos(Double.pi / 3), y: distance * sin(Double.pi / 3)),
      tolerance: 1e-12)
  }

  @Test func tangentArcWithCollinearPointsOrZeroRadiusIsALine() {
    for (t2, radius) in [(CGPoint(x: 200, y: 0), 10.0), (CGPoint(x: 100, y: 100), 0)] {
      let path = Path { p in
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: t2, radius: radius)
      }
      #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])
    }
  }

  @Test func arcTransformMakesAnExactEllipticalArc() {
    let stretched = Path { p in
      p.addArc(
        center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
        transform: CGAffineTransform(scaleX: 3, y: 1))
    }
    #expect(stretched.svgPathData() == "M30 0A30 10 0 0 1 0 10")
  }

  @Test func forEachReportsArcsAsCubicsWithinTheStatedError() {
    let circle = Path(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200))
    var curves = 0
    var worst = 0.0
    var current = CGPoint.zero
    circle.forEach { element in
      switch element {
      case .move(let to):
        current = to
      case .curve(let to, let c1, let c2):
        curves += 1
        for step in 0...64 {
          let t = Double(step) / 64
          let u = 1 - t
          let x =
            u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x
            + t * t * t * to.x
          let y =
            u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y
            + t * t * t * to.y
          worst = max(worst, abs((x * x + y * y).squareRoot() - 100))
        }
        current = to
      default:
        break
      }
    }
    #expect(curves == 4)
    // The documented bound: 2.73e-4·r.
    #expect(worst <= 2.73e-4 * 100)
    #expect(worst > 2.0e-4 * 100)
  }

  /// A start angle far beyond a turn is reduced before the sweep is added to it: the arc's
  /// pieces are where its sweep says, not rounded onto its start.
  @Test func hugeStartAnglesAreReducedBeforeTheSweepIsAdded() {
    // 1e16 radians, where a double's spacing is 2: the end is exactly 2 radians on.
    let arcs = [
      Path { p in
        p.addArc(
          center: center, radius: radius, startAngle: .radians(1e16),
          endAngle: .radians(1e16 + 2), clockwise: false)
      },
      Path { p in
        p.addRelativeArc(
          center: center, radius: radius, startAngle: .radians(-1e16), delta: .radians(2))
      },
    ]
    for arc in arcs {
      // The start, the middle and the end: two pieces of 1 radian.
      let points = onCurvePoints(arc)
      #expect(points.count == 3, "\(arc.svgPathData())")
      for (a, b) in zip(points, points.dropFirst()) {
        expectClose(hypot(a.x - center.x, a.y - center.y), radius)
        expectClose(hypot(b.x - a.x, b.y - a.y), 2 * radius * sin(0.5))
      }
      expectClose(arc.length, 2 * radius)
    }
  }
}
