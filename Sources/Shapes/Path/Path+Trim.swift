import Foundation

extension Path {
  /// The part of the path between two fractions of its length.
  ///
  /// `from` and `to` are fractions of ``length`` (closing lines of closed sub-paths
  /// included, the gaps of open ones not), so `trimmedPath(from: 0, to: 0.5)` is the first
  /// half of the outline as it is stroked. This is how a stroke is drawn on progressively:
  ///
  /// ```swift
  /// let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
  /// square.trimmedPath(from: 0, to: 0.5).svgPathData()  // "M0 0H10V10"
  /// ```
  ///
  /// Each covered piece of a sub-path starts with a move. A sub-path covered whole keeps
  /// its elements, and its close if it is closed; one covered in part includes the covered
  /// part of its closing line as a line. The pieces keep their kind: lines are cut
  /// exactly; Bézier curves by de Casteljau's algorithm at the parameter where the wanted
  /// length is reached, and elliptical arcs as exact arcs at the angle where it is reached,
  /// both found by Newton's method on the measured length (to within 1e-12 of the
  /// segment's length, so a piece's length is its share to better than 1e-9 relative);
  /// circular arcs as exact arcs at an angle exactly proportional to the length.
  ///
  /// **Degenerate input.** Both fractions are clamped to 0…1. The whole range, 0 to 1,
  /// returns the path unchanged (even one of zero length). Otherwise `from >= to`, a NaN
  /// fraction, or a path of zero length, or of infinite length (beyond the largest
  /// `Double`, see ``length``), gives the empty path; pieces of zero length (a segment
  /// that the range only touches) are left out. Segments with coordinates beyond about
  /// 1e150 are cut where their length, measured scaled, says.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    guard !from.isNaN, !to.isNaN else { return Path() }
    let lowerFraction = min(max(from, 0), 1)
    let upperFraction = min(max(to, 0), 1)
    guard lowerFraction < upperFraction else { return Path() }
    if lowerFraction == 0, upperFraction == 1 { return self }
    let subpaths = measuredSubpaths()
    let total = subpaths.reduce(0.0) { $0 + $1.length }
    guard total > 0, total.isFinite else { return Path() }
    // Open ends at 0 and 1, so that rounding cannot shave the first or last piece.
    let lower = lowerFraction == 0 ? -Double.infinity : lowerFraction * total
    let upper = upperFraction == 1 ? Double.infinity : upperFraction * total
    var result = Path()
    var position = 0.0
    for subpath in subpaths {
      let subpathEnd = position + subpath.length
      if lower <= position, subpathEnd <= upper {
        result.append(whole: subpath)
      } else if lower < subpathEnd, position < upper {
        result.append(subpath, at: position, from: lower, to: upper)
      }
      position = subpathEnd
    }
    return result
  }

  /// The path's sub-paths that draw something, with the length of each segment.
  func measuredSubpaths() -> [MeasuredSubpath] {
    var result: [MeasuredSubpath] = []
    forEachSubpath { start, segments, isClosed in
      var subpath = MeasuredSubpath(start: start)
      var point = start
      for segment in segments {
        subpath.append(segment, from: point)
        point = segment.end
      }
      subpath.isClosed = isClosed
      result.append(subpath)
    }
    return result
  }

  /// Appends a sub-path unchanged.
  mutating func append(whole subpath: MeasuredSubpath) {
    move(to: subpath.start)
    for (index, segment) in subpath.segments.enumerated() {
      if subpath.isClosed, index == subpath.segments.count - 1 {
        closeSubpath()
        break
      }
      append(segment)
    }
  }

  /// Appends the pieces of a sub-path, which starts `position` along the path, that lie
  /// between the distances `lower` and `upper` along the path; the first piece starts
  /// with a move unless `continuing` says the current point is already where it starts.
  mutating func append(
    _ subpath: MeasuredSubpath, at position: Double, from lower: Double, to upper: Double,
    continuing: Bool = false
  ) {
    var segmentStart = position
    var hasMoved = continuing
    for (index, segment) in subpath.segments.enumerated() {
      let length = subpath.lengths[index]
      let startDistance = max(lower - segmentStart, 0)
      let endDistance = min(upper - segmentStart, length)
      segmentStart += length
      guard startDistance < endDistance else { continue }
      let piece = segment.piece(from: startDistance, to: endDistance, length: length)
      if !hasMoved {
        move(to: startDistance == 0 ? subpath.starts[index] : piece.start)
        hasMoved = true
      }
      append(piece)
    }
  }

  /// Appends a segment that starts at the current point.
  mutating func append(_ segment: PathSegment) {
    switch segment {
    case .line(_, let end):
      addLine(to: end)
    case .quadCurve(_, let control, let end):
      addQuadCurve(to: end, control: control)
    case .curve(_, let control1, let control2, let end):
      addCurve(to: end, control1: control1, control2: control2)
    case .arc(let arc):
      appendArcWithoutJoin(arc)
    }
  }
}

