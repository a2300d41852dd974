import Foundation
import Shapes
import Testing

/// The catalog in frames whose edges or centre overflow, and pies whose angles are far
/// beyond a turn: reproducers found by fuzzing.
@Suite struct CatalogOverflowTests {
  /// Frames of finite numbers whose far edge is not: `maxX` of the first is infinite, and,
  /// standardized, `minX` of the second.
  static let overflowingFrames = [
    CGRect(x: 1e308, y: 0, width: 1e308, height: 10),
    CGRect(x: -1.7e308, y: 0, width: -1e308, height: 10),
  ]

  /// Every shape of the catalog, and its inset, draws nothing in such a frame: never a
  /// path without its move, as the ellipse used to (`A…Z`, no `M`), nor one with its far
  /// side at 0, as the capsule did.
  @Test(arguments: CatalogCase.all)
  func overflowingFramesGiveTheEmptyPath(shape: CatalogCase) {
    for frame in Self.overflowingFrames {
      for drawn in [shape.shape.path(in: frame), shape.shape.inset(by: 1).path(in: frame)] {
        #expect(drawn.isEmpty, "\(frame): \(drawn.svgPathData())")
      }
    }
  }

  /// Frames whose edges are finite: one spanning most of the range of `Double`, and two
  /// whose `midX` or (standardized) `midY` overflows although their edges do not.
  static let hugeFrames = [
    CGRect(x: -1e308, y: -0.8e308, width: 1.7e308, height: 1.6e308),
    CGRect(x: 1.5e308, y: 0, width: 1e307, height: 10),
    CGRect(x: 0, y: -1.5e308, width: 10, height: -1e307),
  ]

  /// Every shape of the catalog, and its inset, draws itself in such a frame, starting
  /// with its move and inside the frame.
  @Test(arguments: CatalogCase.all)
  func hugeFramesGiveTheShapeInside(shape: CatalogCase) throws {
    for frame in Self.hugeFrames {
      for drawn in [shape.shape.path(in: frame), shape.shape.inset(by: 1).path(in: frame)] {
        #expect(drawn.svgPathData().hasPrefix("M"), "\(frame): \(drawn.svgPathData())")
        guard case .move = try #require(drawn.elements.first) else {
          Issue.record("\(shape.name) in \(frame) does not start with a move")
          continue
        }
        // Up to rounding relative to the frame's coordinates, which a rotation by 180°
        // (whose sine is 1.2e-16, not 0) carries from one axis to the other.
        let bounds = drawn.boundingRect
        let slack =
          1e-12 * max(abs(frame.minX), abs(frame.maxX), abs(frame.minY), abs(frame.maxY))
        #expect(bounds.minX >= frame.minX - slack && bounds.maxX <= frame.maxX + slack)
        #expect(bounds.minY >= frame.minY - slack && bounds.maxY <= frame.maxY + slack)
      }
    }
  }

  /// Angles 2·10¹⁸° apart are a full disc (`|end − start| ≥ 360°`): one circle in four
  /// quarters from the start angle, reduced before the quarters are added to it, where
  /// they used to fall short of the circle.
  @Test func pieWithAnglesFarApartIsTheFullDisc() throws {
    let angles: [(Angle, Angle)] = [
      (.degrees(1e18), .degrees(-1e18)), (.degrees(-1e300), .degrees(1e300)),
      // Their difference overflows: still at least 360°.
      (.radians(1.7e308), .radians(-1.7e308)),
    ]
    for (start, end) in angles {
      let pie = Pie(startAngle: start, endAngle: end)
      let path = pie.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
      let points = onCurvePoints(path)
      #expect(points.count == 5, "\(start)…\(end): \(path.svgPathData())")
      for (a, b) in zip(points, points.dropFirst()) {
        expectClose(hypot(a.x - 50, a.y - 50), 50)
        expectClose(hypot(b.x - a.x, b.y - a.y), 50 * 2.0.squareRoot())
      }
      expectClose(try #require(points.last), try #require(points.first))
      expectClose(path.area, -.pi * 2500, tolerance: 1e-9)
      expectClose(path.length, .pi * 100, tolerance: 1e-9)
    }
  }

  /// A slice whose angles are beyond a turn, and huge, sweeps as the same slice nearer
  /// zero does.
  @Test func pieSliceFarFromZeroSweepsItsAngle() throws {
    // Where a double's spacing is 2: the end is exactly 2 radians on.
    let start = 1e16
    let pie = Pie(startAngle: .radians(start), endAngle: .radians(start + 2), clockwise: true)
    let path = pie.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    // The centre, the start of the arc, its middle and its end.
    let points = onCurvePoints(path)
    #expect(points.count == 4, "\(path.svgPathData())")
    expectClose(points[0], CGPoint(x: 50, y: 50))
    for (a, b) in zip(points[1...], points[2...]) {
      expectClose(hypot(b.x - a.x, b.y - a.y), 100 * sin(0.5))
    }
    expectClose(path.area, 2500, tolerance: 1e-9)
  }
}
