import Foundation
import Shapes
import Testing

/// Tolerances: transforms of exact coordinates, within 1e-9 (rotations by multiples of 90°
/// leave cos/sin rounding of about 1e-16 relative).
@Suite struct ShapeModifierTests {
  let rect = CGRect(x: 0, y: 0, width: 300, height: 200)

  @Test func offsetMovesThePath() {
    let moved = Circle().offset(x: 10, y: -5)
    expectClose(
      moved.path(in: rect).boundingRect, CGRect(x: 60, y: -5, width: 200, height: 200))
    #expect(moved.path(in: rect) == Circle().path(in: rect).offsetBy(dx: 10, dy: -5))
    #expect(Circle().offset(CGSize(width: 10, height: -5)).path(in: rect) == moved.path(in: rect))
    #expect(Circle().offset(CGPoint(x: 10, y: -5)).path(in: rect) == moved.path(in: rect))
    #expect(Circle().offset(x: 3).offset == CGSize(width: 3, height: 0))
  }

  @Test func rotationTurnsClockwiseOnScreenAboutTheAnchor() {
    // A quarter turn about the centre (150, 100) swaps the frame's width and height.
    let turned = Rectangle().rotation(.degrees(90)).path(in: rect)
    expectClose(turned.boundingRect, CGRect(x: 50, y: -50, width: 200, height: 300))
    // Clockwise on screen: the top-left corner goes to the top-right of the new box.
    expectClose(onCurvePoints(turned)[0], CGPoint(x: 250, y: -50))
    // About the top-left corner, the rectangle swings down to the left.
    let swung = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: rect)
    expectClose(swung.boundingRect, CGRect(x: -200, y: 0, width: 200, height: 300))
    // Area and orientation are kept.
    expectClose(
      Trapezium().rotation(.degrees(33)).path(in: rect).area, Trapezium().path(in: rect).area,
      tolerance: 1e-9 * 60000)
  }

  @Test func scaleIsAboutTheAnchor() {
    let half = Circle().scale(0.5).path(in: rect)
    expectClose(half.boundingRect, CGRect(x: 100, y: 50, width: 100, height: 100))
    let wide = Rectangle().scale(x: 2, y: 0.5, anchor: .topLeading).path(in: rect)
    expectClose(wide.boundingRect, CGRect(x: 0, y: 0, width: 600, height: 100))
    #expect(Rectangle().scale(x: 2).scale == CGSize(width: 2, height: 1))
    // A negative scale mirrors: the area keeps its size and flips its sign.
    let mirrored = Trapezium().scale(x: -1, y: 1).path(in: rect)
    expectClose(mirrored.area, -Trapezium().path(in: rect).area, tolerance: 1e-9 * 60000)
    expectClose(mirrored.boundingRect, rect)
  }

  @Test func transformMapsThePathInFrameCoordinates() {
    let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 0)
    #expect(Rectangle().transform(shear).path(in: rect) == Path(rect).applying(shear))
    // Arcs stay exact arcs under the transform.
    let path = Circle().transform(CGAffineTransform(scaleX: 2, y: 1)).path(in: rect)
    expectClose(path.area, 2 * .pi * 100 * 100, tolerance: 1e-9 * 60000)
  }

  @Test func modifiersCompose() {
    let shape = Rectangle().rotation(.degrees(180)).offset(x: 5).scale(2, anchor: .topLeading)
    // A half turn about the centre maps the rectangle onto itself; then moved 5, doubled.
    expectClose(
      shape.path(in: rect).boundingRect, CGRect(x: 10, y: 0, width: 600, height: 400))
  }

  @Test func insetOfAModifiedShapeIsTheModifiedInset() {
    let d: CGFloat = 7
    #expect(
      Circle().offset(x: 4, y: 9).inset(by: d).path(in: rect)
        == Circle().inset(by: d).offset(x: 4, y: 9).path(in: rect))
    #expect(
      Trapezium().rotation(.degrees(30)).inset(by: d).path(in: rect)
        == Trapezium().inset(by: d).rotation(.degrees(30)).path(in: rect))
    #expect(
      Rectangle().scale(x: 2, y: 3).inset(by: d).path(in: rect)
        == Rectangle().inset(by: d).scale(x: 2, y: 3).path(in: rect))
    let t = CGAffineTransform(rotationAngle: 0.3)
    #expect(
      Ellipse().transform(t).inset(by: d).path(in: rect)
        == Ellipse().inset(by: d).transform(t).path(in: rect))
    // Rotating and moving keep the inset distance: the rotated rectangle's inset is d in.
    let rotated = Rectangle().rotation(.degrees(90)).inset(by: d).path(in: rect)
    expectClose(
      rotated.boundingRect, CGRect(x: 50, y: -50, width: 200, height: 300).insetBy(dx: d, dy: d))
  }

  @Test func animatableDataPairsTheModifierWithTheShape() {
    let pie = Pie(startAngle: .zero, endAngle: .degrees(90))
    let otherPie = Pie(startAngle: .degrees(30), endAngle: .degrees(200))

    let offset = pie.offset(x: 3, y: 4)
    #expect(offset.animatableData.second == AnimatablePair(3, 4))
    #expect(offset.animatableData.first == pie.animatableData)
    expectAnimatableDataRoundTrips(from: offset, to: otherPie.offset(x: -8, y: 2))

    let rotated = pie.rotation(.degrees(45), anchor: .bottom)
    #expect(rotated.animatableData.second.first == Angle.degrees(45).radians)
    #expect(rotated.animatableData.second.second == AnimatablePair(0.5, 1))
    expectAnimatableDataRoundTrips(
      from: rotated, to: otherPie.rotation(.degrees(-20), anchor: .topLeading))

    let scaled = pie.scale(x: 2, y: 3, anchor: .leading)
    #expect(scaled.animatableData.second.first == AnimatablePair(2, 3))
    #expect(scaled.animatableData.second.second == AnimatablePair(0, 0.5))
    expectAnimatableDataRoundTrips(from: scaled, to: otherPie.scale(0.5))

    let t = CGAffineTransform(translationX: 3, y: 1)
    #expect(pie.transform(t).animatableData == pie.animatableData)
    expectAnimatableDataRoundTrips(from: pie.transform(t), to: otherPie.transform(t))

    expectAnimatableDataRoundTrips(
      from: Trapezium().offset(x: 1).inset(by: 2),
      to: Trapezium(offsets: [:]).offset(x: 5).inset(by: 6))
  }

  @Test func nonFiniteParametersGiveTheEmptyPath() {
    for value in [CGFloat.nan, .infinity] {
      #expect(Circle().offset(x: value).path(in: rect).isEmpty)
      #expect(Circle().rotation(.radians(value)).path(in: rect).isEmpty)
      #expect(
        Circle().rotation(.degrees(10), anchor: UnitPoint(x: value, y: 0)).path(in: rect).isEmpty)
      #expect(Circle().scale(x: value).path(in: rect).isEmpty)
      #expect(Circle().scale(1, anchor: UnitPoint(x: 0, y: value)).path(in: rect).isEmpty)
      #expect(
        Circle().transform(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: value, ty: 0))
          .path(in: rect).isEmpty)
    }
    #expect(Circle().offset(x: 5).path(in: .null).isEmpty)
    #expect(Circle().rotation(.degrees(5)).path(in: .null).isEmpty)
  }

  @Test func zeroScaleFlattensTheShape() {
    let flat = Circle().scale(x: 0, y: 1).path(in: rect)
    #expect(!flat.isEmpty)
    #expect(flat.boundingRect.width == 0)
    expectClose(flat.boundingRect.height, 200)
    #expect(flat.area == 0)
    let point = Rectangle().scale(0).path(in: rect)
    expectClose(point.boundingRect, CGRect(x: 150, y: 100, width: 0, height: 0))
  }
}

