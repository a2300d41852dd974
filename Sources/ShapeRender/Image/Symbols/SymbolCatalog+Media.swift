import Foundation
import Shapes

extension SymbolCatalog {
  /// Media controls: play, pause, stop, skip, shuffle and repeat, a speaker and a
  /// microphone.
  static let media: [String: SymbolGlyph] = [
    "play": SymbolGlyph(width: 92) { pen in
      let triangle = [CGPoint(x: 14, y: 12), CGPoint(x: 80, y: 50), CGPoint(x: 14, y: 88)]
      pen.shape(.along(.loop(triangle, radius: corner(pen)), closed: true))
    },
    "pause": SymbolGlyph(width: 80) { pen in
      for x: CGFloat in [26, 54] {
        if pen.isFilled {
          pen.fill(.rounded(CGRect(x: x - 9, y: 10, width: 18, height: 80), radius: 6))
        } else {
          pen.stroke(.polyline(CGPoint(x: x, y: 14), CGPoint(x: x, y: 86)))
        }
      }
    },
    "stop": SymbolGlyph { pen in
      pen.shape(.rounded(CGRect(x: 14, y: 14, width: 72, height: 72), radius: 14))
    },
    "forward": SymbolGlyph(width: 120) { pen in
      drawSkip(&pen, mirrored: false)
    },
    "backward": SymbolGlyph(width: 120) { pen in
      drawSkip(&pen, mirrored: true)
    },
    "forward.end": SymbolGlyph { pen in
      drawSkipToEnd(&pen, mirrored: false)
    },
    "backward.end": SymbolGlyph { pen in
      drawSkipToEnd(&pen, mirrored: true)
    },
    "shuffle": SymbolGlyph(width: 116) { pen in
      // The line from the top left breaks where the other crosses it, clear of its stroke.
      let angle = atan2(48.0, 40.0)
      let gap = min((pen.lineWidth * 1.6 + 2) / sin(2 * angle), 24)
      let before = CGPoint(x: 58 - gap * cos(angle), y: 50 - gap * sin(angle))
      let after = CGPoint(x: 58 + gap * cos(angle), y: 50 + gap * sin(angle))
      let rising = [
        CGPoint(x: 104, y: 26), CGPoint(x: 78, y: 26), CGPoint(x: 38, y: 74),
        CGPoint(x: 12, y: 74),
      ]
      pen.fill(.traced(.arrow(.bends(rising, radius: 12), head: 18), pen))
      let start = [CGPoint(x: 12, y: 26), CGPoint(x: 38, y: 26), before]
      pen.fill(.traced(.outAndBack(.bends(start, radius: 12)), pen))
      let end = [CGPoint(x: 104, y: 74), CGPoint(x: 78, y: 74), after]
      pen.fill(.traced(.arrow(.bends(end, radius: 12), head: 18), pen))
    },
    "repeat": SymbolGlyph { pen in
      let top = [CGPoint(x: 78, y: 28), CGPoint(x: 14, y: 28), CGPoint(x: 14, y: 50)]
      pen.fill(.traced(.arrow(.bends(top, radius: 14), head: 18), pen))
      let bottom = [CGPoint(x: 22, y: 72), CGPoint(x: 86, y: 72), CGPoint(x: 86, y: 50)]
      pen.fill(.traced(.arrow(.bends(bottom, radius: 14), head: 18), pen))
    },
    "speaker": SymbolGlyph(width: 60) { pen in
      pen.shape(speaker)
    },
    "speaker.wave.2": SymbolGlyph(width: 100) { pen in
      pen.shape(speaker)
      // The waves are arcs about the cone's mouth.
      for (radius, spread) in [(23.0, 42.0), (39, 48)] {
        var wave = Path()
        wave.addArc(
          center: CGPoint(x: 52, y: 50), radius: radius, startAngle: .degrees(-spread),
          endAngle: .degrees(spread), clockwise: false)
        pen.stroke(wave)
      }
    },
    "mic": SymbolGlyph(width: 76) { pen in
      // The capsule's outer edge stays put as the line thickens, keeping it clear of the
      // cradle.
      let inset = pen.lineWidth / 2
      pen.shape(
        .rounded(
          CGRect(x: 23, y: 6, width: 30, height: 56).insetBy(dx: inset, dy: inset),
          radius: 15 - inset))
      // The stem and the cradle's two sides meet at the cradle's bottom: one loop round them.
      let bottom = CGPoint(x: 38, y: 78)
      let center = CGPoint(x: 38, y: 50)
      var trace: [SymbolTrace] = .outAndBack([.line(bottom, CGPoint(x: 38, y: 90))])
      trace += .outAndBack([
        .arc(center: center, radius: 28, start: .pi / 2, sweep: .pi / 2),
        .line(CGPoint(x: 10, y: 50), CGPoint(x: 10, y: 40)),
      ])
      trace += .outAndBack([
        .arc(center: center, radius: 28, start: .pi / 2, sweep: -.pi / 2),
        .line(CGPoint(x: 66, y: 50), CGPoint(x: 66, y: 40)),
      ])
      pen.fill(.traced(trace, pen))
    },
  ]

  /// A speaker: a small box with a cone flaring to the right.
  private static let speaker = Path.polygon(
    CGPoint(x: 10, y: 36), CGPoint(x: 26, y: 36), CGPoint(x: 50, y: 14), CGPoint(x: 50, y: 86),
    CGPoint(x: 26, y: 64), CGPoint(x: 10, y: 64))

  /// The radius of the centre line's corners of a triangle: rounder than the stroke's own
  /// round join, as SF's play buttons are.
  private static func corner(_ pen: SymbolPen) -> CGFloat { 1.5 + pen.lineWidth / 2 }

  /// Two triangles pointing right, the first's tip touching the second's back, or left.
  private static func drawSkip(_ pen: inout SymbolPen, mirrored: Bool) {
    let flip = { (x: CGFloat, y: CGFloat) in CGPoint(x: mirrored ? 120 - x : x, y: y) }
    let first = [flip(12, 22), flip(60, 50), flip(12, 78)]
    let second = [flip(60, 22), flip(108, 50), flip(60, 78)]
    // The first's tip stays sharp, hidden where it meets the second.
    let tip = first[1]
    guard pen.isFilled else {
      for triangle in [first, second] {
        pen.stroke(.along(.loop(triangle, radius: corner(pen), sharp: tip), closed: true))
      }
      return
    }
    // Round both as one loop, so that the filled triangles do not overlap where they meet.
    let loop = [first[0], tip, second[0], second[1], second[2], tip, first[2]]
    let clockwise = mirrored ? loop.reversed() : loop
    pen.fill(.traced(.loop(clockwise, radius: corner(pen), sharp: tip), pen))
  }

  /// A triangle pointing right at a bar, or left.
  private static func drawSkipToEnd(_ pen: inout SymbolPen, mirrored: Bool) {
    let flip = { (x: CGFloat, y: CGFloat) in CGPoint(x: mirrored ? 100 - x : x, y: y) }
    let triangle = [flip(14, 16), flip(68, 50), flip(14, 84)]
    pen.shape(.along(.loop(triangle, radius: corner(pen)), closed: true))
    pen.stroke(.polyline(flip(86, 16), flip(86, 84)))
  }
}
