import Foundation
import Shapes
import Testing

/// Tolerances: vertices and distances are exact arithmetic on values like 300·0.75, checked
/// within 1e-9; areas within 1e-9 relative to the rectangle's area.
@Suite struct TrapeziumTests {
  let square = CGRect(x: 0, y: 0, width: 300, height: 300)
  let rect = CGRect(x: 10, y: 20, width: 300, height: 200)

  /// The vertices of a polygon path: its move and line end points.
  func vertices(_ shape: some Shape, in rect: CGRect) -> [CGPoint] {
    onCurvePoints(shape.path(in: rect))
  }

  func expectVertices(
    _ actual: [CGPoint], _ expected: [CGPoint], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
      expectClose(a, e, sourceLocation: sourceLocation)
    }
  }

  @Test func defaultIsTheStreamsShapeWithBottomLeftAtThreeQuarters() {
    let trapezium = Trapezium()
    #expect(trapezium.bottomLeftOffset == 0.75)
    #expect(trapezium.topLeftOffset == 1)
    #expect(trapezium.topRightOffset == 1)
    #expect(trapezium.bottomRightOffset == 1)
    #expect(trapezium.path(in: square).svgPathData() == "M0 0H300V300L0 225Z")
    #expect(
      vertices(trapezium, in: square) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 300, y: 300),
        CGPoint(x: 0, y: 225),
      ])
  }

  @Test func outlineIsOneClosedSubpathOfFourPointsClockwiseFromTopLeft() {
    let elements = Trapezium(offsets: [.topLeft: 0.5, .bottomRight: 0.6]).path(in: rect)
      .elements
    #expect(elements.count == 5)
    #expect(elements.first == .move(to: CGPoint(x: 10, y: 120)))
    #expect(elements.last == .closeSubpath)
    // Clockwise on screen: positive signed area.
    #expect(Trapezium().path(in: rect).area > 0)
  }

  @Test(arguments: RectCorner.allCases)
  func eachCornerAtThreeQuartersKeepsThreeQuartersOfItsSide(corner: RectCorner) {
    // rect: x 10…310, y 20…220, h 200; a 0.75 corner moves 50 toward the opposite edge.
    var expected = [
      CGPoint(x: 10, y: 20), CGPoint(x: 310, y: 20), CGPoint(x: 310, y: 220),
      CGPoint(x: 10, y: 220),
    ]
    switch corner {
    case .topLeft: expected[0].y = 70
    case .topRight: expected[1].y = 70
    case .bottomRight: expected[2].y = 170
    case .bottomLeft: expected[3].y = 170
    }
    let trapezium = Trapezium(offset: 0.75, corner: corner)
    expectVertices(vertices(trapezium, in: rect), expected)
    #expect(trapezium[corner] == 0.75)
    #expect(Trapezium(offsets: [corner: 0.75]).path(in: rect) == trapezium.path(in: rect))
  }

  @Test func allCornersAtOnceEachWithItsOwnValue() {
    let trapezium = Trapezium(offsets: [
      .topLeft: 0.9, .topRight: 0.8, .bottomRight: 0.7, .bottomLeft: 0.6,
    ])
    expectVertices(
      vertices(trapezium, in: rect),
      [
        CGPoint(x: 10, y: 20 + 0.1 * 200), CGPoint(x: 310, y: 20 + 0.2 * 200),
        CGPoint(x: 310, y: 20 + 0.7 * 200), CGPoint(x: 10, y: 20 + 0.6 * 200),
      ])
  }

  @Test func trapeziumWithOffsetOneIsRectangle() {
    let ones = Trapezium(offsets: [.topLeft: 1, .topRight: 1, .bottomRight: 1, .bottomLeft: 1])
    #expect(ones.path(in: rect) == Rectangle().path(in: rect))
    #expect(Trapezium(offsets: [:]).path(in: rect) == Rectangle().path(in: rect))
    #expect(Trapezium(offset: 1, corner: .topRight).path(in: rect) == Path(rect))
  }

  @Test func cornersThatWouldCrossStopWhereTheyMeet() {
    // Left side: top-left moves 0.75·h down, bottom-left 0.5·h up; they would cross.
    // They meet at minY + h·0.75 / (0.75 + 0.5) = 20 + 200·0.6 = 140.
    let left = Trapezium(offsets: [.topLeft: 0.25, .bottomLeft: 0.5])
    expectVertices(
      vertices(left, in: rect),
      [
        CGPoint(x: 10, y: 140), CGPoint(x: 310, y: 20), CGPoint(x: 310, y: 220),
        CGPoint(x: 10, y: 140),
      ])
    // Right side: moves 0.9 and 0.3 meet at 20 + 200·0.9/1.2 = 170.
    let right = Trapezium(offsets: [.topRight: 0.1, .bottomRight: 0.7])
    expectVertices(
      vertices(right, in: rect),
      [
        CGPoint(x: 10, y: 20), CGPoint(x: 310, y: 170), CGPoint(x: 310, y: 170),
        CGPoint(x: 10, y: 220),
      ])
    // Both offsets 0 on each side: both sides meet at their middles, a flat shape.
    let flat = Trapezium(offsets: [.topLeft: 0, .bottomLeft: 0, .topRight: 0, .bottomRight: 0])
    #expect(vertices(flat, in: rect).allSatisfy { $0.y == 120 })
    #expect(flat.path(in: rect).area == 0)
  }

  @Test func crossingRuleAgreesWithOffsetsAtTheMeetingPoint() {
    // Moves 0.6 + 0.4 = 1 just meet: no clamping needed, the same point either way.
    let meeting = Trapezium(offsets: [.topLeft: 0.4, .bottomLeft: 0.6])
    let points = vertices(meeting, in: rect)
    expectClose(points[0], CGPoint(x: 10, y: 20 + 0.6 * 200))
    expectClose(points[3], points[0])
    // Slightly past it, the meeting point is continuous.
    let past = vertices(Trapezium(offsets: [.topLeft: 0.4, .bottomLeft: 0.6 - 1e-9]), in: rect)
    expectClose(past[0], points[0], tolerance: 1e-6)
    expectClose(past[3], points[0], tolerance: 1e-6)
  }

  @Test(arguments: [
    [RectCorner.bottomLeft: 0.75],
    [.topLeft: 0.5],
    [.topLeft: 0.9, .topRight: 0.8, .bottomRight: 0.7, .bottomLeft: 0.6],
    [.topLeft: 0.6, .bottomLeft: 0.6],
    [.topRight: 0.3, .bottomRight: 0.75, .topLeft: 0.8],
  ])
  func areaIsTheRectangleMinusTheCutTriangles(offsets: [RectCorner: CGFloat]) {
    // No crossing here: each corner moved by m = 1 − o cuts a right triangle with legs
    // m·h (vertical) and w (horizontal).
    let w = rect.width
    let h = rect.height
    let cut = offsets.values.map { w * (1 - $0) * h / 2 }.reduce(0, +)
    let area = Trapezium(offsets: offsets).path(in: rect).area
    expectClose(area, w * h - cut, tolerance: 1e-9 * w * h)
  }

  @Test func areaOfACrossedSideIsTheTriangleLeft() {
    // The left side is a point: the triangle with the full right side as base.
    let triangle = Trapezium(offsets: [.topLeft: 0.25, .bottomLeft: 0.5])
    expectClose(triangle.path(in: rect).area, rect.width * rect.height / 2, tolerance: 1e-6)
  }

  @Test func offsetsOutsideZeroToOneAreClamped() {
    let wild = Trapezium(offsets: [.topLeft: 1.5, .topRight: -0.5, .bottomLeft: 7])
    let clamped = Trapezium(offsets: [.topLeft: 1, .topRight: 0, .bottomLeft: 1])
    #expect(wild.path(in: rect) == clamped.path(in: rect))
    // The stored values are kept as given.
    #expect(wild.topLeftOffset == 1.5)
    #expect(wild.topRightOffset == -0.5)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteOffsetGivesTheEmptyPath(value: CGFloat) {
    #expect(Trapezium(offset: value, corner: .topRight).path(in: rect).isEmpty)
    #expect(Trapezium(offset: value, corner: .topRight).inset(by: 2).path(in: rect).isEmpty)
  }

  @Test func degenerateRectangles() {
    let trapezium = Trapezium()
    #expect(trapezium.path(in: .null).isEmpty)
    #expect(trapezium.path(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)).isEmpty)
    #expect(trapezium.path(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
    // Negative sizes are standardized.
    #expect(
      trapezium.path(in: CGRect(x: 310, y: 220, width: -300, height: -200))
        == trapezium.path(in: rect))
    // Zero height: four points on one line, zero area.
    let flat = trapezium.path(in: CGRect(x: 0, y: 5, width: 100, height: 0))
    #expect(onCurvePoints(flat).count == 4)
    #expect(onCurvePoints(flat).allSatisfy { $0.y == 5 })
    #expect(flat.area == 0)
    // Zero width: four points on a vertical line.
    let thin = trapezium.path(in: CGRect(x: 5, y: 0, width: 0, height: 100))
    #expect(onCurvePoints(thin).allSatisfy { $0.x == 5 })
    #expect(thin.area == 0)
  }

  @Test func subscriptReadsAndWritesEachCorner() {
    var trapezium = Trapezium(offsets: [:])
    for (index, corner) in RectCorner.allCases.enumerated() {
      trapezium[corner] = CGFloat(index) / 10
    }
    #expect(trapezium.topLeftOffset == 0)
    #expect(trapezium.topRightOffset == 0.1)
    #expect(trapezium.bottomLeftOffset == 0.2)
    #expect(trapezium.bottomRightOffset == 0.3)
    for (index, corner) in RectCorner.allCases.enumerated() {
      #expect(trapezium[corner] == CGFloat(index) / 10)
    }
  }

  // MARK: Inset

  /// The sides of a closed polygon, skipping those of zero length.
  func sides(_ points: [CGPoint]) -> [(CGPoint, CGPoint)] {
    points.indices.compactMap { i in
      let a = points[i]
      let b = points[(i + 1) % points.count]
      return hypot(b.x - a.x, b.y - a.y) > 1e-9 ? (a, b) : nil
    }
  }

  @Test(arguments: [
    [RectCorner.bottomLeft: 0.75],
    [.topLeft: 0.9, .topRight: 0.8, .bottomRight: 0.7, .bottomLeft: 0.6],
    [.topRight: 0.2, .bottomLeft: 0.3],
    [.topLeft: 0.25, .bottomLeft: 0.5],  // a triangle: its left side is a point
    [:],
  ])
  func insetSidesAreParallelAtExactlyTheInsetDistance(offsets: [RectCorner: CGFloat]) {
    let d: CGFloat = 7
    let trapezium = Trapezium(offsets: offsets)
    let outer = sides(vertices(trapezium, in: rect))
    let inner = sides(vertices(trapezium.inset(by: d), in: rect))
    #expect(outer.count == inner.count)
    for ((a, b), (p, q)) in zip(outer, inner) {
      // Parallel and in the same direction.
      let cross = (b.x - a.x) * (q.y - p.y) - (b.y - a.y) * (q.x - p.x)
      let dot = (b.x - a.x) * (q.x - p.x) + (b.y - a.y) * (q.y - p.y)
      #expect(abs(cross) / (hypot(b.x - a.x, b.y - a.y) * hypot(q.x - p.x, q.y - p.y)) < 1e-12)
      #expect(dot > 0)
      // Exactly d from the original side's line.
      expectClose(distance(from: p, toLineThrough: a, b), d)
      expectClose(distance(from: q, toLineThrough: a, b), d)
    }
    // Every point of the inset outline is exactly d from the original outline.
    let outline = vertices(trapezium, in: rect)
    for point in sampledPoints(trapezium.inset(by: d).path(in: rect)) {
      let nearest = outline.indices.map { i in
        distance(from: point, toSegment: outline[i], outline[(i + 1) % outline.count])
      }.min()!
      expectClose(nearest, d, tolerance: 1e-9)
    }
  }

  @Test func insetOfATriangleKeepsTheTriangle() {
    let triangle = Trapezium(offsets: [.topLeft: 0.25, .bottomLeft: 0.5])
    let inset = vertices(triangle.inset(by: 10), in: rect)
    #expect(inset.count == 4)
    expectClose(inset[0], inset[3])  // the apex, still one point
    #expect(inset[0].x > rect.minX + 10)  // further in than the vertical side would put it
    // The triangle's inset is similar to it, and has the same incentre; its area is
    // (1 − d/ρ)² of the original, ρ the inradius.
    let a = rect.width * rect.height / 2
    let sidesLength = sides(vertices(triangle, in: rect)).map { hypot($1.x - $0.x, $1.y - $0.y) }
    let inradius = 2 * a / sidesLength.reduce(0, +)
    expectClose(
      triangle.inset(by: 10).path(in: rect).area, a * pow(1 - 10 / inradius, 2),
      tolerance: 1e-9 * a)
  }

  @Test func insetOfTheRectangleIsTheInsetRectangle() {
    let inset = Trapezium(offsets: [:]).inset(by: 12).path(in: rect)
    #expect(inset == Path(rect.insetBy(dx: 12, dy: 12)))
  }

  @Test func insetByZeroIsTheOutline() {
    #expect(Trapezium().inset(by: 0).path(in: rect) == Trapezium().path(in: rect))
  }

  @Test func insetsAdd() {
    let twice = Trapezium().inset(by: 3).inset(by: 4).path(in: rect)
    let once = Trapezium().inset(by: 7).path(in: rect)
    for (a, b) in zip(onCurvePoints(twice), onCurvePoints(once)) { expectClose(a, b) }
  }

  @Test func insetBeyondTheInradiusIsEmpty() {
    // The default trapezium in the 300 × 200 frame: between the moved top and bottom sides
    // the gap at x is 150 + (x − 10)/6 − d·(1 + √(37/36)), and x ≤ 310 − d, so something
    // is left only while 200 − d·(1/6 + 1 + √(37/36)) ≥ 0, that is d ≤ 91.72.
    let limit = 200 / (1.0 / 6 + 1 + (37.0 / 36).squareRoot())
    #expect(Trapezium().inset(by: limit + 1e-6).path(in: rect).isEmpty)
    #expect(!Trapezium().inset(by: limit - 1e-6).path(in: rect).isEmpty)
    #expect(Trapezium().inset(by: 200).path(in: rect).isEmpty)
    #expect(Trapezium().inset(by: .nan).path(in: rect).isEmpty)
    #expect(Trapezium().inset(by: .infinity).path(in: rect).isEmpty)
  }

  @Test func insetThatCollapsesASideGivesATriangle() {
    // The left gap, 150 − d·(√(37/36) + 1 − 1/6), closes at d ≈ 81.2: beyond it the left
    // end is an apex where the moved top and bottom sides meet.
    let d: CGFloat = 85
    let inset = vertices(Trapezium().inset(by: d), in: rect)
    expectClose(inset[0], inset[3])
    #expect(inset[0].x > rect.minX + d)
    expectClose(inset[1], CGPoint(x: rect.maxX - d, y: rect.minY + d))
    #expect(inset[2].y > inset[1].y)
    // The apex is exactly d from the top side and from the bottom side.
    let base = vertices(Trapezium(), in: rect)
    expectClose(distance(from: inset[0], toLineThrough: base[0], base[1]), d)
    expectClose(distance(from: inset[0], toLineThrough: base[2], base[3]), d)
  }

  @Test func negativeInsetMovesEverySideOutward() {
    let outset = Trapezium(offsets: [:]).inset(by: -5).path(in: rect)
    #expect(outset == Path(rect.insetBy(dx: -5, dy: -5)))
    // A slanted side moves outward parallel to itself, by 5.
    let trapezium = Trapezium()
    let outer = vertices(trapezium.inset(by: -5), in: rect)
    let base = vertices(trapezium, in: rect)
    expectClose(distance(from: outer[2], toLineThrough: base[2], base[3]), 5)
    expectClose(distance(from: outer[3], toLineThrough: base[2], base[3]), 5)
  }

  @Test func animatableDataCarriesAllFourOffsets() {
    let from = Trapezium()
    let to = Trapezium(offsets: [.topLeft: 0.9, .topRight: 0.8, .bottomRight: 0.7])
    expectAnimatableDataRoundTrips(from: from, to: to)
    #expect(to.animatableData.first.first == 0.9)
    #expect(to.animatableData.first.second == 0.8)
    #expect(to.animatableData.second.first == 0.7)
    #expect(to.animatableData.second.second == 1)
    // Halfway between the rectangle and the default: bottom-left at 0.875.
    let halfway = Trapezium(offsets: [:]).animatableData
      .interpolated(towards: Trapezium().animatableData, amount: 0.5)
    var shape = Trapezium(offsets: [:])
    shape.animatableData = halfway
    #expect(shape.bottomLeftOffset == 0.875)
    expectAnimatableDataRoundTrips(from: from.inset(by: 2), to: to.inset(by: 9))
  }
}
