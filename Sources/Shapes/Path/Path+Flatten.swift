import Foundation

extension Path {
  /// The most pieces one curve or arc is cut into, however large it is on the device.
  ///
  /// A curve needs more only when it spans tens of millions of device pixels; past this it
  /// is still flattened, a little beyond the tolerance, rather than taking unbounded time.
  package static let maximumFlatteningPieces = 1 << 14

  /// Calls `line` with straight pieces that follow the path, as a fill sees it, mapped by
  /// `transform`: every sub-path is closed, open ones by a line back to their start.
  ///
  /// Lines are reported as they are. Quadratic and cubic curves are cut into pieces of
  /// equal parameter length, as many as keep every piece within `tolerance` of the curve
  /// (the chord of a polynomial piece strays at most h²/8 · max|B″| from it). Arcs are cut
  /// into chords of equal angle on the unit circle; a chord of the circle of angle θ strays
  /// `1 − cos(θ/2)`, and the ellipse stretches that by at most its larger semi-axis, the
  /// larger singular value of the mapped transform. The pieces of one segment join exactly,
  /// and each segment ends exactly at its mapped end point.
  ///
  /// A curve whose mapped control points all lie on one side of `visible` (above, below,
  /// left or right of it) is reported as its chord: for the area it bounds inside
  /// `visible`, only where it crosses rows there matters, and the chord crosses them the
  /// same way.
  ///
  /// - Parameters:
  ///   - transform: Applied to every point before flattening, so the tolerance is in the
  ///     transformed (device) space.
  ///   - tolerance: The largest distance between a piece and its curve; values below 1e-6
  ///     (and NaN) count as 1e-6.
  ///   - visible: The region whose coverage the caller computes.
  ///   - line: Receives each piece's start and end.
  package func flattened(
    applying transform: CGAffineTransform, tolerance: Double, visible: CGRect,
    _ line: (CGPoint, CGPoint) -> Void
  ) {
    var flattener = PathFlattener(transform: transform, tolerance: tolerance, visible: visible)
    forEachSegment(closingOpenSubpaths: true) { segment, _ in
      flattener.flatten(segment, line)
    }
  }
}

/// Cuts segments into straight pieces within a tolerance, in device space: the work of
/// ``Path/flattened(applying:tolerance:visible:_:)``, shared with the flattening of
/// sub-paths for a stroke.
struct PathFlattener {
  let transform: CGAffineTransform
  let tolerance: Double
  let visible: CGRect
  /// The most a piece of a curve or arc may turn, in radians: a stroke's offsets follow
  /// the pieces' directions, so wide strokes need pieces that turn less.
  let maximumTurn: Double
  /// The division of the last arc: the next arc of the same size and sweep (the corners
  /// of a rounded rectangle) is divided the same way without the trigonometry.
  private var lastArc: ArcDivision?

  /// How an arc of `sweep` radians on an ellipse of larger semi-axis `sigma` is cut: into
  /// `pieces` of equal angle, whose cosine and sine are kept.
  private struct ArcDivision {
    let sigma: Double
    let sweep: Double
    let pieces: Int
    let stepCosine: Double
    let stepSine: Double
  }

  init(
    transform: CGAffineTransform, tolerance: Double, visible: CGRect,
    maximumTurn: Double = .infinity
  ) {
    self.transform = transform
    self.tolerance = tolerance >= 1e-6 ? tolerance : 1e-6
    self.visible = visible
    self.maximumTurn = maximumTurn > 1e-6 ? maximumTurn : 1e-6
  }

  /// At least `count`, and enough pieces that none turns more than `maximumTurn` over a
  /// total turn of `turn`.
  private func limited(_ count: Int, turn: Double) -> Int {
    guard maximumTurn.isFinite else { return count }
    let needed = (turn / maximumTurn).rounded(.up)
    guard needed.isFinite else { return Path.maximumFlatteningPieces }
    return min(max(count, Int(max(needed, 1))), Path.maximumFlatteningPieces)
  }

  /// The angle between two vectors; 0 when either is zero.
  private func angle(_ a: CGPoint, _ b: CGPoint) -> Double {
    let cross = a.x * b.y - a.y * b.x
    let dot = a.x * b.x + a.y * b.y
    return cross == 0 && dot == 0 ? 0 : atan2(abs(cross), dot)
  }

  @inline(__always)
  func map(_ p: CGPoint) -> CGPoint {
    let t = transform
    return CGPoint(x: t.a * p.x + t.c * p.y + t.tx, y: t.b * p.x + t.d * p.y + t.ty)
  }

  private func outside(_ points: CGPoint...) -> Bool {
    points.allSatisfy { $0.y <= visible.minY } || points.allSatisfy { $0.y >= visible.maxY }
      || points.allSatisfy { $0.x <= visible.minX }
      || points.allSatisfy { $0.x >= visible.maxX }
  }

  private func pieces(_ error: Double) -> Int {
    // error / tolerance is the square of the count that meets the tolerance.
    let count = (error / tolerance).squareRoot().rounded(.up)
    guard count.isFinite else { return count.isNaN ? 1 : Path.maximumFlatteningPieces }
    return min(max(Int(count), 1), Path.maximumFlatteningPieces)
  }

