import Foundation
import Shapes

extension SymbolCatalog {
  /// The world and its weather: the globe, a map, the navigation arrow and a pin, clouds,
  /// sun and moon, lightning, water, fire and snow, sparkles, a leaf and a paw print.
  static let nature: [String: SymbolGlyph] = [
    "globe": SymbolGlyph(isCuttable: false) { pen in
      // Its meridians and parallels cross, so that cut from a filled disc they would cut
      // twice where they cross: the `.fill` variant draws the lines too.
      let radius = 50 - pen.lineWidth / 2
      pen.stroke(.circle(CGPoint(x: 50, y: 50), radius: radius))
      pen.stroke(.polyline(CGPoint(x: 50, y: 50 - radius), CGPoint(x: 50, y: 50 + radius)))
      // The meridian a quarter turn round: two arcs through the poles, 20 either side.
      let bulge: CGFloat = 20
      let meridian = (radius * radius + bulge * bulge) / (2 * bulge)
      let reach = asin(radius / meridian) * 180 / .pi
      for side: CGFloat in [-1, 1] {
        var arc = Path()
        arc.addArc(
          center: CGPoint(x: 50 - side * (meridian - bulge), y: 50), radius: meridian,
          startAngle: .degrees(90 - 90 * side - reach), endAngle: .degrees(90 - 90 * side + reach),
          clockwise: false)
        pen.stroke(arc)
      }
      for height: CGFloat in [-0.48, 0, 0.48] {
        let half = radius * (1 - height * height).squareRoot()
        let y = 50 + height * radius
        pen.stroke(.polyline(CGPoint(x: 50 - half, y: y), CGPoint(x: 50 + half, y: y)))
      }
    },
    "leaf": SymbolGlyph { pen in
      drawLeaf(&pen)
    },
    "cloud": SymbolGlyph(width: 120) { pen in
      drawCloud(&pen)
    },
    // SF Symbols' icloud is the cloud.
    "icloud": SymbolGlyph(width: 120) { pen in
      drawCloud(&pen)
    },
    "sun.max": SymbolGlyph { pen in
      let center = CGPoint(x: 50, y: 50)
      pen.shape(.circle(center, radius: 16))
      for ray in 0..<8 {
        let angle = CGFloat(ray) * 45
        pen.stroke(
          .polyline(GlyphGeometry.point(center, 31, angle), GlyphGeometry.point(center, 42, angle)))
      }
    },
    "moon": SymbolGlyph { pen in
      // A disc less a larger one up and to the right: its horns point that way.
      GlyphGeometry.shape(
        &pen,
        pieces: GlyphGeometry.bitten(
          CGPoint(x: 48, y: 52), 40, by: CGPoint(x: 70, y: 30), 34))
    },
    "bolt": SymbolGlyph(width: 80) { pen in
      GlyphGeometry.shape(
        &pen,
        [
          (CGPoint(x: 50, y: 8), 0), (CGPoint(x: 14, y: 56), 0), (CGPoint(x: 38, y: 56), 0),
          (CGPoint(x: 29, y: 92), 0), (CGPoint(x: 66, y: 42), 0), (CGPoint(x: 42, y: 42), 0),
        ])
    },
    "drop": SymbolGlyph(width: 80) { pen in
      GlyphGeometry.shape(
        &pen,
        pieces: GlyphGeometry.drop(
          tip: CGPoint(x: 40, y: 10), center: CGPoint(x: 40, y: 62), radius: 24))
    },
    "flame": SymbolGlyph(width: 80) { pen in
      GlyphGeometry.shape(&pen, pieces: flame)
      let inner = GlyphGeometry.drop(
        tip: CGPoint(x: 42, y: 50), center: CGPoint(x: 40, y: 72), radius: 10)
      if pen.isFilled {
        pen.cut(
          GlyphGeometry.path(GlyphGeometry.outset(inner, by: pen.lineWidth / 2), closed: true))
      } else {
        pen.stroke(GlyphGeometry.path(inner, closed: true))
      }
    },
    "snowflake": SymbolGlyph { pen in
      pen.fill(snowflake(halfWidth: pen.lineWidth / 2))
    },
    "sparkles": SymbolGlyph { pen in
      let waist = min(0.2 + pen.lineWidth * 0.015, 0.4)
      pen.fill(sparkle(CGPoint(x: 40, y: 58), reach: 32, waist: waist))
      pen.fill(sparkle(CGPoint(x: 76, y: 24), reach: 15, waist: waist))
      pen.fill(sparkle(CGPoint(x: 80, y: 70), reach: 10, waist: waist))
    },
    "pawprint": SymbolGlyph { pen in
      // The pads keep their outer edges at every weight, so that they never run together.
      for side: CGFloat in [-1, 1] {
        GlyphGeometry.shape(
          &pen,
          GlyphGeometry.stadium(
            CGPoint(x: 50 + side * 14, y: 27), halfLength: 6, radius: 8, degrees: side * 10),
          fixedEdge: true)
        GlyphGeometry.shape(
          &pen,
          GlyphGeometry.stadium(
            CGPoint(x: 50 + side * 32, y: 50), halfLength: 5, radius: 7.5, degrees: side * 35),
          fixedEdge: true)
      }
      GlyphGeometry.shape(
        &pen,
        [
          (CGPoint(x: 41, y: 58), 10), (CGPoint(x: 59, y: 58), 10), (CGPoint(x: 76, y: 86), 10),
          (CGPoint(x: 24, y: 86), 10),
        ], fixedEdge: true)
    },
    "map": SymbolGlyph(width: 110) { pen in
      GlyphGeometry.shape(
        &pen,
        [
          (CGPoint(x: 12, y: 22), 0), (CGPoint(x: 40, y: 12), 0), (CGPoint(x: 70, y: 22), 0),
          (CGPoint(x: 98, y: 12), 0), (CGPoint(x: 98, y: 78), 0), (CGPoint(x: 70, y: 88), 0),
          (CGPoint(x: 40, y: 78), 0), (CGPoint(x: 12, y: 88), 0),
        ])
      // The folds; cut from the filled map, they stop a line's width short of its edges.
      let inset = pen.isFilled ? pen.lineWidth : 0
      let folds = [
        Path.polyline(CGPoint(x: 40, y: 12 + inset), CGPoint(x: 40, y: 78 - inset)),
        Path.polyline(CGPoint(x: 70, y: 22 + inset), CGPoint(x: 70, y: 88 - inset)),
      ]
      for fold in folds {
        if pen.isFilled { pen.cutStroke(fold) } else { pen.stroke(fold) }
      }
    },
    "location": SymbolGlyph { pen in
      GlyphGeometry.shape(
        &pen,
        [
          (CGPoint(x: 86, y: 14), 0), (CGPoint(x: 54, y: 86), 0), (CGPoint(x: 46, y: 54), 0),
          (CGPoint(x: 14, y: 46), 0),
        ])
    },
    "mappin": SymbolGlyph(width: 60) { pen in
      let head = CGPoint(x: 30, y: 28)
      let radius: CGFloat = 17
      guard pen.isFilled else {
        pen.stroke(.circle(head, radius: radius))
        pen.stroke(.polyline(CGPoint(x: 30, y: head.y + radius), CGPoint(x: 30, y: 88)))
        return
      }
      // The head and the needle as one outline, so that they do not overlap.
      let half = pen.lineWidth / 2
      let outer = radius + half
      let meet = GlyphGeometry.angle(
        of: CGPoint(x: head.x + half, y: head.y + (outer * outer - half * half).squareRoot()),
        from: head)
      var pin = Path()
      pin.addArc(
        center: head, radius: outer, startAngle: .degrees(180 - meet),
        endAngle: .degrees(360 + meet), clockwise: false)
      pin.addArc(
        center: CGPoint(x: 30, y: 88), radius: half, startAngle: .zero, endAngle: .degrees(180),
        clockwise: false)
      pin.closeSubpath()
      pen.fill(pin)
    },
  ]

