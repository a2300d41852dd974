import Foundation
import Shapes
import Testing

@Suite struct PathTrimTests {
  /// A 100 × 50 rectangle: perimeter 300, corners at 0, 100, 150, 250 along it.
  let rectangle = Path(CGRect(x: 0, y: 0, width: 100, height: 50))

  @Test func rectangleCutsAtExactPoints() {
    #expect(
      rectangle.trimmedPath(from: 0.25, to: 0.5).elements == [
        .move(to: CGPoint(x: 75, y: 0)), .line(to: CGPoint(x: 100, y: 0)),
        .line(to: CGPoint(x: 100, y: 50)),
      ])
    #expect(
      rectangle.trimmedPath(from: 0, to: 0.25).elements == [
        .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 75, y: 0)),
      ])
    // From a corner: the side that ends there is left out, not kept as a point.
    #expect(
      rectangle.trimmedPath(from: 0.5, to: 1).elements == [
        .move(to: CGPoint(x: 100, y: 50)), .line(to: CGPoint(x: 0, y: 50)),
        .line(to: CGPoint(x: 0, y: 0)),
      ])
    // Into the closing line, which is kept as a line: the sub-path is not closed whole.
    #expect(
      rectangle.trimmedPath(from: 0.9, to: 1).elements == [
        .move(to: CGPoint(x: 0, y: 30)), .line(to: CGPoint(x: 0, y: 0)),
      ])
    #expect(rectangle.trimmedPath(from: 0.25, to: 0.5).svgPathData() == "M75 0H100V50")
  }

  @Test func circleTrimKeepsExactArcs() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
    let trimmed = circle.trimmedPath(from: 0.1, to: 0.35)
    #expect(trimmed.svgPathData().contains("A"))
    #expect(!trimmed.svgPathData().contains("C"))
    expectClose(trimmed.length, 0.25 * 2 * Double.pi * 100, tolerance: 1e-12)
    // It runs from 36° to 126° round the centre (100, 100).
    let start = 36 * Double.pi / 180
    let end = 126 * Double.pi / 180
    guard case .move(let first) = trimmed.elements.first else {
      Issue.record("a trimmed path starts with a move")
      return
    }
    expectClose(first, CGPoint(x: 100 + 100 * cos(start), y: 100 + 100 * sin(start)))
    expectClose(
      trimmed.currentPoint!, CGPoint(x: 100 + 100 * cos(end), y: 100 + 100 * sin(end)))
  }

  @Test func ellipseTrimKeepsArcsAndItsLengthFraction() {
    let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 300, height: 80))
      .applying(CGAffineTransform(rotationAngle: 0.4))
    let total = ellipse.length
    for (from, to) in [(0.0, 0.3), (0.2, 0.45), (0.6, 1.0), (0.05, 0.95)] {
      let trimmed = ellipse.trimmedPath(from: from, to: to)
      #expect(!trimmed.svgPathData().contains("C"))
      expectClose(trimmed.length, (to - from) * total, tolerance: 1e-9 * total)
    }
    // The two halves meet, and together make the whole.
    let first = ellipse.trimmedPath(from: 0, to: 0.37)
    let second = ellipse.trimmedPath(from: 0.37, to: 1)
    guard case .move(let start) = second.elements.first else {
      Issue.record("a trimmed path starts with a move")
      return
    }
    expectClose(first.currentPoint!, start, tolerance: 1e-9)
    expectClose(first.length + second.length, total, tolerance: 1e-9 * total)
  }

  @Test func cubicTrimmedInHalfHasHalfTheLength() {
    let curve = Path { p in
      p.move(to: CGPoint(x: 10, y: 20))
      p.addCurve(
        to: CGPoint(x: 60, y: -30), control1: CGPoint(x: 400, y: -250),
        control2: CGPoint(x: -300, y: 500))
    }
    let total = curve.length
    let first = curve.trimmedPath(from: 0, to: 0.5)
    let second = curve.trimmedPath(from: 0.5, to: 1)
    expectClose(first.length, total / 2, tolerance: 1e-9 * total)
    expectClose(second.length, total / 2, tolerance: 1e-9 * total)
    guard case .move(let start) = second.elements.first,
      case .curve(let end, _, _) = second.elements.last
    else {
      Issue.record("expected a move and a curve")
      return
    }
    expectClose(first.currentPoint!, start, tolerance: 1e-12)
    #expect(end == CGPoint(x: 60, y: -30))
    #expect(first.elements.first == .move(to: CGPoint(x: 10, y: 20)))
    // A middle piece, and a quadratic curve's piece stays quadratic.
    expectClose(
      curve.trimmedPath(from: 0.2, to: 0.7).length, 0.5 * total, tolerance: 1e-9 * total)
    let quad = Path { p in
      p.move(to: CGPoint(x: -10, y: 100))
      p.addQuadCurve(to: CGPoint(x: 10, y: 100), control: CGPoint(x: 0, y: -100))
    }
    let quadPiece = quad.trimmedPath(from: 0.1, to: 0.6)
    #expect(quadPiece.svgPathData().contains("Q"))
    expectClose(quadPiece.length, 0.5 * quad.length, tolerance: 1e-9 * quad.length)
  }

  @Test func cubicTrimsAcrossACusp() {
    // The speed vanishes at the cusp (t = 1/2, 70.7% of the length): inverting the length
    // must not be fooled there. Every piece has its share of the length to 1e-9.
    let cusp = Path { p in
      p.move(to: .zero)
      p.addCurve(
        to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 100, y: 100),
        control2: CGPoint(x: 0, y: 100))
    }
    let total = cusp.length
    for index in 1..<200 {
      let fraction = Double(index) / 200
      expectClose(
        cusp.trimmedPath(from: 0, to: fraction).length, fraction * total,
        tolerance: 1e-9 * total)
      expectClose(
        cusp.trimmedPath(from: fraction, to: 1).length, (1 - fraction) * total,
        tolerance: 1e-9 * total)
    }
  }

  @Test func documentationExample() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.trimmedPath(from: 0, to: 0.5).svgPathData() == "M0 0H10V10")
  }

  @Test func degenerateFractions() {
    #expect(rectangle.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    #expect(rectangle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(rectangle.trimmedPath(from: .nan, to: 1).isEmpty)
    #expect(rectangle.trimmedPath(from: 0, to: .nan).isEmpty)
    #expect(rectangle.trimmedPath(from: 1.5, to: 2).isEmpty)
    #expect(rectangle.trimmedPath(from: -1, to: 0).isEmpty)
    // Clamped to 0…1.
    #expect(rectangle.trimmedPath(from: -0.5, to: 0.25) == rectangle.trimmedPath(from: 0, to: 0.25))
    #expect(rectangle.trimmedPath(from: 0.75, to: 3) == rectangle.trimmedPath(from: 0.75, to: 1))
    #expect(rectangle.trimmedPath(from: -.infinity, to: .infinity) == rectangle)
    // A path of zero length has no part to keep.
    let dot = Path { p in
      p.move(to: CGPoint(x: 5, y: 5))
      p.addLine(to: CGPoint(x: 5, y: 5))
    }
    #expect(dot.trimmedPath(from: 0, to: 0.5).isEmpty)
    #expect(Path().trimmedPath(from: 0.2, to: 0.8).isEmpty)
  }

  @Test func fullTrimReturnsTheSamePath() {
    let path = Path { p in
      p.move(to: CGPoint(x: -3, y: -3))
      p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
      p.addEllipse(in: CGRect(x: 20, y: 0, width: 30, height: 10))
      p.move(to: CGPoint(x: 70, y: 0))
      p.addQuadCurve(to: CGPoint(x: 90, y: 0), control: CGPoint(x: 80, y: 20))
      p.move(to: CGPoint(x: 100, y: 100))
    }
    #expect(path.trimmedPath(from: 0, to: 1) == path)
    #expect(path.trimmedPath(from: 0, to: 1).svgPathData() == path.svgPathData())
  }

  @Test func subpathsAreTrimmedAsOneLength() {
    // Four 10 × 10 squares, 40 each: 160 in all.
    let squares = Path { p in
      for index in 0..<4 {
        p.addRect(CGRect(x: 20 * Double(index), y: 0, width: 10, height: 10))
      }
    }
    // 30…90: the closing side of the first square, all of the second, the first side of
    // the third. Each covered piece starts with a move; only the whole square keeps its
    // close.
    let middle = squares.trimmedPath(from: 0.1875, to: 0.5625)
    #expect(
      middle.elements == [
        .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 0)),
        .move(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 30, y: 0)),
        .line(to: CGPoint(x: 30, y: 10)), .line(to: CGPoint(x: 20, y: 10)), .closeSubpath,
        .move(to: CGPoint(x: 40, y: 0)), .line(to: CGPoint(x: 50, y: 0)),
      ])
    expectClose(middle.length, 60)
    // 40…120: exactly the second and third squares, whole.
    #expect(
      squares.trimmedPath(from: 0.25, to: 0.75).svgPathData() == "M20 0H30V10H20ZM40 0H50V10H40Z")
  }

  @Test func openSubpathGapIsNotPartOfTheLength() {
    // Two open lines 30 and 10 long, far apart: the gap between them is not drawn.
    let lines = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addLine(to: CGPoint(x: 30, y: 0))
      p.move(to: CGPoint(x: 100, y: 100))
      p.addLine(to: CGPoint(x: 100, y: 110))
    }
    #expect(
      lines.trimmedPath(from: 0.5, to: 0.875).elements == [
        .move(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 30, y: 0)),
        .move(to: CGPoint(x: 100, y: 100)), .line(to: CGPoint(x: 100, y: 105)),
      ])
  }

  @Test func piecesJoinUpAcrossMixedSegments() {
    // A pie wedge: line, arc, closing line. Any range gives one connected piece whose
    // length is its share.
    let wedge = Path { p in
      p.move(to: CGPoint(x: 100, y: 100))
      p.addArc(
        center: CGPoint(x: 100, y: 100), radius: 100, startAngle: .degrees(-90),
        endAngle: .degrees(160), clockwise: false)
      p.closeSubpath()
    }
    let total = wedge.length
    expectClose(total, 200 + 250.0 / 360 * 2 * Double.pi * 100, tolerance: 1e-12)
    for (from, to) in [(0.1, 0.2), (0.2, 0.95), (0.0, 0.6), (0.4, 1.0)] {
      let piece = wedge.trimmedPath(from: from, to: to)
      #expect(piece.elements.filter { $0 == .closeSubpath }.isEmpty)
      expectClose(piece.length, (to - from) * total, tolerance: 1e-12 * total)
    }
  }
}
