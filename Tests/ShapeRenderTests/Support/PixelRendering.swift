import PixelKit
import ShapeRender
import Shapes
import Testing

/// The pixels `rsvg-convert` draws for the SVG of `content` on a canvas of the given size,
/// one pixel per unit, on a transparent background unless `background` is given.
///
/// The SVG is checked to be well-formed first. Without the renderer the test skips, or
/// fails when `CI` is set (see ``requireRenderer()``).
func renderPixels<Content: View>(
  width: CGFloat = 100, height: CGFloat = 100, background: Color? = nil,
  @ViewBuilder _ content: () -> Content,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> PNGImage {
  try requireRenderer()
  let artwork = Artwork(width: width, height: height, background: background, content: content)
  let svg = SVGRenderer().render(artwork)
  expectWellFormed(svg, sourceLocation: sourceLocation)
  return try SVGRasterizer().render(svg)
}
