import Foundation
import Shapes

extension SymbolCatalog {
  /// Arrows: straight, bent back, turning round a circle, and rising out of or sinking into
  /// a box.
  static let arrows: [String: SymbolGlyph] = [
    "arrow.right": SymbolGlyph { pen in
      pen.fill(.traced(.arrow(from: CGPoint(x: 12, y: 50), to: CGPoint(x: 88, y: 50)), pen))
    },
    "arrow.left": SymbolGlyph { pen in
      pen.fill(.traced(.arrow(from: CGPoint(x: 88, y: 50), to: CGPoint(x: 12, y: 50)), pen))
    },
    "arrow.up": SymbolGlyph(width: 84) { pen in
      pen.fill(.traced(.arrow(from: CGPoint(x: 42, y: 88), to: CGPoint(x: 42, y: 12)), pen))
    },
    "arrow.down": SymbolGlyph(width: 84) { pen in
      pen.fill(.traced(.arrow(from: CGPoint(x: 42, y: 12), to: CGPoint(x: 42, y: 88)), pen))
    },
    "arrow.up.arrow.down": SymbolGlyph { pen in
      pen.fill(
        .traced(.arrow(from: CGPoint(x: 30, y: 88), to: CGPoint(x: 30, y: 12), head: 24), pen))
      pen.fill(
        .traced(.arrow(from: CGPoint(x: 70, y: 12), to: CGPoint(x: 70, y: 88), head: 24), pen))
    },
    "arrow.left.arrow.right": SymbolGlyph { pen in
      pen.fill(
        .traced(.arrow(from: CGPoint(x: 12, y: 30), to: CGPoint(x: 88, y: 30), head: 24), pen))
      pen.fill(
        .traced(.arrow(from: CGPoint(x: 88, y: 70), to: CGPoint(x: 12, y: 70), head: 24), pen))
    },
    "arrow.up.right": SymbolGlyph { pen in
      // The head is a right angle, its arms along the box's edges, as SF's is.
      let tip = CGPoint(x: 82, y: 18)
      var trace: [SymbolTrace] = .outAndBack([.line(tip, CGPoint(x: 18, y: 82))])
      trace += .outAndBack([.line(tip, CGPoint(x: 36, y: 18))])
      trace += .outAndBack([.line(tip, CGPoint(x: 82, y: 64))])
      pen.fill(.traced(trace, pen))
    },
    "arrow.clockwise": SymbolGlyph { pen in
      pen.fill(.traced(turningArrow, pen))
    },
    "arrow.counterclockwise": SymbolGlyph { pen in
      pen.fill(.traced(turningArrow, pen).mirrored(width: 100))
    },
    "arrow.uturn.backward": SymbolGlyph { pen in
      pen.fill(.traced(uTurn, pen))
    },
    "arrow.uturn.forward": SymbolGlyph { pen in
      pen.fill(.traced(uTurn, pen).mirrored(width: 100))
    },
    "arrow.triangle.2.circlepath": SymbolGlyph { pen in
      // Two halves of a circle, each ending in a solid triangle that points on round it.
      let center = CGPoint(x: 50, y: 50)
      for turn: Double in [0, 180] {
        pen.fill(
          .circleArrow(
            center: center, radius: 34, from: .degrees(turn + 200), to: .degrees(turn + 318),
            width: pen.lineWidth))
      }
    },
    "square.and.arrow.up": SymbolGlyph { pen in
      drawBoxAndArrow(&pen, tail: CGPoint(x: 50, y: 62), tip: CGPoint(x: 50, y: 9))
    },
    "square.and.arrow.down": SymbolGlyph { pen in
      drawBoxAndArrow(&pen, tail: CGPoint(x: 50, y: 9), tip: CGPoint(x: 50, y: 72))
    },
    "return": SymbolGlyph { pen in
      let points = [CGPoint(x: 12, y: 66), CGPoint(x: 86, y: 66), CGPoint(x: 86, y: 16)]
      pen.fill(.traced(.arrow(.bends(points, radius: 16), head: 26), pen))
    },
  ]

  /// An arrow clockwise round most of a circle, its head at the top.
  ///
  /// The circle is open from the head round to 2 o'clock, where the tail ends; the head is
  /// turned 15° to follow the circle, so that its inner arm stays clear of it at heavy
  /// weights.
  private static let turningArrow: [SymbolTrace] = .arrow(
    [
      .arc(
        center: CGPoint(x: 50, y: 56), radius: 33, start: .pi * 265 / 180,
        sweep: -.pi * 305 / 180)
    ], head: 22, turn: -.pi / 12)

  /// A U-turn: the head at the top left pointing left, the turn on the right.
  private static let uTurn: [SymbolTrace] = .arrow(
    [
      .line(CGPoint(x: 14, y: 38), CGPoint(x: 64, y: 38)),
      .arc(center: CGPoint(x: 64, y: 60), radius: 22, start: .pi * 1.5, sweep: .pi),
      .line(CGPoint(x: 64, y: 82), CGPoint(x: 38, y: 82)),
    ], head: 24)

  /// A box open at the top, with an arrow from `tail` to `tip` through the gap in its top.
  ///
  /// In the `.fill` variant the box is solid and the arrow's part inside it cut out.
  private static func drawBoxAndArrow(_ pen: inout SymbolPen, tail: CGPoint, tip: CGPoint) {
    let top: CGFloat = 40
    let box = CGRect(x: 16, y: top, width: 68, height: 50)
    guard pen.isFilled else {
      // The lips of the box stop well clear of the arrow's shaft.
      let points = [
        CGPoint(x: 32, y: top), CGPoint(x: box.minX, y: top), CGPoint(x: box.minX, y: box.maxY),
        CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.maxX, y: top), CGPoint(x: 68, y: top),
      ]
      pen.fill(.traced(.outAndBack(.bends(points, radius: 12)), pen))
      pen.fill(.traced(.arrow(from: tail, to: tip, head: 18), pen))
      return
    }
    pen.shape(.rounded(box, radius: 12))
    // The arrow meets the box's outer edge square on: inked outside, cut out inside.
    let edge = CGPoint(x: 50, y: top - pen.lineWidth / 2)
    let rises = tip.y < tail.y
    let head: [SymbolTrace] = .arrow(from: edge, to: tip, head: 18)
    let shaft: [SymbolTrace] = .outAndBack([.line(edge, tail)])
    pen.fill(.traced(rises ? head : shaft, pen, flat: edge))
    pen.cut(.traced(rises ? shaft : head, pen, flat: edge))
  }
}
