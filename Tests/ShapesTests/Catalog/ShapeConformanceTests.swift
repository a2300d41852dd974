import Foundation
import Shapes
import Testing

/// One shape of the catalog, for the checks every shape must pass.
struct CatalogCase: Sendable, CustomTestStringConvertible {
  let name: String
  let shape: any InsettableShape
  /// Whether insetting by d insets the bounds by exactly d.
  ///
  /// Shapes with a slanted side
  /// that reaches the bounds (a trapezium's slanted edge, a pie's straight sides) move
  /// that side along its own normal, so the bounds move by more there; their inset bounds
  /// are only checked to lie within the bounds inset by d.
  let insetBoundsAreExact: Bool

  var testDescription: String { name }

  static let all: [CatalogCase] = [
    CatalogCase(name: "Rectangle", shape: Rectangle(), insetBoundsAreExact: true),
    CatalogCase(name: "Circle", shape: Circle(), insetBoundsAreExact: true),
    CatalogCase(name: "Ellipse", shape: Ellipse(), insetBoundsAreExact: true),
    CatalogCase(name: "Capsule", shape: Capsule(), insetBoundsAreExact: true),
    CatalogCase(
      name: "RoundedRectangle continuous", shape: RoundedRectangle(cornerRadius: 24),
      insetBoundsAreExact: true),
    CatalogCase(
      name: "RoundedRectangle circular",
      shape: RoundedRectangle(cornerSize: CGSize(width: 30, height: 12), style: .circular),
      insetBoundsAreExact: true),
    CatalogCase(
      name: "UnevenRoundedRectangle",
      shape: UnevenRoundedRectangle(
        topLeadingRadius: 5, bottomLeadingRadius: 40, bottomTrailingRadius: 0,
        topTrailingRadius: 80),
      insetBoundsAreExact: true),
    CatalogCase(
      name: "Trapezium rectangle", shape: Trapezium(offsets: [:]), insetBoundsAreExact: true),
    CatalogCase(name: "Trapezium default", shape: Trapezium(), insetBoundsAreExact: false),
    CatalogCase(
      name: "Trapezium four corners",
      shape: Trapezium(offsets: [
        .topLeft: 0.9, .topRight: 0.7, .bottomRight: 0.8, .bottomLeft: 0.6,
      ]),
      insetBoundsAreExact: false),
    CatalogCase(
      name: "Trapezium triangle", shape: Trapezium(offsets: [.topRight: 0.2, .bottomRight: 0.3]),
      insetBoundsAreExact: false),
    CatalogCase(
      name: "Pie CS193p", shape: Pie(startAngle: .degrees(-90), endAngle: .degrees(20)),
      insetBoundsAreExact: false),
    CatalogCase(
      name: "Pie wedge",
      shape: Pie(startAngle: .degrees(10), endAngle: .degrees(80), clockwise: true),
      insetBoundsAreExact: false),
    CatalogCase(
      name: "Pie annular sector",
      shape: Pie(
        startAngle: .degrees(200), endAngle: .degrees(20), clockwise: true,
        innerRadiusFraction: 0.5),
      insetBoundsAreExact: false),
    CatalogCase(
      name: "Pie full disc", shape: Pie(startAngle: .zero, endAngle: .degrees(360)),
      insetBoundsAreExact: true),
    CatalogCase(
      name: "Pie full ring",
      shape: Pie(startAngle: .zero, endAngle: .degrees(360), innerRadiusFraction: 0.3),
      insetBoundsAreExact: true),
    CatalogCase(
      name: "Rotated rectangle", shape: Rectangle().rotation(.degrees(180)),
      insetBoundsAreExact: true),
    CatalogCase(
      name: "Offset circle", shape: Circle().offset(x: 0, y: 0), insetBoundsAreExact: true),
  ]
}

/// The checks every shape passes.
///
/// Its path lies within the frame, is the same every time, and its inset by d has bounds
/// inset by d. Tolerance 1e-9 on every edge (bounds of arcs
/// and curves are computed exactly).
@Suite struct ShapeConformanceTests {
  static let frames = [
    CGRect(x: 0, y: 0, width: 300, height: 200),
    CGRect(x: -40, y: 25, width: 120, height: 260),
    CGRect(x: 7.5, y: 3.25, width: 100, height: 100),
  ]

  @Test(arguments: CatalogCase.all)
  func boundingRectLiesWithinTheFrame(shape: CatalogCase) {
    for frame in Self.frames {
      let bounds = shape.shape.path(in: frame).boundingRect
      #expect(!bounds.isNull)
      #expect(isWithin(bounds, frame), "\(bounds) is not within \(frame)")
    }
  }