/// A sub-path as trimming and dashing see it: its drawn segments, each with its length and
/// exact start point, and whether it is closed (its last segment is then the closing line).
struct MeasuredSubpath {
  /// The sub-path's move point.
  var start: CGPoint
  var segments: [PathSegment] = []
  /// The length of each segment.
  var lengths: [Double] = []
  /// Where each segment starts: the previous end, which for an arc is exact where the
  /// arc's own start is computed.
  var starts: [CGPoint] = []
  var isClosed = false
  /// The total length.
  var length = 0.0

  init(start: CGPoint) {
    self.start = start
  }

  mutating func append(_ segment: PathSegment, from point: CGPoint) {
    let segmentLength = segment.length
    segments.append(segment)
    lengths.append(segmentLength)
    starts.append(point)
    length += segmentLength
  }
}

extension PathSegment {
  /// The part of the segment between the distances `startDistance < endDistance` along it,
  /// for a segment of length `length`; a distance of 0 or `length` gives the exact end.
  func piece(from startDistance: Double, to endDistance: Double, length: Double)
    -> PathSegment
  {
    // Where its length is measured scaled (see `length`), so are the cuts: the scaled
    // piece, scaled back, exactly.
    let factor = rescalingFactor
    guard factor == 1 else {
      return scaled(by: factor).piece(
        from: startDistance * factor, to: endDistance * factor, length: length * factor
      ).scaled(by: 1 / factor)
    }
    switch self {
    case .line(let p0, let p1):
      let start = startDistance == 0 ? p0 : Bezier.interpolate(p0, p1, startDistance / length)
      let end = endDistance == length ? p1 : Bezier.interpolate(p0, p1, endDistance / length)
      return .line(start, end)
    case .quadCurve(let p0, let p1, let p2):
      let (c1, c2) = Bezier.elevate(p0, p1, p2)
      func parameter(_ distance: Double) -> Double {
        Bezier.cubicParameter(p0, c1, c2, p2, atLength: distance, totalLength: length)
      }
      let (q0, q1, q2) = Bezier.quadPart(
        p0, p1, p2, from: parameter(startDistance), to: parameter(endDistance))
      return .quadCurve(q0, q1, q2)
    case .curve(let p0, let p1, let p2, let p3):
      func parameter(_ distance: Double) -> Double {
        Bezier.cubicParameter(p0, p1, p2, p3, atLength: distance, totalLength: length)
      }
      let (q0, q1, q2, q3) = Bezier.cubicPart(
        p0, p1, p2, p3, from: parameter(startDistance), to: parameter(endDistance))
      return .curve(q0, q1, q2, q3)
    case .arc(let arc):
      return .arc(
        arc.subarc(
          from: arc.fraction(atLength: startDistance, totalLength: length),
          to: arc.fraction(atLength: endDistance, totalLength: length)))
    }
  }
}
