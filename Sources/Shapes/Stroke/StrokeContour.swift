import Foundation

/// The exact outline of the stroke of one sub-path made of lines and circular arcs: one
/// closed contour around an open sub-path, two (outer and inner, opposite ways round)
/// around a closed one, with no overlap, so that its ``Path/area`` is the area painted.
///
/// Each segment's two sides are its offsets half the width either way, lines and
/// concentric arcs. At a corner, the outer side gets the join (miter lines, a bevel line or
/// an exact arc about the corner) and the inner sides are cut where they cross. The
/// outline is given up (`nil`), and the stroke left to ``StrokeOutliner``'s union of
/// pieces, wherever that construction would not be the painted region: a curve or an
/// elliptical arc, an arc whose radius does not exceed half the width, a 180° turn, inner
/// sides that do not cross within both segments (a segment shorter than the corner needs),
/// pieces that cross or touch anywhere else, or a sub-path of more segments than the
/// pairwise check of its pieces should cost.
struct StrokeContour {
  /// The most segments a sub-path may have for its outline to be checked piece by piece.
  static let maximumSegments = 64

  let halfWidth: Double
  let lineCap: CGLineCap
  let lineJoin: CGLineJoin
  /// The miter limit, at least 1.
  let miterLimit: Double

  /// The outline of the sub-path `segments` (none of which is a point), or `nil`.
  func outline(of segments: [PathSegment], isClosed: Bool) -> Path? {
    guard segments.count <= Self.maximumSegments else { return nil }
    // Each segment's sides: left is along `strokeNormal`, right against it.
    var left: [OutlinePiece] = []
    var right: [OutlinePiece] = []
    for segment in segments {
      guard let (l, r) = sides(of: segment) else { return nil }
      left.append(l)
      right.append(r)
    }
    // What goes between segment i and the next on each side: outer join pieces.
    var leftJoins = [[OutlinePiece]](repeating: [], count: segments.count)
    var rightJoins = leftJoins
    let joinCount = isClosed ? segments.count : segments.count - 1
    for index in 0..<joinCount {
      let next = (index + 1) % segments.count
      guard let d0 = segments[index].endTangent, let d1 = segments[next].startTangent
      else { return nil }
      let cross = d0.x * d1.y - d0.y * d1.x
      let dot = d0.x * d1.x + d0.y * d1.y
      if abs(cross) <= 1e-9 {
        // Straight on, the sides meet (up to rounding); turning back, they overlap.
        guard dot > 0 else { return nil }
        continue
      }
      // The outer side is the left for cross > 0, as in `StrokeOutliner.addJoin`.
      let vertex = segments[next].start
      guard next != index else { return nil }
      if cross > 0 {
        guard let (incoming, outgoing) = trimmedInner(right[index], right[next]) else {
          return nil
        }
        (right[index], right[next]) = (incoming, outgoing)
        leftJoins[index] = join(at: vertex, from: left[index].end, to: left[next].start, d0, d1)
      } else {
        guard let (incoming, outgoing) = trimmedInner(left[index], left[next]) else {
          return nil
        }
        (left[index], left[next]) = (incoming, outgoing)
        rightJoins[index] = join(
          at: vertex, from: right[index].end, to: right[next].start, d0, d1)
      }
    }
    let leftSide = zip(left, leftJoins).flatMap { [$0] + $1 }
    let rightSide = zip(right, rightJoins).flatMap { [$0] + $1 }
    let contours: [[OutlinePiece]]
    if isClosed {
      contours = [leftSide, rightSide]
    } else {
      guard let first = segments.first, let last = segments.last,
        let startDirection = first.startTangent, let endDirection = last.endTangent
      else { return nil }
      let backward = CGPoint(x: -startDirection.x, y: -startDirection.y)
      let endCap = cap(at: last.end, from: leftSide[leftSide.count - 1].end, outward: endDirection)
      let startCap = cap(at: first.start, from: rightSide[0].start, outward: backward)
      contours = [leftSide + endCap + rightSide.reversed().map(\.reversed) + startCap]
    }
    guard contours.allSatisfy({ $0.allSatisfy(\.isFinite) }), isSimple(contours) else {
      return nil
    }
    return oriented(contours, isClosed: isClosed)
  }