  @Test(arguments: CatalogCase.all)
  func pathIsDeterministic(shape: CatalogCase) {
    for frame in Self.frames {
      let first = shape.shape.path(in: frame)
      let copy = shape.shape
      #expect(copy.path(in: frame) == first)
      #expect(shape.shape.path(in: frame).svgPathData() == first.svgPathData())
    }
  }

  /// A shape whose type says it moves with its rectangle, as renderers rely on, does: its
  /// path in a moved frame is its path moved, and so is its inset's.
  @Test(arguments: CatalogCase.all)
  func shapesThatSayTheyMoveWithTheirFrameDo(shape: CatalogCase) {
    let moves = type(of: shape.shape)._movesWithItsRect
    // Every shape of the catalog measures from its frame; an offset is a transform of the
    // path, which does not.
    #expect(moves == !shape.name.hasPrefix("Offset"))
    guard moves else { return }
    for frame in Self.frames {
      for (dx, dy): (CGFloat, CGFloat) in [(12.5, -40), (-7.25, 3)] {
        let moved = frame.offsetBy(dx: dx, dy: dy)
        #expect(
          shape.shape.path(in: moved).svgPathData()
            == shape.shape.path(in: frame).offsetBy(dx: dx, dy: dy).svgPathData())
        let inset = shape.shape.inset(by: 4)
        #expect(type(of: inset)._movesWithItsRect)
        #expect(
          inset.path(in: moved).svgPathData()
            == inset.path(in: frame).offsetBy(dx: dx, dy: dy).svgPathData())
      }
    }
  }

  @Test(arguments: CatalogCase.all)
  func insetByDHasBoundsInsetByD(shape: CatalogCase) {
    for frame in Self.frames {
      let bounds = shape.shape.path(in: frame).boundingRect
      for d: CGFloat in [1, 4.5, 10] {
        let inset = shape.shape.inset(by: d).path(in: frame).boundingRect
        let expected = bounds.insetBy(dx: d, dy: d)
        if shape.insetBoundsAreExact {
          #expect(isClose(inset, expected), "inset by \(d): \(inset), expected \(expected)")
        } else {
          #expect(isWithin(inset, expected), "inset by \(d): \(inset) is not within \(expected)")
        }
      }
      // Inset by zero draws the outline itself.
      #expect(shape.shape.inset(by: 0).path(in: frame).boundingRect == bounds)
    }
  }

  @Test(arguments: CatalogCase.all)
  func degenerateFramesNeverTrap(shape: CatalogCase) {
    let frames = [
      CGRect.null, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
    ]
    for frame in frames {
      #expect(shape.shape.path(in: frame).isEmpty)
      #expect(shape.shape.inset(by: 2).path(in: frame).isEmpty)
    }
    for frame in [CGRect.zero, CGRect(x: 3, y: 4, width: 0, height: 10)] {
      let path = shape.shape.path(in: frame)
      #expect(path.area == 0 || abs(path.area) < 1e-12)
      #expect(shape.shape.inset(by: 1).path(in: frame).isEmpty)
    }
    // A negative size describes the same frame.
    let frame = CGRect(x: 300, y: 200, width: -300, height: -200)
    #expect(shape.shape.path(in: frame) == shape.shape.path(in: frame.standardized))
    #expect(shape.shape.inset(by: .nan).path(in: Self.frames[0]).isEmpty)
  }

  @Test func animatableDataRoundTripsForEveryShape() {
    expectAnimatableDataRoundTrips(
      from: Trapezium(), to: Trapezium(offsets: [.topLeft: 0.3, .bottomRight: 0.6]))
    expectAnimatableDataRoundTrips(
      from: Pie(startAngle: .zero, endAngle: .degrees(30)),
      to: Pie(startAngle: .degrees(45), endAngle: .degrees(300), innerRadiusFraction: 0.2))
    expectAnimatableDataRoundTrips(
      from: RoundedRectangle(cornerRadius: 3), to: RoundedRectangle(cornerRadius: 33))
    expectAnimatableDataRoundTrips(
      from: UnevenRoundedRectangle(), to: UnevenRoundedRectangle(bottomTrailingRadius: 12))
    expectAnimatableDataRoundTrips(from: Capsule(), to: Capsule())
    expectAnimatableDataRoundTrips(from: Rectangle(), to: Rectangle())
    expectAnimatableDataRoundTrips(from: Circle(), to: Circle())
    expectAnimatableDataRoundTrips(from: Ellipse(), to: Ellipse())
    expectAnimatableDataRoundTrips(from: Trapezium().inset(by: 1), to: Trapezium().inset(by: 5))
    expectAnimatableDataRoundTrips(
      from: Pie(startAngle: .zero, endAngle: .degrees(30)).inset(by: 1),
      to: Pie(startAngle: .degrees(45), endAngle: .degrees(300)).inset(by: 5))
  }
}
