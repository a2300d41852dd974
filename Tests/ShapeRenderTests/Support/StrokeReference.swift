import Foundation
import Shapes

/// Whether a point is painted by a stroke, straight from SVG's definition of the stroke
/// shape, without offset curves.
///
/// A point is in a segment's body when it lies on the
/// segment's normal at some point of it, within half the width; joins and caps are tested
/// as the regions they are. Slow (each curve is sampled at 512 parameters and each point
/// tested against every sample), so it settles the pixels where renderers disagree.
///
/// Arcs are read as the cubic Béziers `Path.elements` gives; dashes are applied first by
/// `dashedPath(lengths:phase:)`. Cusps inside a curve get no disk here.
struct StrokeReference {
  private struct Segment {
    var points: [CGPoint]
    var derivatives: [CGPoint]
  }

  private enum Region {
    case sector(center: CGPoint, from: CGPoint, sweep: Double)
    case polygon([CGPoint])
  }

  private var segments: [Segment] = []
  private var regions: [Region] = []
  private let halfWidth: Double

  init(path: Path, style: StrokeStyle) {
    halfWidth = style.lineWidth / 2
    let dashed =
      style.dash.isEmpty ? path : path.dashedPath(lengths: style.dash, phase: style.dashPhase)
    var subpath: [(start: CGPoint, controls: [CGPoint])] = []
    var start = CGPoint.zero
    var current = CGPoint.zero
    func finish(closed: Bool) {
      addSubpath(subpath, start: start, closed: closed, style: style)
      subpath = []
    }
    for element in dashed.elements {
      switch element {
      case .move(let to):
        finish(closed: false)
        start = to
        current = to
      case .line(let to):
        subpath.append((current, [to]))
        current = to
      case .quadCurve(let to, let control):
        subpath.append((current, [control, to]))
        current = to
      case .curve(let to, let control1, let control2):
        subpath.append((current, [control1, control2, to]))
        current = to
      case .closeSubpath:
        // A closed sub-path of zero length (`M 5 5 Z`) is a dot.
        if current != start || subpath.isEmpty { subpath.append((current, [start])) }
        finish(closed: true)
        current = start
      }
    }
    finish(closed: false)
  }

  private mutating func addSubpath(
    _ pieces: [(start: CGPoint, controls: [CGPoint])], start: CGPoint, closed: Bool,
    style: StrokeStyle
  ) {
    // A lone move draws nothing.
    guard !pieces.isEmpty else { return }
    let drawn = pieces.map { [$0.start] + $0.controls }.filter { Set($0).count > 1 }
    let h = halfWidth
    guard let first = drawn.first, let last = drawn.last else {
      // A dot.
      if style.lineCap == .round {
        regions.append(
          .sector(center: start, from: CGPoint(x: start.x + h, y: start.y), sweep: 2 * .pi))
      } else if style.lineCap == .square {
        regions.append(
          .polygon([
            CGPoint(x: start.x - h, y: start.y - h), CGPoint(x: start.x + h, y: start.y - h),
            CGPoint(x: start.x + h, y: start.y + h), CGPoint(x: start.x - h, y: start.y + h),
          ]))
      }
      return
    }
    for points in drawn {
      let samples = points.count == 2 ? 1 : 512
      var segment = Segment(points: [], derivatives: [])
      for i in 0...samples {
        let t = Double(i) / Double(samples)
        segment.points.append(bezierPoint(points, t))
        segment.derivatives.append(bezierDerivative(points, t))
      }
      segments.append(segment)
    }
    for index in drawn.indices.dropFirst() { addJoin(drawn[index - 1], drawn[index], style) }
    if closed {
      addJoin(last, first, style)
    } else {
      addCap(at: first[0], outward: -direction(first, atEnd: false), style)
      addCap(at: last[last.count - 1], outward: direction(last, atEnd: true), style)
    }
  }

  private mutating func addJoin(_ a: [CGPoint], _ b: [CGPoint], _ style: StrokeStyle) {
    let d0 = direction(a, atEnd: true)
    let d1 = direction(b, atEnd: false)
    let vertex = b[0]
    let cross = d0.x * d1.y - d0.y * d1.x
    let dot = d0.x * d1.x + d0.y * d1.y
    guard cross != 0 || dot < 0 else { return }
    let side = cross >= 0 ? halfWidth : -halfWidth
    let c0 = CGPoint(x: vertex.x + side * d0.y, y: vertex.y - side * d0.x)
    let c1 = CGPoint(x: vertex.x + side * d1.y, y: vertex.y - side * d1.x)
    switch style.lineJoin {
    case .round:
      regions.append(.sector(center: vertex, from: c0, sweep: atan2(cross, dot)))
    case .bevel:
      regions.append(.polygon([vertex, c0, c1]))
    case .miter:
      let cosineSquared = (1 + dot) / 2
      if cosineSquared > 0, 1 / cosineSquared <= max(style.miterLimit, 1) * max(style.miterLimit, 1)
      {
        let tip = CGPoint(
          x: vertex.x + (c0.x + c1.x - 2 * vertex.x) / (1 + dot),
          y: vertex.y + (c0.y + c1.y - 2 * vertex.y) / (1 + dot))
        regions.append(.polygon([vertex, c0, tip, c1]))
      } else {
        regions.append(.polygon([vertex, c0, c1]))
      }
    }
  }

