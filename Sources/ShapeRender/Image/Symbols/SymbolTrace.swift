import Foundation
import Shapes

/// A piece of the centre line a glyph's strokes follow: a line, or an arc of a circle that
/// turns by `sweep` radians from the angle `start` (a positive sweep turns clockwise on
/// screen).
///
/// A glyph traces a loop of them clockwise round its centre lines, out along each
/// branch and back, and `Path.traced(_:_:flat:)` outlines the strokes along the loop.
enum SymbolTrace {
  case line(CGPoint, CGPoint)
  case arc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat)

  /// The same piece, travelled the other way.
  var reversed: SymbolTrace {
    switch self {
    case .line(let from, let to): .line(to, from)
    case .arc(let center, let radius, let start, let sweep):
      .arc(center: center, radius: radius, start: start + sweep, sweep: -sweep)
    }
  }

  /// Where the piece starts, or ends.
  func point(atEnd: Bool) -> CGPoint {
    switch self {
    case .line(let from, let to): atEnd ? to : from
    case .arc(let center, let radius, let start, let sweep):
      center + .polar(atEnd ? start + sweep : start) * radius
    }
  }

  /// The unit direction of travel where the piece starts, or ends.
  func direction(atEnd: Bool) -> CGPoint {
    switch self {
    case .line(let from, let to): (to - from).unit
    case .arc(_, _, let start, let sweep):
      .polar((atEnd ? start + sweep : start) + (sweep < 0 ? -1 : 1) * .pi / 2)
    }
  }
}

extension [SymbolTrace] {
  /// Out along `arm` and back: the loop round a stroke along it.
  static func outAndBack(_ arm: [SymbolTrace]) -> [SymbolTrace] {
    arm + arm.reversed().map(\.reversed)
  }

  /// Straight lines through `points` and back to the first, a loop, its corners rounded by
  /// arcs of `radius` except at `sharp`.
  static func loop(_ points: [CGPoint], radius: CGFloat, sharp: CGPoint? = nil) -> [SymbolTrace] {
    guard points.count > 2 else { return [] }
    let middle = (points[0] + points[1]) * 0.5
    return bends([middle] + points.dropFirst() + [points[0], middle], radius: radius, sharp: sharp)
  }

  /// Straight lines through `points`, their corners rounded by arcs of `radius` except at
  /// `sharp`.
  static func bends(
    _ points: [CGPoint], radius: CGFloat, sharp: CGPoint? = nil
  ) -> [SymbolTrace] {
    var result: [SymbolTrace] = []
    var from = points[0]
    for index in 1..<points.count - 1 {
      let corner = points[index]
      if corner == sharp {
        result.append(.line(from, corner))
        from = corner
        continue
      }
      let incoming = (corner - points[index - 1]).unit
      let outgoing = (points[index + 1] - corner).unit
      let turn = atan2(incoming.cross(outgoing), incoming.dot(outgoing))
      let cut = radius * tan(abs(turn) / 2)
      let start = corner - incoming * cut
      if (start - from).dot(start - from) > 1e-12 { result.append(.line(from, start)) }
      // The centre is on the side the line turns to: right of it when it turns clockwise.
      let center = start + incoming.left * (turn > 0 ? -radius : radius)
      let angle = atan2(start.y - center.y, start.x - center.x)
      result.append(.arc(center: center, radius: radius, start: angle, sweep: turn))
      from = corner + outgoing * cut
    }
    if let last = points.last, (last - from).dot(last - from) > 1e-12 {
      result.append(.line(from, last))
    }
    return result
  }

  /// An arrow traced from its tip: `shaft` out and back, then the arms of its head, `head`
  /// long at 45° either side of the shaft, or of it turned by `turn` (radians, clockwise).
  static func arrow(
    _ shaft: [SymbolTrace], head: CGFloat = 36, turn: CGFloat = 0
  ) -> [SymbolTrace] {
    guard let first = shaft.first else { return [] }
    let tip = first.point(atEnd: false)
    let back = first.direction(atEnd: false)
    let angle = atan2(back.y, back.x) + turn
    // Round the tip clockwise: the shaft, the arm clockwise of it, the other arm.
    var result = outAndBack(shaft)
    for arm in [angle + .pi / 4, angle - .pi / 4] {
      result += outAndBack([.line(tip, tip + .polar(arm) * head)])
    }
    return result
  }

