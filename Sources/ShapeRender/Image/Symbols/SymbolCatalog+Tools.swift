import Foundation
import Shapes

extension SymbolCatalog {
  /// Tools, controls and things about the house: locks, pencils, gears, sliders, lists,
  /// magnifier, link, bell, flag, cart, bag, house, card, photo, camera and phone.
  static let tools: [String: SymbolGlyph] = [
    "lock": SymbolGlyph(width: 84) { pen in drawLock(&pen, open: false) },
    "lock.open": SymbolGlyph(width: 96) { pen in drawLock(&pen, open: true) },
    "pencil": SymbolGlyph { pen in
      drawPencil(&pen, center: pt(46.1, 53.9), length: 92, halfWidth: 11, tip: 20)
    },
    "square.and.pencil": SymbolGlyph { pen in
      // The square is open where the pencil crosses its corner, far enough from it to
      // leave a gap at every weight.
      let reach = 2.squareRoot() * (8 + pen.lineWidth + pen.gap)
      pen.stroke(
        ObjectPaths.polyline(
          [pt(78 - reach, 22), pt(12, 22), pt(12, 90), pt(80, 90), pt(80, 20 + reach)],
          radius: pen.corner(12)))
      drawPencil(&pen, center: pt(66, 34), length: 58, halfWidth: 8, tip: 14)
    },
    "gear": SymbolGlyph { pen in
      drawGear(&pen, gear(teeth: 12, outer: 43, root: 34, top: 5.5, base: 8.5), hole: 12)
    },
    "gearshape": SymbolGlyph { pen in
      drawGear(&pen, gear(teeth: 8, outer: 42, root: 32, top: 10, base: 16), hole: 13)
    },
    "slider.horizontal.3": SymbolGlyph { pen in
      let knob: CGFloat = 8.5
      let half = pen.lineWidth / 2
      for (y, x) in [(26.0, 66.0), (50, 34), (74, 58)] {
        if pen.isFilled {
          // The bars stop at the knob's edge, so that nothing overlaps.
          pen.fill(.circle(pt(x, y), radius: knob + half))
          for end in [12.0, 88] {
            pen.fill(ObjectPaths.bar(y: y, end: end, center: x, radius: knob + half, half: half))
          }
        } else {
          pen.stroke(.circle(pt(x, y), radius: knob))
          pen.stroke(.polyline(pt(12, y), pt(x - knob, y)))
          pen.stroke(.polyline(pt(x + knob, y), pt(88, y)))
        }
      }
    },
    "line.3.horizontal": SymbolGlyph { pen in
      for y in [26.0, 50, 74] { pen.stroke(.polyline(pt(12, y), pt(88, y))) }
    },
    "list.bullet": SymbolGlyph { pen in
      for y in [26.0, 50, 74] {
        pen.fill(.circle(pt(15, y), radius: pen.lineWidth * 0.7 + 0.8))
        pen.stroke(.polyline(pt(36, y), pt(88, y)))
      }
    },
    "magnifyingglass": SymbolGlyph { pen in
      let center = pt(42, 42)
      let radius: CGFloat = 28
      pen.stroke(.circle(center, radius: radius))
      // The handle, heavier than the ring, starts at the ring's outer edge and follows it.
      let outer = radius + pen.lineWidth / 2
      let half = pen.lineWidth * 0.675
      let spread = asin(half / outer)
      let axis = CGFloat.pi / 4
      var handle = Path()
      handle.addArc(
        center: center, radius: outer, startAngle: .radians(axis + spread),
        endAngle: .radians(axis - spread), clockwise: true)
      handle.addArc(
        center: pt(84, 84), radius: half, startAngle: .radians(axis - .pi / 2),
        endAngle: .radians(axis + .pi / 2), clockwise: false)
      handle.closeSubpath()
      pen.fill(handle)
    },
    "link": SymbolGlyph { pen in
      // Two hooks along the diagonal, drawn along it (u up the diagonal, v across) and
      // turned onto it: each curls in from the middle to one side, runs to its far end,
      // turns round it and stops short, so that the other's curl passes its open side.
      let s = 0.5.squareRoot()
      let place = CGAffineTransform(a: s, b: -s, c: s, d: s, tx: 50, ty: 50)
      var hook = Path()
      hook.addArc(
        center: pt(11.3, 0), radius: 20, startAngle: .degrees(188), endAngle: .degrees(90),
        clockwise: true)
      hook.addArc(
        center: pt(28.3, 0), radius: 20, startAngle: .degrees(90), endAngle: .degrees(-90),
        clockwise: true)
      hook.addLine(to: pt(18.6, -20))
      pen.stroke(hook.applying(place))
      pen.stroke(hook.applying(CGAffineTransform(rotationAngle: .pi).concatenating(place)))
    },
    "bell": SymbolGlyph { pen in drawBell(&pen) },
    "flag": SymbolGlyph { pen in drawFlag(&pen) },
    "cart": SymbolGlyph { pen in
      let base: CGFloat = 72
      let half = pen.lineWidth / 2
      pen.stroke(.polyline(pt(8, 14), pt(18, 14), pt(29.5, base), pt(84, base)))
      // The basket hangs on the slanted back of the frame.
      func back(_ y: CGFloat) -> CGFloat { 18 + 11.5 * (y - 14) / (base - 14) }
      // Its bottom rises under the heaviest strokes, to stay clear of the frame's foot.
      let bottom = min(56, base - pen.lineWidth - 2)
      let basket = [pt(back(26), 26), pt(90, 26), pt(82, bottom), pt(back(bottom), bottom)]
      if pen.isFilled {
        // Filled out to the stroke's outer edge, but only up to the frame's edge on the
        // left, with the stroke's round corners.
        pen.fill(
          ObjectPaths.polygon(
            ObjectPaths.offset(basket, by: [half, half, half, -half]), radii: [0, half, half, 0]))
      } else {
        pen.stroke(ObjectPaths.polygon(basket, radii: [0]))
      }
      let wheel = 3.5 + pen.lineWidth * 0.3
      let axle = base + half + 2 + pen.lineWidth * 0.1 + wheel
      for x in [36.0, 76] { pen.fill(.circle(pt(x, axle), radius: wheel)) }
    },
    "bag": SymbolGlyph { pen in
      pen.shape(.rounded(CGRect(x: 12, y: 36, width: 76, height: 52), radius: pen.corner(10)))
      // Filled, the handle ends square on the bag's edge, and rises under the heaviest
      // strokes to stay above it.
      let end = pen.isFilled ? 36 - pen.lineWidth / 2 : 36
      let center = pt(50, min(28, end - 1))
      var handle = Path()
      handle.move(to: pt(35, end))
      handle.addArc(
        center: center, radius: 15, startAngle: .degrees(180), endAngle: .degrees(360),
        clockwise: false)
      handle.addLine(to: pt(65, end))
      pen.stroke(handle, cap: pen.isFilled ? .butt : .round)
    },
    "house": SymbolGlyph { pen in
      pen.stroke(.polyline(pt(8, 50), pt(50, 12), pt(92, 50)))
      let slope: CGFloat = 38 / 42
      func roof(_ x: CGFloat) -> CGFloat { 12 + abs(50 - x) * slope }
      // The door widens with the stroke, so that it stays open.
      let door = max(9, pen.lineWidth / 2 + 2)
      if pen.isFilled {
        // The house under the roof, its top parallel to the roof and a gap below it,
        // the door a notch.
        let secant = (1 + slope * slope).squareRoot()
        let drop = (pen.lineWidth + pen.gap) * secant
        // Under the heaviest strokes the door is lower, to leave a stroke's width above it.
        let lintel = max(66, roof(50 - door) + drop + (pen.lineWidth + 0.5) * secant)
        pen.shape(
          ObjectPaths.polygon(
            [
              pt(22, roof(22) + drop), pt(50, 12 + drop), pt(78, roof(78) + drop), pt(78, 88),
              pt(50 + door, 88), pt(50 + door, lintel), pt(50 - door, lintel),
              pt(50 - door, 88), pt(22, 88),
            ], radii: [0]))
      } else {
        pen.stroke(.polyline(pt(22, roof(22)), pt(22, 88), pt(78, 88), pt(78, roof(78))))
        pen.stroke(
          .polyline(pt(50 - door, 88), pt(50 - door, 66), pt(50 + door, 66), pt(50 + door, 88)))
      }
    },
    "creditcard": SymbolGlyph(width: 120) { pen in
      if pen.isFilled {
        // The magnetic stripe is the gap between the card's two parts.
        let half = pen.lineWidth / 2
        let (left, right, corner) = (10 - half, 110 + half, 10 + half)
        pen.fill(
          ObjectPaths.polygon(
            [pt(left, 33), pt(left, 20 - half), pt(right, 20 - half), pt(right, 33)],
            radii: [0, corner, corner, 0]))
        pen.fill(
          ObjectPaths.polygon(
            [pt(left, 43), pt(right, 43), pt(right, 80 + half), pt(left, 80 + half)],
            radii: [0, 0, corner, corner]))
      } else {
        pen.stroke(.rounded(CGRect(x: 10, y: 20, width: 100, height: 60), radius: pen.corner(10)))
        pen.fill(Path(CGRect(x: 10, y: 33, width: 100, height: 10)))
      }
      pen.detail(.polyline(pt(24, 66), pt(44, 66)), width: pen.lineWidth * 0.8)
    },
    "photo": SymbolGlyph(width: 120) { pen in
      pen.shape(.rounded(CGRect(x: 10, y: 16, width: 100, height: 68), radius: pen.corner(10)))
      let sun = Path.circle(pt(84, 36), radius: 5 + pen.lineWidth * 0.3)
      if pen.isFilled { pen.cut(sun) } else { pen.fill(sun) }
      pen.detail(
        .polyline(pt(10, 72), pt(38, 46), pt(60, 68), pt(74, 56), pt(110, 72)),
        width: pen.isFilled ? pen.lineWidth * 0.7 : nil)
    },
    "camera": SymbolGlyph(width: 120) { pen in
      let (body, bump) = (pen.corner(10), pen.corner(4))
      pen.shape(
        ObjectPaths.polygon(
          [
            pt(10, 30), pt(38, 30), pt(46, 16), pt(74, 16), pt(82, 30), pt(110, 30),
            pt(110, 84), pt(10, 84),
          ], radii: [body, 0, bump, bump, 0, body, body, body]))
      pen.detail(.circle(pt(60, 56), radius: 16))
    },
    "phone": SymbolGlyph { pen in drawPhone(&pen) },
  ]

  /// A handset about a centre off its top right: the outer curve, the ear and mouth pieces
  /// reaching in from it at either end, and the handle between them.
  private static func drawPhone(_ pen: inout SymbolPen) {
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
    pen.fill(ObjectPaths.polygon(moved, radii: radii))
  }

  /// A bell: a dome, straight sides, a lip that flares out to the rim along arcs, and the
  /// clapper below.
  private static func drawBell(_ pen: inout SymbolPen) {
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
  private static func drawFlag(_ pen: inout SymbolPen) {
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
  private static func drawLock(_ pen: inout SymbolPen, open: Bool) {
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
  private static func drawPencil(
    _ pen: inout SymbolPen, center: CGPoint, length: CGFloat, halfWidth: CGFloat, tip: CGFloat
  ) {
    let place = CGAffineTransform(rotationAngle: -.pi / 4)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    let (front, back) = (-length / 2, length / 2)
    let shoulder = front + tip
    let body = ObjectPaths.polygon(
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
  private static func drawGear(_ pen: inout SymbolPen, _ wheel: Path, hole: CGFloat) {
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
  private static func gear(
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
