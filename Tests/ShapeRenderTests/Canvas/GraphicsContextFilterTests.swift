import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// `GraphicsContext`'s blur and color filters: the same filters as the views', applied to
/// each later operation on its own.
@Suite struct GraphicsContextFilterTests {
  let square = Path(CGRect(x: 10, y: 10, width: 20, height: 20))
  let pureRed = Color(red: 1, green: 0, blue: 0)

  /// The body lines of a drawing on a 40 × 40 canvas.
  private func draw(_ drawing: (inout GraphicsContext, CGSize) -> Void) -> [String] {
    let svg = SVGRenderer().render(width: 40, height: 40, drawing: drawing)
    expectWellFormed(svg)
    return bodyLines(svg)
  }

  /// The middle pixel of the square drawn under `filter`: red, green, blue, alpha.
  private func middle(under filter: GraphicsContext.Filter) throws -> [Int] {
    let image = try RasterRenderer().render(width: 40, height: 40) { context, _ in
      context.addFilter(filter)
      context.fill(square, with: .color(pureRed))
    }
    let pixel = image.pixel(x: 20, y: 20)
    return [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
  }

  @Test func aBlurFiltersRadiusIsItsStandardDeviation() {
    // As SwiftUI documents `GraphicsContext.Filter.blur(radius:)`; a view's blur takes half.
    // The region holds 3σ + 1 = 10 around the 20-wide square: half of it on each side.
    let lines = draw { context, _ in
      context.addFilter(.blur(radius: 3))
      context.fill(square, with: .color(.red))
    }
    #expect(
      lines == [
        ##"<defs><filter id="blur1" x="-0.5" y="-0.5" width="2" height="2" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="3"/></filter></defs>"##,
        ##"<path d="M10 10H30V30H10Z" fill="#ff3b30" filter="url(#blur1)"/>"##,
      ])
  }

  @Test func anOpaqueBlurFillsTheClipBounds() {
    let lines = draw { context, _ in
      context.clip(to: Path(CGRect(x: 5, y: 5, width: 30, height: 30)))
      context.addFilter(.blur(radius: 2, options: .opaque))
      context.fill(square, with: .color(.red))
    }
    let filter = lines.first { $0.contains("<filter") } ?? ""
    #expect(
      filter.contains(
        ##"filterUnits="userSpaceOnUse" x="5" y="5" width="30" height="30""##))
    #expect(filter.contains(##"<feFuncA type="linear" slope="0" intercept="1"/>"##))
  }

  @Test func colorFiltersAreTheViewsFilters() {
    let lines = draw { context, _ in
      context.addFilter(.colorInvert())
      context.addFilter(.grayscale(0.5))
      context.fill(square, with: .color(.red))
    }
    // The first filter added is applied first: on the element, the second around it.
    #expect(lines.count == 5)
    #expect(lines[0].contains(##"<feColorMatrix type="saturate" values="0.5"/>"##))
    #expect(lines[1] == ##"<g filter="url(#color1)">"##)
    #expect(
      lines[2].contains(
        ##"<feColorMatrix values="-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"/>"##))
    #expect(lines[3].hasSuffix(##"filter="url(#color2)"/>"##))
  }

  @Test func colorFiltersDrawTheViewsPixels() throws {
    #expect(try middle(under: .colorInvert()) == [0, 255, 255, 255])
    #expect(try middle(under: .colorInvert(0.5)) == [127, 127, 127, 255])
    #expect(try middle(under: .grayscale(1)) == [54, 54, 54, 255])
    #expect(try middle(under: .brightness(1)) == [255, 255, 255, 255])
    #expect(try middle(under: .contrast(0)) == [127, 127, 127, 255])
    #expect(try middle(under: .saturation(0)) == [54, 54, 54, 255])
    #expect(try middle(under: .hueRotation(.degrees(120))) == [0, 113, 0, 255])
    #expect(
      try middle(under: .colorMultiply(Color(red: 0.5, green: 1, blue: 1)))
        == [127, 0, 0, 255])
    #expect(try middle(under: .luminanceToAlpha) == [0, 0, 0, 54])
  }

  @Test func degenerateFiltersDoNothing() {
    let plain = draw { context, _ in context.fill(square, with: .color(.red)) }
    let filters: [GraphicsContext.Filter] = [
      .blur(radius: .nan), .blur(radius: -1), .blur(radius: 0), .brightness(.infinity),
      .contrast(.nan), .saturation(.nan), .grayscale(0), .hueRotation(.degrees(360)),
      .colorMultiply(.white), .colorInvert(0), .colorInvert(.nan),
    ]
    for filter in filters {
      let lines = draw { context, _ in
        context.addFilter(filter)
        context.fill(square, with: .color(.red))
      }
      #expect(lines == plain)
    }
  }
}
