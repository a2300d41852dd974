import Foundation
import Shapes

extension SymbolCatalog {
  /// Signs drawn with a few strokes: plus, minus, cross, check mark, chevrons, dots and
  /// punctuation.
  static let marks: [String: SymbolGlyph] = [
    "plus": SymbolGlyph { pen in
      pen.fill(.cross(center: CGPoint(x: 50, y: 50), arm: 36, width: pen.lineWidth))
    },
    "minus": SymbolGlyph { pen in
      pen.stroke(.polyline(CGPoint(x: 14, y: 50), CGPoint(x: 86, y: 50)))
    },
    "xmark": SymbolGlyph { pen in
      pen.fill(
        .cross(center: CGPoint(x: 50, y: 50), arm: 40, width: pen.lineWidth, angle: .degrees(45)))
    },
    "checkmark": SymbolGlyph { pen in
      pen.stroke(.polyline(CGPoint(x: 16, y: 54), CGPoint(x: 38, y: 80), CGPoint(x: 84, y: 20)))
    },
    "chevron.right": chevronRight,
    // Forward and backward are right and left, as a still is laid out left to right.
    "chevron.forward": chevronRight,
    "chevron.left": chevronLeft,
    "chevron.backward": chevronLeft,
    "chevron.up": SymbolGlyph { pen in
      pen.stroke(.polyline(CGPoint(x: 14, y: 66), CGPoint(x: 50, y: 34), CGPoint(x: 86, y: 66)))
    },
    "chevron.down": SymbolGlyph { pen in
      pen.stroke(.polyline(CGPoint(x: 14, y: 34), CGPoint(x: 50, y: 66), CGPoint(x: 86, y: 34)))
    },
    "ellipsis": SymbolGlyph { pen in
      for x in [18.0, 50, 82] {
        pen.fill(.circle(CGPoint(x: x, y: 50), radius: pen.lineWidth * 0.9))
      }
    },
    "exclamationmark": SymbolGlyph(width: 40) { pen in
      pen.stroke(
        .polyline(CGPoint(x: 20, y: 12), CGPoint(x: 20, y: 62)), width: pen.lineWidth * 1.3)
      pen.fill(.circle(CGPoint(x: 20, y: 84), radius: pen.lineWidth * 0.85))
    },
    "questionmark": SymbolGlyph(width: 64) { pen in
      var hook = Path()
      hook.move(to: CGPoint(x: 12, y: 30))
      hook.addArc(
        center: CGPoint(x: 32, y: 30), radius: 20, startAngle: .degrees(180),
        endAngle: .degrees(400), clockwise: false)
      hook.addLine(to: CGPoint(x: 32, y: 62))
      pen.stroke(hook, width: pen.lineWidth * 1.15)
      pen.fill(.circle(CGPoint(x: 32, y: 84), radius: pen.lineWidth * 0.85))
    },
    "info": SymbolGlyph(width: 44) { pen in
      pen.fill(.circle(CGPoint(x: 24, y: 18), radius: pen.lineWidth * 0.85))
      pen.stroke(.polyline(CGPoint(x: 12, y: 42), CGPoint(x: 24, y: 42), CGPoint(x: 24, y: 84)))
    },
  ]

  private static let chevronRight = SymbolGlyph(width: 60) { pen in
    pen.stroke(.polyline(CGPoint(x: 18, y: 14), CGPoint(x: 44, y: 50), CGPoint(x: 18, y: 86)))
  }

  private static let chevronLeft = SymbolGlyph(width: 60) { pen in
    pen.stroke(.polyline(CGPoint(x: 42, y: 14), CGPoint(x: 16, y: 50), CGPoint(x: 42, y: 86)))
  }
}
