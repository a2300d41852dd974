import Foundation
import ShapeRender
import Testing

/// A layout that places views on a circle centres each where it computed.
@MainActor @Suite struct RadialLayoutTests {
  @Test func fiveViewsSitOnTheCircleClockwiseFromTheTop() {
    let colors: [Color] = [.red, .blue, .green, .orange, .purple]
    let laid = LaidOut(width: 100, height: 100) {
      RadialLayout(radius: 40) {
        ForEach(0..<5) { colors[$0].frame(width: 10, height: 10) }
      }
    }
    // Centres at 50 + 40 (cos, sin) of -90°, -18°, 54°, 126°, 198°, less 5 for the corner.
    let expected: [(Color, CGFloat, CGFloat)] = [
      (.red, 45, 5),
      (.blue, 83.042261, 32.639320),
      (.green, 68.511410, 77.360680),
      (.orange, 21.488590, 77.360680),
      (.purple, 6.957739, 32.639320),
    ]
    for (color, x, y) in expected {
      let frame = laid.frame(of: color)
      #expect(abs((frame?.minX ?? .nan) - x) < 0.001, "\(color) x")
      #expect(abs((frame?.minY ?? .nan) - y) < 0.001, "\(color) y")
      #expect(frame?.size == CGSize(width: 10, height: 10))
    }
  }

  @Test func theLayoutTakesTheRoomItIsOffered() {
    let laid = LaidOut(width: 100, height: 100) {
      RadialLayout(radius: 10) { Color.red.frame(width: 4, height: 4) }
        .background(Color.blue)
    }
    expectFrame(laid.frame(of: .blue), CGRect(x: 0, y: 0, width: 100, height: 100))
    expectFrame(laid.frame(of: .red), CGRect(x: 48, y: 38, width: 4, height: 4))
  }
}
