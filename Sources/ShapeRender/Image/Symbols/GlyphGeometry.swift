import Foundation
import Shapes

/// Construction helpers for the glyphs of the people, nature and things groups: corners
/// rounded by circular arcs, polygons moved in or out, where circles cross.
enum GlyphGeometry {
  /// The outline of the disc of `radius` about `center` less the disc of `biteRadius`
  /// about `bite`, which crosses its edge: round the disc's edge clockwise from one
  /// crossing to the other, then back round the bite's near side.
  static func bitten(
    _ center: CGPoint, _ radius: CGFloat, by bite: CGPoint, _ biteRadius: CGFloat
  ) -> [Piece] {
    let upper = crossing(center, radius, bite, biteRadius)
    let lower = crossing(bite, biteRadius, center, radius)
    let (from, to) = increasing(angle(of: lower, from: center), angle(of: upper, from: center))
    let (round, back) = increasing(angle(of: lower, from: bite), angle(of: upper, from: bite))
    return [.arc(center, radius, from, to), .arc(bite, biteRadius, back, round)]
  }

  /// The point `radius` from `center` at `degrees` (0° right, 90° down).
  static func point(_ center: CGPoint, _ radius: CGFloat, _ degrees: CGFloat) -> CGPoint {
    let angle = degrees * .pi / 180
    return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }

  /// The direction of `point` from `center`, in degrees.
  static func angle(of point: CGPoint, from center: CGPoint) -> CGFloat {
    atan2(point.y - center.y, point.x - center.x) * 180 / .pi
  }

  /// `from` and `to`, with `to` moved by whole turns to lie less than a turn after `from`.
  static func increasing(_ from: CGFloat, _ to: CGFloat) -> (CGFloat, CGFloat) {
    var end = to
    while end <= from { end += 360 }
    while end > from + 360 { end -= 360 }
    return (from, end)
  }

  /// Where two circles cross: the crossing to the left of the way from the first centre
  /// to the second, as seen on screen (above the centres when the second is to the right).
  static func crossing(
    _ first: CGPoint, _ firstRadius: CGFloat, _ second: CGPoint, _ secondRadius: CGFloat
  ) -> CGPoint {
    let dx = second.x - first.x
    let dy = second.y - first.y
    let distance = (dx * dx + dy * dy).squareRoot()
    let along =
      (firstRadius * firstRadius - secondRadius * secondRadius + distance * distance)
      / (2 * distance)
    let across = max(firstRadius * firstRadius - along * along, 0).squareRoot()
    let ux = dx / distance
    let uy = dy / distance
    return CGPoint(x: first.x + along * ux + across * uy, y: first.y + along * uy - across * ux)
  }

  /// Outlines the rounded polygon of `corners`, or fills it out to that outline's edge.
  ///
  /// The `.fill` variant fills the polygon (see ``roundedPolygon(_:inset:)``) out to the
  /// outer edge of its outline, built rather than taken from the stroke, so that it is one
  /// clean piece at any width. With `fixedEdge`, the outer edge stays where the regular
  /// weight puts it, and heavier lines grow inward, so that neighbouring shapes keep apart.
  static func shape(
    _ pen: inout SymbolPen, _ corners: [(CGPoint, CGFloat)], fixedEdge: Bool = false
  ) {
    let edge = fixedEdge ? Symbol.lineWidth(for: .regular) / 2 : pen.lineWidth / 2
    if pen.isFilled {
      pen.fill(roundedPolygon(corners, inset: -edge))
    } else {
      pen.stroke(roundedPolygon(corners, inset: pen.lineWidth / 2 - edge))
    }
  }