@Suite struct TrimmedShapeTests {
  let rect = CGRect(x: 0, y: 0, width: 200, height: 100)

  @Test func trimOfARectangleStartsAtTheTopLeftAndRunsClockwise() {
    // Perimeter 600: 0.6 of it is the top edge (200), the right edge (100) and 60 of the
    // bottom edge, which runs right to left.
    let piece = Rectangle().trim(from: 0, to: 0.6).path(in: rect)
    #expect(piece.svgPathData() == "M0 0H200V100H140")
    expectClose(piece.length, 360, tolerance: 1e-9)
  }

  @Test func trimOfACircleIsAnExactArcFromThreeOClock() {
    let quarter = Circle().trim(from: 0, to: 0.25).path(
      in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(quarter.svgPathData() == "M100 50A50 50 0 0 1 50 100")
  }

  @Test func emptyAndFullTrims() {
    #expect(Circle().trim(from: 0.6, to: 0.4).path(in: rect).isEmpty)
    #expect(Circle().trim(from: .nan, to: 1).path(in: rect).isEmpty)
    #expect(Circle().trim().path(in: rect) == Circle().path(in: rect))
    #expect(Circle().trim(from: -1, to: 2).path(in: rect) == Circle().path(in: rect))
  }

  @Test func fractionsAnimateWithTheShape() {
    var trimmed = Trapezium().trim(from: 0, to: 0.2)
    let other = Trapezium(offset: 0.5, corner: .topRight).trim(from: 0.3, to: 0.9)
    trimmed.animatableData = other.animatableData
    #expect(trimmed.path(in: rect) == other.path(in: rect))
  }
}

/// Shape.size: the shape drawn in a frame of its own size at the given frame's origin.
@Suite struct SizedShapeTests {
  @Test func theShapeIsDrawnInAFrameOfTheSizeAtTheOrigin() {
    let frame = CGRect(x: 5, y: 5, width: 100, height: 50)
    #expect(
      Circle().size(width: 10, height: 10).path(in: frame)
        == Circle().path(in: CGRect(x: 5, y: 5, width: 10, height: 10)))
    #expect(
      Rectangle().size(CGSize(width: 20, height: 4)).path(in: frame).boundingRect
        == CGRect(x: 5, y: 5, width: 20, height: 4))
  }

  @Test func theSizeAnimatesWithTheShape() {
    var sized = RoundedRectangle(cornerRadius: 2).size(width: 10, height: 20)
    sized.animatableData = AnimatablePair(
      RoundedRectangle(cornerRadius: 4).animatableData, CGSize(width: 30, height: 40).animatableData
    )
    #expect(sized.size == CGSize(width: 30, height: 40))
    #expect(sized.shape.cornerSize == CGSize(width: 4, height: 4))
  }

  @Test func aNonFiniteSizeGivesTheShapesEmptyPath() {
    #expect(Circle().size(width: .nan, height: 10).path(in: .zero).isEmpty)
  }
}
