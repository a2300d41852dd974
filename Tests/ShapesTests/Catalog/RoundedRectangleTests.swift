import Foundation
import Shapes
import Testing

/// A drawn piece of a path as `forEach` reports it, with its start point.
struct DrawnSegment {
  var start: CGPoint
  var controls: [CGPoint]
  var end: CGPoint

  /// The direction the segment leaves its start in, or `nil` for a point.
  var startTangent: CGPoint? {
    for point in controls + [end] where point != start {
      return CGPoint(x: point.x - start.x, y: point.y - start.y)
    }
    return nil
  }

  /// The direction the segment arrives at its end in, or `nil` for a point.
  var endTangent: CGPoint? {
    for point in ([start] + controls).reversed() where point != end {
      return CGPoint(x: end.x - point.x, y: end.y - point.y)
    }
    return nil
  }

  /// The segments of a path, closing lines included; zero-length lines are left out.
  static func of(_ path: Path) -> [DrawnSegment] {
    var result: [DrawnSegment] = []
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let to):
        start = to
        current = to
      case .line(let to):
        if to != current { result.append(DrawnSegment(start: current, controls: [], end: to)) }
        current = to
      case .quadCurve(let to, let control):
        result.append(DrawnSegment(start: current, controls: [control], end: to))
        current = to
      case .curve(let to, let c1, let c2):
        result.append(DrawnSegment(start: current, controls: [c1, c2], end: to))
        current = to
      case .closeSubpath:
        if start != current {
          result.append(DrawnSegment(start: current, controls: [], end: start))
        }
        current = start
      }
    }
    return result
  }
}

/// Expects every join of a closed one-sub-path outline to keep its tangent direction:
/// the arriving and leaving directions are parallel (sine of the angle below 1e-9) and
/// point the same way.
func expectTangentContinuity(
  _ path: Path, sourceLocation: SourceLocation = #_sourceLocation
) {
  let segments = DrawnSegment.of(path)
  #expect(!segments.isEmpty, sourceLocation: sourceLocation)
  for (index, segment) in segments.enumerated() {
    let next = segments[(index + 1) % segments.count]
    expectClose(segment.end, next.start, sourceLocation: sourceLocation)
    guard let a = segment.endTangent, let b = next.startTangent else {
      Issue.record("a segment is a point", sourceLocation: sourceLocation)
      continue
    }
    let sine = (a.x * b.y - a.y * b.x) / (hypot(a.x, a.y) * hypot(b.x, b.y))
    #expect(
      abs(sine) < 1e-9, "join \(index) at \(segment.end) turns by sine \(sine)",
      sourceLocation: sourceLocation)
    #expect(a.x * b.x + a.y * b.y > 0, sourceLocation: sourceLocation)
  }
}

/// Expects the points of `path` to be symmetric about the vertical and the horizontal
/// line through the centre of `rect`, within 1e-9.
func expectMirrorSymmetric(
  _ path: Path, in rect: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  let points = allPoints(path)
  for point in points {
    let horizontal = CGPoint(x: rect.minX + rect.maxX - point.x, y: point.y)
    let vertical = CGPoint(x: point.x, y: rect.minY + rect.maxY - point.y)
    #expect(
      points.contains { isClose($0, horizontal) }, "no mirror of \(point) left to right",
      sourceLocation: sourceLocation)
    #expect(
      points.contains { isClose($0, vertical) }, "no mirror of \(point) top to bottom",
      sourceLocation: sourceLocation)
  }
}

/// Tolerances: circular corners are exact arcs, so areas are exact up to rounding (1e-9 of
/// the rectangle's area); continuous corners are checked on their control points, within
/// 1e-9.
@Suite struct RoundedRectangleTests {
  let rect = CGRect(x: 10, y: 20, width: 300, height: 200)

