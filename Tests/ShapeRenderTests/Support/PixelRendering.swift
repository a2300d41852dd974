import PixelKit
import ShapeRender
import Shapes
import Testing

/// The pixels the built-in raster renderer draws for `content` on a canvas of the given
/// size, one pixel per unit, on a transparent background unless `background` is given.
///
/// The SVG of the same artwork is checked to be well-formed too. The pictures are this
/// package's own, so no other program is needed: agreement with real renderers is checked
/// apart, by the resvg matrix (`RasterFidelityTests`) and the gallery's cross-checks.
@MainActor
func renderPixels<Content: View>(
  width: CGFloat = 100, height: CGFloat = 100, background: Color? = nil,
  @ViewBuilder _ content: () -> Content,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> PNGImage {
  let artwork = Artwork(width: width, height: height, background: background, content: content)
  expectWellFormed(SVGRenderer().render(artwork), sourceLocation: sourceLocation)
  return PNGImage(try RasterRenderer().render(artwork))
}

/// The pixels `rsvg-convert` draws for the SVG of `content`, for the checks whose point is
/// what librsvg makes of this package's SVG.
///
/// Without the renderer the test skips, or fails when `CI` is set (see
/// ``requireRenderer()``).
@MainActor
func renderPixelsWithLibrsvg<Content: View>(
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
