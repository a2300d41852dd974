import Foundation
import ShapeRender
import Testing
import _TestSupport

/// Exact-area coverage: what a fill covers, summed over the pixels, is the path's area.
@Suite struct RasterCoverageTests {
  /// The sum of alpha over the image, in pixels.
  private func coveredArea(_ image: RasterImage) -> Double {
    stride(from: 3, to: image.rgba.count, by: 4).reduce(0.0) { $0 + Double(image.rgba[$1]) }
      / 255
  }

  private func render(_ path: Path, eoFill: Bool = false, size: CGFloat = 200) throws
    -> RasterImage
  {
    try RasterRenderer().render(width: size, height: size) { context, _ in
      context.fill(path, with: .color(.black), style: FillStyle(eoFill: eoFill))
    }
  }

  /// Stepping along an edge by its slope lands a rounding error left of the canvas for
  /// these two end points (−1.4e-17 at the end of the first row): the edge must still
  /// write only cells of its row, and the triangle cover its area.
  @Test func anEdgeEndingOnTheLeftSideStaysInsideTheFirstRow() throws {
    var path = Path()
    path.move(to: CGPoint(x: 0.12007061067049407, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 0.2396333648675093))
    path.addLine(to: CGPoint(x: 8, y: 8))
    path.closeSubpath()
    let image = try render(path, size: 10)
    #expect(abs(coveredArea(image) - abs(path.area)) < 0.01)
    #expect(image.rgba[3] > 0)
  }

  @Test func seededFillsCoverTheirAnalyticAreaWithin005Percent() throws {
    var generator = SeededGenerator(seed: 15)
    var worst = 0.0
    for index in 0..<40 {
      let rect = CGRect(
        x: Double.random(in: 15...40, using: &generator),
        y: Double.random(in: 15...40, using: &generator),
        width: Double.random(in: 60...140, using: &generator),
        height: Double.random(in: 60...140, using: &generator))
      let path: Path
      switch index % 4 {
      case 0: path = Ellipse().path(in: rect)
      case 1: path = Circle().path(in: rect)
      case 2: path = RoundedRectangle(cornerRadius: 17).path(in: rect)
      default:
        // Turned about its centre, staying inside the canvas.
        let turn = CGAffineTransform(translationX: rect.midX, y: rect.midY).rotated(by: 0.1)
          .translatedBy(x: -rect.midX, y: -rect.midY)
        path = Rectangle().path(in: rect).applying(turn)
      }
      let area = abs(path.area)
      let covered = coveredArea(try render(path))
      let error = abs(covered - area) / area
      worst = max(worst, error)
      #expect(error < 0.0005, "shape \(index) \(rect): covered \(covered), analytic \(area)")
    }
    #expect(worst > 0)
  }

  @Test func aHalfPixelEdgeIsHalfCovered() throws {
    let image = try render(Path(CGRect(x: 10.5, y: 10, width: 20, height: 20)), size: 40)
    #expect(image.pixel(x: 10, y: 15).alpha == 128)
    #expect(image.pixel(x: 11, y: 15).alpha == 255)
    #expect(image.pixel(x: 9, y: 15).alpha == 0)
    #expect(image.pixel(x: 30, y: 15).alpha == 128)
  }

  @Test func evenOddLeavesTheOverlapOfTwoSquaresEmpty() throws {
    var path = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
    path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
    let evenOdd = try render(path, eoFill: true, size: 40)
    let nonzero = try render(path, size: 40)
    #expect(evenOdd.pixel(x: 15, y: 15).alpha == 0)
    #expect(nonzero.pixel(x: 15, y: 15).alpha == 255)
    #expect(evenOdd.pixel(x: 5, y: 5).alpha == 255)
    #expect(coveredArea(evenOdd) == 600)
    #expect(coveredArea(nonzero) == 700)
  }

  @Test func shapesPastTheCanvasEdgesCoverOnlyWhatIsInside() throws {
    let image = try render(Path(CGRect(x: -50, y: -50, width: 80, height: 1000)), size: 40)
    #expect(coveredArea(image) == 30 * 40)
    #expect(image.pixel(x: 0, y: 39).alpha == 255)
    #expect(image.pixel(x: 30, y: 0).alpha == 0)
  }

  @Test func curvesAreFlattenedWithinATenthOfAPixel() throws {
    // A circle of radius 1000 seen through a 40-pixel window at its rightmost point: the
    // edge must sit at x = 20 within 0.1 px on the centre row.
    let circle = Circle().path(in: CGRect(x: -1980, y: -980, width: 2000, height: 2000))
    let image = try render(circle, size: 40)
    #expect(image.pixel(x: 19, y: 20).alpha > 229)
    #expect(image.pixel(x: 20, y: 20).alpha < 26)
  }
}
