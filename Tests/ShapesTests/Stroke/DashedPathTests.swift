import Foundation
import Shapes
import Testing

@Suite struct DashedPathTests {
  /// A horizontal line 10 long from the origin.
  let line = Path { p in
    p.move(to: .zero)
    p.addLine(to: CGPoint(x: 10, y: 0))
  }

  /// The dashes of a horizontal path as x ranges.
  func ranges(_ path: Path) -> [ClosedRange<Double>] {
    var result: [ClosedRange<Double>] = []
    var start = 0.0
    for element in path.elements {
      switch element {
      case .move(let to): start = to.x
      case .line(let to): result.append(min(start, to.x)...max(start, to.x))
      default: Issue.record("unexpected \(element)")
      }
    }
    return result
  }

  @Test func patternAlternatesDashesAndGaps() {
    #expect(ranges(line.dashedPath(lengths: [3, 2])) == [0...3, 5...8])
    #expect(line.dashedPath(lengths: [3, 2]).svgPathData() == "M0 0H3M5 0H8")
  }

  @Test func oddCountRepeats() {
    #expect(ranges(line.dashedPath(lengths: [3])) == [0...3, 6...9])
  }

  @Test func phaseShiftsThePatternAndNegativePhaseWraps() {
    #expect(ranges(line.dashedPath(lengths: [3, 2], phase: 1)) == [0...2, 4...7, 9...10])
    #expect(ranges(line.dashedPath(lengths: [3, 2], phase: -1)) == [1...4, 6...9])
    #expect(ranges(line.dashedPath(lengths: [3, 2], phase: 4)) == [1...4, 6...9])
  }

  @Test func patternRestartsInEachSubpath() {
    var twoLines = line
    twoLines.move(to: CGPoint(x: 20, y: 0))
    twoLines.addLine(to: CGPoint(x: 30, y: 0))
    #expect(ranges(twoLines.dashedPath(lengths: [4, 4])) == [0...4, 8...10, 20...24, 28...30])
  }

  @Test func closedSubpathJoinsTheDashThroughItsStart() {
    let rectangle = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
    // Perimeter 300; dashes over 0…30, 50…90, …, 230…270 and 290…300, which joins 0…30.
    let dashed = rectangle.dashedPath(lengths: [40, 20], phase: 10)
    let elements = dashed.elements
    #expect(elements.filter { if case .move = $0 { true } else { false } }.count == 5)
    let expected: [Path.Element] = [
      .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 0)),
      .line(to: CGPoint(x: 30, y: 0)),
    ]
    #expect(zip(elements.prefix(3), expected).allSatisfy { isClose($0, $1) })
    expectClose(dashed.length, 200, tolerance: 1e-9)
    // A dash longer than the outline keeps it whole and closed.
    #expect(rectangle.dashedPath(lengths: [1000, 1]) == rectangle)
  }

  @Test func zeroLengthDashesBecomeDotsWithRoundCaps() {
    let dotted = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 5]))
    #expect(line.dashedPath(lengths: [0, 5]).svgPathData() == "M0 0H0M5 0H5M10 0H10")
    for x in [0.0, 5, 10] {
      let isCovered = dotted.contains(CGPoint(x: x, y: 0.9))
      #expect(isCovered, "\(x)")
    }
    #expect(!dotted.contains(CGPoint(x: 2.5, y: 0)))
    #expect(line.strokedPath(StrokeStyle(lineWidth: 2, dash: [0, 5])).isEmpty)
  }

  @Test func curvesAndArcsAreCutExactly() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
    let dashed = circle.dashedPath(lengths: [10, 5])
    #expect(dashed.svgPathData().contains("A"))
    expectClose(dashed.length, 2 * Double.pi * 100 * 2 / 3, tolerance: 10)
    let curve = Path { p in
      p.move(to: .zero)
      p.addCurve(
        to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 30, y: 60),
        control2: CGPoint(x: 70, y: -60))
    }
    let total = curve.length
    let pieces = curve.dashedPath(lengths: [total / 4])
    expectClose(pieces.length, total / 2, tolerance: 1e-6)
  }

  @Test func invalidPatternsLeaveThePathSolid() {
    #expect(line.dashedPath(lengths: []) == line)
    #expect(line.dashedPath(lengths: [-1, 2]) == line)
    #expect(line.dashedPath(lengths: [0, 0]) == line)
    #expect(line.dashedPath(lengths: [.infinity, 2]) == line)
    #expect(line.dashedPath(lengths: [.nan]) == line)
    #expect(line.dashedPath(lengths: [1e-300, 1e-300]) == line)
    #expect(ranges(line.dashedPath(lengths: [3, 2], phase: .nan)) == [0...3, 5...8])
  }
}
