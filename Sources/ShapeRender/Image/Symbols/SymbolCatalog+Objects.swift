import Foundation
import Shapes

extension SymbolCatalog {
  /// Things of the desk and the mail: bin, folder, documents, tray, calendar, clocks,
  /// hourglasses, envelope, paper plane, bookmark, tag, books and gift.
  static let objects: [String: SymbolGlyph] = [
    "trash": SymbolGlyph { pen in
      let lid: CGFloat = 26
      // The lid and its handle are one line, so that the filled drawing does not overlap.
      pen.stroke(
        .polyline(pt(10, lid), pt(36, lid), pt(36, 13), pt(64, 13), pt(64, lid), pt(90, lid)))
      // The can narrows by 5 units toward its foot, as SF's does.
      func side(_ y: CGFloat) -> CGFloat { 17 + 5 * (y - lid) / (88 - lid) }
      let top = lid + pen.lineWidth + pen.gap
      if pen.isFilled {
        pen.shape(
          GlyphGeometry.roundedPolygon(
            [pt(side(top), top), pt(100 - side(top), top), pt(78, 88), pt(22, 88)],
            radii: [0, 0, pen.corner(10), pen.corner(10)]))
      } else {
        pen.stroke(
          ObjectPaths.polyline(
            [pt(17, lid), pt(22, 88), pt(78, 88), pt(83, lid)], radius: pen.corner(10)))
      }
      // Three lines, thinner than the stroke under heavy strokes so that they stay apart.
      let line = min(pen.lineWidth * 0.8, 10.5)
      for x in [36.0, 50, 64] {
        pen.detail(.polyline(pt(x, top + 6), pt(x, 74)), width: line)
      }
    },
    "folder": SymbolGlyph(width: 116) { pen in
      let (foot, top) = (pen.corner(10), pen.corner(8))
      pen.shape(
        GlyphGeometry.roundedPolygon(
          [pt(12, 84), pt(12, 16), pt(42, 16), pt(50, 26), pt(104, 26), pt(104, 84)],
          radii: [foot, top, 0, 0, top, foot]))
      // The front of the folder, below the tab.
      if !pen.isFilled { pen.stroke(.polyline(pt(12, 38), pt(104, 38))) }
    },
    "doc": SymbolGlyph(width: 80) { pen in drawDocument(&pen, lines: false) },
    "doc.text": SymbolGlyph(width: 80) { pen in drawDocument(&pen, lines: true) },
    "tray": SymbolGlyph(width: 110) { pen in
      let rim: CGFloat = 48
      let slot = [pt(12, rim), pt(36, rim), pt(40, 60), pt(70, 60), pt(74, rim), pt(98, rim)]
      // The sides above the rim lean in by 14 units.
      func side(_ y: CGFloat) -> CGFloat { 12 + 14 * (rim - y) / (rim - 16) }
      if pen.isFilled {
        let foot = pen.corner(10)
        pen.shape(
          GlyphGeometry.roundedPolygon(
            slot + [pt(98, 84), pt(12, 84)], radii: [0, 0, 0, 0, 0, 0, foot, foot]))
        // The frame above ends a gap above the rim; under the heaviest strokes, only its
        // top is left.
        let end = rim - pen.lineWidth - pen.gap
        let frame =
          end > 16 + pen.lineWidth
          ? [pt(side(end), end), pt(26, 16), pt(84, 16), pt(110 - side(end), end)]
          : [pt(26, 16), pt(84, 16)]
        pen.stroke(ObjectPaths.polyline(frame, radius: pen.corner(6)))
      } else {
        let (top, foot) = (pen.corner(6), pen.corner(10))
        pen.stroke(
          GlyphGeometry.roundedPolygon(
            [pt(12, rim), pt(26, 16), pt(84, 16), pt(98, rim), pt(98, 84), pt(12, 84)],
            radii: [0, top, top, 0, foot, foot]))
        pen.stroke(ObjectPaths.polyline(slot, radius: 0))
      }
    },
    "calendar": SymbolGlyph { pen in
      pen.shape(.rounded(CGRect(x: 10, y: 13, width: 80, height: 74), radius: pen.corner(12)))
      let header: CGFloat = 30
      if pen.isFilled {
        pen.cutStroke(.polyline(pt(10, header), pt(90, header)), width: pen.lineWidth * 0.4)
      } else {
        pen.fill(
          GlyphGeometry.roundedPolygon(
            [pt(10, header), pt(10, 13), pt(90, 13), pt(90, header)],
            radii: [0, pen.corner(12), pen.corner(12), 0]))
      }
      // A month's days: the first week starts late, the last ends early.
      let dot = 2.5 + pen.lineWidth / 4
      for (row, columns) in [(44.0, 1...3), (58, 0...3), (72, 0...2)] {
        for column in columns {
          let day = Path.circle(pt(29 + 14 * CGFloat(column), row), radius: dot)
          if pen.isFilled { pen.cut(day) } else { pen.fill(day) }
        }
      }
    },
    "clock": SymbolGlyph { pen in
      pen.shape(.circle(pt(50, 50), radius: 46 - pen.lineWidth / 2))
      pen.detail(.polyline(pt(50, 24), pt(50, 50), pt(67, 60)))
    },
    "timer": SymbolGlyph { pen in
      let radius = 46 - pen.lineWidth / 2
      if pen.isFilled {
        pen.fill(.circle(pt(50, 50), radius: radius + pen.lineWidth / 2))
      } else {
        // The dial is open at the top, where the winder goes in.
        var dial = Path()
        dial.addArc(
          center: pt(50, 50), radius: radius, startAngle: .degrees(-72),
          endAngle: .degrees(252), clockwise: false)
        pen.stroke(dial)
      }
      pen.detail(.polyline(pt(50, 50 - radius), pt(50, 50 - radius + 16)))
      pen.detail(.polyline(pt(50, 50), pt(35, 35)))
    },
    "hourglass": SymbolGlyph(width: 80) { pen in drawHourglass(&pen, sand: nil) },
    "hourglass.tophalf": SymbolGlyph(width: 80) { pen in drawHourglass(&pen, sand: .top) },
    "hourglass.bottomhalf": SymbolGlyph(width: 80) { pen in drawHourglass(&pen, sand: .bottom) },
    "envelope": SymbolGlyph(width: 120) { pen in
      pen.shape(.rounded(CGRect(x: 12, y: 22, width: 96, height: 56), radius: pen.corner(10)))
      pen.detail(.polyline(pt(20, 30), pt(60, 56), pt(100, 30)), width: pen.lineWidth * 0.7)
    },
    "paperplane": SymbolGlyph { pen in
      let nose = pt(88, 12)
      let notch = pt(42, 58)
      pen.shape(.polygon(nose, pt(54, 90), notch, pt(10, 46)))
      if pen.isFilled {
        // The crease stops short of the nose, which stays whole.
        let end = pt(notch.x + 0.78 * (nose.x - notch.x), notch.y + 0.78 * (nose.y - notch.y))
        pen.cutStroke(.polyline(notch, end), width: pen.lineWidth * 0.6)
      } else {
        pen.stroke(.polyline(notch, nose))
      }
    },
    "bookmark": SymbolGlyph(width: 72) { pen in
      pen.shape(
        GlyphGeometry.roundedPolygon(
          [pt(16, 10), pt(56, 10), pt(56, 90), pt(36, 72), pt(16, 90)],
          radii: [pen.corner(8), pen.corner(8), 0, 0, 0]))
    },
    "tag": SymbolGlyph { pen in
      // Drawn pointing left, then turned so that the point is at the top left; the shift
      // centres the turned tag.
      let place = CGAffineTransform(rotationAngle: .pi / 4)
        .concatenating(CGAffineTransform(translationX: 44.5, y: 44.5))
      let tag = GlyphGeometry.roundedPolygon(
        [pt(-42, 0), pt(-22, -22), pt(42, -22), pt(42, 22), pt(-22, 22)],
        radii: [0, 0, pen.corner(8), pen.corner(8), 0])
      pen.shape(tag.applying(place))
      let hole = pt(-21, 0).applying(place)
      if pen.isFilled {
        pen.cut(.circle(hole, radius: 5 + pen.lineWidth * 0.15))
      } else {
        pen.stroke(.circle(hole, radius: 6.5))
      }
    },
    "book": SymbolGlyph(width: 116) { pen in
      if pen.isFilled {
        // Two pages, the spine a gap between them.
        let apart = (pen.lineWidth + pen.gap) / 2
        for side in [-1.0, 1] {
          let spine = 58 + side * apart
          let outer = 58 + side * 46
          var page = Path()
          page.move(to: pt(spine, 24 - 0.375 * apart))
          ObjectPaths.arc(&page, through: pt(58 + side * 24, 15), to: pt(outer, 18))
          page.addLine(to: pt(outer, 80))
          ObjectPaths.arc(&page, through: pt(58 + side * 24, 78), to: pt(spine, 86 - apart / 3))
          page.closeSubpath()
          pen.shape(page)
        }
      } else {
        var book = Path()
        book.move(to: pt(58, 24))
        ObjectPaths.arc(&book, through: pt(34, 15), to: pt(12, 18))
        book.addLine(to: pt(12, 80))
        ObjectPaths.arc(&book, through: pt(34, 78), to: pt(58, 86))
        ObjectPaths.arc(&book, through: pt(82, 78), to: pt(104, 80))
        book.addLine(to: pt(104, 18))
        ObjectPaths.arc(&book, through: pt(82, 15), to: pt(58, 24))
        book.closeSubpath()
        pen.stroke(book)
        pen.stroke(.polyline(pt(58, 24), pt(58, 86)))
      }
    },
    "book.closed": SymbolGlyph(width: 84) { pen in
      pen.shape(.rounded(CGRect(x: 14, y: 10, width: 56, height: 80), radius: pen.corner(10)))
      pen.detail(.polyline(pt(27, 10), pt(27, 90)), width: pen.lineWidth * 0.5)
    },
    // The bow's loops meet on the lid, so the filled drawing overlaps there.
    "gift": SymbolGlyph(isCuttable: false) { pen in
      if pen.isFilled {
        // The ribbon is the gap between the two halves of the lid and of the box.
        let half = pen.lineWidth / 2 + (pen.lineWidth * 0.5 + 1) / 2
        let top = 50 + pen.lineWidth + pen.gap
        for mirror in [false, true] {
          func x(_ value: CGFloat) -> CGFloat { mirror ? 100 - value : value }
          pen.shape(
            GlyphGeometry.roundedPolygon(
              [pt(x(10), 34), pt(x(50 - half), 34), pt(x(50 - half), 50), pt(x(10), 50)],
              radii: [4, 0, 0, 4]))
          pen.shape(
            GlyphGeometry.roundedPolygon(
              [pt(x(16), top), pt(x(50 - half), top), pt(x(50 - half), 88), pt(x(16), 88)],
              radii: [0, 0, 0, 8]))
        }
      } else {
        pen.stroke(.rounded(CGRect(x: 10, y: 34, width: 80, height: 16), radius: 4))
        pen.stroke(
          ObjectPaths.polyline([pt(16, 50), pt(16, 88), pt(84, 88), pt(84, 50)], radius: 8))
        pen.stroke(.polyline(pt(50, 34), pt(50, 88)))
      }
      pen.stroke(ObjectPaths.loop(from: pt(50, 34), around: pt(38, 24), radius: 10))
      pen.stroke(ObjectPaths.loop(from: pt(50, 34), around: pt(62, 24), radius: 10))
    },
  ]

