import Foundation
import Shapes
import Testing

/// Paths hash as they compare: equal elements and coordinates, equal hashes, whether the
/// commands are kept inline or in an array.
@Suite struct PathHashingTests {
  /// A polyline of `count` points.
  func polyline(_ count: Int, shift: Double = 0) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: shift, y: 0))
    for index in 1..<count { path.addLine(to: CGPoint(x: Double(index) + shift, y: 1)) }
    return path
  }

  @Test(arguments: [2, 40]) func equalPathsHashEqually(count: Int) {
    #expect(polyline(count).hashValue == polyline(count).hashValue)
    #expect(Set([polyline(count), polyline(count), polyline(count, shift: 1)]).count == 2)
  }

  @Test func aClosedAndAnOpenPathWithTheSamePointsAreTwoKeys() {
    var closed = polyline(3)
    closed.closeSubpath()
    #expect(closed != polyline(3))
    #expect(Set([closed, polyline(3)]).count == 2)
  }
}
