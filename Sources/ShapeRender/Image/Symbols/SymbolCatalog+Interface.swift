import Foundation
import Shapes

extension SymbolCatalog {
  /// Signs of apps' interfaces: a warning, a grid, copies, a filter, a speech bubble and a
  /// note.
  static let interface: [String: SymbolGlyph] = [
    "exclamationmark.triangle": SymbolGlyph(width: 112) { pen in
      // A rounded triangle with the mark inside: drawn on the outline, cut out of the
      // filled triangle. The mark's strokes are those of a glyph in an enclosure, and it
      // keeps a gap from the outline, which narrows towards the apex.
      let corner = pen.corner(9)
      pen.shape(
        GlyphGeometry.roundedPolygon(
          [CGPoint(x: 56, y: 8), CGPoint(x: 106, y: 92), CGPoint(x: 6, y: 92)], radii: [corner]))
      let width = Symbol.enclosedLineWidth(for: pen.lineWidth)
      let radius = width * 0.75
      let dotY = min(76, 92 - pen.lineWidth / 2 - pen.gap - radius)
      // The inside's half-width grows by 50/84 a unit down from the apex at y = 8.
      let slope: CGFloat = 50 / 84
      let clearance = pen.lineWidth / 2 * (1 + slope * slope).squareRoot() + pen.gap + width / 2
      let stemTop = max(36, 8 + clearance / slope + width / 2)
      let stemBottom = max(dotY - radius - pen.gap - width / 2, stemTop)
      pen.detail(
        .polyline(CGPoint(x: 56, y: stemTop), CGPoint(x: 56, y: stemBottom)), width: width)
      let dot = Path.circle(CGPoint(x: 56, y: dotY), radius: radius)
      if pen.isFilled { pen.cut(dot) } else { pen.fill(dot) }
    },
    "square.grid.2x2": SymbolGlyph { pen in
      for x in [8.0, 56] {
        for y in [8.0, 56] {
          let tile = CGRect(x: x, y: y, width: 36, height: 36)
          pen.shape(
            .rounded(
              tile.insetBy(dx: pen.lineWidth / 2, dy: pen.lineWidth / 2),
              radius: pen.corner(8)))
        }
      }
    },
    "doc.on.doc": SymbolGlyph { pen in
      // The front page whole, and the top and right edges of the page behind it, which
      // stay clear of the front one at every weight.
      let half = pen.lineWidth / 2
      let front = CGRect(x: 10, y: 28, width: 58, height: 66).insetBy(dx: half, dy: half)
      pen.shape(.rounded(front, radius: pen.corner(10)))
      let back = CGRect(x: 32, y: 6, width: 58, height: 66).insetBy(dx: half, dy: half)
      pen.stroke(
        ObjectPaths.polyline(
          [
            CGPoint(x: back.minX, y: back.minY), CGPoint(x: back.maxX, y: back.minY),
            CGPoint(x: back.maxX, y: back.maxY),
          ], radius: pen.corner(10)))
    },
    "line.3.horizontal.decrease": SymbolGlyph { pen in
      for (y, half) in [(26.0, 38.0), (50, 24), (74, 10)] {
        pen.stroke(.polyline(CGPoint(x: 50 - half, y: y), CGPoint(x: 50 + half, y: y)))
      }
    },
    "bubble.left": SymbolGlyph { pen in
      // A rounded body whose lower left corner runs down into a tail, along the middle of
      // the outline's stroke.
      GlyphGeometry.shape(
        &pen,
        [
          (CGPoint(x: 8, y: 9), 24), (CGPoint(x: 92, y: 9), 24), (CGPoint(x: 92, y: 73), 24),
          (CGPoint(x: 38, y: 73), 8), (CGPoint(x: 12, y: 91), 2), (CGPoint(x: 8, y: 56), 0),
        ])
    },
    // The head is always solid, and the stem and flag run into it.
    "music.note": SymbolGlyph(width: 72, isCuttable: false) { pen in
      let head = Path(ellipseIn: CGRect(x: 8, y: 66, width: 34, height: 26))
      pen.fill(
        head.applying(
          CGAffineTransform(translationX: -25, y: -79)
            .concatenating(CGAffineTransform(rotationAngle: -0.35))
            .concatenating(CGAffineTransform(translationX: 25, y: 79))))
      var stem = Path()
      stem.move(to: CGPoint(x: 40, y: 76))
      stem.addLine(to: CGPoint(x: 40, y: 10))
      stem.addQuadCurve(to: CGPoint(x: 64, y: 40), control: CGPoint(x: 64, y: 16))
      pen.stroke(stem)
    },
  ]
}
