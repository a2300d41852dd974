import Foundation
import Shapes
import Testing

/// Tolerances: rectangles are exact; circles and ellipses are exact arcs, so their areas
/// and bounds are exact up to rounding (1e-9 relative).
@Suite struct RectangleTests {
  let rect = CGRect(x: 10, y: 20, width: 300, height: 200)

  @Test func fillsTheFrameClockwiseFromTheTopLeft() {
    let path = Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 5))
    #expect(path.svgPathData() == "M0 0H10V5H0Z")
    #expect(Rectangle().path(in: rect).area == 60000)
  }

  @Test func insetIsTheInsetFrame() {
    #expect(Rectangle().inset(by: 5).path(in: rect) == Path(rect.insetBy(dx: 5, dy: 5)))
    #expect(Rectangle().inset(by: -5).path(in: rect) == Path(rect.insetBy(dx: -5, dy: -5)))
    #expect(
      Rectangle().inset(by: 2).inset(by: 3).path(in: rect) == Path(rect.insetBy(dx: 5, dy: 5)))
    // Exactly half the shorter side leaves a flat rectangle; more leaves nothing.
    #expect(Rectangle().inset(by: 100).path(in: rect).area == 0)
    #expect(!Rectangle().inset(by: 100).path(in: rect).isEmpty)
    #expect(Rectangle().inset(by: 100.5).path(in: rect).isEmpty)
    #expect(Rectangle().inset(by: .nan).path(in: rect).isEmpty)
    #expect(Rectangle().inset(by: -.infinity).path(in: rect).isEmpty)
  }

  @Test func degenerateRectangles() {
    #expect(Rectangle().path(in: .null).isEmpty)
    #expect(Rectangle().path(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)).isEmpty)
    #expect(
      Rectangle().path(in: CGRect(x: 310, y: 220, width: -300, height: -200))
        == Rectangle().path(in: rect))
    let flat = Rectangle().path(in: CGRect(x: 0, y: 0, width: 50, height: 0))
    #expect(onCurvePoints(flat).count == 4)
    #expect(flat.area == 0)
  }

  @Test func insetAmountAnimates() {
    expectAnimatableDataRoundTrips(from: Rectangle().inset(by: 0), to: Rectangle().inset(by: 9))
    #expect(Rectangle().animatableData == EmptyAnimatableData())
  }
}

@Suite struct CircleTests {
  let rect = CGRect(x: 10, y: 20, width: 300, height: 200)

  @Test func isCentredWithRadiusHalfTheShorterSide() {
    let path = Circle().path(in: rect)
    expectClose(path.boundingRect, CGRect(x: 60, y: 20, width: 200, height: 200))
    expectClose(path.area, .pi * 10000, tolerance: 1e-9 * 10000)
    let tall = Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 100))
    expectClose(tall.boundingRect, CGRect(x: 0, y: 40, width: 20, height: 20))
  }

  @Test func insetShrinksTheRadius() {
    let inset = Circle().inset(by: 30).path(in: rect)
    expectClose(inset.boundingRect, CGRect(x: 90, y: 50, width: 140, height: 140))
    expectClose(inset.area, .pi * 70 * 70, tolerance: 1e-9 * 10000)
    expectClose(
      Circle().inset(by: -10).path(in: rect).boundingRect,
      CGRect(x: 50, y: 10, width: 220, height: 220))
    #expect(Circle().inset(by: 101).path(in: rect).isEmpty)
    #expect(Circle().inset(by: .nan).path(in: rect).isEmpty)
  }

  @Test func degenerateRectangles() {
    #expect(Circle().path(in: .null).isEmpty)
    #expect(Circle().path(in: CGRect(x: 0, y: 0, width: 1, height: CGFloat.nan)).isEmpty)
    #expect(
      Circle().path(in: CGRect(x: 310, y: 220, width: -300, height: -200))
        == Circle().path(in: rect))
    let dot = Circle().path(in: CGRect(x: 0, y: 0, width: 50, height: 0))
    #expect(!dot.isEmpty)
    expectClose(dot.boundingRect, CGRect(x: 25, y: 0, width: 0, height: 0))
    #expect(dot.area == 0)
  }

  @Test func insetAmountAnimates() {
    expectAnimatableDataRoundTrips(from: Circle().inset(by: 0), to: Circle().inset(by: 9))
  }
}

@Suite struct EllipseTests {
  let rect = CGRect(x: 10, y: 20, width: 300, height: 200)

  @Test func fillsTheFrame() {
    let path = Ellipse().path(in: rect)
    expectClose(path.boundingRect, rect)
    expectClose(path.area, .pi * 150 * 100, tolerance: 1e-9 * 60000)
    #expect(
      Ellipse().path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).svgPathData()
        == "M20 5A10 5 0 0 1 10 10 10 5 0 0 1 0 5 10 5 0 0 1 10 0 10 5 0 0 1 20 5Z")
  }

  @Test func insetShrinksBothRadii() {
    let inset = Ellipse().inset(by: 20).path(in: rect)
    expectClose(inset.boundingRect, rect.insetBy(dx: 20, dy: 20))
    expectClose(inset.area, .pi * 130 * 80, tolerance: 1e-9 * 60000)
    #expect(Ellipse().inset(by: 101).path(in: rect).isEmpty)
  }

  @Test func degenerateRectangles() {
    #expect(Ellipse().path(in: .null).isEmpty)
    #expect(
      Ellipse().path(in: CGRect(x: 310, y: 220, width: -300, height: -200))
        == Ellipse().path(in: rect))
    let flat = Ellipse().path(in: CGRect(x: 0, y: 0, width: 50, height: 0))
    #expect(!flat.isEmpty)
    #expect(flat.area == 0)
    expectClose(flat.boundingRect, CGRect(x: 0, y: 0, width: 50, height: 0))
  }

  @Test func insetAmountAnimates() {
    expectAnimatableDataRoundTrips(from: Ellipse().inset(by: 0), to: Ellipse().inset(by: 9))
  }
}
