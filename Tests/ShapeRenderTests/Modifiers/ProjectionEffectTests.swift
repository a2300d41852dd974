import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// `rotation3DEffect`, `projectionEffect` and `GeometryEffect`: flat turns as transforms,
/// perspective turns with their outlines projected point by point.
@MainActor @Suite struct ProjectionEffectTests {
  /// A 100 × 100 black square centred on a 200 × 200 canvas, turned by `angle` about
  /// `axis`.
  private func turnedSquare(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), perspective: CGFloat = 1
  ) throws -> PNGImage {
    try renderPixels(width: 200, height: 200) {
      Rectangle().fill(.black).frame(width: 100, height: 100)
        .rotation3DEffect(angle, axis: axis, perspective: perspective)
    }
  }

  @Test func aTurnAboutTheVerticalAxisTakesTheRightSideAway() throws {
    // The viewer is 100 in front (the larger side over a perspective of 1). Turned 45°,
    // the left side comes 35.4 nearer and grows to x 45.31, y 22.65…177.35; the right side
    // goes 35.4 farther and shrinks to x 126.12, y 63.06…136.94: a trapezium of area
    // 9,235.7.
    let image = try turnedSquare(.degrees(45), axis: (0, 1, 0))
    let box = try #require(image.boundingBox(alphaAbove: 127))
    #expect(box == PixelRect(x: 45, y: 23, width: 81, height: 154), "\(box)")
    #expect(abs(image.coverage() - 9_235.7) < 2, "\(image.coverage())")
    // Near the right side's ends it is empty above 63 and below 137.
    #expect(image[x: 124, y: 60].isTransparent)
    #expect(image[x: 124, y: 66].isOpaque)
    #expect(image[x: 47, y: 26].isOpaque)
  }

  @Test func aTurnAboutTheHorizontalAxisTakesTheTopAway() throws {
    // Turned 60° about x: the top edge recedes to y 82.55, x 65.11…134.89; the bottom
    // edge comes nearer, to y 144.09, x 11.81…188.19.
    let image = try turnedSquare(.degrees(60), axis: (1, 0, 0))
    let box = try #require(image.boundingBox(alphaAbove: 127))
    #expect(box == PixelRect(x: 12, y: 83, width: 176, height: 61), "\(box)")
    #expect(image[x: 66, y: 84].isOpaque)
    #expect(image[x: 62, y: 84].isTransparent)
  }

  @Test func aHalfTurnAboutTheVerticalAxisMirrorsTheView() throws {
    let image = try renderPixels(width: 100, height: 50) {
      HStack(spacing: 0) {
        Color.red
        Color.blue
      }
      .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
    }
    #expect(image[x: 10, y: 25] == RGBA(red: 0, green: 122, blue: 255, alpha: 255))
    #expect(image[x: 90, y: 25] == RGBA(red: 255, green: 59, blue: 48, alpha: 255))
    #expect(image.coverage() == 5_000)
  }

  @Test func flatTurnsAreWrittenAsTransforms() {
    // 180° about y is the mirror matrix(−1 0 0 1 200 0) about x = 100; about z it is
    // rotationEffect's turn.
    let mirrored = renderBody(width: 200) {
      Rectangle().fill(.black).frame(width: 40, height: 20)
        .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
    }
    #expect(mirrored == [#"<path d="M80 40H120V60H80Z" transform="matrix(-1 0 0 1 200 0)"/>"#])
    let turned = renderBody {
      Rectangle().fill(.black).frame(width: 40, height: 20)
        .rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1))
    }
    let rotated = renderBody {
      Rectangle().fill(.black).frame(width: 40, height: 20).rotationEffect(.degrees(90))
    }
    #expect(turned == rotated)
  }

  @Test func noTurnAndNoAxisDrawTheViewUnchanged() {
    let plain = renderBody { Circle().fill(.red).frame(width: 40, height: 40) }
    let unturned = renderBody {
      Circle().fill(.red).frame(width: 40, height: 40)
        .rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0))
    }
    let noAxis = renderBody {
      Circle().fill(.red).frame(width: 40, height: 40)
        .rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0))
    }
    #expect(unturned == plain)
    #expect(noAxis == plain)
  }

  @Test func withoutPerspectiveATurnOnlyNarrowsTheView() throws {
    // Perspective 0: the 100-wide square turned 60° about y is 50 wide, 100 high.
    let image = try turnedSquare(.degrees(60), axis: (0, 1, 0), perspective: 0)
    #expect(image.boundingBox() == PixelRect(x: 75, y: 50, width: 50, height: 100))
    #expect(image.coverage() == 5_000)
  }

  @Test func edgeOnAndNonFiniteTurnsDrawNothing() throws {
    for angle in [Angle.degrees(90), .degrees(.nan), .degrees(.infinity)] {
      let image = try turnedSquare(angle, axis: (0, 1, 0))
      #expect(image.coverage() == 0, "\(angle)")
    }
    let nanAxis = try turnedSquare(.degrees(30), axis: (.nan, 1, 0))
    #expect(nanAxis.coverage() == 0)
  }

  @Test func strokesInPerspectiveAreFilledOutlines() {
    let body = renderBody(width: 200, height: 200) {
      Circle().stroke(.blue, lineWidth: 4).frame(width: 100, height: 100)
        .rotation3DEffect(.degrees(40), axis: (x: 1, y: 1, z: 0))
    }
    #expect(!body.joined().contains("stroke="), "\(body)")
    #expect(body.joined().contains("fill=\"#007aff\""))
  }

  @Test func textInPerspectiveIsDrawnAsItsProjectedGlyphs() throws {
    let turned = Artwork(width: 200, height: 100) {
      Text("Far away").foregroundColor(.red)
        .rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))
    }
    let svg = SVGRenderer().render(turned)
    #expect(!svg.contains("<text"), "\(svg)")
    #expect(svg.contains(##"fill="#ff3b30""##))
    #expect(turned.diagnostics.isEmpty)
    // The top of the text recedes toward the middle: the F's stem leans, its left edge
    // further right in the top rows than down at the baseline.
    let pixels = PNGImage(try RasterRenderer().render(turned))
    let box = try #require(pixels.boundingBox(alphaAbove: 127))
    func leftmost(_ rows: ClosedRange<Int>) -> Int {
      rows.compactMap { y in (box.minX..<box.maxX).first { pixels[x: $0, y: y].alpha > 127 } }
        .min() ?? .max
    }
    let top = leftmost(box.minY...(box.minY + box.height / 5))
    let low = leftmost((box.minY + box.height * 3 / 5)...(box.minY + box.height * 3 / 4))
    #expect(top > low + 1, "top \(top), low \(low), \(box)")
  }

  @Test func imagesInPerspectiveAreReportedAsApproximated() throws {
    let pixels = try RasterRenderer().render(width: 10, height: 10) { context, size in
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
    }
    let image = try Image(data: pixels.pngData())
    let turned = Artwork(width: 100, height: 100) {
      image.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
    }
    #expect(turned.diagnostics == [.approximatedProjection])
    let flat = Artwork(width: 100, height: 100) {
      image.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
    }
    #expect(flat.diagnostics.isEmpty)
  }

  @Test func aGeometryEffectMovesTheViewByItsTransformOfTheSize() throws {
    struct HalfWidthShift: GeometryEffect {
      var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
      }
      func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: 0))
      }
    }
    // A 40 × 40 square centred on 200 × 200 (80…120) moved right by 20.
    let image = try renderPixels(width: 200, height: 200) {
      Rectangle().fill(.black).frame(width: 40, height: 40).modifier(HalfWidthShift())
    }
    #expect(image.boundingBox() == PixelRect(x: 100, y: 80, width: 40, height: 40))
  }

  @Test func projectionTransformsConcatenateAndInvert() throws {
    let affine = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
    let then = CGAffineTransform(translationX: 3, y: 1)
    #expect(
      ProjectionTransform(affine).concatenating(ProjectionTransform(then))
        == ProjectionTransform(affine.concatenating(then)))
    let perspective = ProjectionTransform(
      m11: 1, m12: 0.2, m13: 0.001, m21: -0.3, m22: 1.1, m23: 0.002, m31: 5, m32: -2, m33: 1)
    #expect(!perspective.isAffine)
    #expect(ProjectionTransform(affine).isAffine)
    let inverse = try #require(perspective.inverted())
    let product = perspective.concatenating(inverse)
    for (entry, expected) in [
      (product.m11, 1.0), (product.m12, 0), (product.m13, 0), (product.m21, 0),
      (product.m22, 1), (product.m23, 0), (product.m31, 0), (product.m32, 0),
      (product.m33, 1),
    ] {
      #expect(abs(entry - expected) < 1e-12)
    }
    var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
    let inverted = singular.invert()
    #expect(!inverted)
    #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
  }
}