  @Test(arguments: [0.0, 5, 20, 60, 100])
  func circularAreaIsTheRectangleMinusFourCornerCutouts(radius: CGFloat) {
    let shape = RoundedRectangle(cornerRadius: radius, style: .circular)
    let expected = rect.width * rect.height - (4 - .pi) * radius * radius
    expectClose(shape.path(in: rect).area, expected, tolerance: 1e-9 * 60000)
    expectClose(shape.path(in: rect).boundingRect, rect)
  }

  @Test func circularCornersAreExactArcs() {
    let path = RoundedRectangle(cornerRadius: 20, style: .circular).path(in: rect)
    #expect(
      path.svgPathData()
        == "M30 20H290A20 20 0 0 1 310 40V200A20 20 0 0 1 290 220H30A20 20 0 0 1 10 200V40A20 20 0 0 1 30 20Z"
    )
  }

  @Test func ellipticalCornerSizeGivesQuarterEllipses() {
    let shape = RoundedRectangle(cornerSize: CGSize(width: 30, height: 10), style: .circular)
    let expected = rect.width * rect.height - (4 - .pi) * 30 * 10
    expectClose(shape.path(in: rect).area, expected, tolerance: 1e-9 * 60000)
    #expect(shape.path(in: rect).elements.first == .move(to: CGPoint(x: 40, y: 20)))
  }

  @Test func styleDefaultsToContinuous() {
    #expect(RoundedRectangle(cornerRadius: 3).style == .continuous)
    #expect(RoundedRectangle(cornerSize: CGSize(width: 3, height: 3)).style == .continuous)
  }

  @Test(arguments: [10.0, 40, 60])
  func continuousStaysInsideTheRectAndTouchesEachEdge(radius: CGFloat) {
    let path = RoundedRectangle(cornerRadius: radius).path(in: rect)
    expectClose(path.boundingRect, rect)
    // The control points stay inside too, so the curves cannot bulge out.
    #expect(allPoints(path).allSatisfy { isWithin(CGRect(origin: $0, size: .zero), rect) })
  }

  @Test(arguments: [10.0, 40, 60, 80, 100, 500])
  func continuousIsSymmetric(radius: CGFloat) {
    let path = RoundedRectangle(cornerRadius: radius).path(in: rect)
    expectMirrorSymmetric(path, in: rect)
  }

  @Test(arguments: [10.0, 40, 60, 80, 95])
  func continuousHasTangentContinuityAtEveryJoin(radius: CGFloat) {
    expectTangentContinuity(RoundedRectangle(cornerRadius: radius).path(in: rect))
  }

  @Test func continuousCornerHasThreeCubics() {
    let elements = RoundedRectangle(cornerRadius: 40).path(in: rect).elements
    let curves = elements.filter { if case .curve = $0 { true } else { false } }
    #expect(curves.count == 12)
  }

  @Test func continuousCornerUsesAbout1point528665TimesTheRadiusOfEachEdge() {
    let r: CGFloat = 40
    let extent = 1.528665 * r
    let path = RoundedRectangle(cornerRadius: r).path(in: rect)
    let segments = DrawnSegment.of(path)
    let lines = segments.filter { $0.controls.isEmpty }
    #expect(lines.count == 4)
    // Top, right, bottom and left edges, clockwise from where the top-left corner ends.
    let expected: [(CGPoint, CGPoint)] = [
      (CGPoint(x: rect.minX + extent, y: rect.minY), CGPoint(x: rect.maxX - extent, y: rect.minY)),
      (CGPoint(x: rect.maxX, y: rect.minY + extent), CGPoint(x: rect.maxX, y: rect.maxY - extent)),
      (CGPoint(x: rect.maxX - extent, y: rect.maxY), CGPoint(x: rect.minX + extent, y: rect.maxY)),
      (CGPoint(x: rect.minX, y: rect.maxY - extent), CGPoint(x: rect.minX, y: rect.minY + extent)),
    ]
    for (line, (start, end)) in zip(lines, expected) {
      // The smoothing constant is given to 6 decimals: 1e-6·r.
      expectClose(line.start, start, tolerance: 1e-6 * r)
      expectClose(line.end, end, tolerance: 1e-6 * r)
    }
  }

  @Test func continuousCornerDegradesWhenTheEdgeIsTooShort() {
    // 200 high with r = 80: each vertical edge has room for (1 + s)·80 = 100 per corner,
    // so s = 0.25, less than iOS's 0.528665.
    let path = RoundedRectangle(cornerRadius: 80).path(in: rect)
    #expect(path.elements.first == .move(to: CGPoint(x: rect.minX + 100, y: rect.minY)))
    expectClose(path.boundingRect, rect)
    expectTangentContinuity(path)
    // The vertical edges are used up: no straight line left on them.
    let vertical = DrawnSegment.of(path).filter { $0.controls.isEmpty && $0.start.x == $0.end.x }
    #expect(vertical.isEmpty)
  }

  @Test func radiusIsClampedToHalfTheShorterSide() {
    for style in RoundedCornerStyle.allCases {
      #expect(
        RoundedRectangle(cornerRadius: 1000, style: style).path(in: rect)
          == RoundedRectangle(cornerRadius: 100, style: style).path(in: rect))
    }
    // A clamped circular rectangle is a capsule.
    expectClose(
      RoundedRectangle(cornerRadius: 1000, style: .circular).path(in: rect).area,
      Capsule().path(in: rect).area, tolerance: 1e-9 * 60000)
  }

  @Test func degenerateInput() {
    for value in [CGFloat.nan, .infinity] {
      #expect(RoundedRectangle(cornerRadius: value).path(in: rect).isEmpty)
      #expect(RoundedRectangle(cornerRadius: value).inset(by: 1).path(in: rect).isEmpty)
      #expect(
        RoundedRectangle(cornerSize: CGSize(width: 4, height: value)).path(in: rect).isEmpty)
    }
    // Negative radii give square corners.
    let square = RoundedRectangle(cornerRadius: -5, style: .circular).path(in: rect)
    #expect(square.area == rect.width * rect.height)
    #expect(RoundedRectangle(cornerRadius: 5).path(in: .null).isEmpty)
    #expect(
      RoundedRectangle(cornerRadius: 5).path(in: CGRect(x: 310, y: 220, width: -300, height: -200))
        == RoundedRectangle(cornerRadius: 5).path(in: rect))
    let flat = RoundedRectangle(cornerRadius: 5).path(in: CGRect(x: 0, y: 0, width: 50, height: 0))
    #expect(!flat.isEmpty)
    #expect(flat.area == 0)
  }

  @Test func insetMovesTheSidesInAndShrinksTheCorners() {
    for style in RoundedCornerStyle.allCases {
      let shape = RoundedRectangle(cornerRadius: 20, style: style)
      #expect(
        shape.inset(by: 5).path(in: rect)
          == RoundedRectangle(cornerRadius: 15, style: style).path(
            in: rect.insetBy(dx: 5, dy: 5)))
      // A radius smaller than the inset leaves square corners.
      #expect(
        shape.inset(by: 30).path(in: rect)
          == RoundedRectangle(cornerRadius: 0, style: style).path(
            in: rect.insetBy(dx: 30, dy: 30)))
    }
    // Circular corners: the inset outline is the exact offset, d inside everywhere.
    let circular = RoundedRectangle(cornerRadius: 20, style: .circular)
    let outline = circular.path(in: rect)
    let expectedArea =
      (rect.width - 10) * (rect.height - 10) - (4 - .pi) * 15 * 15
    expectClose(circular.inset(by: 5).path(in: rect).area, expectedArea, tolerance: 1e-9 * 60000)
    // Steiner: a convex outline moved in by d loses perimeter·d − π·d².
    let perimeter: Double = 2 * (300 + 200) - (8 - 2 * Double.pi) * 20
    let lost: Double = outline.area - circular.inset(by: 5).path(in: rect).area
    expectClose(lost, perimeter * 5 - Double.pi * 25, tolerance: 1e-9 * 60000)
    // Outset grows the corners.
    #expect(
      circular.inset(by: -4).path(in: rect)
        == RoundedRectangle(cornerRadius: 24, style: .circular).path(
          in: rect.insetBy(dx: -4, dy: -4)))
    #expect(circular.inset(by: 101).path(in: rect).isEmpty)
  }

  @Test func cornerSizeAnimates() {
    expectAnimatableDataRoundTrips(
      from: RoundedRectangle(cornerRadius: 4), to: RoundedRectangle(cornerRadius: 30))
    expectAnimatableDataRoundTrips(
      from: RoundedRectangle(cornerRadius: 4, style: .circular).inset(by: 1),
      to: RoundedRectangle(cornerSize: CGSize(width: 30, height: 12), style: .circular)
        .inset(by: 6))
  }
}

