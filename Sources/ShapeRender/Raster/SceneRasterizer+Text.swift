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
    for line in measured.layout.lines {
      for run in line.runs {
        guard measured.styles.indices.contains(run.span) else { continue }
        let style = measured.styles[run.span]
        guard style.faces.indices.contains(run.font) else { continue }
        let face = style.faces[run.font]
        for placed in run.glyphs {
          let outline = glyphOutline(face, placed.glyph, size: style.font.size)
          guard !outline.isEmpty else { continue }
          let x = measured.origin.x + placed.position.x
          let y = measured.origin.y + placed.position.y
          guard x.isFinite, y.isFinite else { continue }
          fill(
            outline, paint: style.fill.paint, frame: style.fill.frame, evenOdd: false,
            transform: CGAffineTransform(translationX: x, y: y).concatenating(transform))
        }
      }
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
    let path =
      (try? face.font.path(of: glyph, size: size))
      ?? (try? face.font.path(of: .notdef, size: size)) ?? Path()
    glyphs[key] = path
    return path
  }
}
