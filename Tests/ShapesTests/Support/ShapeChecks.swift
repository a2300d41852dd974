import Foundation
import Shapes
import Testing

/// The points a path passes through as ``Path/forEach(_:)`` reports them: the move and
/// line end points, and the end points of curves, in order.
func onCurvePoints(_ path: Path) -> [CGPoint] {
  var result: [CGPoint] = []
  for element in path.elements {
    switch element {
    case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _):
      result.append(to)
    case .closeSubpath:
      break
    }
  }
  return result
}

/// Every point a path stores, control points included, in order.
func allPoints(_ path: Path) -> [CGPoint] {
  var result: [CGPoint] = []
  for element in path.elements {
    switch element {
    case .move(let to), .line(let to): result.append(to)
    case .quadCurve(let to, let control): result += [control, to]
    case .curve(let to, let control1, let control2): result += [control1, control2, to]
    case .closeSubpath: break
    }
  }
  return result
}

/// Points along the path: `samples` per line, quadratic and cubic (arcs come as cubics
/// within 2.73e-4·r of the true arc), closing lines included.
func sampledPoints(_ path: Path, samples: Int = 16) -> [CGPoint] {
  var result: [CGPoint] = []
  var start = CGPoint.zero
  var current = CGPoint.zero
  func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }
  func addLine(to end: CGPoint) {
    for i in 0..<samples { result.append(lerp(current, end, Double(i) / Double(samples))) }
    current = end
  }
  for element in path.elements {
    switch element {
    case .move(let to):
      result.append(to)
      start = to
      current = to
    case .line(let to):
      addLine(to: to)
    case .quadCurve(let to, let control):
      for i in 0..<samples {
        let t = Double(i) / Double(samples)
        result.append(lerp(lerp(current, control, t), lerp(control, to, t), t))
      }
      current = to
    case .curve(let to, let c1, let c2):
      for i in 0..<samples {
        let t = Double(i) / Double(samples)
        let a = lerp(current, c1, t)
        let b = lerp(c1, c2, t)
        let c = lerp(c2, to, t)
        result.append(lerp(lerp(a, b, t), lerp(b, c, t), t))
      }
      current = to
    case .closeSubpath:
      addLine(to: start)
    }
  }
  result.append(current)
  return result
}

/// The winding number of `path` around `point`, with the path's curves flattened finely
/// (the point must not lie within about 1e-3 of the outline).
func windingNumber(of point: CGPoint, in path: Path) -> Int {
  // Split the flattened outline into closed polygons, one per sub-path.
  var polygons: [[CGPoint]] = []
  var current: [CGPoint] = []
  var last = CGPoint.zero
  func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }
  for element in path.elements {
    switch element {
    case .move(let to):
      if current.count > 1 { polygons.append(current) }
      current = [to]
      last = to
    case .line(let to):
      current.append(to)
      last = to
    case .quadCurve(let to, let control):
      for i in 1...256 {
        let t = Double(i) / 256
        current.append(lerp(lerp(last, control, t), lerp(control, to, t), t))
      }
      last = to
    case .curve(let to, let c1, let c2):
      for i in 1...256 {
        let t = Double(i) / 256
        let a = lerp(last, c1, t)
        let b = lerp(c1, c2, t)
        let c = lerp(c2, to, t)
        current.append(lerp(lerp(a, b, t), lerp(b, c, t), t))
      }
      last = to
    case .closeSubpath:
      break
    }
  }
  if current.count > 1 { polygons.append(current) }
  var winding = 0
  for polygon in polygons {
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
      if a.y <= point.y {
        if b.y > point.y, side > 0 { winding += 1 }
      } else if b.y <= point.y, side < 0 {
        winding -= 1
      }
    }
  }
  return winding
}

/// The distance from `point` to the segment from `a` to `b`.
func distance(from point: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> Double {
  let dx = b.x - a.x
  let dy = b.y - a.y
  let lengthSquared = dx * dx + dy * dy
  var t = 0.0
  if lengthSquared > 0 {
    t = min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared, 0), 1)
  }
  return hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy))
}

/// The distance from `point` to the infinite line through `a` and `b`.
func distance(from point: CGPoint, toLineThrough a: CGPoint, _ b: CGPoint) -> Double {
  let dx = b.x - a.x
  let dy = b.y - a.y
  return abs(dx * (point.y - a.y) - dy * (point.x - a.x)) / hypot(dx, dy)
}

/// Whether `inner` lies within `outer`, allowing `tolerance` on every edge.
func isWithin(_ inner: CGRect, _ outer: CGRect, tolerance: Double = 1e-9) -> Bool {
  inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
    && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
}

/// Expects that setting `shape`'s animatable data to `target`'s makes it draw `target`'s
/// path, exactly, in each of `rects`.
func expectAnimatableDataRoundTrips<S: Shape>(
  from shape: S, to target: S,
  in rects: [CGRect] = [CGRect(x: 10, y: 20, width: 300, height: 200)],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var copy = shape
  copy.animatableData = target.animatableData
  for rect in rects {
    #expect(
      copy.path(in: rect) == target.path(in: rect),
      "\(copy.path(in: rect)) != \(target.path(in: rect))", sourceLocation: sourceLocation)
  }
}