  /// The closed polygon through `corners`, each rounded by an arc of its radius.
  ///
  /// The arcs are circular and tangent to both sides; where two would need more of a side
  /// than there is, both shrink to fit. Moved in by `inset` (out when negative), the sides
  /// move in parallel, and convex corners' radii shrink and concave ones' grow by it, down
  /// to sharp corners. A corner where the outline turns straight back stays sharp, so that
  /// two sides can run down and up one line. The corners may run either way round.
  static func roundedPolygon(_ corners: [(CGPoint, CGFloat)], inset: CGFloat = 0) -> Path {
    let count = corners.count
    // Clockwise on screen, so that the inside is to the right of the way round.
    var area: CGFloat = 0
    for index in 0..<count {
      let (point, next) = (corners[index].0, corners[(index + 1) % count].0)
      area += point.x * next.y - next.x * point.y
    }
    let corners = area < 0 ? Array(corners.reversed()) : corners
    var placed: [(point: CGPoint, radius: CGFloat)] = []
    for index in 0..<count {
      let point = corners[index].0
      let incoming = unit(from: corners[(index + count - 1) % count].0, to: point)
      let outgoing = unit(from: point, to: corners[(index + 1) % count].0)
      let turn = incoming.x * outgoing.y - incoming.y * outgoing.x
      let normalIn = CGPoint(x: -incoming.y, y: incoming.x)
      let normalOut = CGPoint(x: -outgoing.y, y: outgoing.x)
      // Where the two sides, moved in, meet.
      let dot = normalIn.x * normalOut.x + normalIn.y * normalOut.y
      let scale = dot > -0.999 ? inset / (1 + dot) : 0
      let moved = CGPoint(
        x: point.x + scale * (normalIn.x + normalOut.x),
        y: point.y + scale * (normalIn.y + normalOut.y))
      placed.append((moved, max(corners[index].1 + (turn > 0 ? -inset : inset), 0)))
    }
    let reach = (0..<count).map { index in
      tangent(
        from: placed[(index + count - 1) % count].point, at: placed[index].point,
        to: placed[(index + 1) % count].point)
    }
    let fits = (0..<count).map { index in
      let next = (index + 1) % count
      let needed = placed[index].radius * reach[index] + placed[next].radius * reach[next]
      let side = hypot(
        placed[next].point.x - placed[index].point.x, placed[next].point.y - placed[index].point.y)
      return needed > side ? side / needed : 1
    }
    for index in 0..<count {
      placed[index].radius *= min(fits[index], fits[(index + count - 1) % count])
    }
    var path = Path()
    let (first, last) = (placed[0].point, placed[count - 1].point)
    path.move(to: CGPoint(x: (first.x + last.x) / 2, y: (first.y + last.y) / 2))
    for index in 0..<count {
      addCorner(
        to: &path, from: placed[(index + count - 1) % count].point, at: placed[index].point,
        to: placed[(index + 1) % count].point, radius: placed[index].radius)
    }
    path.closeSubpath()
    return path
  }

  /// The closed polygon through `points`, each corner rounded by its radius in `radii`
  /// (0 for a sharp corner; a single radius serves every corner), as
  /// ``roundedPolygon(_:inset:)`` rounds them; empty for no points.
  static func roundedPolygon(_ points: [CGPoint], radii: [CGFloat]) -> Path {
    guard !points.isEmpty, !radii.isEmpty else { return Path() }
    return roundedPolygon(
      points.indices.map { (points[$0], radii.count == 1 ? radii[0] : radii[$0]) })
  }

  /// A line to the corner at `point` between the sides from `previous` and to `next`,
  /// rounded by an arc of `radius` tangent to both.
  private static func addCorner(
    to path: inout Path, from previous: CGPoint, at point: CGPoint, to next: CGPoint,
    radius: CGFloat
  ) {
    let incoming = unit(from: previous, to: point)
    let outgoing = unit(from: point, to: next)
    let turn = incoming.x * outgoing.y - incoming.y * outgoing.x
    let cosine = incoming.x * outgoing.x + incoming.y * outgoing.y
    guard radius > 0.01, abs(turn) > 1e-6, cosine > -0.999 else {
      path.addLine(to: point)
      return
    }
    let tangent = radius * Self.tangent(from: previous, at: point, to: next)
    let start = CGPoint(x: point.x - tangent * incoming.x, y: point.y - tangent * incoming.y)
    let end = CGPoint(x: point.x + tangent * outgoing.x, y: point.y + tangent * outgoing.y)
    let side: CGFloat = turn > 0 ? 1 : -1
    let center = CGPoint(
      x: start.x - side * radius * incoming.y, y: start.y + side * radius * incoming.x)
    path.addArc(
      center: center, radius: radius, startAngle: .degrees(angle(of: start, from: center)),
      endAngle: .degrees(angle(of: end, from: center)), clockwise: turn < 0)
  }

