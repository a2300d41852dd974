import Foundation
import Shapes
import Testing

@Suite struct StrokedPathTests {
  /// A horizontal line 10 long from the origin.
  let line = Path { p in
    p.move(to: .zero)
    p.addLine(to: CGPoint(x: 10, y: 0))
  }

  @Test func buttLineIsOneRectangleOfLengthTimesWidth() {
    let stroke = line.strokedPath(StrokeStyle(lineWidth: 2))
    #expect(stroke.boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
    #expect(stroke.area == 20)
    #expect(
      Set(onCurvePoints(stroke)) == [
        CGPoint(x: 0, y: -1), CGPoint(x: 10, y: -1), CGPoint(x: 10, y: 1), CGPoint(x: 0, y: 1),
      ])
  }

  @Test func squareCapsAddHalfASquareAtEachEnd() {
    let stroke = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
    #expect(stroke.boundingRect == CGRect(x: -1, y: -1, width: 12, height: 2))
    // The caps touch the body without overlapping it: the area adds up to w².
    expectClose(stroke.area, 20 + 4, tolerance: 1e-12)
  }

  @Test func roundCapsCoverHalfDisksAtTheEnds() {
    let stroke = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round))
    #expect(stroke.svgPathData().contains("A"))
    // The union area, 20 + π·w²/4, counted on a grid (the pieces overlap).
    let step = 0.02
    var covered = 0
    for i in 0..<700 {
      for j in 0..<120 {
        let point = CGPoint(x: -2 + (Double(i) + 0.5) * step, y: -1.2 + (Double(j) + 0.5) * step)
        if stroke.contains(point) { covered += 1 }
      }
    }
    expectClose(Double(covered) * step * step, 20 + Double.pi, tolerance: 0.05)
    #expect(stroke.contains(CGPoint(x: -0.99, y: 0)))
    #expect(!stroke.contains(CGPoint(x: -1.01, y: 0)))
    #expect(!stroke.contains(CGPoint(x: -0.75, y: 0.75)))
  }

  @Test func rectangleWithMiterJoinsCoversOuterMinusInnerRectangle() {
    let rectangle = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
    let stroke = rectangle.strokedPath(StrokeStyle(lineWidth: 10))
    let outer = CGRect(x: -5, y: -5, width: 110, height: 60)
    let inner = CGRect(x: 5, y: 5, width: 90, height: 40)
    #expect(isClose(stroke.boundingRect, outer, tolerance: 1e-12))
    var y = -7.75
    while y < 58 {
      var x = -7.75
      while x < 108 {
        let point = CGPoint(x: x, y: y)
        let expected = outer.contains(point) && !inner.contains(point)
        let isCovered = stroke.contains(point)
        #expect(isCovered == expected, "\(point)")
        x += 1.5
      }
      y += 1.5
    }
  }

  @Test func strokedCircleIsExactConcentricArcs() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
    let stroke = circle.strokedPath(StrokeStyle(lineWidth: 10))
    let data = stroke.svgPathData()
    #expect(data.contains("A"))
    #expect(!data.contains("C"))
    for index in 0..<72 {
      let angle = Double(index) * 5.3 * Double.pi / 180
      func point(_ radius: Double) -> CGPoint {
        CGPoint(x: 100 + radius * cos(angle), y: 100 + radius * sin(angle))
      }
      #expect(stroke.contains(point(95)))
      #expect(stroke.contains(point(105)))
      #expect(stroke.contains(point(100)))
      #expect(!stroke.contains(point(94.99)))
      #expect(!stroke.contains(point(105.01)))
    }
  }

  /// A corner at (50, 0) of interior angle atan(20/50) ≈ 21.8°: miter ratio ≈ 5.39.
  let sharpCorner = Path { p in
    p.move(to: .zero)
    p.addLine(to: CGPoint(x: 50, y: 0))
    p.addLine(to: CGPoint(x: 0, y: 20))
  }

  @Test func miterBeyondTheLimitBecomesABevel() {
    let u0 = CGPoint(x: -1, y: 0)
    let length = (50.0 * 50 + 20 * 20).squareRoot()
    let u1 = CGPoint(x: -50 / length, y: 20 / length)
    let bisectorLength = hypot(u0.x + u1.x, u0.y + u1.y)
    let outward = CGPoint(x: -(u0.x + u1.x) / bisectorLength, y: -(u0.y + u1.y) / bisectorLength)
    let halfAngle = atan2(20.0, 50) / 2
    let ratio = 1 / sin(halfAngle)
    // Half width 2: the tip is 2·ratio from the corner.
    func beyondCorner(_ distance: Double) -> CGPoint {
      CGPoint(x: 50 + outward.x * distance, y: outward.y * distance)
    }
    let miter = sharpCorner.strokedPath(StrokeStyle(lineWidth: 4, miterLimit: 10))
    #expect(miter.contains(beyondCorner(2 * ratio - 0.01)))
    #expect(!miter.contains(beyondCorner(2 * ratio + 0.01)))
    let bevel = sharpCorner.strokedPath(StrokeStyle(lineWidth: 4, miterLimit: 5))
    #expect(ratio > 5)
    #expect(!bevel.contains(beyondCorner(2.5)))
    #expect(bevel.contains(beyondCorner(0.2)))
    let explicitBevel = sharpCorner.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .bevel))
    #expect(!explicitBevel.contains(beyondCorner(2.5)))
  }

  @Test func roundJoinCoversTheCornerDisk() {
    let corner = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 50, y: 0))
      p.addLine(to: CGPoint(x: 50, y: 50))
    }
    let diagonal = CGPoint(x: cos(Double.pi / 4), y: -sin(Double.pi / 4))
    func atCorner(_ distance: Double) -> CGPoint {
      CGPoint(x: 50 + diagonal.x * distance, y: diagonal.y * distance)
    }
    let round = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
    #expect(round.contains(atCorner(4.9)))
    #expect(!round.contains(atCorner(5.1)))
    let bevel = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
    #expect(!bevel.contains(atCorner(4.9)))
    #expect(bevel.contains(atCorner(3.4)))
    let miter = corner.strokedPath(StrokeStyle(lineWidth: 10))
    #expect(miter.contains(CGPoint(x: 54.9, y: -4.9)))
  }

  @Test func halfTurnHasNoSpikeAndNoGap() {
    let back = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 50, y: 0))
      p.addLine(to: CGPoint(x: 20, y: 0))
    }
    let stroke = back.strokedPath(StrokeStyle(lineWidth: 4, miterLimit: 1000))
    #expect(isClose(stroke.boundingRect, CGRect(x: 0, y: -2, width: 50, height: 4)))
    #expect(stroke.contains(CGPoint(x: 49.9, y: 1.9)))
  }

  @Test func zeroLengthSubpathDrawsDotSquareOrNothing() {
    let dot = Path { p in
      p.move(to: CGPoint(x: 5, y: 5))
      p.addLine(to: CGPoint(x: 5, y: 5))
    }
    let round = dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
    expectClose(round.area, 4 * Double.pi, tolerance: 1e-9)
    #expect(round.contains(CGPoint(x: 6.9, y: 5)))
    #expect(!round.contains(CGPoint(x: 6.5, y: 6.5)))
    let square = dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
    #expect(square.boundingRect == CGRect(x: 3, y: 3, width: 4, height: 4))
    #expect(square.area == 16)
    #expect(dot.strokedPath(StrokeStyle(lineWidth: 4)).isEmpty)
    let closedDot = Path { p in
      p.move(to: CGPoint(x: 5, y: 5))
      p.closeSubpath()
    }
    expectClose(
      closedDot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).area, 4 * Double.pi,
      tolerance: 1e-9)
    let loneMove = Path { p in p.move(to: CGPoint(x: 5, y: 5)) }
    #expect(loneMove.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).isEmpty)
  }

  @Test func zeroLengthSegmentsAreSkippedForJoins() {
    let withRepeat = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 50, y: 0))
      p.addLine(to: CGPoint(x: 50, y: 0))
      p.addLine(to: CGPoint(x: 50, y: 50))
    }
    let stroke = withRepeat.strokedPath(StrokeStyle(lineWidth: 10))
    // The miter corner is there, as without the repeated point.
    #expect(stroke.contains(CGPoint(x: 54.9, y: -4.9)))
  }

  @Test func degenerateWidthsAndEmptyPathGiveTheEmptyPath() {
    for width in [0, -1, CGFloat.nan, .infinity, -.infinity] {
      #expect(line.strokedPath(StrokeStyle(lineWidth: width)).isEmpty)
    }
    #expect(Path().strokedPath(StrokeStyle(lineWidth: 3)).isEmpty)
    let huge = Path { p in
      p.move(to: CGPoint(x: -1e308, y: 0))
      p.addLine(to: CGPoint(x: 1e308, y: 0))
    }
    #expect(huge.strokedPath(StrokeStyle(lineWidth: 3)).isEmpty)
  }

  @Test func dashesAreStrokedWithCaps() {
    let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [3, 2]))
    // Dashes over 0…3 and 5…8, butt caps.
    expectClose(dashed.area, 12, tolerance: 1e-12)
    #expect(!dashed.contains(CGPoint(x: 4, y: 0)))
    let square = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square, dash: [3, 3]))
    #expect(square.contains(CGPoint(x: 3.9, y: 0)))
    #expect(!square.contains(CGPoint(x: 4.1, y: 0)))
    // An invalid pattern strokes solid.
    #expect(
      line.strokedPath(StrokeStyle(lineWidth: 2, dash: [-1, 2]))
        == line.strokedPath(StrokeStyle(lineWidth: 2)))
  }
}
