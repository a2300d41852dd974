import Foundation
import Shapes
import Testing
import _TestSupport

/// Writing a path as SVG path data and reading it back.
///
/// Each arc of sweep S is reported by `elements` as one cubic per started 90° (pieces of up
/// to 90.9° count as one), and the writer splits it into the same number of `A` pieces,
/// each read back as one arc of one cubic: so the element lists line up one to one.
@Suite struct PathSVGRoundTripTests {
  /// The tolerance of a round trip at `precision` decimals, per coordinate of every
  /// element: 10^(1 − precision), that is 20u where u = 0.5·10^−precision is the largest
  /// rounding of one written number.
  ///
  /// Moves, lines and Bézier points are written rounded by at most u and read back
  /// exactly. An arc piece is written as its radii, its rotation in degrees and its end
  /// point, each rounded by at most u, and read back as the ellipse through the rounded
  /// end points: its end points move by at most u·√2 and its other points by the rotation's
  /// error, at most r·u·π/180 < u for radii r ≤ 50. A cubic control point sits at
  /// h = 4/3·tan(δ/4) ≈ δ/3 of the derivative (at most r long) from its end point, for a
  /// piece of δ radians; moving the end points by ε turns the tangent by about
  /// ε / (b·sin(δ/2)) for a minor radius b, so the control point moves by about
  /// (δ/3)·a·ε / (b·δ/2) = (2/3)·(a/b)·ε, and the change of the piece's sweep adds as much
  /// again: with ε ≈ 2.3u and a/b ≤ 4 (the generator's widest ellipse), about 1.4u + 12u.
  /// 20u covers that; the worst seen over 15 000 random paths was 9.1u.
  static func tolerance(precision: Int) -> Double {
    pow(10, 1 - Double(precision))
  }

  /// 250 random paths at each precision: the read-back elements match the original ones,
  /// and writing the read-back path gives the same text.
  ///
  /// The text is the same because the read-back path holds exactly the written numbers:
  /// points read back as the decimals they were written with and round to them again, and
  /// an arc's radii and rotation, recovered from its read-back transform, differ from the
  /// written ones by rounding error only. The writer keeps rotations in (−90°, 90°] after
  /// rounding and writes 0 for circles, as the read-back path would.
  @Test(arguments: [2, 3, 5])
  func randomPathsSurviveARoundTrip(precision: Int) throws {
    var generator = SeededGenerator(seed: 0x5EED + UInt64(precision))
    let tolerance = Self.tolerance(precision: precision)
    for index in 0..<250 {
      let path = randomPath(using: &generator)
      let text = path.svgPathData(precision: precision)
      let readBack = try Path(svgPathData: text)
      expectClose(
        readBack.elements, path.elements, tolerance: tolerance,
        "path \(index) at precision \(precision): \(text)")
      #expect(readBack.svgPathData(precision: precision) == text, "path \(index): \(text)")
    }
  }

  @Test func shapesSurviveARoundTripAtTheDefaultPrecision() throws {
    let shapes = [
      Path(ellipseIn: CGRect(x: 0.5, y: 1.25, width: 31.4159, height: 27.1828)),
      Path(roundedRect: CGRect(x: 3, y: 4, width: 50, height: 30), cornerRadius: 7.5),
      Path(
        roundedRect: CGRect(x: 3, y: 4, width: 50, height: 30), cornerRadius: 7.5,
        style: .circular),
      Path { p in
        p.move(to: CGPoint(x: 50, y: 50))
        p.addArc(
          center: CGPoint(x: 50, y: 50), radius: 33.3, startAngle: .degrees(-90),
          endAngle: .degrees(20), clockwise: true)
        p.closeSubpath()
      },
    ]
    for shape in shapes {
      let text = shape.svgPathData()
      let readBack = try Path(svgPathData: text)
      expectClose(readBack.elements, shape.elements, tolerance: Self.tolerance(precision: 3), text)
      #expect(readBack.svgPathData() == text)
    }
  }

  @Test func ellipseWhoseRadiiRoundEqualIsWrittenAsACircle() throws {
    let nearlyRound = Path { p in
      p.addEllipse(
        in: CGRect(x: -10.0004, y: -9.9996, width: 20.0008, height: 19.9992),
        transform: CGAffineTransform(rotationAngle: .pi / 6))
    }
    let text = nearlyRound.svgPathData()
    #expect(text.hasPrefix("M8.661 5A10 10 0 0 1"))
    let readBack = try Path(svgPathData: text)
    #expect(readBack.svgPathData() == text)
    expectClose(readBack.elements, nearlyRound.elements, tolerance: 1e-2)
  }

  @Test func rotationThatRoundsToMinus90IsWrittenAs90() throws {
    let tilted = Path { p in
      p.addEllipse(
        in: CGRect(x: -20, y: -10, width: 40, height: 20),
        transform: CGAffineTransform(rotationAngle: (-90 + 0.0001) * .pi / 180))
    }
    let text = tilted.svgPathData()
    #expect(text.contains("A20 10 90 0 1"))
    #expect(!text.contains("-90"))
    let readBack = try Path(svgPathData: text)
    #expect(readBack.svgPathData() == text)
  }