  /// A straight arrow from `tail` to `tip`.
  static func arrow(from tail: CGPoint, to tip: CGPoint, head: CGFloat = 36) -> [SymbolTrace] {
    arrow([.line(tip, tail)], head: head)
  }
}

extension Path {
  /// An arc of the circle about `center`, from the angle `from` clockwise to `to`, stroked
  /// `width` wide with a round tail, ending in a solid triangle with rounded corners that
  /// points on round the circle: one contour.
  static func circleArrow(
    center: CGPoint, radius: CGFloat, from: Angle, to: Angle, width: CGFloat
  ) -> Path {
    let half = width / 2
    let tail = from.radians
    let end = to.radians
    // The triangle grows with the line, as SF's heads do, and stays a little blunt.
    let base = 7 + half
    let length = 1.6 * base
    let rounding = 1 + 0.4 * half
    let outward = CGPoint.polar(end)
    let onward = outward.left * -1
    let middle = center + outward * radius
    var path = Path()
    path.addRelativeArc(
      center: center, radius: radius + half, startAngle: .radians(tail),
      delta: .radians(end - tail))
    path.addArc(
      tangent1End: middle + outward * base, tangent2End: middle + onward * length,
      radius: rounding)
    path.addArc(
      tangent1End: middle + onward * length, tangent2End: middle - outward * base,
      radius: rounding)
    path.addArc(tangent1End: middle - outward * base, tangent2End: middle, radius: rounding)
    path.addRelativeArc(
      center: center, radius: radius - half, startAngle: .radians(end),
      delta: .radians(tail - end))
    path.addRelativeArc(
      center: center + .polar(tail) * radius, radius: half, startAngle: .radians(tail + .pi),
      delta: .radians(.pi))
    path.closeSubpath()
    return path
  }
}

extension SymbolTrace {
  /// The line or circle `distance` to the left of the piece: outside a clockwise loop.
  fileprivate func offset(by distance: CGFloat) -> Offset {
    switch self {
    case .line(let from, let to):
      let direction = (to - from).unit
      return .line(from + direction.left * distance, direction)
    case .arc(let center, let radius, _, let sweep):
      return .circle(center, radius + (sweep < 0 ? -distance : distance))
    }
  }

  /// Whether the foot of `point` on the piece's line, or its angle about the piece's
  /// centre, falls within the piece.
  fileprivate func spans(_ point: CGPoint) -> Bool {
    switch self {
    case .line(let from, let to):
      let along = (point - from).dot(to - from)
      return along >= -1e-9 && along <= (to - from).dot(to - from) + 1e-9
    case .arc(let center, _, let start, let sweep):
      let angle = atan2(point.y - center.y, point.x - center.x)
      var turned = (sweep < 0 ? start - angle : angle - start)
        .truncatingRemainder(dividingBy: 2 * .pi)
      if turned < 0 { turned += 2 * .pi }
      return turned <= abs(sweep) + 1e-9 || turned >= 2 * .pi - 1e-9
    }
  }

  fileprivate enum Offset {
    case line(CGPoint, CGPoint)
    case circle(CGPoint, CGFloat)

    /// Where this line or circle meets `other`.
    func crossings(_ other: Offset) -> [CGPoint] {
      switch (self, other) {
      case (.line(let point, let direction), .line(let other, let otherDirection)):
        let det = direction.x * otherDirection.y - direction.y * otherDirection.x
        guard abs(det) > 1e-12 else { return [] }
        let delta = other - point
        let t = (delta.x * otherDirection.y - delta.y * otherDirection.x) / det
        return [point + direction * t]
      case (.line(let point, let direction), .circle(let center, let radius)),
        (.circle(let center, let radius), .line(let point, let direction)):
        let foot = point + direction * (center - point).dot(direction)
        let squared = radius * radius - (center - foot).dot(center - foot)
        guard squared >= 0 else { return [] }
        let along = direction * squared.squareRoot()
        return [foot + along, foot - along]
      case (.circle(let center, let radius), .circle(let other, let otherRadius)):
        let between = other - center
        let distance = between.dot(between).squareRoot()
        guard distance > 1e-12 else { return [] }
        let along =
          (radius * radius - otherRadius * otherRadius + distance * distance)
          / (2 * distance)
        let squared = radius * radius - along * along
        guard squared >= 0 else { return [] }
        let unit = between * (1 / distance)
        let middle = center + unit * along
        let across = unit.left * squared.squareRoot()
        return [middle + across, middle - across]
      }
    }
  }
}