  /// A cloud: a flat base under three round billows, the middle one the largest; filled
  /// out to its outline's outer edge, that is the billows grown by half a line's width.
  private static func drawCloud(_ pen: inout SymbolPen) {
    let grow = pen.isFilled ? pen.lineWidth / 2 : 0
    let billows: [(CGPoint, CGFloat)] = [
      (CGPoint(x: 30, y: 62), 18 + grow), (CGPoint(x: 62, y: 46), 26 + grow),
      (CGPoint(x: 92, y: 60), 20 + grow),
    ]
    // Round each billow from where the last one crosses it to where it crosses the next,
    // from the bottom of the first to the bottom of the last.
    var cloud = Path()
    var start: CGFloat = 90
    for (index, (center, radius)) in billows.enumerated() {
      var end: CGFloat = 90
      var next = start
      if index + 1 < billows.count {
        let meet = GlyphGeometry.crossing(
          center, radius, billows[index + 1].0, billows[index + 1].1)
        end = GlyphGeometry.angle(of: meet, from: center)
        next = GlyphGeometry.angle(of: meet, from: billows[index + 1].0)
      }
      let (from, to) = GlyphGeometry.increasing(start, end)
      cloud.addArc(
        center: center, radius: radius, startAngle: .degrees(from), endAngle: .degrees(to),
        clockwise: false)
      start = next
    }
    cloud.closeSubpath()
    if pen.isFilled { pen.fill(cloud) } else { pen.stroke(cloud) }
  }

