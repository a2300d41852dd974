import Foundation
import ShapeRender
import Testing

/// A shape draws in its view's own coordinates, moved to where the view is, as in SwiftUI.
@MainActor @Suite struct ShapePlacementTests {
  /// A triangle measured from `(0, 0)` with the rectangle's width and height, as many
  /// shapes are written, rather than from its `minX` and `minY`.
  struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: rect.width, y: 0))
      path.addLine(to: CGPoint(x: 0, y: rect.height))
      path.closeSubpath()
      return path
    }
  }

  @Test func aPathIsDrawnWhereItsViewIs() {
    let laid = LaidOut(width: 100, height: 100) {
      VStack(spacing: 0) {
        Color.red.frame(width: 10, height: 20)
        Path { $0.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }
          .fill(.blue)
          .frame(width: 10, height: 10)
      }
    }
    // The stack is 30 tall, from 35: the red row at 35, the path's row at 55.
    expectFrame(laid.frame(of: .red), CGRect(x: 45, y: 35, width: 10, height: 20))
    expectFrame(laid.frame(of: .blue), CGRect(x: 45, y: 55, width: 10, height: 10))
  }

  @Test func aShapeMeasuredFromTheOriginIsDrawnWhereItsViewIs() {
    let laid = LaidOut(width: 100, height: 100) {
      Wedge().fill(.green).frame(width: 40, height: 20).padding(.leading, 30)
    }
    // 70 wide in all, from 15; the wedge from 45.
    expectFrame(laid.frame(of: .green), CGRect(x: 45, y: 40, width: 40, height: 20))
  }

  @Test func aPathInAGeometryReaderIsInTheReadersCoordinates() {
    let laid = LaidOut(width: 100, height: 100) {
      GeometryReader { geometry in
        Path { path in
          path.addRect(CGRect(x: 0, y: 0, width: geometry.size.width / 2, height: 5))
        }
        .fill(.blue)
      }
      .frame(width: 40, height: 40)
    }
    expectFrame(laid.frame(of: .blue), CGRect(x: 30, y: 30, width: 20, height: 5))
  }

  @Test func aClipShapeIsInTheClippedViewsCoordinates() {
    let laid = LaidOut(width: 100, height: 100) {
      Color.red
        .frame(width: 40, height: 40)
        .clipShape(Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
    }
    #expect(laid.clips == [CGRect(x: 30, y: 30, width: 10, height: 10)])
  }

  @Test func aStrokedShapeIsDrawnWhereItsViewIs() {
    let laid = LaidOut(width: 100, height: 100) {
      Wedge().stroke(.blue, lineWidth: 2).frame(width: 40, height: 20)
    }
    #expect(laid.strokes.map(\.rect) == [CGRect(x: 30, y: 40, width: 40, height: 20)])
  }
}
