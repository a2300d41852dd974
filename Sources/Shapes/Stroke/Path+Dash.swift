import Foundation

extension Path {
  /// The dashes of the path: the pieces a dashed stroke draws, as open sub-paths to
  /// stroke, following SVG's `stroke-dasharray` and `stroke-dashoffset` rules.
  ///
  /// ```swift
  /// let line = Path { p in
  ///   p.move(to: .zero)
  ///   p.addLine(to: CGPoint(x: 10, y: 0))
  /// }
  /// line.dashedPath(lengths: [3, 2]).svgPathData()  // "M0 0H3M5 0H8"
  /// ```
  ///
  /// `lengths` alternates dash and gap lengths; an odd count is repeated to make it even,
  /// as SVG says (`[3]` is `[3, 3]`). The pattern starts `phase` units into itself (a
  /// negative phase starts before it, wrapping round), and restarts at the start of every
  /// sub-path. The pieces keep their kind, cut as ``trimmedPath(from:to:)`` cuts: lines
  /// exactly, curves and arcs at the parameter where the length is reached. A closed
  /// sub-path drawn whole stays closed; when a dash runs through its start (it is on at
  /// both ends) the last dash continues into the first as one piece, so the stroke joins
  /// there. A dash of zero length is a sub-path of zero length at its point, which round
  /// and square caps draw as a dot.
  ///
  /// **Degenerate input.** A pattern that is empty, has a negative or non-finite length,
  /// or adds up to zero or to infinity, draws the path solid: the path is returned
  /// unchanged. A non-finite phase counts as 0. A pattern so fine that a sub-path would
  /// have more than 1,000,000 dashes also returns the path unchanged, rather than
  /// building a path that large. Lone moves draw nothing and are dropped, as are
  /// sub-paths of zero length unless a dash starts on them.
  public func dashedPath(lengths: [CGFloat], phase: CGFloat = 0) -> Path {
    guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return self }
    let values = lengths.map { Double($0) }
    let pattern = values.count % 2 == 1 ? values + values : values
    let period = pattern.reduce(0, +)
    guard period > 0, period.isFinite else { return self }
    var dasher = Dasher(pattern: pattern, period: period, phase: phase.isFinite ? Double(phase) : 0)
    var isTooFine = false
    forEachSubpath { _, segments, isClosed in
      guard !isTooFine else { return }
      isTooFine = !dasher.add(segments, isClosed: isClosed)
    }
    return isTooFine ? self : dasher.result
  }
}

/// Cuts sub-paths into dashes for ``Path/dashedPath(lengths:phase:)``.
private struct Dasher {
  /// The dash and gap lengths, an even number of them.
  let pattern: [Double]
  /// Their sum: positive and finite.
  let period: Double
  /// The index of the entry the pattern starts in, and how much of it is left.
  let startIndex: Int
  let startRemaining: Double
  var result = Path()

  init(pattern: [Double], period: Double, phase: Double) {
    self.pattern = pattern
    self.period = period
    var offset = phase.truncatingRemainder(dividingBy: period)
    if offset < 0 { offset += period }
    var index = 0
    // The end of a dash or gap is the start of the next; a zero-length dash at the
    // offset is kept.
    while index < pattern.count - 1,
      offset > pattern[index] || (offset == pattern[index] && pattern[index] > 0)
    {
      offset -= pattern[index]
      index += 1
    }
    startIndex = index
    startRemaining = max(pattern[index] - offset, 0)
  }

  /// A dash: the parts of segments it covers, or a point for a dash of zero length.
  private struct Dash {
    var start: CGPoint
    var segments: [PathSegment] = []
  }

