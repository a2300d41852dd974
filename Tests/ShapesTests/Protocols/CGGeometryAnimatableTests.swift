import Shapes
import Testing

/// Points, sizes and rectangles animate as SwiftUI's do: a shape that animates one exposes
/// it as its animatable data.
@Suite struct CGGeometryAnimatableTests {
  /// A shape whose parameter is a point, as SwiftUI code writes one.
  struct Spoke: Shape {
    var tip: CGPoint
    var animatableData: CGPoint.AnimatableData {
      get { tip.animatableData }
      set { tip.animatableData = newValue }
    }
    func path(in rect: CGRect) -> Path {
      Path { p in
        p.move(to: CGPoint(x: rect.midX, y: rect.midY))
        p.addLine(to: tip)
      }
    }
  }

  @Test func pointsSizesAndRectsRoundTripThroughTheirData() {
    var point = CGPoint.zero
    point.animatableData = CGPoint(x: 3, y: -4).animatableData
    #expect(point == CGPoint(x: 3, y: -4))
    var size = CGSize.zero
    size.animatableData = CGSize(width: 5, height: 6).animatableData
    #expect(size == CGSize(width: 5, height: 6))
    var rect = CGRect.zero
    rect.animatableData = CGRect(x: 1, y: 2, width: -3, height: 4).animatableData
    #expect(rect.origin == CGPoint(x: 1, y: 2))
    #expect(rect.size == CGSize(width: -3, height: 4))
  }

  @Test func halfwayBetweenTwoRectsIsTheirMean() {
    let start = CGRect(x: 0, y: 0, width: 10, height: 20).animatableData
    let end = CGRect(x: 10, y: 20, width: 30, height: 40).animatableData
    var middle = CGRect.zero
    var step = end - start
    step.scale(by: 0.5)
    middle.animatableData = start + step
    #expect(middle == CGRect(x: 5, y: 10, width: 20, height: 30))
  }

  @Test func aShapeAnimatesItsPoint() {
    var spoke = Spoke(tip: .zero)
    spoke.animatableData = CGPoint(x: 10, y: 0).animatableData
    let path = spoke.path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(path.svgPathData() == "M5 5L10 0")
  }
}