  /// A flame, clockwise from its tip, which leans left.
  ///
  /// The right side is one arc down to a round base, the left side swells out of the base
  /// and curves back in to the tip; each arc is tangent to the next but at the tip.
  private static let flame: [GlyphGeometry.Piece] = {
    let base = CGPoint(x: 40, y: 64)
    let radius: CGFloat = 24
    let swell = CGPoint(x: base.x - radius + 44, y: base.y)
    let turn = GlyphGeometry.point(swell, 44, 212)
    let inward = GlyphGeometry.point(turn, 44, 212)
    let tip = GlyphGeometry.point(inward, 44, -8)
    // The right side: the circle through the tip that is upright where it meets the base.
    let (dx, dy) = (tip.x - base.x - radius, tip.y - base.y)
    let bend = -(dx * dx + dy * dy) / (2 * dx)
    let right = CGPoint(x: base.x + radius - bend, y: base.y)
    return [
      .arc(right, bend, GlyphGeometry.angle(of: tip, from: right), 0), .arc(base, radius, 0, 180),
      .arc(swell, 44, 180, 212), .arc(inward, 44, 32, -8),
    ]
  }()

  /// A leaf pointing up and to the right: two arcs meet at its tip and base, and its stem
  /// runs on from the base down to the left and, as its midrib, up into the leaf.
  private static func drawLeaf(_ pen: inout SymbolPen) {
    // Drawn along the leaf, from the base at the origin to the tip `length` along x.
    let base = CGPoint(x: 28, y: 72)
    let length: CGFloat = 58 * 2.squareRoot()
    let place = CGAffineTransform(
      a: 0.5.squareRoot(), b: -0.5.squareRoot(), c: 0.5.squareRoot(), d: 0.5.squareRoot(),
      tx: base.x, ty: base.y)
    let half = length / 2
    let bulge: CGFloat = 20
    let radius = (half * half + bulge * bulge) / (2 * bulge)
    let offset = radius - bulge
    let reach = atan2(offset, half) * 180 / .pi
    let stem: CGFloat = 20
    let midrib = Path.polyline(CGPoint(x: 0, y: 0), CGPoint(x: length * 0.68, y: 0))
    if pen.isFilled {
      // The outer edge of the outline and of the stem, as one piece.
      let inset = pen.lineWidth / 2
      let outer = radius + inset
      let side = half - (outer * outer - (offset + inset) * (offset + inset)).squareRoot()
      let sideAngle = atan2(offset + inset, side - half) * 180 / .pi
      var leaf = Path()
      leaf.move(to: CGPoint(x: -stem, y: -inset))
      leaf.addArc(
        center: CGPoint(x: half, y: offset), radius: outer, startAngle: .degrees(-sideAngle),
        endAngle: .degrees(-reach), clockwise: false)
      leaf.addArc(
        center: CGPoint(x: length, y: 0), radius: inset, startAngle: .degrees(-reach),
        endAngle: .degrees(reach), clockwise: false)
      leaf.addArc(
        center: CGPoint(x: half, y: -offset), radius: outer, startAngle: .degrees(reach),
        endAngle: .degrees(sideAngle), clockwise: false)
      leaf.addArc(
        center: CGPoint(x: -stem, y: 0), radius: inset, startAngle: .degrees(90),
        endAngle: .degrees(270), clockwise: false)
      leaf.closeSubpath()
      pen.fill(leaf.applying(place))
      pen.cutStroke(midrib.applying(place))
    } else {
      var leaf = Path()
      leaf.addArc(
        center: CGPoint(x: half, y: offset), radius: radius, startAngle: .degrees(reach - 180),
        endAngle: .degrees(-reach), clockwise: false)
      leaf.addArc(
        center: CGPoint(x: half, y: -offset), radius: radius, startAngle: .degrees(reach),
        endAngle: .degrees(180 - reach), clockwise: false)
      leaf.closeSubpath()
      pen.stroke(leaf.applying(place))
      pen.stroke(
        Path.polyline(CGPoint(x: -stem, y: 0), CGPoint(x: length * 0.68, y: 0)).applying(place))
    }
  }