  /// Adds the dashes of one sub-path; returns `false`, adding nothing, when it would have
  /// more than 1,000,000 dashes.
  mutating func add(_ segments: [PathSegment], isClosed: Bool) -> Bool {
    let lengths = segments.map(\.length)
    let total = lengths.reduce(0, +)
    guard total.isFinite else { return false }
    guard total / period * Double(pattern.count) <= 1_000_000 else { return false }
    var dashes: [Dash] = []
    var index = startIndex
    var remaining = startRemaining
    var position = 0.0
    var segmentIndex = 0
    var segmentStart = 0.0
    var startsOn = false
    var endsOn = false
    var steps = 0
    while position <= total, steps <= 2_000_000 {
      steps += 1
      let end = min(position + remaining, total)
      // A dash of positive length that starts at the very end draws nothing.
      if index % 2 == 0, end > position || remaining == 0 {
        if position == 0 { startsOn = true }
        if end == total { endsOn = true }
        // Skip the segments that end before the dash starts.
        while segmentIndex < segments.count - 1, segmentStart + lengths[segmentIndex] < position {
          segmentStart += lengths[segmentIndex]
          segmentIndex += 1
        }
        dashes.append(
          dash(
            of: segments, lengths: lengths, from: position, to: end, firstSegment: segmentIndex,
            firstStart: segmentStart))
      }
      if position + remaining > total || (position == total && remaining > 0) { break }
      position += remaining
      index = (index + 1) % pattern.count
      remaining = pattern[index]
    }
    if isClosed, startsOn, endsOn, total > 0 {
      if dashes.count == 1 {
        appendWhole(segments)
        return true
      }
      if let first = dashes.first, var last = dashes.popLast() {
        last.segments += first.segments
        dashes[0] = last
      }
    }
    for dash in dashes { append(dash) }
    return true
  }

  /// The dash between the distances `from` and `to` along a sub-path, looking from the
  /// segment `firstSegment`, which starts `firstStart` along it.
  private func dash(
    of segments: [PathSegment], lengths: [Double], from lower: Double, to upper: Double,
    firstSegment: Int, firstStart: Double
  ) -> Dash {
    var result: Dash?
    var segmentStart = firstStart
    for index in firstSegment..<segments.count {
      let length = lengths[index]
      defer { segmentStart += length }
      if segmentStart > upper { break }
      let startDistance = max(lower - segmentStart, 0)
      let endDistance = min(upper - segmentStart, length)
      guard startDistance <= endDistance, startDistance <= length else { continue }
      if startDistance == endDistance {
        // A point: the start of a zero-length dash.
        if result == nil {
          let point = segments[index].point(atDistance: startDistance, length: length)
          result = Dash(start: point)
        }
        continue
      }
      let piece = segments[index].piece(from: startDistance, to: endDistance, length: length)
      if result == nil { result = Dash(start: piece.start) }
      result?.segments.append(piece)
    }
    return result ?? Dash(start: segments.last?.end ?? .zero)
  }

  /// Appends a dash as an open sub-path.
  private mutating func append(_ dash: Dash) {
    result.move(to: dash.start)
    if dash.segments.isEmpty {
      result.addLine(to: dash.start)
      return
    }
    for segment in dash.segments { append(segment) }
  }

  /// Appends a whole closed sub-path, closed.
  private mutating func appendWhole(_ segments: [PathSegment]) {
    guard let first = segments.first else { return }
    result.move(to: first.start)
    for segment in segments.dropLast() { append(segment) }
    result.closeSubpath()
  }

  /// Appends a segment from the current point.
  private mutating func append(_ segment: PathSegment) {
    switch segment {
    case .line(_, let end):
      result.addLine(to: end)
    case .quadCurve(_, let control, let end):
      result.addQuadCurve(to: end, control: control)
    case .curve(_, let control1, let control2, let end):
      result.addCurve(to: end, control1: control1, control2: control2)
    case .arc(let arc):
      result.addArc(arc)
    }
  }
}

extension PathSegment {
  /// The point `distance` along the segment, of length `length`.
  fileprivate func point(atDistance distance: Double, length: Double) -> CGPoint {
    if distance <= 0 || length <= 0 { return start }
    if distance >= length { return end }
    return piece(from: 0, to: distance, length: length).end
  }
}