  /// An arc too small for the precision is where the round trip stops matching element
  /// for element.
  ///
  /// A radius that rounds to 0 reads back as a line, and an arc whose end points round
  /// together is left out. The read-back path is then stable.
  @Test func arcsTooSmallForThePrecisionBecomeLinesOrNothing() throws {
    let tiny = Path { p in
      p.move(to: .zero)
      p.addRelativeArc(
        center: CGPoint(x: 10.005, y: 10), radius: 0.004, startAngle: .degrees(180),
        delta: .degrees(180))
    }
    let text = tiny.svgPathData(precision: 2)
    // Two pieces of 90°: the first reads back as a line, the second as nothing.
    #expect(text == "M0 0L10 10A0 0 0 0 1 10.01 10 0 0 0 0 1 10.01 10")
    let readBack = try Path(svgPathData: text)
    #expect(
      readBack.elements == [
        .move(to: .zero), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 10.01, y: 10)),
      ])
    let again = readBack.svgPathData(precision: 2)
    #expect(again == "M0 0L10 10H10.01")
    #expect(try Path(svgPathData: again).svgPathData(precision: 2) == again)

    let short = Path { p in
      p.move(to: .zero)
      p.addRelativeArc(
        center: CGPoint(x: 10, y: 10), radius: 2, startAngle: .zero, delta: .degrees(0.1))
    }
    let shortText = short.svgPathData(precision: 2)
    #expect(shortText == "M0 0L12 10A2 2 0 0 1 12 10")
    #expect(
      try Path(svgPathData: shortText).elements == [
        .move(to: .zero), .line(to: CGPoint(x: 12, y: 10)),
      ])
  }
}

/// A random path for the round trip.
///
/// One to three sub-paths of lines, quadratic and cubic curves, circular and elliptical
/// arcs (rotated, mirrored, both directions, sweeps from 10° up to 360°), some closed, and
/// sometimes a rotated ellipse. Coordinates are within ±150, radii within 5…50.
private func randomPath(using generator: inout SeededGenerator) -> Path {
  func coordinate() -> Double { Double.random(in: -100...100, using: &generator) }
  func point() -> CGPoint { CGPoint(x: coordinate(), y: coordinate()) }
  func sweep() -> Angle {
    let nice = [30.0, 45, 90, 180, 270, 360]
    var degrees: Double
    repeat {
      degrees =
        Bool.random(using: &generator)
        ? nice.randomElement(using: &generator)!
        : Double.random(in: 10...360, using: &generator)
      // Only an arc whose pieces are within rounding of the 90.9° limit can split
      // differently once read back: keep clear of those.
    } while (1...4).contains { abs(degrees - 90.9 * Double($0)) < 0.5 }
    return .degrees(Bool.random(using: &generator) ? degrees : -degrees)
  }
  var path = Path()
  for _ in 0..<Int.random(in: 1...3, using: &generator) {
    path.move(to: point())
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
      switch Int.random(in: 0...5, using: &generator) {
      case 0:
        path.addLine(to: point())
      case 1:
        path.addQuadCurve(to: point(), control: point())
      case 2:
        path.addCurve(to: point(), control1: point(), control2: point())
      case 3:
        path.addRelativeArc(
          center: point(), radius: .random(in: 5...50, using: &generator),
          startAngle: .degrees(.random(in: -180...180, using: &generator)), delta: sweep())
      case 4:
        // An ellipse: the unit circle scaled by radii of at least 5 whose ratio is within
        // 1.2…4 (so they never round to a circle), maybe mirrored, rotated and moved.
        let major = Double.random(in: 6...50, using: &generator)
        let minor = major / Double.random(in: 1.2...min(4, major / 5), using: &generator)
        let transform = CGAffineTransform(
          scaleX: Bool.random(using: &generator) ? major : -major, y: minor
        )
        .concatenating(
          CGAffineTransform(rotationAngle: .random(in: -.pi...(.pi), using: &generator))
        )
        .concatenating(CGAffineTransform(translationX: coordinate(), y: coordinate()))
        path.addRelativeArc(
          center: .zero, radius: 1,
          startAngle: .degrees(.random(in: -180...180, using: &generator)), delta: sweep(),
          transform: transform)
      default:
        let start = Angle.degrees(.random(in: -360...360, using: &generator))
        let delta = sweep()
        path.addArc(
          center: point(), radius: .random(in: 5...50, using: &generator), startAngle: start,
          endAngle: start + delta, clockwise: delta.radians < 0)
      }
    }
    if Bool.random(using: &generator) { path.closeSubpath() }
  }
  if Int.random(in: 0...3, using: &generator) == 0 {
    let width = Double.random(in: 12...100, using: &generator)
    path.addEllipse(
      in: CGRect(x: coordinate(), y: coordinate(), width: width, height: width / 1.5),
      transform: CGAffineTransform(rotationAngle: .random(in: -.pi...(.pi), using: &generator)))
  }
  return path
}