@Suite struct UnevenRoundedRectangleTests {
  let rect = CGRect(x: 10, y: 20, width: 300, height: 200)

  @Test func circularAreaSubtractsEachCornersCutout() {
    let radii = RectangleCornerRadii(
      topLeading: 10, bottomLeading: 20, bottomTrailing: 30, topTrailing: 40)
    let shape = UnevenRoundedRectangle(cornerRadii: radii, style: .circular)
    let cutouts: Double = (4 - Double.pi) / 4 * (100 + 400 + 900 + 1600)
    let expected = 60000 - cutouts
    expectClose(shape.path(in: rect).area, expected, tolerance: 1e-9 * 60000)
  }

  @Test func swiftUIInitializerNamesLeadingLeftAndTrailingRight() {
    let shape = UnevenRoundedRectangle(topTrailingRadius: 40, style: .circular)
    #expect(shape.cornerRadii == RectangleCornerRadii(topTrailing: 40))
    let path = shape.path(in: rect)
    // The top-right corner is cut away; the other corners are square.
    #expect(windingNumber(of: CGPoint(x: rect.maxX - 2, y: rect.minY + 2), in: path) == 0)
    #expect(windingNumber(of: CGPoint(x: rect.minX + 2, y: rect.minY + 2), in: path) == 1)
    #expect(windingNumber(of: CGPoint(x: rect.minX + 2, y: rect.maxY - 2), in: path) == 1)
    #expect(windingNumber(of: CGPoint(x: rect.maxX - 2, y: rect.maxY - 2), in: path) == 1)
    #expect(UnevenRoundedRectangle().style == .continuous)
  }

