import Shapes

/// The pieces, joins and caps of ``RasterStroker``.
///
/// Each sub-path's outline has two sides: the plus side, half the width along the normal
/// `(−dy, dx)` of the direction of travel, walked forward, and the minus side walked
/// backward; the caps lead from one to the other, so the outline is one loop that turns
/// the same way for every sub-path and every direction.
extension RasterStroker {
  /// Adds the piece from the current point to `point`.
  mutating func addPiece(to point: CGPoint, startsSegment: Bool) {
    let dx = point.x - current.x
    let dy = point.y - current.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, length.isFinite else {
      // Skipped: the corners either side of it join.
      pendingCorner = pendingCorner || startsSegment
      return
    }
    let direction = CGPoint(x: dx / length, y: dy / length)
    let corner = startsSegment || pendingCorner
    pendingCorner = false
    if let incoming {
      join(at: current, from: incoming, to: (direction, Double(length)), corner: corner)
    } else {
      first = (direction, Double(length))
    }
    incoming = (direction, Double(length))
    current = point
    minY = min(minY, point.y)
    maxY = max(maxY, point.y)
  }

  /// Ends the sub-path: the join at its start when closed, its caps when open, a dot when
  /// it has no length.
  mutating func finishSubpath(closed: Bool) {
    guard hasSubpath else { return }
    hasSubpath = false
    if !collecting {
      let margin = halfWidth * Self.reach(lineJoin: lineJoin, miterLimit: miterLimit) + 1
      overlap.reach(minY: minY - margin, maxY: maxY + margin)
    }
    guard let last = incoming, let first else {
      if closed || pendingCorner { addDot(at: start) }
      return
    }
    let h = halfWidth
    let n0 = first.direction.normal
    if closed {
      join(at: start, from: last, to: first, corner: true)
    } else {
      let normal = last.direction.normal
      let endPlus = current.moved(normal, by: h)
      let endMinus = current.moved(normal, by: -h)
      addPlus(endPlus)
      addMinus(endMinus)
      addCap(from: endPlus, to: endMinus, at: current, outward: last.direction)
      plusStart = start.moved(n0, by: h)
      minusStart = start.moved(n0, by: -h)
      let backward = CGPoint(x: -first.direction.x, y: -first.direction.y)
      addCap(from: minusStart, to: plusStart, at: start, outward: backward)
    }
    // The sides of the first piece's body, from its start to where they were kept.
    if let end = firstPlusEnd { emit(plusStart, end) }
    if let end = firstMinusEnd { emit(end, minusStart) }
  }

  /// How far a corner or an end may reach from the path, in half widths.
  static func reach(lineJoin: CGLineJoin, miterLimit: Double) -> Double {
    max(lineJoin == .miter ? miterLimit : 1, 2.0.squareRoot())
  }

  /// Adds an edge of the outline: to the coverage, or while collecting, to the overlap rows.
  @inline(__always)
  private mutating func emit(_ a: CGPoint, _ b: CGPoint) {
    if collecting {
      overlap.add(a, b)
    } else {
      accumulator.addLine(a, b)
    }
  }

  /// The next point of the plus side, walked forward.
  private mutating func addPlus(_ point: CGPoint) {
    if firstPlusEnd == nil {
      firstPlusEnd = point
    } else {
      emit(plusStart, point)
    }
    plusStart = point
  }

  /// The next point of the minus side (its edges run backward).
  private mutating func addMinus(_ point: CGPoint) {
    if firstMinusEnd == nil {
      firstMinusEnd = point
    } else {
      emit(point, minusStart)
    }
    minusStart = point
  }

  private mutating func addSide(_ plus: Bool, _ point: CGPoint) {
    if plus { addPlus(point) } else { addMinus(point) }
  }