  /// How far along each side an arc of radius 1 rounding the corner at `point` reaches:
  /// none where the outline goes straight on or turns straight back.
  private static func tangent(from previous: CGPoint, at point: CGPoint, to next: CGPoint)
    -> CGFloat
  {
    let incoming = unit(from: previous, to: point)
    let outgoing = unit(from: point, to: next)
    let cosine = incoming.x * outgoing.x + incoming.y * outgoing.y
    let turn = incoming.x * outgoing.y - incoming.y * outgoing.x
    guard abs(turn) > 1e-6, cosine > -0.999 else { return 0 }
    return tan(acos(min(cosine, 1)) / 2)
  }

  private static func unit(from start: CGPoint, to end: CGPoint) -> CGPoint {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = max((dx * dx + dy * dy).squareRoot(), 1e-12)
    return CGPoint(x: dx / length, y: dy / length)
  }

  /// A drop, clockwise: the circle of `radius` about `center` and its two tangents from
  /// `tip`; moved in by `inset`, the drop as pointed inside it.
  static func drop(tip: CGPoint, center: CGPoint, radius: CGFloat, inset: CGFloat = 0)
    -> [Piece]
  {
    let toTip = angle(of: tip, from: center)
    // The tangents touch the circle this far round from the direction of the tip.
    let touch = acos(radius / hypot(center.x - tip.x, center.y - tip.y)) * 180 / .pi
    let scale = (radius - inset) / radius
    let point = CGPoint(
      x: center.x + (tip.x - center.x) * scale, y: center.y + (tip.y - center.y) * scale)
    let round = Piece.arc(center, radius - inset, toTip + touch, toTip + 360 - touch)
    return [.line(point, round.point(at: 0)), round, .line(round.point(at: 1), point)]
  }

  /// A piece of an outline: a line, or an arc about a centre with a radius from one angle
  /// to another, in degrees, turning either way.
  enum Piece {
    case line(CGPoint, CGPoint)
    case arc(CGPoint, CGFloat, CGFloat, CGFloat)

    func point(at fraction: CGFloat) -> CGPoint {
      switch self {
      case .line(let start, let end):
        CGPoint(
          x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      case .arc(let center, let radius, let from, let to):
        GlyphGeometry.point(center, radius, from + (to - from) * fraction)
      }
    }

    func part(from start: CGFloat, to end: CGFloat) -> Piece {
      switch self {
      case .line: .line(point(at: start), point(at: end))
      case .arc(let center, let radius, let from, let to):
        .arc(center, radius, from + (to - from) * start, from + (to - from) * end)
      }
    }

    var reversed: Piece { part(from: 1, to: 0) }

    /// The direction, in degrees, to the left of the way along the piece at `fraction`:
    /// out of an outline that runs clockwise on screen.
    func outward(at fraction: CGFloat) -> CGFloat {
      switch self {
      case .line(let start, let end): GlyphGeometry.angle(of: end, from: start) - 90
      case .arc(_, _, let from, let to): from + (to - from) * fraction + (to > from ? 0 : 180)
      }
    }

    /// The piece moved `distance` to its left.
    func moved(out distance: CGFloat) -> Piece {
      switch self {
      case .line(let start, let end):
        let angle = outward(at: 0)
        return .line(
          GlyphGeometry.point(start, distance, angle), GlyphGeometry.point(end, distance, angle))
      case .arc(let center, let radius, let from, let to):
        return .arc(center, radius + (to > from ? distance : -distance), from, to)
      }
    }

    /// Adds the piece to `path`, joined to its current point by a line.
    func add(to path: inout Path) {
      if path.currentPoint == nil { path.move(to: point(at: 0)) }
      switch self {
      case .line(let start, let end):
        path.addLine(to: start)
        path.addLine(to: end)
      case .arc(let center, let radius, let from, let to):
        path.addArc(
          center: center, radius: radius, startAngle: .degrees(from), endAngle: .degrees(to),
          clockwise: to < from)
      }
    }
  }

  static func path(_ pieces: [Piece], closed: Bool) -> Path {
    var path = Path()
    for piece in pieces { piece.add(to: &path) }
    if closed { path.closeSubpath() }
    return path
  }

  /// The outline `distance` outside the closed outline `pieces`, which runs clockwise on
  /// screen and turns only outward at its corners: each piece moved out, and each corner
  /// rounded about its point, as a stroke's outer edge is.
  static func outset(_ pieces: [Piece], by distance: CGFloat) -> [Piece] {
    var result: [Piece] = []
    for (index, piece) in pieces.enumerated() {
      result.append(piece.moved(out: distance))
      let (from, to) = increasing(
        piece.outward(at: 1), pieces[(index + 1) % pieces.count].outward(at: 0))
      if to - from < 180 { result.append(.arc(piece.point(at: 1), distance, from, to)) }
    }
    return result
  }