  /// A page with its top right corner folded down, and lines of text on it when asked.
  private static func drawDocument(_ pen: inout SymbolPen, lines: Bool) {
    if pen.isFilled {
      // The page less the corner, and the folded corner apart from it, its long side on
      // the page's outer edge.
      pen.shape(
        GlyphGeometry.roundedPolygon(
          [pt(14, 10), pt(44, 10), pt(44, 32), pt(66, 32), pt(66, 90), pt(14, 90)],
          radii: [pen.corner(8), 0, 0, 0, pen.corner(8), pen.corner(8)]))
      let half = pen.lineWidth / 2
      let gap = 1 + pen.lineWidth * 0.2
      let slant = half * (2.squareRoot() - 1)
      pen.fill(
        .polygon(
          pt(44 + half + gap, 10 - slant + gap), pt(66 + slant - gap, 32 - half - gap),
          pt(44 + half + gap, 32 - half - gap)))
    } else {
      pen.stroke(
        GlyphGeometry.roundedPolygon(
          [pt(14, 10), pt(44, 10), pt(66, 32), pt(66, 90), pt(14, 90)],
          radii: [pen.corner(8), 0, 0, pen.corner(8), pen.corner(8)]))
      pen.stroke(.polyline(pt(44, 10), pt(44, 32), pt(66, 32)))
    }
    guard lines else { return }
    for (y, end) in [(50.0, 54.0), (63, 54), (76, 44)] {
      pen.detail(.polyline(pt(26, y), pt(end, y)), width: pen.lineWidth * 0.7)
    }
  }