  /// A six-armed snowflake, each arm with a V of branches, as the one outline of its
  /// strokes `2 · halfWidth` wide, so that they do not overlap.
  private static func snowflake(halfWidth: CGFloat) -> Path {
    let arm: CGFloat = 42
    let fork: CGFloat = 25
    let branch: CGFloat = 11
    let slant: CGFloat = 45 * .pi / 180
    let (sine, cosine) = (sin(slant), cos(slant))
    // Where the arm's edge meets the near and far edges of a branch, along the arm.
    let near = fork - halfWidth * sine + halfWidth * (1 - cosine) * cosine / sine
    let far = fork + halfWidth * sine + halfWidth * (1 + cosine) * cosine / sine
    var path = Path()
    for index in 0..<6 {
      // The arm points this way; it is drawn as if it pointed right.
      let turn = CGFloat(-90 + 60 * index)
      let rotation = CGAffineTransform(rotationAngle: turn * .pi / 180)
      func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        let turned = CGPoint(x: x, y: y).applying(rotation)
        return CGPoint(x: 50 + turned.x, y: 50 + turned.y)
      }
      func round(_ x: CGFloat, _ y: CGFloat, from start: CGFloat) {
        path.addArc(
          center: at(x, y), radius: halfWidth, startAngle: .degrees(turn + start),
          endAngle: .degrees(turn + start + 180), clockwise: false)
      }
      // From the corner it shares with the previous arm out along one edge, round the
      // branch on that side, the end and the other branch, and back to the next corner.
      let corner = 3.squareRoot() * halfWidth
      if index == 0 { path.move(to: at(corner, -halfWidth)) }
      path.addLine(to: at(near, -halfWidth))
      round(fork + branch * cosine, -branch * sine, from: -90 - 45)
      path.addLine(to: at(far, -halfWidth))
      round(arm, 0, from: -90)
      path.addLine(to: at(far, halfWidth))
      round(fork + branch * cosine, branch * sine, from: 45 - 90)
      path.addLine(to: at(near, halfWidth))
      path.addLine(to: at(corner, halfWidth))
    }
    path.closeSubpath()
    return path
  }

  /// A four-pointed sparkle about `center`, its points `reach` out and its sides bowed
  /// in to `waist` of that on the diagonals: each side two arcs, from a point, where they
  /// leave along the axis, to the waist.
  private static func sparkle(_ center: CGPoint, reach: CGFloat, waist: CGFloat) -> Path {
    let near = waist * reach / 2.squareRoot()
    // The first arc's centre is level with the top point, `bend` to its right.
    let bend = (near * near + (reach - near) * (reach - near)) / (2 * near)
    let toWaist = GlyphGeometry.angle(
      of: CGPoint(x: near, y: -near), from: CGPoint(x: bend, y: -reach))
    var path = Path()
    for quarter in 0..<4 {
      let turn = CGAffineTransform(rotationAngle: CGFloat(quarter) * .pi / 2)
      func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        let turned = CGPoint(x: x, y: y).applying(turn)
        return CGPoint(x: center.x + turned.x, y: center.y + turned.y)
      }
      let degrees = CGFloat(quarter) * 90
      if quarter == 0 { path.move(to: at(0, -reach)) }
      path.addArc(
        center: at(bend, -reach), radius: bend, startAngle: .degrees(degrees + 180),
        endAngle: .degrees(degrees + toWaist), clockwise: true)
      path.addArc(
        center: at(reach, -bend), radius: bend, startAngle: .degrees(degrees + 270 - toWaist),
        endAngle: .degrees(degrees + 90), clockwise: true)
    }
    path.closeSubpath()
    return path
  }
}