  /// Calls `line` with the pieces of one segment, mapped, in order.
  mutating func flatten(_ segment: PathSegment, _ line: (CGPoint, CGPoint) -> Void) {
    switch segment {
    case .line(let p0, let p1):
      line(map(p0), map(p1))
    case .quadCurve(let q0, let q1, let q2):
      let p0 = map(q0)
      let p1 = map(q1)
      let p2 = map(q2)
      if outside(p0, p1, p2) { return line(p0, p2) }
      // B″ = 2 (p0 − 2 p1 + p2); the error of n pieces is |B″| / (8 n²).
      let ddx = p0.x - 2 * p1.x + p2.x
      let ddy = p0.y - 2 * p1.y + p2.y
      // A Bézier curve turns no more than its control polygon does.
      let n = limited(
        pieces((ddx * ddx + ddy * ddy).squareRoot() / 4),
        turn: angle(p1 - p0, p2 - p1))
      var previous = p0
      for i in 1..<n {
        let s = Double(i) / Double(n)
        let u = 1 - s
        let next = CGPoint(
          x: u * u * p0.x + 2 * u * s * p1.x + s * s * p2.x,
          y: u * u * p0.y + 2 * u * s * p1.y + s * s * p2.y)
        line(previous, next)
        previous = next
      }
      line(previous, p2)
    case .curve(let c0, let c1, let c2, let c3):
      let p0 = map(c0)
      let p1 = map(c1)
      let p2 = map(c2)
      let p3 = map(c3)
      if outside(p0, p1, p2, p3) { return line(p0, p3) }
      // |B″| ≤ 6 max(|p0 − 2 p1 + p2|, |p1 − 2 p2 + p3|); the error is that over 8 n².
      let ax = p0.x - 2 * p1.x + p2.x
      let ay = p0.y - 2 * p1.y + p2.y
      let bx = p1.x - 2 * p2.x + p3.x
      let by = p1.y - 2 * p2.y + p3.y
      let dd = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
      let n = limited(
        pieces(dd * 3 / 4), turn: angle(p1 - p0, p2 - p1) + angle(p2 - p1, p3 - p2))
      var previous = p0
      for i in 1..<n {
        let s = Double(i) / Double(n)
        let u = 1 - s
        let w0 = u * u * u
        let w1 = 3 * u * u * s
        let w2 = 3 * u * s * s
        let w3 = s * s * s
        let next = CGPoint(
          x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
          y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
        line(previous, next)
        previous = next
      }
      line(previous, p3)
    case .arc(let arc):
      flattenArc(arc, line: line)
    }
  }

  private mutating func flattenArc(_ arc: EllipticalArc, line: (CGPoint, CGPoint) -> Void) {
    let mapped = arc.transform.concatenating(transform)
    // The start's cosine and sine serve the start point and the first step alike.
    let startCosine = cos(arc.startAngle)
    let startSine = sin(arc.startAngle)
    let start = arc.point(cosine: startCosine, sine: startSine).applying(transform)
    let end = arc.end.applying(transform)
    // The larger singular value of the linear part: the larger semi-axis of the ellipse.
    let (a, b, c, d) = (mapped.a, mapped.b, mapped.c, mapped.d)
    let sum = a * a + b * b + c * c + d * d
    let det = a * d - b * c
    let sigma = ((sum + (max(sum * sum - 4 * det * det, 0)).squareRoot()) / 2).squareRoot()
    let division: ArcDivision
    if let last = lastArc, last.sigma == sigma, last.sweep == arc.sweep {
      division = last
    } else {
      division = Self.division(sigma: sigma, sweep: arc.sweep, tolerance: tolerance) {
        limited($0, turn: abs(arc.sweep))
      }
      lastArc = division
    }
    let n = division.pieces
    let (stepCosine, stepSine) = (division.stepCosine, division.stepSine)
    // Inner vertices sit a little outside the ellipse, by √(θ / sin θ) for pieces of angle
    // θ, so each piece has the area of the sector it replaces: chords alone would cut
    // off area on every curve (a hundredth of a percent for a 50-pixel circle). They then
    // stray less than the chords on the ellipse would.
    let step = arc.sweep / Double(n)
    let outset = abs(step) > 1e-9 ? (abs(step) / abs(stepSine)).squareRoot() : 1
    var previous = start
    let steps = AngleSteps(
      cosine: startCosine, sine: startSine, stepCosine: stepCosine, stepSine: stepSine,
      count: n - 1)
    for (cosine, sine) in steps {
      let x = cosine * outset
      let y = sine * outset
      let next = CGPoint(
        x: mapped.a * x + mapped.c * y + mapped.tx, y: mapped.b * x + mapped.d * y + mapped.ty)
      line(previous, next)
      previous = next
    }
    line(previous, end)
  }

  /// How to cut an arc of `sweep` radians whose ellipse's larger semi-axis is `sigma`
  /// (device pixels): pieces within `tolerance`, as many as `limit` asks at least.
  private static func division(
    sigma: Double, sweep: Double, tolerance: Double, limit: (Int) -> Int
  ) -> ArcDivision {
    var n = 1
    if sigma > tolerance, sigma.isFinite {
      let step = 2 * acos(1 - tolerance / sigma)
      let count = (abs(sweep) / step).rounded(.up)
      n = count.isFinite ? min(max(Int(count), 1), Path.maximumFlatteningPieces) : 1
    } else if !sigma.isFinite {
      n = Path.maximumFlatteningPieces
    }
    n = limit(n)
    let step = sweep / Double(n)
    return ArcDivision(
      sigma: sigma, sweep: sweep, pieces: n, stepCosine: cos(step), stepSine: sin(step))
  }
}