  /// Where an hourglass's sand lies.
  private enum Sand {
    case top, bottom
  }

  /// An hourglass between two bars, filled in the `.fill` variant, or with sand in one half.
  private static func drawHourglass(_ pen: inout SymbolPen, sand: Sand?) {
    let half = pen.lineWidth / 2
    pen.stroke(.polyline(pt(10, 12), pt(70, 12)))
    pen.stroke(.polyline(pt(10, 88), pt(70, 88)))
    // The glass's outline, its top and bottom on the bars; the neck widens with the
    // stroke, so that its sides stay apart.
    let neck = max(5, half + 1)
    // The sides run straight down from the bars before they slant in, further under the
    // heaviest strokes, so that they still leave the bars' edges.
    let shoulder = max(22, 14 + half)
    let (left, right) = (40 - neck, 40 + neck)
    let glass = [
      pt(17, 12), pt(63, 12), pt(63, shoulder), pt(right, 46), pt(right, 54),
      pt(63, 100 - shoulder), pt(63, 88), pt(17, 88), pt(17, 100 - shoulder), pt(left, 54),
      pt(left, 46), pt(17, shoulder),
    ]
    if pen.isFilled && sand == nil {
      // The filled glass reaches to the bars and no further.
      var offsets = [CGFloat](repeating: half, count: glass.count)
      offsets[0] = -half
      offsets[6] = -half
      pen.fill(GlyphGeometry.roundedPolygon(ObjectPaths.offset(glass, by: offsets), radii: [0]))
      return
    }
    // Its sides end square on the bars, so that nothing overlaps.
    for mirror in [false, true] {
      func x(_ value: CGFloat) -> CGFloat { mirror ? 80 - value : value }
      pen.stroke(
        .polyline(
          pt(x(17), 12 + half), pt(x(17), shoulder), pt(x(left), 46), pt(x(left), 54),
          pt(x(17), 100 - shoulder), pt(x(17), 88 - half)),
        cap: .butt)
    }
    guard let sand else { return }
    // The top bulb, down to where its sides would meet, less a gap inside the glass.
    let apex = shoulder + 23 * (46 - shoulder) / (left - 17)
    let bulb = [pt(17, 12), pt(63, 12), pt(63, shoulder), pt(40, apex), pt(17, shoulder)]
    var grains = ObjectPaths.inset(bulb, by: half + 0.8 + pen.lineWidth * 0.1)
    if sand == .bottom { grains = grains.map { pt($0.x, 100 - $0.y) } }
    pen.fill(GlyphGeometry.roundedPolygon(grains, radii: [0]))
  }
}

/// The point (`x`, `y`) in design units.
private func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