  private mutating func addCap(at point: CGPoint, outward: CGPoint, _ style: StrokeStyle) {
    let h = halfWidth
    let normal = CGPoint(x: outward.y, y: -outward.x)
    let a = CGPoint(x: point.x + h * normal.x, y: point.y + h * normal.y)
    let b = CGPoint(x: point.x - h * normal.x, y: point.y - h * normal.y)
    switch style.lineCap {
    case .butt:
      return
    case .round:
      let sweep = normal.x * outward.y - normal.y * outward.x > 0 ? Double.pi : -.pi
      regions.append(.sector(center: point, from: a, sweep: sweep))
    case .square:
      regions.append(
        .polygon([
          a, CGPoint(x: a.x + h * outward.x, y: a.y + h * outward.y),
          CGPoint(x: b.x + h * outward.x, y: b.y + h * outward.y), b,
        ]))
    }
  }

  /// Whether `q` is painted.
  func contains(_ q: CGPoint) -> Bool {
    for segment in segments where bodyContains(segment, q) { return true }
    for region in regions where regionContains(region, q) { return true }
    return false
  }

  private func bodyContains(_ segment: Segment, _ q: CGPoint) -> Bool {
    let p = segment.points
    let d = segment.derivatives
    func f(_ i: Int) -> Double { (q.x - p[i].x) * d[i].x + (q.y - p[i].y) * d[i].y }
    var previous = f(0)
    for i in 1..<p.count {
      let value = f(i)
      if previous == 0 || (previous < 0) != (value < 0) {
        // The foot of the normal lies between the samples: interpolate to it.
        let s = previous == value ? 0 : previous / (previous - value)
        let foot = CGPoint(
          x: p[i - 1].x + s * (p[i].x - p[i - 1].x), y: p[i - 1].y + s * (p[i].y - p[i - 1].y))
        if hypot(q.x - foot.x, q.y - foot.y) <= halfWidth { return true }
      }
      previous = value
    }
    return false
  }

  private func regionContains(_ region: Region, _ q: CGPoint) -> Bool {
    switch region {
    case .sector(let center, let from, let sweep):
      let radius = hypot(from.x - center.x, from.y - center.y)
      guard hypot(q.x - center.x, q.y - center.y) <= radius else { return false }
      if abs(sweep) >= 2 * .pi { return true }
      var angle =
        atan2(q.y - center.y, q.x - center.x) - atan2(from.y - center.y, from.x - center.x)
      angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
      if sweep > 0, angle < 0 { angle += 2 * .pi }
      if sweep < 0, angle > 0 { angle -= 2 * .pi }
      return abs(angle) <= abs(sweep)
    case .polygon(let corners):
      var positive = false
      var negative = false
      for i in corners.indices {
        let a = corners[i]
        let b = corners[(i + 1) % corners.count]
        let cross = (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)
        if cross > 0 { positive = true }
        if cross < 0 { negative = true }
      }
      return !(positive && negative)
    }
  }
}

private func bezierPoint(_ p: [CGPoint], _ t: Double) -> CGPoint {
  var points = p
  while points.count > 1 {
    points = zip(points, points.dropFirst()).map { a, b in
      CGPoint(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
    }
  }
  return points[0]
}

private func bezierDerivative(_ p: [CGPoint], _ t: Double) -> CGPoint {
  let n = Double(p.count - 1)
  let differences = zip(p, p.dropFirst()).map { a, b in
    CGPoint(x: n * (b.x - a.x), y: n * (b.y - a.y))
  }
  return differences.count == 1 ? differences[0] : bezierPoint(differences, t)
}

/// The unit direction a segment leaves its start in, or arrives at its end in, passing over
/// control points on the end point.
private func direction(_ p: [CGPoint], atEnd: Bool) -> CGPoint {
  let ordered = atEnd ? Array(p.reversed()) : p
  for other in ordered.dropFirst() where other != ordered[0] {
    let d = CGPoint(x: other.x - ordered[0].x, y: other.y - ordered[0].y)
    let length = hypot(d.x, d.y)
    return atEnd
      ? CGPoint(x: -d.x / length, y: -d.y / length) : CGPoint(x: d.x / length, y: d.y / length)
  }
  return CGPoint(x: 1, y: 0)
}

prefix func - (point: CGPoint) -> CGPoint { CGPoint(x: -point.x, y: -point.y) }
