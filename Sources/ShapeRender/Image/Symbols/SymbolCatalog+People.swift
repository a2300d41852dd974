import Foundation
import Shapes

extension SymbolCatalog {
  /// People, hands, a face and an eye: heads and shoulders, hands with their fingers.
  static let people: [String: SymbolGlyph] = [
    "person": SymbolGlyph(width: 88) { pen in
      Figure(head: CGPoint(x: 44, y: 27), headRadius: 19, bust: Bust(left: 8, right: 80, top: 54))
        .draw(&pen)
    },
    "person.2": SymbolGlyph(width: 124) { pen in
      let front = Figure(
        head: CGPoint(x: 44, y: 29), headRadius: 18, bust: Bust(left: 8, right: 80, top: 55))
      let back = Figure(
        head: CGPoint(x: 89, y: 24), headRadius: 15,
        bust: Bust(left: 62, right: 116, top: 47, bottom: 80, shoulder: 14, crown: 36))
      front.draw(&pen)
      back.draw(&pen, behind: front)
    },
    "person.3": SymbolGlyph(width: 150) { pen in
      let front = Figure(
        head: CGPoint(x: 75, y: 29), headRadius: 18, bust: Bust(left: 39, right: 111, top: 55))
      let back = Figure(
        head: CGPoint(x: 118, y: 24), headRadius: 14,
        bust: Bust(left: 94, right: 142, top: 46, bottom: 80, shoulder: 13, crown: 32))
      front.draw(&pen)
      back.draw(&pen, behind: front)
      // The figure on the left is the one on the right mirrored.
      back.draw(&pen, behind: front, mirroredIn: 150)
    },
    "person.crop.circle": SymbolGlyph { pen in
      let inset = pen.lineWidth / 2
      let center = CGPoint(x: 50, y: 50)
      let head = CGPoint(x: 50, y: 39)
      // The shoulders are an arc about a point below the circle, their top 7.5 below the
      // head's; the circle clips them.
      let shoulders = CGPoint(x: 50, y: 108)
      if pen.isFilled {
        // The disc less the shoulders, and the head cut out of it.
        let left = GlyphGeometry.crossing(shoulders, 44, center, 50)
        var disc = Path()
        disc.addArc(
          center: center, radius: 50,
          startAngle: .degrees(GlyphGeometry.angle(of: left, from: center)),
          endAngle: .degrees(180 - GlyphGeometry.angle(of: left, from: center)), clockwise: false)
        let start = GlyphGeometry.angle(of: CGPoint(x: 100 - left.x, y: left.y), from: shoulders)
        disc.addArc(
          center: shoulders, radius: 44, startAngle: .degrees(start),
          endAngle: .degrees(180 - start), clockwise: true)
        disc.closeSubpath()
        pen.fill(disc)
        pen.cut(.circle(head, radius: 17.5))
      } else {
        pen.stroke(.circle(center, radius: 50 - inset))
        pen.stroke(.circle(head, radius: 17.5 - inset))
        let end = GlyphGeometry.crossing(center, 50 - inset, shoulders, 44 - inset)
        let angle = GlyphGeometry.angle(of: end, from: shoulders)
        var arc = Path()
        arc.addArc(
          center: shoulders, radius: 44 - inset, startAngle: .degrees(180 - angle),
          endAngle: .degrees(angle), clockwise: false)
        pen.stroke(arc)
      }
    },
    "hand.raised": SymbolGlyph(width: 104) { pen in
      drawRaisedHand(&pen)
    },
    "hand.thumbsup": SymbolGlyph { pen in
      drawThumbsUp(&pen)
    },
    "face.smiling": SymbolGlyph { pen in
      let inset = pen.lineWidth / 2
      var smile = Path()
      smile.addArc(
        center: CGPoint(x: 50, y: 50), radius: 23, startAngle: .degrees(35),
        endAngle: .degrees(145), clockwise: false)
      let eyes = [
        Path.polyline(CGPoint(x: 36, y: 33), CGPoint(x: 36, y: 42)),
        Path.polyline(CGPoint(x: 64, y: 33), CGPoint(x: 64, y: 42)),
      ]
      let eyeWidth = pen.lineWidth * 0.8 + 3
      if pen.isFilled {
        pen.fill(.circle(CGPoint(x: 50, y: 50), radius: 50))
        pen.cutStroke(smile)
        for eye in eyes { pen.cutStroke(eye, width: eyeWidth) }
      } else {
        pen.stroke(.circle(CGPoint(x: 50, y: 50), radius: 50 - inset))
        pen.stroke(smile)
        for eye in eyes { pen.stroke(eye, width: eyeWidth) }
      }
    },
    "eye": SymbolGlyph(width: 120) { pen in
      // Two arcs through the corners, 28 above and below the middle at its centre.
      let radius: CGFloat = (48 * 48 + 28 * 28) / 56
      let span = asin(48 / radius) * 180 / .pi
      GlyphGeometry.shape(
        &pen,
        pieces: [
          .arc(CGPoint(x: 60, y: 22 + radius), radius, 270 - span, 270 + span),
          .arc(CGPoint(x: 60, y: 78 - radius), radius, 90 - span, 90 + span),
        ])
      let iris = Path.circle(CGPoint(x: 60, y: 50), radius: 17)
      if pen.isFilled {
        pen.cutStroke(iris)
      } else {
        pen.stroke(iris)
        pen.fill(.circle(CGPoint(x: 60, y: 50), radius: 5 + pen.lineWidth / 2))
      }
    },
  ]