  /// The offsets half the width either side of a line or of a circular arc wider than
  /// half the width, or `nil` for other segments.
  private func sides(of segment: PathSegment) -> (OutlinePiece, OutlinePiece)? {
    switch segment {
    case .line(let p0, let p1):
      guard let normal = (p1 - p0).normalized?.strokeNormal else { return nil }
      return (
        .line(p0.moved(normal, by: halfWidth), p1.moved(normal, by: halfWidth)),
        .line(p0.moved(normal, by: -halfWidth), p1.moved(normal, by: -halfWidth))
      )
    case .arc(let arc):
      guard let radius = arc.circleRadius, !arc.isSingular, halfWidth < radius * (1 - 1e-9),
        let direction = segment.startTangent
      else { return nil }
      // The left side is the outer circle where the normal points away from the centre.
      let outward = direction.strokeNormal
      let fromCenter = arc.start - arc.center
      let leftIsOuter = outward.x * fromCenter.x + outward.y * fromCenter.y > 0
      let outer = arc.scaled(aboutCenterBy: (radius + halfWidth) / radius)
      let inner = arc.scaled(aboutCenterBy: (radius - halfWidth) / radius)
      return leftIsOuter ? (.arc(outer), .arc(inner)) : (.arc(inner), .arc(outer))
    case .quadCurve, .curve:
      return nil
    }
  }

  /// The inner sides either side of a corner cut where they cross, `incoming` at its end
  /// and `outgoing` at its start; `nil` when they do not cross within both.
  private func trimmedInner(_ incoming: OutlinePiece, _ outgoing: OutlinePiece)
    -> (OutlinePiece, OutlinePiece)?
  {
    let corner = incoming.end
    var best: (point: CGPoint, t: Double, u: Double)?
    for point in incoming.crossings(with: outgoing) {
      let t = incoming.fraction(at: point)
      let u = outgoing.fraction(at: point)
      guard t > 0, t < 1, u > 0, u < 1 else { continue }
      // Of two crossings, the one nearer the corner.
      if let chosen = best,
        hypot(chosen.point.x - corner.x, chosen.point.y - corner.y)
          <= hypot(point.x - corner.x, point.y - corner.y)
      {
        continue
      }
      best = (point, t, u)
    }
    guard let (point, t, u) = best else { return nil }
    return (
      incoming.cut(from: 0, at: incoming.start, to: t, at: point),
      outgoing.cut(from: u, at: point, to: 1, at: outgoing.end)
    )
  }

  /// The outer side of a corner at `vertex` turning from direction `d0` to `d1`, from the
  /// incoming side's end `a` to the outgoing side's start `b`.
  private func join(
    at vertex: CGPoint, from a: CGPoint, to b: CGPoint, _ d0: CGPoint, _ d1: CGPoint
  ) -> [OutlinePiece] {
    let cross = d0.x * d1.y - d0.y * d1.x
    let dot = d0.x * d1.x + d0.y * d1.y
    switch lineJoin {
    case .round:
      let startAngle = atan2(a.y - vertex.y, a.x - vertex.x)
      return [
        .circularArc(
          center: vertex, radius: halfWidth, startAngle: startAngle, sweep: atan2(cross, dot),
          end: b)
      ]
    case .miter:
      if let tip = StrokeCorner.miterTip(
        at: vertex, from: a, to: b, cosine: dot, miterLimit: miterLimit)
      {
        return [.line(a, tip), .line(tip, b)]
      }
      return [.line(a, b)]
    case .bevel:
      return [.line(a, b)]
    }
  }

