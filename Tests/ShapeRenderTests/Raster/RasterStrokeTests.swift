import Foundation
import ShapeRender
import Shapes
import Testing
import _TestSupport

/// Strokes drawn by the raster renderer's own stroker, in device space: their coverage is
/// the area of each pixel inside the stroke, also at the edges beside corners and curves,
/// and their shape is SVG's.
@Suite struct RasterStrokeTests {
  private func stroke(
    _ path: Path, _ style: StrokeStyle, size: CGFloat = 64,
    transform: CGAffineTransform = .identity
  ) throws -> RasterImage {
    try RasterRenderer().render(width: size, height: size) { context, _ in
      context.concatenate(transform)
      context.stroke(path, with: .color(.black), style: style)
    }
  }

  /// The fraction of each pixel's `samples` × `samples` sample points that `contains` holds.
  private func sampledCoverage(
    width: Int, height: Int, samples: Int, _ contains: (CGPoint) -> Bool
  ) -> [Double] {
    var result = [Double](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        var inside = 0
        for sy in 0..<samples {
          for sx in 0..<samples {
            let point = CGPoint(
              x: Double(x) + (Double(sx) + 0.5) / Double(samples),
              y: Double(y) + (Double(sy) + 0.5) / Double(samples))
            if contains(point) { inside += 1 }
          }
        }
        result[y * width + x] = Double(inside) / Double(samples * samples)
      }
    }
    return result
  }

  private func alpha(_ image: RasterImage) -> [Double] {
    stride(from: 3, to: image.rgba.count, by: 4).map { Double(image.rgba[$0]) / 255 }
  }

  /// A staircase of axis-aligned lines with sharp right-angle bends and miter joins, every
  /// edge of its stroke on a grid of eighths of a pixel: 8 × 8 samples a pixel give each
  /// pixel's exact area, which the renderer matches within rounding, corners and all.
  @Test func aStrokedStaircaseHasTheExactAreaInEveryPixel() throws {
    let points = [
      CGPoint(x: 8.25, y: 10.375), CGPoint(x: 30.125, y: 10.375), CGPoint(x: 30.125, y: 24.5),
      CGPoint(x: 12.625, y: 24.5), CGPoint(x: 12.625, y: 41.75), CGPoint(x: 50.375, y: 41.75),
      CGPoint(x: 50.375, y: 55.125),
    ]
    var path = Path()
    path.move(to: points[0])
    for point in points.dropFirst() { path.addLine(to: point) }
    let half = 1.75
    // With square caps and right-angle miters, the stroke is the union of each line's
    // rectangle grown by half the width on every side.
    let rectangles = zip(points, points.dropFirst()).map { a, b in
      CGRect(
        x: min(a.x, b.x) - half, y: min(a.y, b.y) - half, width: abs(a.x - b.x) + 2 * half,
        height: abs(a.y - b.y) + 2 * half)
    }
    let exact = sampledCoverage(width: 64, height: 64, samples: 8) { point in
      rectangles.contains { $0.contains(point) }
    }
    let drawn = alpha(
      try stroke(path, StrokeStyle(lineWidth: 2 * half, lineCap: .square, lineJoin: .miter)))
    let worst = zip(drawn, exact).map { abs($0 - $1) }.max() ?? 1
    #expect(worst <= 1.5 / 255, "worst pixel off by \(worst * 255)/255")
    #expect(exact.reduce(0, +) > 100)
  }

  /// Zigzags with bends of 30° to 150°, curves of many flattened pieces and a cusp, with
  /// every join: each pixel's coverage within sampling error of SVG's definition of the
  /// stroke (16 × 16 samples a pixel), and the ink within 0.3% of it.
  @Test func sharpBendsAndCurvesHaveTheirAreaAtTheEdges() throws {
    var zigzag = Path()
    zigzag.move(to: CGPoint(x: 6, y: 50))
    zigzag.addLine(to: CGPoint(x: 16.3, y: 12.2))
    zigzag.addLine(to: CGPoint(x: 22.7, y: 52.9))
    zigzag.addLine(to: CGPoint(x: 40.1, y: 14.4))
    zigzag.addQuadCurve(to: CGPoint(x: 58.2, y: 55.5), control: CGPoint(x: 70, y: 10))
    var cusp = Path()
    cusp.move(to: CGPoint(x: 8, y: 12))
    cusp.addCurve(
      to: CGPoint(x: 56, y: 12), control1: CGPoint(x: 56, y: 60), control2: CGPoint(x: 8, y: 60))
    var worstPixel = 0.0
    for (path, width) in [(zigzag, 3.3), (cusp, 5.0), (zigzag, 1.0)] {
      for join in [CGLineJoin.miter, .round, .bevel] {
        let style = StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: join, miterLimit: 4)
        let drawn = alpha(try stroke(path, style))
        let reference = StrokeReference(path: path, style: style)
        let exact = sampledCoverage(width: 64, height: 64, samples: 16) { reference.contains($0) }
        let worst = zip(drawn, exact).map { abs($0 - $1) }.max() ?? 1
        worstPixel = max(worstPixel, worst)
        let ink = drawn.reduce(0, +)
        let exactInk = exact.reduce(0, +)
        #expect(worst <= 0.1, "width \(width) \(join): a pixel off by \(worst * 255)/255")
        #expect(
          abs(ink - exactInk) <= 0.003 * exactInk, "width \(width) \(join): \(ink) vs \(exactInk)")
      }
    }
    #expect(worstPixel > 0)
  }

  /// A dense wave whose peaks bend much tighter than half the width over many short
  /// pieces, as W2's million-point path does: the inside of its stroke folds over itself
  /// beyond the two bodies of any one corner, and those rows too are drawn by winding, so
  /// no pixel there is drawn darker than SVG's definition (8 × 8 samples a pixel).
  @Test func theFoldedInsideOfADenseWavesPeaksIsNotDrawnTwice() throws {
    var wave = Path()
    let count = 600
    for index in 0...count {
      let x = 2 + 28 * Double(index) / Double(count)
      let point = CGPoint(x: x, y: 16 + 10 * sin(2 * Double.pi * x / 4))
      if index == 0 { wave.move(to: point) } else { wave.addLine(to: point) }
    }
    let style = StrokeStyle(lineWidth: 1)
    let drawn = alpha(try stroke(wave, style, size: 32))
    let reference = StrokeReference(path: wave, style: style)
    let exact = sampledCoverage(width: 32, height: 32, samples: 8) { reference.contains($0) }
    let worst = zip(drawn, exact).map { abs($0 - $1) }.max() ?? 1
    #expect(worst <= 0.1, "a pixel off by \(worst * 255)/255")
  }

  /// The seeded matrix of stroked paths (lines, arcs, curves with cusps and loops, every
  /// cap, join and dash): where the raster stroke and the fill of `strokedPath` differ by
  /// more than a quarter of a pixel's coverage, SVG's definition settles it, and the stroke
  /// departs from the definition on at most 0.5% of its pixels.
  @Test func theSeededStrokeMatrixAgreesWithTheDefinition() throws {
    let cases = StrokeMatrix.cases(count: 60, seed: 0x5712_0CE5)
    let size = CGFloat(StrokeMatrix.canvasSize)
    for (index, testCase) in cases.enumerated() {
      let stroked = try RasterRenderer().render(width: size, height: size) { context, _ in
        context.stroke(testCase.path, with: .color(.black), style: testCase.style)
      }
      let filled = try RasterRenderer().render(width: size, height: size) { context, _ in
        context.fill(testCase.path.strokedPath(testCase.style), with: .color(.black))
      }
      let ours = alpha(stroked)
      let theirs = alpha(filled)
      let painted = zip(ours, theirs).count { $0 > 0 || $1 > 0 }
      let disputed = ours.indices.filter { abs(ours[$0] - theirs[$0]) > 0.25 }
      guard !disputed.isEmpty else { continue }
      let reference = StrokeReference(path: testCase.path, style: testCase.style)
      let wrong = disputed.count { pixel in
        let x = pixel % Int(size)
        let y = pixel / Int(size)
        var inside = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let point = CGPoint(
              x: Double(x) + (Double(sx) + 0.5) / 4, y: Double(y) + (Double(sy) + 0.5) / 4)
            if reference.contains(point) { inside += 1 }
          }
        }
        return abs(ours[pixel] - Double(inside) / 16) > 0.25
      }
      #expect(
        Double(wrong) <= 0.005 * Double(max(painted, 1)),
        "case \(index): \(wrong) of \(painted) pixels off the definition: \(testCase)")
    }
  }

  /// A rotated and uniformly scaled drawing is stroked in device space with the width
  /// scaled; a stretched one is stroked before the stretch, so the width stretches too.
  @Test func transformsScaleTheWidthAsSVGDoes() throws {
    var line = Path()
    line.move(to: CGPoint(x: 4, y: 10))
    line.addLine(to: CGPoint(x: 24, y: 10))
    let scaled = alpha(
      try stroke(line, StrokeStyle(lineWidth: 2), transform: CGAffineTransform(scaleX: 2, y: 2)))
    // 40 long, 4 wide: rows 18 to 21 full from x 8 to 47.
    #expect(scaled.reduce(0, +) == 160)
    let stretched = alpha(
      try stroke(line, StrokeStyle(lineWidth: 2), transform: CGAffineTransform(scaleX: 1, y: 3)))
    // 20 long, 6 tall after the stretch.
    #expect(stretched.reduce(0, +) == 120)
  }

  /// Dots: a sub-path of zero length draws a disk with round caps and a square with square
  /// caps, nothing with butt caps; a lone move draws nothing.
  @Test func zeroLengthSubpathsDrawDotsByTheirCap() throws {
    var dot = Path()
    dot.move(to: CGPoint(x: 20, y: 20))
    dot.addLine(to: CGPoint(x: 20, y: 20))
    var lone = Path()
    lone.move(to: CGPoint(x: 40, y: 40))
    let square = alpha(try stroke(dot, StrokeStyle(lineWidth: 6, lineCap: .square)))
    #expect(square.reduce(0, +) == 36)
    let disk = alpha(try stroke(dot, StrokeStyle(lineWidth: 6, lineCap: .round))).reduce(0, +)
    #expect(abs(disk - .pi * 9) < 0.01 * .pi * 9)
    #expect(alpha(try stroke(dot, StrokeStyle(lineWidth: 6, lineCap: .butt))).reduce(0, +) == 0)
    #expect(alpha(try stroke(lone, StrokeStyle(lineWidth: 6, lineCap: .round))).reduce(0, +) == 0)
  }

  /// Widths and coordinates far past the canvas finish, with bounded work: an enormous
  /// round join is cut into at most 1,024 chords, and rows are clamped before conversion.
  @Test func enormousWidthsAndCoordinatesFinish() throws {
    var path = Path()
    path.move(to: CGPoint(x: 10, y: 10))
    path.addLine(to: CGPoint(x: 50, y: 12))
    path.addLine(to: CGPoint(x: 12, y: 14))
    path.addQuadCurve(to: CGPoint(x: 1e300, y: -1e300), control: CGPoint(x: 30, y: 1e300))
    for width in [1e-300, 1e200, 1e300] {
      for join in [CGLineJoin.round, .miter] {
        let image = try stroke(
          path, StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: join, miterLimit: 4))
        #expect(image.width == 64)
      }
    }
    // A wide stroke round a sharp bend covers the canvas near the bend.
    let wide = alpha(try stroke(path, StrokeStyle(lineWidth: 1e6, lineJoin: .round)))
    #expect(wide[20 * 64 + 20] == 1)
  }
}
