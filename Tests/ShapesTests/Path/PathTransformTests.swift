import Foundation
import Shapes
import Testing

@Suite struct PathTransformTests {
  @Test func offsetMovesEveryPoint() {
    let path = Path(CGRect(x: 0, y: 0, width: 2, height: 2)).offsetBy(dx: 5, dy: -1)
    #expect(path.svgPathData() == "M5-1H7V1H5Z")
  }

  @Test func rotationKeepsCirclesExactArcs() {
    let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    let turned = circle.applying(CGAffineTransform(rotationAngle: .pi / 2))
    expectClose(turned.area, circle.area, tolerance: 1e-9)
    expectClose(turned.boundingRect, circle.boundingRect, tolerance: 1e-9)
    #expect(turned.svgPathData().contains("A10 10 0 0 1"))
  }

  @Test func shearMakesAnExactRotatedEllipse() {
    let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    let shear = CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
    let sheared = circle.applying(shear)
    // Area scales by the determinant (1).
    expectClose(sheared.area, .pi * 100, tolerance: 1e-9)
    // The image of the unit circle under [[1 1][0 1]] has semi-axes φ and 1/φ (golden ratio),
    // the major one at atan(2)/2 = 31.717474° from the x axis.
    let phi = (1 + 5.0.squareRoot()) / 2
    let data = sheared.svgPathData(precision: 6)
    #expect(data.contains("A\(SVGNumberFormat(precision: 6).string(10 * phi)) "))
    #expect(data.contains(" \(SVGNumberFormat(precision: 6).string(10 / phi)) 31.717474 0 1"))
    // The box of a sheared circle: x in ±10√2, y in ±10.
    expectClose(
      sheared.boundingRect,
      CGRect(x: -10 * 2.0.squareRoot(), y: -10, width: 20 * 2.0.squareRoot(), height: 20),
      tolerance: 1e-9)
  }

  @Test func mirrorFlipsTheArcSweep() {
    let quarter = Path { p in
      p.addArc(
        center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    }
    let mirrored = quarter.applying(CGAffineTransform(scaleX: 1, y: -1))
    #expect(mirrored.svgPathData() == "M10 0A10 10 0 0 0 0-10")
    expectClose(mirrored.area, -quarter.area, tolerance: 1e-12)
  }

  @Test func collapsingTransformTurnsArcsIntoTheirLines() {
    let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    let flat = circle.applying(CGAffineTransform(scaleX: 1, y: 0))
    #expect(flat.svgPathData() == "M10 0H-10 10Z")
  }

  @Test func nonFiniteTransformGivesTheEmptyPath() {
    let path = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(path.applying(CGAffineTransform(translationX: .nan, y: 0)).isEmpty)
    #expect(path.offsetBy(dx: .infinity, dy: 0).isEmpty)
    #expect(
      path.applying(CGAffineTransform(scaleX: .greatestFiniteMagnitude, y: 1))
        .applying(CGAffineTransform(scaleX: 10, y: 1)).isEmpty)
  }
}
