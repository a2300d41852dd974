import Foundation
import PixelKit
import Testing

@testable import ShapeRender

/// Shadows of content past the canvas edge: the raster renderer draws a shadow's content
/// beyond the canvas, as far as the blur and offset can bring it back, and blurs across
/// the canvas edges, as SVG's filter regions (in user space) make resvg do.
@MainActor @Suite struct RasterShadowBeyondCanvasTests {
  /// A 30 × 30 square at 85…115 × 35…65, half of it past the right edge of a 100 × 100
  /// canvas, casting an opaque black shadow `x` to the left.
  private static func offCanvasSquare(radius: CGFloat, x: CGFloat, y: CGFloat = 0)
    -> (inout GraphicsContext, CGSize) -> Void
  {
    { context, _ in
      context.addFilter(.shadow(color: .black, radius: radius, x: x, y: y))
      context.fill(Path(CGRect(x: 85, y: 35, width: 30, height: 30)), with: .color(.red))
    }
  }

  /// The integral of a normal density of deviation `sigma` centred on `centre` over
  /// `lower…upper`.
  private static func gaussianIntegral(
    _ lower: Double, _ upper: Double, centre: Double, sigma: Double
  ) -> Double {
    (erf((upper - centre) / (sigma * 2.0.squareRoot()))
      - erf((lower - centre) / (sigma * 2.0.squareRoot()))) / 2
  }

  @Test func theShadowOfASquarePastTheEdgeIsTheGaussianIntegralOverAllOfIt() throws {
    // σ = 1.9, below 2 pixels: a true Gaussian. The shadow covers 45…75 × 35…65; its
    // right half (60…75) falls from the part of the square past the edge.
    let sigma = 1.9
    let image = try RasterRenderer().render(
      width: 100, height: 100, drawing: Self.offCanvasSquare(radius: 2 * sigma, x: -40))
    var worst = 0.0
    var pixels: [(Int, Int)] = (35..<85).map { ($0, 50) }
    pixels += (25..<75).map { (70, $0) }
    for (x, y) in pixels {
      let expected =
        255
        * Self.gaussianIntegral(45, 75, centre: Double(x) + 0.5, sigma: sigma)
        * Self.gaussianIntegral(35, 65, centre: Double(y) + 0.5, sigma: sigma)
      let pixel = image.pixel(x: x, y: y)
      #expect(pixel.red == 0 && pixel.green == 0 && pixel.blue == 0 || pixel.alpha == 0)
      worst = max(worst, abs(Double(pixel.alpha) - expected))
    }
    // The blur samples the Gaussian at pixel centres where the integral takes its whole
    // width (at most 0.75/255 apart at σ = 1.9), and the result is rounded to 8 bits
    // (measured: at most 1.06/255 apart, at the shadow's steepest pixels).
    #expect(worst <= 1.25)
    // Fully in the shadow of the part past the edge.
    #expect(image.pixel(x: 68, y: 50).alpha == 255)
  }

  /// Drawings on a 100 × 100 canvas whose content lies partly past its edges.
  private static var scenes: [(String, (inout GraphicsContext, CGSize) -> Void)] {
    [
      ("a square past the right edge, shadow to the left", offCanvasSquare(radius: 10, x: -40)),
      ("the same, shadow up and to the left", offCanvasSquare(radius: 16, x: -30, y: -20)),
      (
        "an ellipse past the top left corner",
        { context, _ in
          context.addFilter(.shadow(color: .blue.opacity(0.6), radius: 12, x: 30, y: 25))
          context.fill(
            Ellipse().path(in: CGRect(x: -40, y: -30, width: 70, height: 60)),
            with: .color(.orange))
        }
      ),
      (
        "a blur without offset across the bottom edge",
        { context, _ in
          context.addFilter(.shadow(color: .black, radius: 20))
          context.fill(Path(CGRect(x: 30, y: 80, width: 40, height: 50)), with: .color(.green))
        }
      ),
      (
        "a clipped, translucent fill past the right edge",
        { context, _ in
          context.addFilter(.shadow(color: .black, radius: 8, x: -35, y: 5))
          context.opacity = 0.7
          context.clip(to: Circle().path(in: CGRect(x: 70, y: 20, width: 60, height: 60)))
          context.fill(Path(CGRect(x: 60, y: 10, width: 80, height: 80)), with: .color(.purple))
        }
      ),
      (
        "a stroked circle past the bottom right corner",
        { context, _ in
          context.addFilter(.shadow(color: .black.opacity(0.8), radius: 6, x: -20, y: -25))
          context.stroke(
            Circle().path(in: CGRect(x: 70, y: 75, width: 50, height: 50)),
            with: .color(.indigo), lineWidth: 6)
        }
      ),
      (
        "two shadows, one within the other, past the left edge",
        { context, _ in
          context.addFilter(.shadow(color: .black, radius: 6, x: 25, y: 0))
          context.addFilter(.shadow(color: .red, radius: 4, x: 0, y: 20))
          context.fill(Path(CGRect(x: -30, y: 10, width: 40, height: 40)), with: .color(.teal))
        }
      ),
    ]
  }