  /// The corner at `vertex` between two pieces: where their bodies end on each side.
  private mutating func join(
    at vertex: CGPoint, from a: (direction: CGPoint, length: Double),
    to b: (direction: CGPoint, length: Double), corner: Bool
  ) {
    let h = halfWidth
    let dA = a.direction
    let dB = b.direction
    let nA = dA.normal
    let nB = dB.normal
    let cross = dA.x * dB.y - dA.y * dB.x
    let dot = dA.x * dB.x + dA.y * dB.y
    // Turning towards the plus normal puts the plus side inside the corner.
    let innerIsPlus = cross > 0
    let inner = innerIsPlus ? h : -h
    let outer = -inner
    // The cut along the bisector reaches h·tan(θ/2) = h·|sin θ| / (1 + cos θ) into each piece.
    let denominator = 1 + dot
    let reach = denominator > 1e-12 ? h * abs(cross) / denominator : .infinity
    let fits = reach <= 0.5 * min(a.length, b.length)
    let bisector = CGPoint(x: (nA.x + nB.x) / denominator, y: (nA.y + nB.y) / denominator)
    // Inner side: where the two inner sides cross, or square ends that overlap.
    if fits {
      addSide(innerIsPlus, vertex.moved(bisector, by: inner))
    } else {
      // The two bodies overlap: their rows are drawn by winding (see `OverlapRows`). All
      // the rows both bodies reach are marked, with the margin of the widest join: where a
      // curve bends tighter than half the width over many short pieces (the peaks of a
      // dense wave), the inside of its stroke folds over itself beyond the two bodies of
      // any one corner, and a bound from their crossing alone leaves rows of it out.
      let margin = h * Self.reach(lineJoin: lineJoin, miterLimit: miterLimit) + 1
      let before = vertex.y - dA.y * a.length
      let after = vertex.y + dB.y * b.length
      overlap.mark(
        minY: min(before, vertex.y, after) - margin, maxY: max(before, vertex.y, after) + margin)
      addSide(innerIsPlus, vertex.moved(nA, by: inner))
      addSide(innerIsPlus, vertex)
      addSide(innerIsPlus, vertex.moved(nB, by: inner))
    }
    // Outer side: the join.
    let outerIsPlus = !innerIsPlus
    let outerA = vertex.moved(nA, by: outer)
    let outerB = vertex.moved(nB, by: outer)
    let style: CGLineJoin
    if corner {
      style = lineJoin
    } else if fits && dot >= smoothCosine {
      return addSide(outerIsPlus, vertex.moved(bisector, by: outer))
    } else {
      style = .round
    }
    switch style {
    case .miter:
      if let tip = StrokeCorner.miterTip(
        at: vertex, from: outerA, to: outerB, cosine: dot, miterLimit: miterLimit)
      {
        addSide(outerIsPlus, tip)
      } else {
        addSide(outerIsPlus, outerA)
        addSide(outerIsPlus, outerB)
      }
    case .round:
      // The turn from nA to nB; a reversal turns round the front of the corner.
      let turn = cross > 0 ? atan2(cross, dot) : -atan2(-cross, dot)
      addSide(outerIsPlus, outerA)
      forEachArcPoint(around: vertex, from: outerA, turning: turn) { point in
        addSide(outerIsPlus, point)
      }
      addSide(outerIsPlus, outerB)
    default:
      addSide(outerIsPlus, outerA)
      addSide(outerIsPlus, outerB)
    }
  }

  /// Adds the cap at an end from `from` to `to`, the two ends of the body's sides there.
  private mutating func addCap(
    from: CGPoint, to: CGPoint, at point: CGPoint, outward: CGPoint
  ) {
    let h = halfWidth
    switch lineCap {
    case .square:
      let a = from.moved(outward, by: h)
      let b = to.moved(outward, by: h)
      emit(from, a)
      emit(a, b)
      emit(b, to)
    case .round:
      var previous = from
      forEachArcPoint(around: point, from: from, turning: -.pi) { next in
        emit(previous, next)
        previous = next
      }
      emit(previous, to)
    default:
      emit(from, to)
    }
  }

  /// What a sub-path of zero length draws: a disk with round caps, a square along the
  /// path's axes with square caps, nothing with butt caps.
  private mutating func addDot(at point: CGPoint) {
    guard lineCap != .butt else { return }
    let normal = xAxis.normal
    let plus = point.moved(normal, by: halfWidth)
    let minus = point.moved(normal, by: -halfWidth)
    addCap(from: plus, to: minus, at: point, outward: xAxis)
    addCap(from: minus, to: plus, at: point, outward: CGPoint(x: -xAxis.x, y: -xAxis.y))
  }

  /// Calls `body` with the inner points of the chords of a circular arc about `center`
  /// from `start`, turning by `turn`, each within the tolerance of the circle; the points
  /// sit a little outside it, by √(θ / sin θ) for chords of angle θ, so that the chords
  /// enclose the area of the arc's sector.
  private func forEachArcPoint(
    around center: CGPoint, from start: CGPoint, turning turn: Double,
    _ body: (CGPoint) -> Void
  ) {
    // Bounded however wide the stroke: a chord count that is not finite takes the most.
    let chords = (abs(turn) / roundStep).rounded(.up)
    let count = chords.isFinite ? min(max(Int(min(chords, 1024)), 1), 1024) : 1024
    guard count > 1 else { return }
    let step = turn / Double(count)
    let outset = (abs(step) / sin(abs(step))).squareRoot()
    let rx = (start.x - center.x) * outset
    let ry = (start.y - center.y) * outset
    for (c, s) in AngleSteps(from: 0, by: step, count: count - 1) {
      body(CGPoint(x: center.x + rx * c - ry * s, y: center.y + rx * s + ry * c))
    }
  }
}

extension CGPoint {
  /// The unit normal `(−y, x)` of a unit direction.
  fileprivate var normal: CGPoint { CGPoint(x: -y, y: x) }

  /// The point `distance` along the unit `direction` from this one.
  fileprivate func moved(_ direction: CGPoint, by distance: Double) -> CGPoint {
    CGPoint(x: x + direction.x * distance, y: y + direction.y * distance)
  }
}
