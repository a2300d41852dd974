import Foundation
import Shapes

extension SymbolCatalog {
  /// Plain geometric shapes, outlined or, in their `.fill` variants, filled.
  static let shapes: [String: SymbolGlyph] = [
    "circle": SymbolGlyph { pen in
      pen.shape(.circle(CGPoint(x: 50, y: 50), radius: 50 - pen.lineWidth / 2))
    },
    "square": SymbolGlyph { pen in
      let inset = 8 + pen.lineWidth / 2
      pen.shape(
        .rounded(
          CGRect(x: inset, y: inset, width: 100 - 2 * inset, height: 100 - 2 * inset), radius: 16))
    },
    "star": SymbolGlyph(width: 104) { pen in
      pen.shape(.star(center: CGPoint(x: 52, y: 54), radius: 48, inner: 0.46))
    },
    "heart": SymbolGlyph(width: 104) { pen in
      // Two lobes that cross at the middle (lobes that only touched there would turn the
      // outline back on itself), and the lines tangent to them that meet at the point.
      let radius: CGFloat = 21
      let apart: CGFloat = 17
      let center = CGPoint(x: 52, y: 37)
      let meeting = acos(apart / radius) * 180 / .pi
      let tangent = radius / 2.squareRoot()
      var heart = Path()
      heart.move(to: CGPoint(x: center.x - apart - tangent, y: center.y + tangent))
      heart.addArc(
        center: CGPoint(x: center.x - apart, y: center.y), radius: radius,
        startAngle: .degrees(135), endAngle: .degrees(360 - meeting), clockwise: false)
      heart.addArc(
        center: CGPoint(x: center.x + apart, y: center.y), radius: radius,
        startAngle: .degrees(180 + meeting), endAngle: .degrees(405), clockwise: false)
      heart.addLine(to: CGPoint(x: center.x, y: center.y + 2 * tangent + apart))
      heart.closeSubpath()
      pen.shape(heart)
    },
    "triangle": SymbolGlyph(width: 108) { pen in
      pen.shape(.polygon(CGPoint(x: 54, y: 12), CGPoint(x: 98, y: 88), CGPoint(x: 10, y: 88)))
    },
    "diamond": SymbolGlyph { pen in
      pen.shape(
        .polygon(
          CGPoint(x: 50, y: 6), CGPoint(x: 94, y: 50), CGPoint(x: 50, y: 94), CGPoint(x: 6, y: 50)))
    },
    "capsule": SymbolGlyph(width: 150) { pen in
      let inset = 10 + pen.lineWidth / 2
      let rect = CGRect(x: 0, y: 0, width: 150, height: 100).insetBy(dx: inset - 6, dy: inset)
      pen.shape(.rounded(rect, radius: 50 - inset))
    },
  ]
}