  @Test func contentPastTheEdgeCastsTheShadowItCastsOnALargerCanvas() throws {
    // Drawn 150 points in on a 400 × 400 canvas, everything lies on the canvas; the
    // 100 × 100 window that is the small canvas must hold the same pixels.
    for (name, drawing) in Self.scenes {
      let small = try RasterRenderer().render(width: 100, height: 100, drawing: drawing)
      let large = try RasterRenderer().render(width: 400, height: 400) { context, size in
        context.translateBy(x: 150, y: 150)
        drawing(&context, size)
      }
      var worst = 0
      for y in 0..<100 {
        for x in 0..<100 {
          for k in 0..<4 {
            let a = Int(small.rgba[(y * 100 + x) * 4 + k])
            let b = Int(large.rgba[((y + 150) * 400 + x + 150) * 4 + k])
            worst = max(worst, abs(a - b))
          }
        }
      }
      // Rounding of the blur's running sums, which start at different columns.
      #expect(worst <= 1, "\(name): \(worst)")
    }
  }

  @Test func shadowsOfContentPastTheEdgesMatchResvg() throws {
    try Resvg.require()
    guard Resvg.executable != nil else { return }
    for (name, drawing) in Self.scenes {
      let svg = SVGRenderer().render(width: 100, height: 100, drawing: drawing)
      let ours = try RasterRenderer().render(width: 100, height: 100, drawing: drawing)
      var comparison = RasterComparison()
      comparison.add(ours: ours, theirs: try Resvg.render(svg))
      // resvg draws the shadow of what lies past the edge too: its filter region is in
      // user space. What is left is its blur's own difference from this renderer's, the
      // same where the drawing lies wholly on the canvas, and its edges rounded to
      // quarters of a pixel (measured: at most 27 pixels past 16/255 in a drawing, the
      // stroke's edges, none past 40/255, a mean of at most 0.51/255). Without the part
      // past the edge, the first drawing is 255/255 off where that part's shadow falls
      // alone, and 832 of its pixels are past 40/255.
      #expect(
        comparison.isWithin(differing: 0.004, farOff: 0, mean: 0.6),
        "\(name): \(comparison.summary)")
    }
  }

  @Test func theMarginPastTheCanvasIsCappedAndHalvedOnLargeCanvases() {
    #expect(SceneRasterizer.shadowMargin(width: 100, height: 100) == 1024)
    #expect(SceneRasterizer.shadowMargin(width: 4096, height: 4096) == 1024)
    // 8,000 + 2 × 64 squared is within 2²⁶ pixels; 8,000 + 2 × 128 squared is not.
    #expect(SceneRasterizer.shadowMargin(width: 8000, height: 8000) == 64)
    #expect(SceneRasterizer.shadowMargin(width: 8192, height: 8192) == 0)
    #expect(SceneRasterizer.shadowMargin(width: 32_768, height: 2048) == 0)
  }

  @Test func aHugeBlurAndOffsetOfContentPastTheEdgeFinishQuickly() throws {
    let clock = ContinuousClock()
    let start = clock.now
    // Content far larger than the canvas on every side, a blur of radius 10,000 and
    // offsets of up to a million: the layers and the blur stay within the margin.
    let image = try RasterRenderer().render(width: 200, height: 200) { context, _ in
      var far = context
      far.addFilter(.shadow(color: .black, radius: 10_000, x: 1e6, y: -1e5))
      far.fill(Path(CGRect(x: 150, y: -1e6, width: 2e6, height: 3e6)), with: .color(.red))
      var wide = context
      wide.addFilter(.shadow(color: .black, radius: 10_000, x: -1000, y: 0))
      wide.fill(Path(CGRect(x: 190, y: 50, width: 2e6, height: 100)), with: .color(.blue))
    }
    let elapsed = clock.now - start
    #expect(elapsed < .seconds(5))
    #expect(image.pixel(x: 160, y: 100) == (255, 59, 48, 255))
    #expect(image.pixel(x: 195, y: 100) == (0, 122, 255, 255))
    // The wide shadow is blurred over the canvas and the margin, 2,248 pixels each way,
    // as if nothing lay beyond: five boxes about 7,750 wide leave it all but clear.
    #expect(image.pixel(x: 10, y: 100).alpha <= 1)
  }

  @Test func contentWithinTheMarginCastsItsShadowAndFurtherOutNone() throws {
    // Squares wholly past the right edge of a 200-wide canvas, with opaque shadows moved
    // back onto it without blur: the margin reaches to x = 200 + 1,024 = 1,224.
    let image = try RasterRenderer().render(width: 200, height: 200) { context, _ in
      var near = context
      near.addFilter(.shadow(color: .black, radius: 0, x: -1100, y: 0))
      near.fill(Path(CGRect(x: 1110, y: 20, width: 60, height: 60)), with: .color(.red))
      var far = context
      far.addFilter(.shadow(color: .black, radius: 0, x: -1200, y: 0))
      far.fill(Path(CGRect(x: 1230, y: 120, width: 60, height: 60)), with: .color(.red))
    }
    #expect(image.pixel(x: 40, y: 50) == (0, 0, 0, 255))
    #expect(image.pixel(x: 60, y: 150).alpha == 0)
  }
}
