import Shapes

/// Where a pixel lies relative to the fill of a path, with room for antialiasing.
enum PixelPlacement: Equatable {
  /// The whole pixel, and the allowance around it, is inside the fill: fully covered.
  case inside
  /// The whole pixel, and the allowance around it, is outside the fill: untouched.
  case outside
  /// The pixel is within the allowance of the outline: partly covered, or antialiased.
  case edge
}

/// The placement of every pixel of a canvas relative to the fill of a path.
///
/// A pixel is inside or outside when its centre is (by `Path.contains`, the fill rule
/// given) and the outline is farther from the centre than half the pixel's diagonal plus
/// the allowance; otherwise it is on the edge. Distances are measured to the outline with
/// its curves cut into 32 straight pieces each, which is within a few hundredths of a unit
/// for the shapes drawn here.
struct PlacementMap {
  /// The number of columns.
  let width: Int
  /// The number of rows.
  let height: Int
  private let placements: [PixelPlacement]

  /// Classifies the pixels of a `width` × `height` canvas against `path`.
  init(_ path: Path, width: Int, height: Int, allowance: CGFloat = 1, eoFill: Bool = false) {
    self.width = width
    self.height = height
    let segments = path.flattenedSegments()
    let clearance = 0.5 * 2.0.squareRoot() + allowance
    var placements: [PixelPlacement] = []
    placements.reserveCapacity(width * height)
    for y in 0..<height {
      // The distance to the outline changes by at most 1 from one pixel to the next, so a
      // pixel far from it has the placement of its left neighbour.
      var knownDistance = -CGFloat.infinity
      for x in 0..<width {
        knownDistance -= 1
        if knownDistance >= clearance, let previous = placements.last {
          placements.append(previous)
          continue
        }
        let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
        knownDistance = segments.map { $0.distance(to: centre) }.min() ?? .infinity
        if knownDistance < clearance {
          placements.append(.edge)
        } else {
          placements.append(path.contains(centre, eoFill: eoFill) ? .inside : .outside)
        }
      }
    }
    self.placements = placements
  }

  /// The placement of the pixel at column `x`, row `y`.
  subscript(x x: Int, y y: Int) -> PixelPlacement {
    placements[y * width + x]
  }

  /// The pixels with the given placement, as (column, row) pairs.
  func pixels(_ placement: PixelPlacement) -> [(x: Int, y: Int)] {
    placements.indices.filter { placements[$0] == placement }.map {
      (x: $0 % width, y: $0 / width)
    }
  }
}

/// A straight piece of an outline.
private struct Segment {
  let start: CGPoint
  let end: CGPoint

  /// The distance from `point` to the nearest point of the segment.
  func distance(to point: CGPoint) -> CGFloat {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let lengthSquared = dx * dx + dy * dy
    var t: CGFloat = 0
    if lengthSquared > 0 {
      t = ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared
      t = min(max(t, 0), 1)
    }
    let nearestX = start.x + t * dx - point.x
    let nearestY = start.y + t * dy - point.y
    return (nearestX * nearestX + nearestY * nearestY).squareRoot()
  }
}

extension Path {
  /// The outline as straight pieces, each curve cut into 32, every sub-path closed.
  fileprivate func flattenedSegments() -> [Segment] {
    var segments: [Segment] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    func add(_ point: CGPoint) {
      segments.append(Segment(start: current, end: point))
      current = point
    }
    forEach { element in
      switch element {
      case .move(let to):
        if current != start { segments.append(Segment(start: current, end: start)) }
        current = to
        start = to
      case .line(let to):
        add(to)
      case .quadCurve(let to, let control):
        let from = current
        for step in 1...32 {
          let t = CGFloat(step) / 32
          let u = 1 - t
          add(
            CGPoint(
              x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
              y: u * u * from.y + 2 * u * t * control.y + t * t * to.y))
        }
      case .curve(let to, let control1, let control2):
        let from = current
        for step in 1...32 {
          let t = CGFloat(step) / 32
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          add(
            CGPoint(
              x: a * from.x + b * control1.x + c * control2.x + d * to.x,
              y: a * from.y + b * control1.y + c * control2.y + d * to.y))
        }
      case .closeSubpath:
        add(start)
      }
    }
    if current != start { segments.append(Segment(start: current, end: start)) }
    return segments
  }
}
