import Foundation
import Shapes

extension SymbolCatalog {
  /// Things people use: a car and a plane, a palette and a brush.
  static let things: [String: SymbolGlyph] = [
    "car": SymbolGlyph(width: 120) { pen in
      // Seen from the front: the cabin over a wider body, the wheels below it.
      let cabin: [(CGPoint, CGFloat)] = [
        (CGPoint(x: 32, y: 18), 8), (CGPoint(x: 88, y: 18), 8), (CGPoint(x: 97, y: 42), 4),
        (CGPoint(x: 23, y: 42), 4),
      ]
      GlyphGeometry.shape(
        &pen,
        cabin.dropLast()
          + [
            (CGPoint(x: 106, y: 46), 6), (CGPoint(x: 106, y: 86), 4), (CGPoint(x: 92, y: 86), 4),
            (CGPoint(x: 92, y: 76), 0), (CGPoint(x: 28, y: 76), 0), (CGPoint(x: 28, y: 86), 4),
            (CGPoint(x: 14, y: 86), 4), (CGPoint(x: 14, y: 46), 6), (CGPoint(x: 23, y: 42), 4),
          ])
      let lights = [CGPoint(x: 29, y: 59), CGPoint(x: 91, y: 59)].map { Path.circle($0, radius: 6) }
      if pen.isFilled {
        pen.cut(GlyphGeometry.roundedPolygon(cabin, inset: pen.lineWidth / 2))
        for light in lights { pen.cut(light) }
      } else {
        pen.stroke(.polyline(CGPoint(x: 23, y: 42), CGPoint(x: 97, y: 42)))
        for light in lights { pen.fill(light) }
      }
    },
    "airplane": SymbolGlyph { pen in
      // A solid silhouette, as SF Symbols draws it, heavier with the weight (up to the
      // black weight's, which the heavier lines inside a circle would pass).
      let weight = min(pen.lineWidth, Symbol.lineWidth(for: .black))
      let half = 4 + weight * 0.35
      let top: [(CGPoint, CGFloat)] = [
        (CGPoint(x: 8, y: 50 - half), 1.5), (CGPoint(x: 16, y: 50 - half), 1),
        (CGPoint(x: 12, y: 28), 2), (CGPoint(x: 19, y: 28), 2), (CGPoint(x: 31, y: 50 - half), 2),
        (CGPoint(x: 43, y: 50 - half), 2), (CGPoint(x: 40, y: 9), 3), (CGPoint(x: 51, y: 9), 3),
        (CGPoint(x: 68, y: 50 - half), 3), (CGPoint(x: 94, y: 50 - half), half),
      ]
      let bottom = top.reversed().map { (CGPoint(x: $0.0.x, y: 100 - $0.0.y), $0.1) }
      pen.fill(GlyphGeometry.roundedPolygon(top + bottom, inset: (7.5 - weight) * 0.3))
    },
    "paintpalette": SymbolGlyph { pen in
      // A round palette with a bite out of its lower right, and four dabs of paint.
      GlyphGeometry.shape(
        &pen,
        pieces: GlyphGeometry.bitten(
          CGPoint(x: 50, y: 50), 40, by: CGPoint(x: 77, y: 71), 14))
      for (x, y) in [(29.0, 55.0), (33, 34), (51, 24), (70, 33)] {
        let dab = Path.circle(CGPoint(x: x, y: y), radius: 6)
        if pen.isFilled { pen.cut(dab) } else { pen.fill(dab) }
      }
    },
    "paintbrush": SymbolGlyph { pen in
      // Drawn along the brush, from the bristles' point at the origin up to the right; each
      // part is outlined inside its edge, or filled.
      let place = CGAffineTransform(
        a: 0.5.squareRoot(), b: -0.5.squareRoot(), c: 0.5.squareRoot(), d: 0.5.squareRoot(),
        tx: 13, ty: 87)
      let ferrule: [(CGPoint, CGFloat)] = [
        (CGPoint(x: 46, y: -13), 3), (CGPoint(x: 59, y: -13), 3), (CGPoint(x: 59, y: 13), 3),
        (CGPoint(x: 46, y: 13), 3),
      ]
      let handle: [(CGPoint, CGFloat)] = [
        (CGPoint(x: 63, y: -10), 3), (CGPoint(x: 104, y: -8), 8), (CGPoint(x: 104, y: 8), 8),
        (CGPoint(x: 63, y: 10), 3),
      ]
      let inset = pen.isFilled ? 0 : pen.lineWidth / 2
      let parts = [
        GlyphGeometry.path(
          GlyphGeometry.drop(tip: .zero, center: CGPoint(x: 27, y: 0), radius: 15, inset: inset),
          closed: true),
        GlyphGeometry.roundedPolygon(ferrule, inset: inset),
        GlyphGeometry.roundedPolygon(handle, inset: inset),
      ]
      for part in parts {
        if pen.isFilled { pen.fill(part.applying(place)) } else { pen.stroke(part.applying(place)) }
      }
    },
  ]
}
