import Foundation
import Shapes

// The drawings of the tools that take more than a few lines: phone, bell, flag, lock,
// pencil and gear, each drawn by a function of its own.
extension SymbolCatalog {
  /// A handset about a centre off its top right: the outer curve, the ear and mouth pieces
  /// reaching in from it at either end, and the handle between them.
  static func drawPhone(_ pen: inout SymbolPen) {
    let center = pt(78.5, 21.5)
    // Radii of the outer curve, the handle's inner side and the pieces' inner faces; the
    // angles of the ends, and how far round the pieces reach.
    let (outer, handle, piece): (CGFloat, CGFloat, CGFloat) = (64, 48, 38)
    let (start, end, reach): (CGFloat, CGFloat, CGFloat) = (84, 186, 20)
    guard pen.isFilled else {
      var phone = Path()
      phone.addArc(
        center: center, radius: outer, startAngle: .degrees(start), endAngle: .degrees(end),
        clockwise: false)
      for (radius, from, to) in [
        (piece, end, end - reach), (handle, end - reach, start + reach),
        (piece, start + reach, start),
      ] {
        phone.addArc(
          center: center, radius: radius, startAngle: .degrees(from), endAngle: .degrees(to),
          clockwise: true)
      }
      phone.closeSubpath()
      return pen.stroke(phone)
    }
    // Filled, the outline's arcs as lines every few degrees, moved out by half the stroke
    // with round corners: under the heaviest strokes the handle is thinner than the stroke,
    // whose own outline is then made of overlapping pieces.
    func arc(_ radius: CGFloat, _ from: CGFloat, _ to: CGFloat) -> [CGPoint] {
      let steps = max(1, Int((abs(to - from) / 5).rounded(.up)))
      return (0...steps).map { step in
        let angle = (from + (to - from) * CGFloat(step) / CGFloat(steps)) * .pi / 180
        return pt(center.x + radius * cos(angle), center.y + radius * sin(angle))
      }
    }
    let sides = [
      arc(outer, start, end), arc(piece, end, end - reach),
      arc(handle, end - reach, start + reach), arc(piece, start + reach, start),
    ]
    // The sides' ends are corners, round as a stroke's but where the handle meets the
    // pieces (turning inward); along the arcs the corners are sharp.
    let half = pen.lineWidth / 2
    var points: [CGPoint] = []
    var radii: [CGFloat] = []
    for (side, isRound) in zip(sides, [true, true, false, true]) {
      let corner: CGFloat = isRound ? half : 0
      points += side
      radii += [corner] + [CGFloat](repeating: 0, count: side.count - 2) + [corner]
    }
    let moved = ObjectPaths.offset(points, by: [CGFloat](repeating: half, count: points.count))
    pen.fill(GlyphGeometry.roundedPolygon(moved, radii: radii))
  }

