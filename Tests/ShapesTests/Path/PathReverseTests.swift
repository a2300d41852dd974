import Foundation
import Shapes
import Testing

@Suite struct PathReverseTests {
  @Test func reversingTurnsTheSignOfTheArea() {
    let wedge = Path { p in
      p.move(to: CGPoint(x: 10, y: 10))
      p.addArc(
        center: CGPoint(x: 10, y: 10), radius: 30, startAngle: .degrees(-90),
        endAngle: .degrees(120), clockwise: false)
      p.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: -20, y: 5))
      p.addCurve(
        to: CGPoint(x: 5, y: 3), control1: CGPoint(x: 2, y: -4), control2: CGPoint(x: 6, y: 0))
      p.closeSubpath()
    }
    expectClose(wedge.reversed.area, -wedge.area, tolerance: 1e-9)
    expectClose(wedge.reversed.reversed.area, wedge.area, tolerance: 1e-9)
    #expect(isClose(wedge.reversed.length, wedge.length))
  }

  @Test func openSubpathRunsFromItsEndToItsStart() {
    let open = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addLine(to: CGPoint(x: 10, y: 0))
      p.addLine(to: CGPoint(x: 10, y: 5))
    }
    #expect(open.reversed.svgPathData() == "M10 5V0H0")
  }

  @Test func closedSubpathKeepsItsStartAndStaysClosed() {
    let square = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(square.reversed.svgPathData() == "M0 0V4H4V0Z")
    #expect(square.reversed.area == -16)
  }

  @Test func subpathsSplitAtEachMoveAndDropLoneMoves() {
    var path = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
    path.move(to: CGPoint(x: 50, y: 50))
    path.addEllipse(in: CGRect(x: 10, y: 10, width: 6, height: 6))
    let parts = path.subpaths
    #expect(parts.count == 2)
    #expect(parts.first?.area == 16)
    expectClose(Double(parts.last?.area ?? 0), 9 * Double.pi, tolerance: 1e-9)
    #expect(Path().subpaths.isEmpty)
  }
}
