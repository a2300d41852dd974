import Foundation

/// Builds the region a stroke paints, to be filled with the nonzero rule: for each
/// sub-path, its exact outline where ``StrokeContour`` gives one, and otherwise a union of
/// closed pieces, each running clockwise on screen: a body per segment (see
/// ``StrokeOffset``), a join piece at each corner and a cap piece at each open end.
struct StrokeOutliner {
  /// Half the line width.
  let halfWidth: Double
  let lineCap: CGLineCap
  let lineJoin: CGLineJoin
  /// The miter limit, at least 1.
  let miterLimit: Double
  /// Whether sub-paths get their exact outline where ``StrokeContour`` gives one.
  var usesExactContours = true
  /// The pieces so far.
  var result = Path()
  /// How many more intervals of curves may be examined (see `StrokeOffset`).
  var intervalBudget = StrokeOffset.intervalBudget

  init(style: StrokeStyle) {
    halfWidth = style.lineWidth / 2
    lineCap = style.lineCap
    lineJoin = style.lineJoin
    miterLimit = style.miterLimit.isNaN ? 1 : max(style.miterLimit, 1)
  }

  /// Adds the pieces of every sub-path of `path`.
  mutating func add(_ path: Path) {
    path.forEachSubpath { start, segments, isClosed in
      addSubpath(segments, start: start, isClosed: isClosed)
    }
  }

  /// Adds the pieces of one sub-path: its segments, in order, from `start`.
  private mutating func addSubpath(_ segments: [PathSegment], start: CGPoint, isClosed: Bool) {
    // Shared, not copied, when nothing is to be skipped: a long path's segments are large.
    let drawn = segments.contains(where: \.isPoint) ? segments.filter { !$0.isPoint } : segments
    guard let first = drawn.first, let last = drawn.last else {
      addDot(at: start)
      return
    }
    let contour = StrokeContour(
      halfWidth: halfWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
    if usesExactContours, let outline = contour.outline(of: drawn, isClosed: isClosed) {
      result.addPath(outline)
      return
    }
    let offset = StrokeOffset(halfWidth: halfWidth)
    for (index, segment) in drawn.enumerated() {
      offset.addBody(of: segment, to: &result, budget: &intervalBudget)
      if index > 0 {
        addJoin(from: drawn[index - 1], to: segment)
      }
    }
    if isClosed {
      addJoin(from: last, to: first)
    } else {
      if let direction = first.startTangent {
        addCap(at: first.start, outward: CGPoint(x: -direction.x, y: -direction.y))
      }
      if let direction = last.endTangent {
        addCap(at: last.end, outward: direction)
      }
    }
  }

  /// Adds what a sub-path of zero length draws at `point`: a disk with round caps, an
  /// axis-aligned square with square caps, nothing with butt caps.
  private mutating func addDot(at point: CGPoint) {
    switch lineCap {
    case .butt:
      return
    case .round:
      result.addStrokeDisk(center: point, radius: halfWidth)
    case .square:
      let h = halfWidth
      result.addStrokePolygon([
        CGPoint(x: point.x - h, y: point.y - h), CGPoint(x: point.x + h, y: point.y - h),
        CGPoint(x: point.x + h, y: point.y + h), CGPoint(x: point.x - h, y: point.y + h),
      ])
    }
  }

  /// Adds the cap at an open end, whose stroke leaves in the unit direction `outward`.
  private mutating func addCap(at point: CGPoint, outward: CGPoint) {
    switch lineCap {
    case .butt:
      return
    case .round:
      // Half a disk, on the outward side: the half behind the end is the body's, and
      // reaches past it where the sub-path is shorter than half the width.
      let normal = outward.strokeNormal
      let sweep = StrokeCorner.roundCapSweep(from: normal, outward: outward)
      result.addStrokeSector(center: point, start: point.moved(normal, by: halfWidth), sweep: sweep)
    case .square:
      let normal = outward.strokeNormal
      let tip = point.moved(outward, by: halfWidth)
      result.addStrokePolygon([
        point.moved(normal, by: halfWidth), tip.moved(normal, by: halfWidth),
        tip.moved(normal, by: -halfWidth), point.moved(normal, by: -halfWidth),
      ])
    }
  }

  /// Adds the join where `incoming` ends and `outgoing` starts.
  ///
  /// Nothing is added where the direction goes straight on. A miter whose length exceeds
  /// `miterLimit` line widths (SVG's rule), which includes every 180° turn, is a bevel.
  private mutating func addJoin(from incoming: PathSegment, to outgoing: PathSegment) {
    guard let d0 = incoming.endTangent, let d1 = outgoing.startTangent else { return }
    let vertex = outgoing.start
    let cross = d0.x * d1.y - d0.y * d1.x
    let dot = d0.x * d1.x + d0.y * d1.y
    guard cross != 0 || dot < 0 else { return }
    // The outer side is the left of travel for a turn to the right on screen.
    let side = cross >= 0 ? halfWidth : -halfWidth
    let n0 = d0.strokeNormal
    let n1 = d1.strokeNormal
    let corner0 = vertex.moved(n0, by: side)
    let corner1 = vertex.moved(n1, by: side)
    if lineJoin == .round {
      // The sector between the two offset ends, on the outer side, turning as the path does.
      result.addStrokeSector(center: vertex, start: corner0, sweep: atan2(cross, dot))
      return
    }
    let tip =
      lineJoin == .miter
      ? StrokeCorner.miterTip(
        at: vertex, from: corner0, to: corner1, cosine: dot, miterLimit: miterLimit) : nil
    if let tip {
      result.addStrokePolygon([vertex, corner0, tip, corner1])
    } else {
      result.addStrokePolygon([vertex, corner0, corner1])
    }
  }
}
