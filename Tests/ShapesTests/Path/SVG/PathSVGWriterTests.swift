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
}
