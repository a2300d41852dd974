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
    "rectangle": SymbolGlyph(width: 130) { pen in
      pen.shape(.rounded(card(top: 16, bottom: 84, lineWidth: pen.lineWidth), radius: 12))
    },
    "rectangle.stack": SymbolGlyph(width: 130) { pen in
      let top = stackTop(pen)
      pen.shape(.rounded(card(top: top, bottom: 90, lineWidth: pen.lineWidth), radius: 12))
      drawCardsBehind(above: top, from: 6, to: 124, with: &pen)
    },
    "square.stack": SymbolGlyph { pen in
      let top = stackTop(pen)
      let inset = 12 + pen.lineWidth / 2
      pen.shape(
        .rounded(
          CGRect(
            x: inset, y: top + pen.lineWidth / 2, width: 100 - 2 * inset,
            height: 92 - top - pen.lineWidth),
          radius: 14))
      drawCardsBehind(above: top, from: 12, to: 88, with: &pen)
    },
    "capsule": SymbolGlyph(width: 150) { pen in
      let inset = 10 + pen.lineWidth / 2
      let rect = CGRect(x: 0, y: 0, width: 150, height: 100).insetBy(dx: inset - 6, dy: inset)
      pen.shape(.rounded(rect, radius: 50 - inset))
    },
  ]

  /// A card 118 units wide in a 130-unit box, from `top` to `bottom` along its stroke's
  /// outer edge.
  private static func card(top: CGFloat, bottom: CGFloat, lineWidth: CGFloat) -> CGRect {
    CGRect(x: 6, y: top, width: 118, height: bottom - top).insetBy(
      dx: lineWidth / 2, dy: lineWidth / 2)
  }

  /// The top of the front card of a stack: low enough that the two cards behind it fit
  /// above it at the pen's weight.
  private static func stackTop(_ pen: SymbolPen) -> CGFloat {
    max(34, 2 * (pen.lineWidth + stackSpacing(pen)) + 4)
  }

  /// The white space between the cards of a stack: the pen's gap, but no less than six
  /// units, so light stacks read as cards rather than as one thick line.
  private static func stackSpacing(_ pen: SymbolPen) -> CGFloat { max(pen.gap, 6) }

  /// The tops of two cards behind a stack's front card, whose top edge is at `top`, each
  /// a gap above the one in front and narrower, between `left` and `right`.
  private static func drawCardsBehind(
    above top: CGFloat, from left: CGFloat, to right: CGFloat, with pen: inout SymbolPen
  ) {
    for index in 1...2 {
      let spacing = stackSpacing(pen)
      let level =
        top - spacing - pen.lineWidth / 2 - CGFloat(index - 1) * (pen.lineWidth + spacing)
      let indent = 10 * CGFloat(index) + pen.lineWidth / 2
      pen.stroke(
        .polyline(CGPoint(x: left + indent, y: level), CGPoint(x: right - indent, y: level)))
    }
  }
}