  /// An open hand, palm out, its thumb to the left: one outline, the fingers parted by
  /// single lines (the outline runs down between them and back); in the `.fill` variant a
  /// silhouette with narrow slits between the fingers.
  private static func drawRaisedHand(_ pen: inout SymbolPen) {
    // The lines between the fingers, the fingers' tops and the valleys where they part.
    let slits: [CGFloat] = [48.5, 64.5, 80]
    let tops: [CGFloat] = [20, 12, 17, 30]
    let sides: [CGFloat] = [33, 95]
    let valley: CGFloat = 52
    let edges = [sides[0]] + slits + [sides[1]]
    let thumb = GlyphGeometry.capsuleEnd(
      from: CGPoint(x: 40, y: 74), to: CGPoint(x: 20, y: 48), radius: 7)
    // Half a slit's width before the outline is offset out to its outer edge.
    let half = pen.isFilled ? 1.5 + regularInset : 0
    var corners: [(CGPoint, CGFloat)] = [
      (thumb.0, 7), (thumb.1, 7), (CGPoint(x: sides[0], y: 60), 4),
    ]
    for finger in 0..<4 {
      let left = edges[finger] + (finger == 0 ? 0 : half)
      let right = edges[finger + 1] - (finger == 3 ? 0 : half)
      let radius = (right - left) / 2
      corners.append((CGPoint(x: left, y: tops[finger]), radius))
      corners.append((CGPoint(x: right, y: tops[finger]), radius))
      guard finger < 3 else { break }
      corners.append((CGPoint(x: right, y: valley), half))
      if half > 0 { corners.append((CGPoint(x: right + 2 * half, y: valley), half)) }
    }
    // The palm narrows to the wrist, and the thumb leaves it in a hollow.
    corners += [
      (CGPoint(x: sides[1], y: 86), 20), (CGPoint(x: 44, y: 86), 12), (CGPoint(x: 38, y: 72), 6),
    ]
    if pen.isFilled {
      pen.fill(GlyphGeometry.roundedPolygon(corners, inset: -regularInset))
    } else {
      pen.stroke(GlyphGeometry.roundedPolygon(corners))
    }
  }

  /// How far the filled hands reach past their outlines' middles: as far as the regular
  /// weight's outline, whatever the weight, so that the slits between the fingers and the
  /// gap by the cuff stay open.
  private static let regularInset = Symbol.lineWidth(for: .regular) / 2

  /// A fist with the thumb up and a cuff to its left; the curled fingers are stacked on
  /// the right, parted as the raised hand's are.
  private static func drawThumbsUp(_ pen: inout SymbolPen) {
    let cuff: [(CGPoint, CGFloat)] = [
      (CGPoint(x: 12, y: 46), 3), (CGPoint(x: 25, y: 46), 3), (CGPoint(x: 25, y: 86), 3),
      (CGPoint(x: 12, y: 86), 3),
    ]
    let thumb = GlyphGeometry.capsuleEnd(
      from: CGPoint(x: 46, y: 44), to: CGPoint(x: 53, y: 18), radius: 7)
    // The fingers' rows: where each ends on the right, between the lines that part them.
    let rows: [CGFloat] = [38, 50.5, 63, 75.5, 87]
    let ends: [CGFloat] = [88, 86, 83.5, 79]
    let half = pen.isFilled ? 1.5 + regularInset : 0
    var corners: [(CGPoint, CGFloat)] = [
      (CGPoint(x: 35, y: 87), 4), (CGPoint(x: 35, y: 48), 4), (thumb.0, 7), (thumb.1, 7),
      (CGPoint(x: 62, y: rows[0]), 3),
    ]
    for finger in 0..<4 {
      let top = rows[finger] + (finger == 0 ? 0 : half)
      let bottom = rows[finger + 1] - (finger == 3 ? 0 : half)
      let radius = (bottom - top) / 2
      corners.append((CGPoint(x: ends[finger], y: top), radius))
      corners.append((CGPoint(x: ends[finger], y: bottom), radius))
      guard finger < 3 else { break }
      corners.append((CGPoint(x: 68, y: bottom), half))
      if half > 0 { corners.append((CGPoint(x: 68, y: bottom + 2 * half), half)) }
    }
    if pen.isFilled {
      pen.fill(GlyphGeometry.roundedPolygon(cuff, inset: -regularInset))
      pen.fill(GlyphGeometry.roundedPolygon(corners, inset: -regularInset))
    } else {
      pen.stroke(GlyphGeometry.roundedPolygon(cuff))
      pen.stroke(GlyphGeometry.roundedPolygon(corners))
    }
  }
}

