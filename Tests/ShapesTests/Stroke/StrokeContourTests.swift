import Foundation
import Testing
import _TestSupport

@testable import Shapes

/// Strokes of lines and circular arcs are exact outlines whose area is the painted area.
@Suite struct StrokeContourTests {
  /// Relative agreement demanded of areas given by a formula.
  let relative = 1e-9

  func expectRelative(_ value: Double, _ expected: Double, _ comment: Comment? = nil) {
    #expect(abs(value - expected) <= relative * abs(expected), comment)
  }

  @Test(arguments: [(100.0, 10.0), (1, 1.9), (37.5, 0.25), (5000, 300), (0.01, 0.001)])
  func strokedCircleFillsTheRingBetweenItsOffsets(radius: Double, width: Double) {
    let rect = CGRect(x: 3 - radius, y: -7 - radius, width: 2 * radius, height: 2 * radius)
    let stroke = Path(ellipseIn: rect).strokedPath(StrokeStyle(lineWidth: width))
    let outer = radius + width / 2
    let inner = radius - width / 2
    expectRelative(stroke.area, Double.pi * (outer * outer - inner * inner))
    #expect(!stroke.svgPathData().contains("C"))
  }

  @Test func circleDrawnCounterClockwiseFillsTheSameRing() {
    var path = Path()
    path.addArc(
      center: CGPoint(x: 10, y: 20), radius: 30, startAngle: .degrees(90),
      endAngle: .degrees(-270), clockwise: true)
    path.closeSubpath()
    let stroke = path.strokedPath(StrokeStyle(lineWidth: 4))
    expectRelative(stroke.area, Double.pi * (32 * 32 - 28 * 28))
  }