  @Test func continuousIsInsideWithTangentContinuity() {
    let shape = UnevenRoundedRectangle(
      topLeadingRadius: 10, bottomLeadingRadius: 50, bottomTrailingRadius: 0,
      topTrailingRadius: 90)
    let path = shape.path(in: rect)
    expectClose(path.boundingRect, rect)
    #expect(allPoints(path).allSatisfy { isWithin(CGRect(origin: $0, size: .zero), rect) })
    // Only corners with a radius have curves; the square corner is a sharp turn.
    let smooth = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(40))
    expectTangentContinuity(smooth.path(in: rect))
    #expect(
      smooth.path(in: rect) == RoundedRectangle(cornerRadius: 40).path(in: rect))
  }

  @Test func radiiAreClampedToHalfTheShorterSide() {
    let big = UnevenRoundedRectangle(topLeadingRadius: 500, style: .circular)
    #expect(
      big.path(in: rect)
        == UnevenRoundedRectangle(topLeadingRadius: 100, style: .circular).path(in: rect))
  }

  @Test func degenerateInput() {
    #expect(UnevenRoundedRectangle(topLeadingRadius: .nan).path(in: rect).isEmpty)
    #expect(UnevenRoundedRectangle(bottomTrailingRadius: .infinity).path(in: rect).isEmpty)
    #expect(
      UnevenRoundedRectangle(bottomTrailingRadius: .nan).inset(by: 2).path(in: rect).isEmpty)
    let negative = UnevenRoundedRectangle(topLeadingRadius: -5, style: .circular)
    #expect(negative.path(in: rect).area == 60000)
    #expect(UnevenRoundedRectangle(topLeadingRadius: 5).path(in: .null).isEmpty)
  }

  @Test func insetReducesEachRadius() {
    let shape = UnevenRoundedRectangle(
      topLeadingRadius: 10, bottomLeadingRadius: 20, bottomTrailingRadius: 3,
      topTrailingRadius: 40, style: .circular)
    let expected = UnevenRoundedRectangle(
      topLeadingRadius: 5, bottomLeadingRadius: 15, bottomTrailingRadius: 0,
      topTrailingRadius: 35, style: .circular)
    #expect(shape.inset(by: 5).path(in: rect) == expected.path(in: rect.insetBy(dx: 5, dy: 5)))
  }

  @Test func radiiAnimate() {
    expectAnimatableDataRoundTrips(
      from: UnevenRoundedRectangle(topLeadingRadius: 4),
      to: UnevenRoundedRectangle(bottomLeadingRadius: 8, topTrailingRadius: 30))
    expectAnimatableDataRoundTrips(
      from: UnevenRoundedRectangle(topLeadingRadius: 4).inset(by: 2),
      to: UnevenRoundedRectangle(bottomLeadingRadius: 8, topTrailingRadius: 30).inset(by: 3))
  }
}

