import Foundation
import Shapes

/// The point (`x`, `y`) in design units.
private func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// Path builders for the glyphs of objects and tools, in design units.
enum ObjectPaths {
  /// Straight lines through `points`, open, the corners rounded by arcs of `radius`.
  static func polyline(_ points: [CGPoint], radius: CGFloat) -> Path {
    var path = Path()
    guard let first = points.first, let last = points.last else { return path }
    path.move(to: first)
    for index in points.indices.dropFirst().dropLast() {
      path.addArc(tangent1End: points[index], tangent2End: points[index + 1], radius: radius)
    }
    path.addLine(to: last)
    return path
  }

  /// Adds the arc of the circle through the current point, `middle` and `end`.
  static func arc(_ path: inout Path, through middle: CGPoint, to end: CGPoint) {
    guard let start = path.currentPoint else { return }
    let (a, b, c) = (start, middle, end)
    let d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y))
    guard abs(d) > 1e-9 else { return path.addLine(to: end) }
    let (sa, sb, sc) = (a.x * a.x + a.y * a.y, b.x * b.x + b.y * b.y, c.x * c.x + c.y * c.y)
    let center = CGPoint(
      x: (sa * (b.y - c.y) + sb * (c.y - a.y) + sc * (a.y - b.y)) / d,
      y: (sa * (c.x - b.x) + sb * (a.x - c.x) + sc * (b.x - a.x)) / d)
    // Turning right on screen through the middle point is sweeping with increasing angle.
    let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
    path.addArc(
      center: center, radius: hypot(a.x - center.x, a.y - center.y),
      startAngle: .radians(atan2(a.y - center.y, a.x - center.x)),
      endAngle: .radians(atan2(c.y - center.y, c.x - center.x)), clockwise: turn < 0)
  }

  /// The outward normal of the edge from `a` to `b` of a polygon running clockwise on
  /// screen, and the edge's direction.
  private static func edge(_ a: CGPoint, _ b: CGPoint) -> (normal: CGPoint, direction: CGPoint) {
    let length = max(hypot(b.x - a.x, b.y - a.y), 1e-12)
    let direction = CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
    return (CGPoint(x: direction.y, y: -direction.x), direction)
  }

  /// `points` reversed when they run counter-clockwise on screen.
  private static func clockwise(_ points: [CGPoint]) -> [CGPoint] {
    var twiceArea: CGFloat = 0
    for index in points.indices {
      let (a, b) = (points[index], points[(index + 1) % points.count])
      twiceArea += a.x * b.y - b.x * a.y
    }
    return twiceArea >= 0 ? points : points.reversed()
  }

  /// The polygon whose edges are those of `points`, running clockwise on screen, moved out
  /// by `offsets`, one for each edge from `points[i]` to the next (negative moves it in);
  /// its corners are where the moved edges meet.
  static func offset(_ points: [CGPoint], by offsets: [CGFloat]) -> [CGPoint] {
    let count = points.count
    let lines = points.indices.map { index -> (CGPoint, CGPoint) in
      let (a, b) = (points[index], points[(index + 1) % count])
      let (normal, direction) = edge(a, b)
      let distance = offsets[index]
      return (CGPoint(x: a.x + normal.x * distance, y: a.y + normal.y * distance), direction)
    }
    return points.indices.map { index in
      let (p, d) = lines[(index + count - 1) % count]
      let (q, e) = lines[index]
      let cross = d.x * e.y - d.y * e.x
      guard abs(cross) > 1e-9 else { return q }
      let t = ((q.x - p.x) * e.y - (q.y - p.y) * e.x) / cross
      return CGPoint(x: p.x + d.x * t, y: p.y + d.y * t)
    }
  }

  /// The convex polygon `points` with every edge moved in by `distance`: the polygon cut
  /// by each moved edge in turn, so that edges too short for it drop out.
  static func inset(_ points: [CGPoint], by distance: CGFloat) -> [CGPoint] {
    let polygon = clockwise(points)
    var result = polygon
    for index in polygon.indices {
      let a = polygon[index]
      let normal = edge(a, polygon[(index + 1) % polygon.count]).normal
      // How far out of the moved edge a point lies: positive outside.
      func outside(_ p: CGPoint) -> CGFloat {
        (p.x - a.x) * normal.x + (p.y - a.y) * normal.y + distance
      }
      var kept: [CGPoint] = []
      for (current, next) in zip(result, result.dropFirst() + result.prefix(1)) {
        let (u, v) = (outside(current), outside(next))
        if u <= 0 { kept.append(current) }
        if (u < 0) != (v < 0), u != v {
          let t = u / (u - v)
          kept.append(
            CGPoint(
              x: current.x + (next.x - current.x) * t, y: current.y + (next.y - current.y) * t))
        }
      }
      result = kept
    }
    return result
  }

  /// The part of a bar `2 × half` wide along y = `y`, from a round end at `end` to the
  /// disc of `radius` about (`center`, `y`), whose edge it follows there: a bar that meets
  /// the disc without overlapping it.
  static func bar(
    y: CGFloat, end: CGFloat, center: CGFloat, radius: CGFloat, half: CGFloat
  ) -> Path {
    let axis: CGFloat = end < center ? .pi : 0
    let spread = asin(min(half / radius, 1))
    var path = Path()
    path.addArc(
      center: CGPoint(x: center, y: y), radius: radius, startAngle: .radians(axis - spread),
      endAngle: .radians(axis + spread), clockwise: false)
    path.addArc(
      center: CGPoint(x: end, y: y), radius: half, startAngle: .radians(axis + .pi / 2),
      endAngle: .radians(axis - .pi / 2), clockwise: true)
    path.closeSubpath()
    return path
  }

  /// A loop out of `start` around the far side of the circle of `radius` about `center`,
  /// along the lines from `start` that touch it: a bow's loop.
  static func loop(from start: CGPoint, around center: CGPoint, radius: CGFloat) -> Path {
    let distance = hypot(start.x - center.x, start.y - center.y)
    let toward = atan2(start.y - center.y, start.x - center.x)
    let spread = acos(min(radius / distance, 1))
    var path = Path()
    path.move(to: start)
    path.addArc(
      center: center, radius: radius, startAngle: .radians(toward + spread),
      endAngle: .radians(toward - spread), clockwise: false)
    path.closeSubpath()
    return path
  }
}