  /// A 100 × 50 rectangle stroked 10 wide: everything between the rectangle inset by 5
  /// and the outer outline the join gives.
  @Test func rectangleGivesTheAreaOfEachJoin() {
    let rectangle = Path(CGRect(x: 20, y: 30, width: 100, height: 50))
    let inner = 90.0 * 40
    let outerSquare = 110.0 * 60
    let corner = 5.0 * 5
    let expected: [(CGLineJoin, Double)] = [
      (.miter, outerSquare - inner),
      (.round, outerSquare - 4 * corner + Double.pi * corner - inner),
      (.bevel, outerSquare - 4 * corner / 2 - inner),
    ]
    for (join, area) in expected {
      let stroke = rectangle.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: join))
      expectRelative(stroke.area, area, "\(join)")
      // An outer and an inner contour.
      #expect(stroke.elements.filter { $0 == .closeSubpath }.count == 2)
    }
  }

  @Test func miterBeyondItsLimitIsABevelInTheArea() {
    // A right angle's miter is √2 line widths long.
    let rectangle = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
    let bevelled = rectangle.strokedPath(StrokeStyle(lineWidth: 4, miterLimit: 1.41))
    let mitred = rectangle.strokedPath(StrokeStyle(lineWidth: 4, miterLimit: 1.42))
    expectRelative(mitred.area, 44 * 44 - 36 * 36)
    expectRelative(bevelled.area, 44 * 44 - 4 * 2 - 36 * 36)
  }

  @Test func roundCappedSegmentIsAStadium() {
    let segment = Path { p in
      p.move(to: CGPoint(x: 3, y: 4))
      p.addLine(to: CGPoint(x: 3 + 30 * 0.6, y: 4 + 30 * 0.8))
    }
    let stroke = segment.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round))
    expectRelative(stroke.area, 30 * 6 + Double.pi * 9)
    #expect(stroke.elements.filter { $0 == .closeSubpath }.count == 1)
    #expect(stroke.contains(CGPoint(x: 3 - 0.6 * 2.9, y: 4 - 0.8 * 2.9)))
    #expect(!stroke.contains(CGPoint(x: 3 - 0.6 * 3.1, y: 4 - 0.8 * 3.1)))
  }

  @Test func squareCappedSegmentIsLongerByTheWidth() {
    let segment = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 0, y: 25))
    }
    let stroke = segment.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
    expectRelative(stroke.area, 27 * 2)
    #expect(stroke.boundingRect == CGRect(x: -1, y: -1, width: 2, height: 27))
  }

  @Test func openCornerHasItsJoinOnTheOuterSideOnly() {
    // An L: 20 across, then 20 down; miter joins square the outer corner.
    let corner = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 20, y: 0))
      p.addLine(to: CGPoint(x: 20, y: 20))
    }
    let stroke = corner.strokedPath(StrokeStyle(lineWidth: 4))
    // Two 20 × 4 bodies less their 2 × 2 overlap, plus the 2 × 2 miter square.
    expectRelative(stroke.area, 2 * 80 - 4 + 4)
    let round = corner.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .round))
    expectRelative(round.area, 2 * 80 - 4 + Double.pi)
  }

  @Test func dashesOfACircleAreExactRingSectorsWithCaps() {
    // Circumference 2π·50; dashes of a quarter of it, with gaps as long.
    let quarter = Double.pi * 25
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let stroke = circle.strokedPath(StrokeStyle(lineWidth: 8, dash: [quarter, quarter]))
    // Half of the ring.
    expectRelative(stroke.area, Double.pi * (54 * 54 - 46 * 46) / 2)
    #expect(!stroke.svgPathData().contains("C"))
  }

  @Test func roundedRectangleWithCornersWiderThanHalfTheWidthIsExact() {
    let rounded = Path(
      roundedRect: CGRect(x: 0, y: 0, width: 120, height: 80), cornerRadius: 20,
      style: .circular)
    let stroke = rounded.strokedPath(StrokeStyle(lineWidth: 10))
    func roundedArea(width: Double, height: Double, radius: Double) -> Double {
      width * height - (4 - Double.pi) * radius * radius
    }
    expectRelative(
      stroke.area,
      roundedArea(width: 130, height: 90, radius: 25)
        - roundedArea(width: 110, height: 70, radius: 15))
  }

  @Test func shapesThatCannotBeExactFallBackToTheUnionOfPieces() {
    // A segment shorter than the corner needs: the inner sides do not cross within it.
    let zigzag = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 20, y: 0))
      p.addLine(to: CGPoint(x: 20, y: 1))
      p.addLine(to: CGPoint(x: 0, y: 1))
    }
    let style = StrokeStyle(lineWidth: 4)
    #expect(zigzag.strokedPath(style) == zigzag.strokedPath(style, exactContours: false))
    // A path that crosses itself.
    let cross = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 20, y: 20))
      p.addLine(to: CGPoint(x: 20, y: 0))
      p.addLine(to: CGPoint(x: 0, y: 20))
    }
    #expect(cross.strokedPath(style) == cross.strokedPath(style, exactContours: false))
  }

  /// Seeded paths of lines and circular arcs: the exact outline and the union of pieces
  /// cover the same points.
  @Test func exactOutlinesCoverWhatTheUnionOfPiecesCovers() {
    var generator = SeededGenerator(seed: 0x5EED_C0DE)
    let caps: [CGLineCap] = [.butt, .round, .square]
    let joins: [CGLineJoin] = [.miter, .round, .bevel]
    var exactCount = 0
    var mismatches = 0
    for _ in 0..<300 {
      func point() -> CGPoint {
        CGPoint(
          x: Double.random(in: 0...100, using: &generator),
          y: Double.random(in: 0...100, using: &generator))
      }
      var path = Path()
      path.move(to: point())
      for _ in 0..<Int.random(in: 1...5, using: &generator) {
        if Bool.random(using: &generator) {
          path.addLine(to: point())
        } else {
          path.addArc(
            center: point(), radius: Double.random(in: 5...50, using: &generator),
            startAngle: .degrees(Double.random(in: 0...360, using: &generator)),
            endAngle: .degrees(Double.random(in: 0...360, using: &generator)),
            clockwise: Bool.random(using: &generator))
        }
      }
      if Bool.random(using: &generator) { path.closeSubpath() }
      let style = StrokeStyle(
        lineWidth: Double.random(in: 0.5...12, using: &generator),
        lineCap: caps[Int.random(in: 0..<3, using: &generator)],
        lineJoin: joins[Int.random(in: 0..<3, using: &generator)],
        miterLimit: Double.random(in: 1...6, using: &generator))
      let exact = path.strokedPath(style)
      let union = path.strokedPath(style, exactContours: false)
      guard exact != union else { continue }
      exactCount += 1
      let bounds = union.boundingRect
      for _ in 0..<200 {
        let probe = CGPoint(
          x: Double.random(in: bounds.minX...bounds.maxX, using: &generator),
          y: Double.random(in: bounds.minY...bounds.maxY, using: &generator))
        if exact.contains(probe) != union.contains(probe) { mismatches += 1 }
      }
    }
    // Most of these paths cross themselves; enough do not for the check to mean something.
    #expect(exactCount >= 40)
    #expect(mismatches == 0)
  }
}
