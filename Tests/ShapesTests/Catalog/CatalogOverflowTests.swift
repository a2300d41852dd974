import Foundation
import Shapes
import Testing

/// The catalog in frames whose edges or centre overflow: reproducers found by fuzzing
/// (issue 18).
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
}
