import Foundation
import Shapes
import Testing

@Suite struct PathBuildingTests {
  @Test func newPathIsEmptyWithNoCurrentPoint() {
    let path = Path()
    #expect(path.isEmpty)
    #expect(path.currentPoint == nil)
    #expect(path.svgPathData() == "")
    #expect(path.boundingRect.isNull)
    #expect(path.area == 0)
  }

  @Test func singleMoveIsNotEmpty() {
    let path = Path { $0.move(to: CGPoint(x: 3, y: 4)) }
    #expect(!path.isEmpty)
    #expect(path.currentPoint == CGPoint(x: 3, y: 4))
    #expect(path.boundingRect == CGRect(x: 3, y: 4, width: 0, height: 0))
  }

  @Test func buildingClosureAddsElementsInOrder() {
    let path = Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: 10, y: 0))
      p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
      p.addCurve(
        to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 7, y: 15), control2: CGPoint(x: 3, y: 15))
      p.closeSubpath()
    }
    #expect(
      path.elements == [
        .move(to: .zero),
        .line(to: CGPoint(x: 10, y: 0)),
        .quadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5)),
        .curve(
          to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 7, y: 15),
          control2: CGPoint(x: 3, y: 15)),
        .closeSubpath,
      ])
    #expect(path.svgPathData() == "M0 0H10Q20 5 10 10C7 15 3 15 0 10Z")
    #expect(Path(elements: path.elements) == path)
  }

  @Test func addLinesStartsWithAMove() {
    let path = Path { $0.addLines([.zero, CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 0)]) }
    #expect(path.svgPathData() == "M0 0L1 1 2 0")
    #expect(Path { $0.addLines([]) }.isEmpty)
  }

  @Test func segmentWithoutCurrentPointStartsASubpathAtItsEnd() {
    let line = Path { $0.addLine(to: CGPoint(x: 5, y: 5)) }
    #expect(line.elements == [.move(to: CGPoint(x: 5, y: 5))])
    let curve = Path { p in
      p.addCurve(to: CGPoint(x: 1, y: 2), control1: .zero, control2: .zero)
      p.addLine(to: CGPoint(x: 3, y: 2))
    }
    #expect(curve.elements == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 2))])
  }

  @Test func segmentAfterCloseStartsANewSubpathAtTheClosedStart() {
    let path = Path { p in
      p.move(to: CGPoint(x: 1, y: 1))
      p.addLine(to: CGPoint(x: 5, y: 1))
      p.closeSubpath()
      #expect(p.currentPoint == CGPoint(x: 1, y: 1))
      p.addLine(to: CGPoint(x: 1, y: 9))
    }
    #expect(path.svgPathData() == "M1 1H5ZM1 1V9")
  }

  @Test func closeIsIgnoredOnAnEmptyPathAndWhenAlreadyClosed() {
    var path = Path()
    path.closeSubpath()
    #expect(path.isEmpty)
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 1, y: 0))
    path.closeSubpath()
    path.closeSubpath()
    #expect(path.svgPathData() == "M0 0H1Z")
  }

  @Test func successiveMovesKeepOnlyTheLast() {
    let path = Path { p in
      p.move(to: .zero)
      p.move(to: CGPoint(x: 2, y: 2))
      p.addLine(to: CGPoint(x: 3, y: 3))
    }
    #expect(path.svgPathData() == "M2 2L3 3")
  }

  @Test func nonFinitePointsAreIgnored() {
    let nan = CGFloat.nan
    let inf = CGFloat.infinity
    var path = Path()
    path.move(to: CGPoint(x: nan, y: 0))
    #expect(path.isEmpty)
    path.move(to: .zero)
    let before = path
    path.move(to: CGPoint(x: 0, y: inf))
    path.addLine(to: CGPoint(x: nan, y: nan))
    path.addLines([CGPoint(x: 1, y: 1), CGPoint(x: inf, y: 0)])
    path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: CGPoint(x: nan, y: 0))
    path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: CGPoint(x: 0, y: -inf))
    path.addRect(CGRect(x: 0, y: 0, width: nan, height: 1))
    path.addEllipse(in: CGRect(x: inf, y: 0, width: 1, height: 1))
    path.addRoundedRect(
      in: CGRect(x: 0, y: 0, width: 9, height: 9), cornerSize: CGSize(width: nan, height: 1))
    path.addRect(
      CGRect(x: 0, y: 0, width: 1, height: 1), transform: CGAffineTransform(scaleX: nan, y: 1))
    #expect(path == before)
  }

  @Test func rectangleRunsClockwiseFromTopLeftAndIsStandardized() {
    let rect = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(rect.svgPathData() == "M10 20H40V60H10Z")
    #expect(rect.area == 1200)
    let negative = Path(CGRect(x: 40, y: 60, width: -30, height: -40))
    #expect(negative == rect)
  }

  @Test func zeroSizedRectangleAddsItsFlatOutlineAndNullAddsNothing() {
    let flat = Path(CGRect(x: 5, y: 5, width: 10, height: 0))
    #expect(flat.svgPathData() == "M5 5H15 15 5Z")
    #expect(flat.area == 0)
    #expect(Path(CGRect.null).isEmpty)
  }

  @Test func ellipseStartsAtTheRightAndRunsClockwise() {
    let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(ellipse.elements.first == .move(to: CGPoint(x: 40, y: 10)))
    expectClose(ellipse.area, .pi * 20 * 10, tolerance: 1e-9)
    expectClose(ellipse.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 20), tolerance: 1e-12)
  }

  @Test func flatEllipseTracesItsLineThereAndBack() {
    let flat = Path(ellipseIn: CGRect(x: 0, y: 0, width: 0, height: 10))
    #expect(flat.svgPathData() == "M0 5V10 0 5Z")
    #expect(flat.area == 0)
  }

  @Test func addPathAppendsTransformedSubpaths() {
    var path = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
    path.addPath(
      Path(CGRect(x: 0, y: 0, width: 1, height: 1)),
      transform: CGAffineTransform(translationX: 10, y: 0))
    #expect(path.svgPathData() == "M0 0H1V1H0ZM10 0H11V1H10Z")
  }

  @Test func pathIsItsOwnShape() {
    let path = Path(CGRect(x: 0, y: 0, width: 3, height: 3))
    #expect(path.path(in: CGRect(x: 50, y: 50, width: 1, height: 1)) == path)
    #expect(path.description == "M0 0H3V3H0Z")
  }
}
