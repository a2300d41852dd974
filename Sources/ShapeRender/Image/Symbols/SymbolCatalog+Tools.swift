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
          GlyphGeometry.roundedPolygon(
            ObjectPaths.offset(basket, by: [half, half, half, -half]), radii: [0, half, half, 0]))
      } else {
        pen.stroke(GlyphGeometry.roundedPolygon(basket, radii: [0]))
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
          GlyphGeometry.roundedPolygon(
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
          GlyphGeometry.roundedPolygon(
            [pt(left, 33), pt(left, 20 - half), pt(right, 20 - half), pt(right, 33)],
            radii: [0, corner, corner, 0]))
        pen.fill(
          GlyphGeometry.roundedPolygon(
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
        GlyphGeometry.roundedPolygon(
          [
            pt(10, 30), pt(38, 30), pt(46, 16), pt(74, 16), pt(82, 30), pt(110, 30),
            pt(110, 84), pt(10, 84),
          ], radii: [body, 0, bump, bump, 0, body, body, body]))
      pen.detail(.circle(pt(60, 56), radius: 16))
    },
    "phone": SymbolGlyph { pen in drawPhone(&pen) },
  ]
}

/// The point (`x`, `y`) in design units.
private func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