extension ObjectPaths {
  /// The region within `distance` of the region `path` bounds, found along 720 rays from
  /// `center`, each of which must leave the region once.
  ///
  /// It is what a stroke of `path` `2 × distance` wide paints, filled out to its outer
  /// edge: for outlines whose strokes have no exact outline, such as a gear's teeth under a
  /// heavy stroke.
  static func dilated(_ path: Path, about center: CGPoint, by distance: CGFloat) -> Path {
    // Points every half unit along the outline, as angle and distance from the centre.
    var samples: [(cos: CGFloat, sin: CGFloat, radius: CGFloat)] = []
    let visible = CGRect(x: -1000, y: -1000, width: 2000, height: 2000)
    path.flattened(applying: .identity, tolerance: 0.02, visible: visible) { a, b in
      let pieces = max(1, Int((hypot(b.x - a.x, b.y - a.y) * 2).rounded(.up)))
      for index in 0..<pieces {
        let t = CGFloat(index) / CGFloat(pieces)
        let x = a.x + (b.x - a.x) * t - center.x
        let y = a.y + (b.y - a.y) * t - center.y
        let radius = hypot(x, y)
        guard radius > 0 else { continue }
        samples.append((x / radius, y / radius, radius))
      }
    }
    // Along each ray, the farthest point of the discs of `distance` about the samples.
    var points: [CGPoint] = []
    let rays = 720
    for ray in 0..<rays {
      let angle = 2 * CGFloat.pi * CGFloat(ray) / CGFloat(rays)
      let (c, s) = (cos(angle), sin(angle))
      var reach: CGFloat = 0
      for sample in samples {
        let along = sample.radius * (c * sample.cos + s * sample.sin)
        let across = sample.radius * (s * sample.cos - c * sample.sin)
        guard along > 0, abs(across) <= distance else { continue }
        reach = max(reach, along + (distance * distance - across * across).squareRoot())
      }
      points.append(CGPoint(x: center.x + reach * c, y: center.y + reach * s))
    }
    var region = Path()
    region.addLines(points)
    region.closeSubpath()
    return region
  }
}