/// The body of a person below the head: a flat base, upright sides, rounded shoulders and
/// a flatter arc over the top, tangent to them; its outer edge is given.
private struct Bust {
  var left: CGFloat
  var right: CGFloat
  var top: CGFloat
  var bottom: CGFloat = 92
  var shoulder: CGFloat = 18
  var crown: CGFloat = 46

  /// The outline `inset` in from the outer edge (out when negative), clockwise on screen
  /// from the lower left corner.
  func pieces(inset: CGFloat) -> [GlyphGeometry.Piece] {
    let middle = (left + right) / 2
    let across = middle - left - shoulder
    let down = ((crown - shoulder) * (crown - shoulder) - across * across).squareRoot()
    let shoulderY = top + crown - down
    // Where the crown meets each shoulder, on the line through both centres.
    let meeting = 180 + atan2(down, across) * 180 / .pi
    let base = bottom - inset
    return [
      .line(CGPoint(x: left + inset, y: base), CGPoint(x: left + inset, y: shoulderY)),
      .arc(CGPoint(x: left + shoulder, y: shoulderY), shoulder - inset, 180, meeting),
      .arc(CGPoint(x: middle, y: top + crown), crown - inset, meeting, 540 - meeting),
      .arc(CGPoint(x: right - shoulder, y: shoulderY), shoulder - inset, 540 - meeting, 360),
      .line(CGPoint(x: right - inset, y: shoulderY), CGPoint(x: right - inset, y: base)),
      .line(CGPoint(x: right - inset, y: base), CGPoint(x: left + inset, y: base)),
    ]
  }
}

/// A person: a round head over a bust, both given by their outer edges, outlined by
/// strokes inside those edges or filled to them.
private struct Figure {
  var head: CGPoint
  var headRadius: CGFloat
  var bust: Bust

  /// The gap left between a figure and one in front of it.
  static let gap: CGFloat = 6

  func draw(_ pen: inout SymbolPen) {
    if pen.isFilled {
      pen.fill(.circle(head, radius: headRadius))
      pen.fill(GlyphGeometry.path(bust.pieces(inset: 0), closed: true))
    } else {
      let inset = pen.lineWidth / 2
      pen.stroke(.circle(head, radius: headRadius - inset))
      pen.stroke(GlyphGeometry.path(bust.pieces(inset: inset), closed: true))
    }
  }

  /// Draws the figure behind `front`: its bust stops short of the front one's by the gap
  /// (the outline ends there; the filled body follows the front one's edge at that
  /// distance), mirrored left to right in a box `mirroredIn` wide when given.
  func draw(_ pen: inout SymbolPen, behind front: Figure, mirroredIn width: CGFloat? = nil) {
    let mirror =
      width.map { CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: $0, ty: 0) } ?? .identity
    if pen.isFilled {
      let outer = bust.pieces(inset: 0)
      let outerPath = GlyphGeometry.path(outer, closed: true)
      let keepOut = front.bust.pieces(inset: -Self.gap)
      let keepOutPath = GlyphGeometry.path(keepOut, closed: true)
      var visible = GlyphGeometry.stretch(of: outer) { !keepOutPath.contains($0) }
      let edge = GlyphGeometry.stretch(of: keepOut) { outerPath.contains($0) }
      visible += edge.reversed().map(\.reversed)
      pen.fill(GlyphGeometry.path(visible, closed: true).applying(mirror))
      pen.fill(Path.circle(head, radius: headRadius).applying(mirror))
    } else {
      let inset = pen.lineWidth / 2
      let keepOut = GlyphGeometry.path(front.bust.pieces(inset: -inset - Self.gap), closed: true)
      let visible = GlyphGeometry.stretch(of: bust.pieces(inset: inset)) { !keepOut.contains($0) }
      pen.stroke(GlyphGeometry.path(visible, closed: false).applying(mirror))
      pen.stroke(Path.circle(head, radius: headRadius - inset).applying(mirror))
    }
  }
}
