import Foundation
import Shapes
import Testing

@Suite struct PathSVGWriterTests {
  @Test func rectangleUsesHorizontalAndVerticalLines() {
    #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 5)).svgPathData() == "M0 0H10V5H0Z")
  }

  @Test func quarterArcIsOneExactArc() {
    let wedge = Path { p in
      p.move(to: CGPoint(x: 50, y: 50))
      p.addArc(
        center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0),
        endAngle: .degrees(90), clockwise: false)
      p.closeSubpath()
    }
    #expect(wedge.svgPathData() == "M50 50H100A50 50 0 0 1 50 100Z")
  }

  @Test func ellipseIsFourQuarterArcs() {
    let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(
      ellipse.svgPathData()
        == "M20 5A10 5 0 0 1 10 10 10 5 0 0 1 0 5 10 5 0 0 1 10 0 10 5 0 0 1 20 5Z")
  }

  /// Arcs of one ellipse share their parameters' text, but each keeps its own sweep flag.
  @Test func arcsOfOneCircleKeepTheirDirection() {
    let backAndForth = Path { p in
      p.move(to: CGPoint(x: 10, y: 0))
      p.addArc(
        center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90),
        clockwise: false)
      p.addArc(
        center: .zero, radius: 10, startAngle: .degrees(90), endAngle: .degrees(0),
        clockwise: true)
    }
    #expect(backAndForth.svgPathData() == "M10 0A10 10 0 0 1 0 10 10 10 0 0 0 10 0")
    var mirrored = Path()
    let quarter = Path { p in
      p.addArc(
        center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .degrees(0),
        endAngle: .degrees(90), clockwise: false)
    }
    mirrored.addPath(quarter)
    mirrored.addPath(quarter.applying(CGAffineTransform(scaleX: -1, y: 1)))
    #expect(mirrored.svgPathData() == "M10 5A5 5 0 0 1 5 10M-10 5A5 5 0 0 0-5 10")
  }

  @Test func roundedRectangleCornersInBothForms() {
    let rounded = Path(
      roundedRect: CGRect(x: 2, y: 2, width: 16, height: 16),
      cornerSize: CGSize(width: 4, height: 4), style: .circular)
    #expect(
      rounded.svgPathData()
        == "M6 2H14A4 4 0 0 1 18 6V14A4 4 0 0 1 14 18H6A4 4 0 0 1 2 14V6A4 4 0 0 1 6 2Z")
    #expect(
      rounded.svgPathData(options: SVGPathDataOptions(isCompact: false))
        == "M6 2L14 2A4 4 0 0 1 18 6L18 14A4 4 0 0 1 14 18L6 18A4 4 0 0 1 2 14L2 6A4 4 0 0 1 6 2Z")
  }

  /// Minus signs separate numbers; large values are written in full, with the decimals a
  /// double holds at their size.
  @Test func negativeAndLargeNumbers() {
    let path = Path { p in
      p.move(to: CGPoint(x: -1, y: -2))
      p.addLine(to: CGPoint(x: -3.5, y: -2))
      p.addLine(to: CGPoint(x: -3.5, y: 4))
      p.addLine(to: CGPoint(x: 1, y: -0.0004))
      p.addCurve(
        to: CGPoint(x: -1, y: 2), control1: CGPoint(x: -0.5, y: 0.25),
        control2: CGPoint(x: 10_000.5, y: -12_345.678))
      p.closeSubpath()
      p.move(to: CGPoint(x: 1e13, y: -1e20))
      p.addLine(to: CGPoint(x: 9e12, y: 9_000_000_000_000.002))
      p.addQuadCurve(
        to: CGPoint(x: 1e-9, y: -0.0005), control: CGPoint(x: 12_345.6785, y: 99_999.9995))
    }
    #expect(
      path.svgPathData()
        == "M-1-2H-3.5V4L1 0C-0.5 0.25 10000.5-12345.678-1 2Z"
        + "M10000000000000-1e+20L9000000000000 9000000000000.002Q12345.679 100000 0-0.001")
  }

  /// A rotated ellipse at the extreme precisions.
  @Test func rotatedEllipseAtPrecisionsZeroAndTwelve() {
    let rotated = Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 10))
      .applying(CGAffineTransform(rotationAngle: 0.3))
    #expect(
      rotated.svgPathData(precision: 0)
        == "M27 14A15 5 17 0 1 11 14 15 5 17 0 1-1 5 15 5 17 0 1 14 4 15 5 17 0 1 27 14Z")
    #expect(
      rotated.svgPathData(precision: 12)
        == "M27.182493640461 13.642288645468A15 5 17.188733853925 0 1 11.374845270271 "
        + "13.986167991176 15 5 17.188733853925 0 1-1.477601033307 4.776682445628 15 5 "
        + "17.188733853925 0 1 14.330047336884 4.43280309992 15 5 17.188733853925 0 1 "
        + "27.182493640461 13.642288645468Z")
  }
}
