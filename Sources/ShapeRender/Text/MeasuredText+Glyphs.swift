import ShapeFonts
import Shapes

extension MeasuredText {
  /// Calls `body` with each glyph that has a place: its face, glyph, size, the canvas
  /// point of its origin, and the index of its span's style; in drawing order.
  func forEachGlyph(_ body: (FontResolution, GlyphID, CGFloat, CGPoint, Int) -> Void) {
    for line in layout.lines {
      for run in line.runs {
        guard styles.indices.contains(run.span) else { continue }
        let style = styles[run.span]
        guard style.faces.indices.contains(run.font) else { continue }
        let face = style.faces[run.font]
        for placed in run.glyphs {
          let point = CGPoint(x: origin.x + placed.position.x, y: origin.y + placed.position.y)
          guard point.x.isFinite, point.y.isFinite else { continue }
          body(face, placed.glyph, style.font.size, point, run.span)
        }
      }
    }
  }

  /// The outline of `glyph` of `face` at `size`: empty for a glyph without one (a
  /// space); the face's `.notdef` when its own cannot be read, as the SVG writer draws it.
  static func outline(of glyph: GlyphID, in face: FontResolution, size: CGFloat) -> Path {
    (try? face.font.path(of: glyph, size: size))
      ?? (try? face.font.path(of: .notdef, size: size)) ?? Path()
  }

  /// The text as filled shapes: the glyphs of each span in one path, filled (nonzero)
  /// with the span's paint, spans in the order they first appear.
  var outlineNodes: [Node] {
    var paths = [Path?](repeating: nil, count: styles.count)
    var order: [Int] = []
    forEachGlyph { face, glyph, size, point, span in
      let outline = Self.outline(of: glyph, in: face, size: size)
      guard !outline.isEmpty else { return }
      if paths[span] == nil {
        paths[span] = Path()
        order.append(span)
      }
      paths[span]?.addPath(outline, transform: CGAffineTransform(translationX: point.x, y: point.y))
    }
    return order.compactMap { span in
      paths[span].map { path in
        .shape(
          ShapeNode(
            path: path, fill: styles[span].fill, fillStyle: FillStyle(), stroke: nil,
            strokeStyle: StrokeStyle()))
      }
    }
  }
}