extension Path {
  /// The outline of the pen's strokes along `trace`: a loop of pieces, each starting where
  /// the last ends, that goes clockwise round the glyph's centre lines (out along each and
  /// back).
  ///
  /// Its ends and outer corners are round, its inner corners cut where the sides
  /// meet, so strokes that meet make one contour, with no overlaps; ends at `flat` are
  /// square instead.
  static func traced(_ trace: [SymbolTrace], _ pen: SymbolPen, flat: CGPoint? = nil) -> Path {
    let half = pen.lineWidth / 2
    let count = trace.count
    guard count > 1 else { return Path() }
    // Where the side of each piece starts, where that of the piece before ends, and how
    // they are joined, at each piece's start.
    var starts: [CGPoint] = []
    var ends: [CGPoint] = []
    var corners: [Corner] = []
    for index in 0..<count {
      let before = trace[(index + count - 1) % count]
      let after = trace[index]
      let vertex = after.point(atEnd: false)
      let incoming = before.direction(atEnd: true)
      let outgoing = after.direction(atEnd: false)
      let cross = incoming.cross(outgoing)
      var end = vertex + incoming.left * half
      var start = vertex + outgoing.left * half
      var corner = Corner.straight
      if cross > 1e-9 || (cross >= -1e-9 && incoming.dot(outgoing) < 0) {
        // A clockwise turn, or a turn back: round outside, unless a square end.
        let isFlat = flat.map { ($0 - vertex).dot($0 - vertex) < 1e-12 } ?? false
        corner = isFlat ? .straight : .round
      } else if cross < -1e-9 {
        let crossing = before.offset(by: half).crossings(after.offset(by: half))
          .filter { before.spans($0) && after.spans($0) }
          .min { ($0 - vertex).dot($0 - vertex) < ($1 - vertex).dot($1 - vertex) }
        if let crossing {
          (end, start) = (crossing, crossing)
        } else {
          // Pieces too short for their width to meet inside: the outline turns through the
          // vertex, overlapping itself a little but leaving no hole.
          corner = .pivot
        }
      } else {
        start = end
      }
      ends.append(end)
      starts.append(start)
      corners.append(corner)
    }
    var path = Path()
    path.move(to: starts[0])
    for index in 0..<count {
      let next = (index + 1) % count
      switch trace[index] {
      case .line:
        path.addLine(to: ends[next])
      case .arc(let center, _, let start, let sweep):
        let from = angle(of: starts[index], about: center, near: start)
        let to = angle(of: ends[next], about: center, near: start + sweep)
        let radius = (starts[index] - center).dot(starts[index] - center).squareRoot()
        path.addRelativeArc(
          center: center, radius: radius, startAngle: .radians(from), delta: .radians(to - from))
      }
      let vertex = trace[next].point(atEnd: false)
      switch corners[next] {
      case .round:
        let from = angle(of: ends[next], about: vertex, near: 0)
        var sweep = angle(of: starts[next], about: vertex, near: from) - from
        if sweep <= 0 { sweep += 2 * .pi }
        path.addRelativeArc(
          center: vertex, radius: half, startAngle: .radians(from), delta: .radians(sweep))
      case .pivot:
        path.addLine(to: vertex)
        path.addLine(to: starts[next])
      case .straight:
        path.addLine(to: starts[next])
      }
    }
    path.closeSubpath()
    return path
  }

  /// How the outline turns from the side of one piece to the next.
  private enum Corner {
    case round, straight, pivot
  }

  /// The angle of `point` about `center`, within half a turn of `near`.
  private static func angle(of point: CGPoint, about center: CGPoint, near: CGFloat) -> CGFloat {
    let angle = atan2(point.y - center.y, point.x - center.x)
    return near + remainder(angle - near, 2 * .pi)
  }

  /// The centre line along `trace`, closed when told, to stroke.
  static func along(_ trace: [SymbolTrace], closed: Bool = false) -> Path {
    var path = Path()
    guard let first = trace.first else { return path }
    path.move(to: first.point(atEnd: false))
    for piece in trace {
      switch piece {
      case .line(_, let to):
        path.addLine(to: to)
      case .arc(let center, let radius, let start, let sweep):
        path.addRelativeArc(
          center: center, radius: radius, startAngle: .radians(start), delta: .radians(sweep))
      }
    }
    if closed { path.closeSubpath() }
    return path
  }

  /// The path mirrored left to right in a box `width` wide.
  func mirrored(width: CGFloat) -> Path {
    applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0))
  }
}
