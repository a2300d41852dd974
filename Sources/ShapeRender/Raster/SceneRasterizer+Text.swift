import ShapeFonts
import Shapes

extension SceneRasterizer {
  /// Draws measured text as its glyph outlines, each filled (nonzero) with the paint of
  /// its run's span, as the SVG writer's paths mode writes them; text no font measured is reported
  /// in ``diagnostics``, never silently dropped.
  ///
  /// Each glyph is filled on its own, as each `<use>` of an outline is painted on its
  /// own: where glyphs overlap, a translucent paint shows twice, as it does in SVG.
  mutating func drawText(_ text: TextNode, transform: CGAffineTransform) {
    guard let measured = text.measured else {
      return note("text measured by no font (none is installed) is not drawn")
    }
    measured.forEachGlyph { face, glyph, size, point, span in
      let outline = glyphOutline(face, glyph, size: size)
      guard !outline.isEmpty else { return }
      let paint = measured.styles[span].fill
      fill(
        outline, paint: paint.paint, frame: paint.frame, evenOdd: false,
        transform: CGAffineTransform(translationX: point.x, y: point.y).concatenating(transform))
    }
  }

  /// The outline of `glyph` of `face` at `size`, read once per face, glyph and size.
  ///
  /// Empty for a glyph without outline (a space); a glyph whose outline cannot be read
  /// draws the face's `.notdef`, as the SVG writer does.
  private mutating func glyphOutline(_ face: FontResolution, _ glyph: GlyphID, size: CGFloat)
    -> Path
  {
    let key = GlyphKey(face: face.descriptor, glyph: glyph, size: size)
    if let path = glyphs[key] { return path }
    let path = MeasuredText.outline(of: glyph, in: face, size: size)
    glyphs[key] = path
    return path
  }
}