@Suite struct CapsuleTests {
  let rect = CGRect(x: 10, y: 20, width: 300, height: 100)

  @Test func endsAreSemicirclesOfHalfTheShorterSide() {
    let path = Capsule().path(in: rect)
    expectClose(path.area, 300 * 100 - (4 - .pi) * 50 * 50, tolerance: 1e-9 * 30000)
    expectClose(path.boundingRect, rect)
    // Exact arcs. (The rounded-rectangle builder joins each corner with a line even when it
    // has no length, hence `H310` and `H10`.)
    #expect(
      path.svgPathData()
        == "M60 20H260A50 50 0 0 1 310 70 50 50 0 0 1 260 120H60A50 50 0 0 1 10 70 50 50 0 0 1 60 20Z"
    )
    // Tall frames round the top and bottom instead.
    let tall = Capsule().path(in: CGRect(x: 0, y: 0, width: 40, height: 100))
    expectClose(tall.area, 4000 - (4 - .pi) * 400, tolerance: 1e-9 * 4000)
  }

  @Test func bothStylesDrawTheSameCircularEnds() {
    #expect(Capsule(style: .continuous).path(in: rect) == Capsule(style: .circular).path(in: rect))
    #expect(Capsule().style == .continuous)
  }

  @Test func insetIsTheCapsuleOfTheInsetFrame() {
    #expect(
      Capsule().inset(by: 10).path(in: rect) == Capsule().path(in: rect.insetBy(dx: 10, dy: 10)))
    expectClose(
      Capsule().inset(by: 10).path(in: rect).area, 280 * 80 - (4 - .pi) * 40 * 40,
      tolerance: 1e-9 * 30000)
    #expect(Capsule().inset(by: 51).path(in: rect).isEmpty)
    #expect(Capsule().inset(by: .nan).path(in: rect).isEmpty)
  }

  @Test func degenerateRectangles() {
    #expect(Capsule().path(in: .null).isEmpty)
    #expect(Capsule().path(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 3)).isEmpty)
    #expect(
      Capsule().path(in: CGRect(x: 310, y: 120, width: -300, height: -100))
        == Capsule().path(in: rect))
    let flat = Capsule().path(in: CGRect(x: 0, y: 0, width: 50, height: 0))
    #expect(!flat.isEmpty)
    #expect(flat.area == 0)
  }

  @Test func insetAmountAnimates() {
    expectAnimatableDataRoundTrips(from: Capsule().inset(by: 1), to: Capsule().inset(by: 7))
  }
}