  /// Outlines the closed outline `pieces`, or in the `.fill` variant fills it out to the
  /// outer edge of that outline (see ``outset(_:by:)``).
  static func shape(_ pen: inout SymbolPen, pieces: [Piece]) {
    if pen.isFilled {
      pen.fill(path(outset(pieces, by: pen.lineWidth / 2), closed: true))
    } else {
      pen.stroke(path(pieces, closed: true))
    }
  }
}

// Outlines made of lines and arcs, for figures partly hidden behind others.
extension GlyphGeometry {
  /// The two corners, left then right as seen from `base`, of a rectangle `2 · radius` wide
  /// whose end lies `radius` past `end` toward which it points: rounded by `radius`, they
  /// give the end a half circle about `end`.
  static func capsuleEnd(from base: CGPoint, to end: CGPoint, radius: CGFloat) -> (
    CGPoint, CGPoint
  ) {
    let dx = end.x - base.x
    let dy = end.y - base.y
    let length = (dx * dx + dy * dy).squareRoot()
    let ux = dx / length
    let uy = dy / length
    let tip = CGPoint(x: end.x + radius * ux, y: end.y + radius * uy)
    // To the left of the direction on screen is (uy, -ux).
    return (
      CGPoint(x: tip.x + radius * uy, y: tip.y - radius * ux),
      CGPoint(x: tip.x - radius * uy, y: tip.y + radius * ux)
    )
  }

  /// The stretch of the closed outline `pieces` where `keep` holds, from where it starts
  /// to hold to where it stops, when it holds along one stretch: all of it when it holds
  /// everywhere, nothing when nowhere.
  static func stretch(of pieces: [Piece], where keep: (CGPoint) -> Bool) -> [Piece] {
    let steps = 64
    let total = pieces.count * steps
    let count = CGFloat(pieces.count)
    // A place on the outline: a piece's index plus how far along it.
    func point(_ place: CGFloat) -> CGPoint {
      let wrapped = place >= count ? place - count : place
      let index = min(Int(wrapped), pieces.count - 1)
      return pieces[index].point(at: wrapped - CGFloat(index))
    }
    let kept = (0..<total).map { keep(point(CGFloat($0) / CGFloat(steps))) }
    guard let entry = (0..<total).first(where: { !kept[$0] && kept[($0 + 1) % total] }),
      let exit = (0..<total).first(where: { kept[$0] && !kept[($0 + 1) % total] })
    else { return kept[0] ? pieces : [] }
    // Where `keep` changes between samples `sample` and the next.
    func change(after sample: Int) -> CGFloat {
      var low = CGFloat(sample) / CGFloat(steps)
      var high = CGFloat(sample + 1) / CGFloat(steps)
      let before = keep(point(low))
      for _ in 0..<48 {
        let middle = (low + high) / 2
        if keep(point(middle)) == before { low = middle } else { high = middle }
      }
      let place = (low + high) / 2
      return place >= count ? place - count : place
    }
    var place = change(after: entry)
    var end = change(after: exit)
    if end <= place { end += count }
    var result: [Piece] = []
    while place < end - 1e-9 {
      let index = place.rounded(.down)
      let stop = min(index + 1, end)
      let piece = pieces[Int(index) % pieces.count]
      result.append(piece.part(from: place - index, to: stop - index))
      place = stop
    }
    return result
  }
}

extension GlyphGeometry {
  /// The corners of a stadium about `center`, upright and turned by `degrees`: a bar
  /// `2 · halfLength` long between half circles of `radius`.
  static func stadium(
    _ center: CGPoint, halfLength: CGFloat, radius: CGFloat, degrees: CGFloat
  ) -> [(CGPoint, CGFloat)] {
    let turn = CGAffineTransform(rotationAngle: degrees * .pi / 180)
    return [(-1, -1), (1, -1), (1, 1), (-1, 1)].map { (x: CGFloat, y: CGFloat) in
      let corner = CGPoint(x: x * radius, y: y * (halfLength + radius)).applying(turn)
      return (CGPoint(x: center.x + corner.x, y: center.y + corner.y), radius)
    }
  }
}