  /// A bell: a dome, straight sides, a lip that flares out to the rim along arcs, and the
  /// clapper below.
  static func drawBell(_ pen: inout SymbolPen) {
    let flare: CGFloat = 14
    let rim = 56 + flare * sin(70 * .pi / 180)
    let lip = flare * cos(70 * .pi / 180)
    let corners = (pt(12 + lip, rim), pt(88 - lip, rim))
    let half = pen.lineWidth / 2
    var bell = Path()
    if pen.isFilled {
      // The outer edge of the stroke below, drawn out: the rim's corners turn back so
      // sharply that the stroke's outline would be made of overlapping pieces.
      bell.move(to: pt(corners.0.x, rim + half))
      bell.addArc(
        center: corners.0, radius: half, startAngle: .degrees(90), endAngle: .degrees(250),
        clockwise: false)
    }
    let inset = pen.isFilled ? half : 0
    bell.addArc(
      center: pt(12, 56), radius: flare - inset, startAngle: .degrees(70),
      endAngle: .degrees(0), clockwise: true)
    bell.addArc(
      center: pt(50, 38), radius: 24 + inset, startAngle: .degrees(180),
      endAngle: .degrees(360), clockwise: false)
    bell.addArc(
      center: pt(88, 56), radius: flare - inset, startAngle: .degrees(180),
      endAngle: .degrees(110), clockwise: true)
    if pen.isFilled {
      bell.addArc(
        center: corners.1, radius: half, startAngle: .degrees(290), endAngle: .degrees(450),
        clockwise: false)
    }
    bell.closeSubpath()
    if pen.isFilled { pen.fill(bell) } else { pen.stroke(bell) }
    // The clapper, a half disc clear of the rim.
    var clapper = Path()
    clapper.addArc(
      center: pt(50, rim + half + pen.gap), radius: 8 + pen.lineWidth * 0.3,
      startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
    clapper.closeSubpath()
    pen.fill(clapper)
  }

  /// A flag on a pole, its cloth waving down toward the free end.
  static func drawFlag(_ pen: inout SymbolPen) {
    // Each edge of the cloth is two arcs that turn one way and back, so that it drops 8
    // units over 68 and meets the pole square: each arc spans 34 units and drops 4.
    let turn: CGFloat = 2 * atan(4.0 / 34) * 180 / .pi
    let radius = 34 / sin(turn * .pi / 180)
    var cloth = Path()
    cloth.move(to: pt(16, 14))
    cloth.addArc(
      center: pt(16, 14 + radius), radius: radius, startAngle: .degrees(-90),
      endAngle: .degrees(-90 + turn), clockwise: false)
    cloth.addArc(
      center: pt(84, 22 - radius), radius: radius, startAngle: .degrees(90 + turn),
      endAngle: .degrees(90), clockwise: true)
    cloth.addLine(to: pt(84, 58))
    cloth.addArc(
      center: pt(84, 58 - radius), radius: radius, startAngle: .degrees(90),
      endAngle: .degrees(90 + turn), clockwise: false)
    cloth.addArc(
      center: pt(16, 50 + radius), radius: radius, startAngle: .degrees(-90 + turn),
      endAngle: .degrees(-90), clockwise: true)
    cloth.closeSubpath()
    pen.shape(cloth)
    guard pen.isFilled else {
      pen.stroke(.polyline(pt(16, 14), pt(16, 88)))
      return
    }
    // The pole below the cloth, drawn up to the cloth's edge: its round corner, then the
    // bottom edge's arc, as a stroke of the cloth draws them.
    let half = pen.lineWidth / 2
    let meet = asin(half / (radius - half))
    var pole = Path()
    pole.move(to: pt(16 + half, 50 + radius - (radius - half) * cos(meet)))
    pole.addLine(to: pt(16 + half, 88))
    pole.addArc(
      center: pt(16, 88), radius: half, startAngle: .degrees(0), endAngle: .degrees(180),
      clockwise: false)
    pole.addArc(
      center: pt(16, 50), radius: half, startAngle: .degrees(180), endAngle: .degrees(90),
      clockwise: true)
    pole.addArc(
      center: pt(16, 50 + radius), radius: radius - half, startAngle: .degrees(-90),
      endAngle: .radians(-.pi / 2 + meet), clockwise: false)
    pole.closeSubpath()
    pen.fill(pole)
  }

  /// A padlock, its shackle closed or swung open to the right.
  static func drawLock(_ pen: inout SymbolPen, open: Bool) {
    pen.shape(.rounded(CGRect(x: 10, y: 43, width: 64, height: 44), radius: pen.corner(8)))
    let (left, right): (CGFloat, CGFloat) = open ? (56, 86) : (27, 57)
    // Filled, the shackle ends square on the body's edge, so that nothing overlaps.
    let end = pen.isFilled ? 43 - pen.lineWidth / 2 : 43
    let free: CGFloat = open ? 39 : end
    var shackle = Path()
    shackle.move(to: pt(left, end))
    shackle.addArc(
      center: pt((left + right) / 2, 29), radius: (right - left) / 2,
      startAngle: .degrees(180), endAngle: .degrees(360), clockwise: false)
    shackle.addLine(to: pt(right, free))
    guard pen.isFilled else { return pen.stroke(shackle) }
    pen.stroke(shackle, cap: .butt)
    if open {
      // The free end's round cap, against its square end.
      var cap = Path()
      cap.addArc(
        center: pt(right, free), radius: pen.lineWidth / 2, startAngle: .degrees(0),
        endAngle: .degrees(180), clockwise: false)
      cap.closeSubpath()
      pen.fill(cap)
    }
  }

  /// A pencil about `center` pointing down to the left, its point `tip` long.
  static func drawPencil(
    _ pen: inout SymbolPen, center: CGPoint, length: CGFloat, halfWidth: CGFloat, tip: CGFloat
  ) {
    let place = CGAffineTransform(rotationAngle: -.pi / 4)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    let (front, back) = (-length / 2, length / 2)
    let shoulder = front + tip
    let body = GlyphGeometry.roundedPolygon(
      [
        pt(front, 0), pt(shoulder, -halfWidth), pt(back, -halfWidth), pt(back, halfWidth),
        pt(shoulder, halfWidth),
      ], radii: [0])
    if pen.isFilled {
      // Under the heaviest strokes the pencil is narrower than the stroke, whose outline is
      // then made of overlapping pieces: filled out to its reach instead.
      pen.fill(ObjectPaths.dilated(body.applying(place), about: center, by: pen.lineWidth / 2))
    } else {
      pen.stroke(body.applying(place))
    }
    let line = Path.polyline(pt(shoulder, -halfWidth), pt(shoulder, halfWidth)).applying(place)
    pen.detail(line, width: pen.isFilled ? pen.lineWidth * 0.5 : nil)
  }

  /// A gear wheel with a hole in the middle: outlined, or filled out to where the
  /// outline's stroke would reach (the stroke's own outline, under a heavy stroke, is made
  /// of overlapping pieces that the `.circle.fill` variant could not cut cleanly).
  static func drawGear(_ pen: inout SymbolPen, _ wheel: Path, hole: CGFloat) {
    let center = pt(50, 50)
    if pen.isFilled {
      pen.fill(ObjectPaths.dilated(wheel, about: center, by: pen.lineWidth / 2))
      pen.cut(.circle(center, radius: hole))
    } else {
      pen.stroke(wheel)
      pen.stroke(.circle(center, radius: hole))
    }
  }

  /// A gear wheel about the middle of the box: `teeth` teeth reaching to `outer`, their
  /// tops `top` degrees either side of their middles and their feet `base`, between arcs
  /// of `root`.
  static func gear(
    teeth: Int, outer: CGFloat, root: CGFloat, top: CGFloat, base: CGFloat
  ) -> Path {
    let center = pt(50, 50)
    let pitch = 360 / CGFloat(teeth)
    var path = Path()
    for index in 0..<teeth {
      let middle = -90 + pitch * CGFloat(index)
      path.addArc(
        center: center, radius: outer, startAngle: .degrees(middle - top),
        endAngle: .degrees(middle + top), clockwise: false)
      path.addArc(
        center: center, radius: root, startAngle: .degrees(middle + base),
        endAngle: .degrees(middle + pitch - base), clockwise: false)
    }
    path.closeSubpath()
    return path
  }
}

/// The point (`x`, `y`) in design units.
private func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