  /// The cap at an open end `point`, where the stroke leaves in the unit direction
  /// `outward`, from the side ending at `a` round to the other side.
  private func cap(at point: CGPoint, from a: CGPoint, outward: CGPoint) -> [OutlinePiece] {
    let b = CGPoint(x: 2 * point.x - a.x, y: 2 * point.y - a.y)
    switch lineCap {
    case .butt:
      return [.line(a, b)]
    case .square:
      let a1 = a.moved(outward, by: halfWidth)
      let b1 = b.moved(outward, by: halfWidth)
      return [.line(a, a1), .line(a1, b1), .line(b1, b)]
    case .round:
      // Half a turn, through the point straight out from the end.
      let fromPoint = a - point
      let sweep = StrokeCorner.roundCapSweep(from: fromPoint, outward: outward)
      return [
        .circularArc(
          center: point, radius: halfWidth, startAngle: atan2(fromPoint.y, fromPoint.x),
          sweep: sweep, end: b)
      ]
    }
  }

  /// Whether no two pieces of the contours meet, other than neighbours in one contour at
  /// their shared end.
  private func isSimple(_ contours: [[OutlinePiece]]) -> Bool {
    let pieces = contours.flatMap { $0 }
    var contourStart = 0
    var contourOf: [(start: Int, count: Int)] = []
    for contour in contours {
      contourOf += Array(repeating: (contourStart, contour.count), count: contour.count)
      contourStart += contour.count
    }
    // Pieces whose boxes are apart cannot meet: most pairs are skipped by that test alone.
    // The boxes grow by far more than the tolerances of `meets`, so no meeting is missed.
    let boxes = pieces.map { piece in
      let box = piece.looseBounds
      let slack = 1e-6 * (1 + max(abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY)))
      return (box.minX - slack, box.minY - slack, box.maxX + slack, box.maxY + slack)
    }
    for i in pieces.indices {
      for j in pieces.indices where j > i {
        guard boxes[i].0 <= boxes[j].2, boxes[j].0 <= boxes[i].2, boxes[i].1 <= boxes[j].3,
          boxes[j].1 <= boxes[i].3
        else { continue }
        if contourOf[i].start == contourOf[j].start {
          let (start, count) = contourOf[i]
          let next = (i - start + 1) % count + start
          let previous = (i - start + count - 1) % count + start
          if j == next || j == previous { continue }
        }
        if pieces[i].meets(pieces[j]) { return false }
      }
    }
    return true
  }

  /// The contours as a path whose area is positive, or `nil` when the sides of a closed
  /// sub-path do not enclose one another as an outer and an inner contour should.
  private func oriented(_ contours: [[OutlinePiece]], isClosed: Bool) -> Path? {
    let paths = contours.map(Self.path(of:))
    let areas = paths.map(\.area)
    guard areas.allSatisfy({ $0.isFinite && $0 != 0 }) else { return nil }
    var result = Path()
    if isClosed {
      // Traced the same way, the outer side encloses more; the inner is reversed.
      guard (areas[0] > 0) == (areas[1] > 0), abs(areas[0]) != abs(areas[1]) else { return nil }
      let (outer, inner) = abs(areas[0]) > abs(areas[1]) ? (0, 1) : (1, 0)
      let clockwise = areas[outer] > 0
      result.addPath(clockwise ? paths[outer] : Self.path(of: Self.reversed(contours[outer])))
      result.addPath(clockwise ? Self.path(of: Self.reversed(contours[inner])) : paths[inner])
    } else {
      result = areas[0] > 0 ? paths[0] : Self.path(of: Self.reversed(contours[0]))
    }
    return result
  }

  private static func reversed(_ contour: [OutlinePiece]) -> [OutlinePiece] {
    contour.reversed().map(\.reversed)
  }

  private static func path(of contour: [OutlinePiece]) -> Path {
    var path = Path()
    guard let first = contour.first else { return path }
    path.move(to: first.start)
    for piece in contour { piece.add(to: &path) }
    path.closeSubpath()
    return path
  }
}
