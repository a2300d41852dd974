import Shapes
import Testing
import _TestSupport

/// `Path.dashedPath(lengths:phase:)`: SVG's dash rules, piece by piece.
@Suite struct PathDashTests {
  /// A horizontal line from (0, 0) to (`length`, 0).
  func line(_ length: CGFloat) -> Path {
    Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: length, y: 0))
    }
  }

  @Test func dashesAndGapsAlternateFromTheStart() {
    #expect(
      line(100).dashedPath(lengths: [10, 5]).svgPathData()
        == "M0 0H10M15 0H25M30 0H40M45 0H55M60 0H70M75 0H85M90 0H100")
  }

  @Test func anOddPatternRepeatsToBecomeEven() {
    #expect(
      line(50).dashedPath(lengths: [10]).svgPathData() == "M0 0H10M20 0H30M40 0H50")
    #expect(
      line(50).dashedPath(lengths: [10, 5, 5]).svgPathData()
        == line(50).dashedPath(lengths: [10, 5, 5, 10, 5, 5]).svgPathData())
  }

  @Test func thePhaseStartsThePatternPartWay() {
    #expect(
      line(40).dashedPath(lengths: [10, 5], phase: 5).svgPathData() == "M0 0H5M10 0H20M25 0H35")
    // Whole periods of the phase change nothing.
    #expect(
      line(40).dashedPath(lengths: [10, 5], phase: 5 + 15 * 1000).svgPathData()
        == "M0 0H5M10 0H20M25 0H35")
  }

  @Test func aNegativePhaseRunsThePatternOnBeforeTheStart() {
    // -5 is 10 into the 15-long pattern: in the gap, 5 of it left.
    #expect(
      line(40).dashedPath(lengths: [10, 5], phase: -5).svgPathData() == "M5 0H15M20 0H30M35 0H40")
  }

  @Test func thePatternRestartsOnEverySubpath() {
    let twoLines = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 12, y: 0))
      p.move(to: CGPoint(x: 0, y: 10))
      p.addLine(to: CGPoint(x: 12, y: 10))
    }
    #expect(
      twoLines.dashedPath(lengths: [5, 5]).svgPathData() == "M0 0H5M10 0H12M0 10H5M10 10H12")
  }

  @Test func aClosedSubpathOnAtBothEndsJoinsAcrossItsStart() {
    // The square's perimeter is 160; with 50 on and 10 off the last dash (120…160) runs on
    // into the first (0…50): one piece from the bottom-left corner round to (40, 10).
    let square = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(square.dashedPath(lengths: [50, 10]).svgPathData() == "M40 20V40H10M0 40V0H40V10")
  }

  @Test func aClosedSubpathThatADashCoversStaysClosed() {
    let square = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(square.dashedPath(lengths: [200, 10]) == square)
  }

  @Test func arcsStayExactArcs() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
    let dashed = circle.dashedPath(lengths: [.pi * 5, .pi * 5])
    #expect(dashed.svgPathData().contains("A10 10 0 0 1"))
    #expect(abs(dashed.length - .pi * 10) < 1e-9)
  }

  @Test func zeroLengthDashesArePointsForCapsToDraw() {
    #expect(line(20).dashedPath(lengths: [0, 10]).svgPathData() == "M0 0H0M10 0H10")
    // A point that would fall on the very end is left out, as Skia and resvg draw it.
    #expect(line(21).dashedPath(lengths: [0, 10]).svgPathData() == "M0 0H0M10 0H10M20 0H20")
    // A dash of some length that would start at the very end draws nothing.
    #expect(line(20).dashedPath(lengths: [5, 5]).svgPathData() == "M0 0H5M10 0H15")
    // On a closed outline the end is the start, which has its point already.
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.dashedPath(lengths: [0, 10]).svgPathData() == "M0 0H0M10 0H10M10 10H10M0 10H0")
  }

  @Test func strokedZeroLengthDashesAreDotsWithRoundCapsAndNothingWithButtCaps() {
    let dotted = line(10).strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 5]))
    for x in [0.0, 5] {
      #expect(dotted.contains(CGPoint(x: x, y: 0.9)), "\(x)")
    }
    #expect(!dotted.contains(CGPoint(x: 2.5, y: 0)))
    #expect(!dotted.contains(CGPoint(x: 10, y: 0.9)))
    #expect(line(10).strokedPath(StrokeStyle(lineWidth: 2, dash: [0, 5])).isEmpty)
  }

  @Test func aDashEndingExactlyAtTheEndIsWholeAndNothingFollows() {
    #expect(line(25).dashedPath(lengths: [5, 5]).svgPathData() == "M0 0H5M10 0H15M20 0H25")
    let capped = line(25).strokedPath(
      StrokeStyle(lineWidth: 2, lineCap: .square, dash: [5, 5]))
    #expect(capped.boundingRect == CGRect(x: -1, y: -1, width: 27, height: 2))
  }

  @Test func aSingleLengthIsDashAndGapAlike() {
    #expect(line(20).dashedPath(lengths: [5]).svgPathData() == "M0 0H5M10 0H15")
  }

  @Test func zeroDashesWithRoundCapsDrawDotsAtTheirSpacing() {
    let dots = line(42).strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round, dash: [0, 14]))
    // Three dots, at 0, 14 and 28, each a disk of radius 3: none at the very end (42).
    #expect(dots.elements.filter { $0 == .closeSubpath }.count == 3)
    for x in [0.0, 14, 28] {
      #expect(dots.contains(CGPoint(x: x + 2.9, y: 0)) && dots.contains(CGPoint(x: x, y: -2.9)))
      #expect(!dots.contains(CGPoint(x: x + 3.1, y: 0)) && !dots.contains(CGPoint(x: x, y: 3.1)))
    }
    #expect(!dots.contains(CGPoint(x: 7, y: 0)))
    #expect(!dots.contains(CGPoint(x: 42, y: 0)))
    #expect(abs(dots.area - 3 * .pi * 9) < 1e-9)
  }

  @Test func invalidPatternsLeaveThePathSolid() {
    let path = line(40)
    #expect(path.dashedPath(lengths: []) == path)
    #expect(path.dashedPath(lengths: [5, -1]) == path)
    #expect(path.dashedPath(lengths: [0, 0]) == path)
    #expect(path.dashedPath(lengths: [.nan, 5]) == path)
    #expect(path.dashedPath(lengths: [.infinity, 5]) == path)
    #expect(path.dashedPath(lengths: [10, 5], phase: .nan) == path.dashedPath(lengths: [10, 5]))
  }

  @Test func tooManyDashesLeaveThePathSolid() {
    let long = line(1e7)
    #expect(long.dashedPath(lengths: [1e-3, 1e-3]) == long)
    #expect(line(1e3).dashedPath(lengths: [1, 1]).svgPathData().count > 1000)
  }

  @Test func seededRandomPatternsCoverTheirShareOfTheLength() {
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<200 {
      let on = Double.random(in: 0.5...20, using: &generator)
      let off = Double.random(in: 0.5...20, using: &generator)
      let phase = Double.random(in: -100...100, using: &generator)
      let length = Double.random(in: 1...500, using: &generator)
      let dashed = line(length).dashedPath(lengths: [on, off], phase: phase)
      // Every dash is on the line, and together they cover about on / (on + off) of it.
      let covered = dashed.length
      let share = on / (on + off) * length
      #expect(abs(covered - share) <= on + 1e-9, "\(on) \(off) \(phase) \(length)")
      // On the line, up to the rounding of a point cut at a fraction of it.
      #expect(dashed.boundingRect.minX >= 0 && dashed.boundingRect.maxX <= length * (1 + 1e-15))
    }
  }
}
