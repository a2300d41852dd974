import Foundation
import Shapes
import Testing

/// AnyShape, ContainerRelativeShape and the catalog's short names (`.rect`, `.circle`, …).
@Suite struct AnyShapeTests {
  let frame = CGRect(x: 10, y: 20, width: 40, height: 20)

  @Test func anyShapeDrawsTheShapeItHolds() {
    let shapes: [AnyShape] = [AnyShape(Circle()), AnyShape(Trapezium()), AnyShape(Rectangle())]
    #expect(shapes[0].path(in: frame) == Circle().path(in: frame))
    #expect(shapes[1].path(in: frame) == Trapezium().path(in: frame))
    // Erasing twice holds the shape once.
    #expect(AnyShape(shapes[2]).path(in: frame) == Rectangle().path(in: frame))
  }

  @Test func containerRelativeShapeIsARectangle() {
    #expect(ContainerRelativeShape().path(in: frame) == Rectangle().path(in: frame))
    #expect(
      ContainerRelativeShape().inset(by: 2).path(in: frame)
        == Rectangle().path(in: frame.insetBy(dx: 2, dy: 2)))
  }

  /// The path `shape` draws in the test frame: the short names are found where a shape of
  /// any type is expected.
  private func path<S: Shape>(_ shape: S) -> Path { shape.path(in: frame) }

  @Test func shortNamesAreTheCatalogsShapes() {
    #expect(path(.rect) == Rectangle().path(in: frame))
    #expect(path(.circle) == Circle().path(in: frame))
    #expect(path(.ellipse) == Ellipse().path(in: frame))
    #expect(path(.capsule) == Capsule().path(in: frame))
    #expect(path(.capsule(style: .circular)) == Capsule(style: .circular).path(in: frame))
    #expect(path(.containerRelative) == Rectangle().path(in: frame))
    #expect(path(.rect(cornerRadius: 4)) == RoundedRectangle(cornerRadius: 4).path(in: frame))
    #expect(
      path(.rect(cornerSize: CGSize(width: 4, height: 2), style: .circular))
        == RoundedRectangle(cornerSize: CGSize(width: 4, height: 2), style: .circular).path(
          in: frame))
    #expect(
      path(.rect(topLeadingRadius: 3, bottomTrailingRadius: 6))
        == UnevenRoundedRectangle(topLeadingRadius: 3, bottomTrailingRadius: 6).path(in: frame))
    let radii = RectangleCornerRadii(
      topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
    #expect(
      path(.rect(cornerRadii: radii)) == UnevenRoundedRectangle(cornerRadii: radii).path(in: frame))
  }
}
