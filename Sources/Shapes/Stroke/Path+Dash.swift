import Foundation

extension Path {
  /// The most dashes ``dashedPath(lengths:phase:)`` cuts a path into.
  ///
  /// A pattern that would make more leaves the path whole, as renderers draw such a stroke
  /// solid rather than exhaust their memory.
  static let maximumDashCount = 100_000

  /// The dashes of the path: the pieces a stroke with the dash pattern `lengths` draws, as
  /// open sub-paths, with SVG's rules (CoreGraphics' `copy(dashingWithPhase:lengths:)`).
  ///
  /// The pattern alternates dashes and gaps, starting with a dash; a pattern of an odd
  /// count repeats once to become even, so `[10]` is `[10, 10]`. `phase` is how far into
  /// the pattern each sub-path starts, and may be negative (the pattern runs on before the
  /// sub-path). The pattern restarts on every sub-path, and a closed sub-path's closing
  /// line is dashed too; where its pattern is on at both its start and its end, the last
  /// dash runs on across the start into the first, as one piece. A closed sub-path that a
  /// dash covers whole stays closed. Pieces keep their kind, as ``trimmedPath(from:to:)``
  /// cuts them: lines stay lines, arcs stay exact arcs, Bézier curves are cut exactly.
  ///
  /// ```swift
  /// let line = Path { p in
  ///   p.move(to: .zero)
  ///   p.addLine(to: CGPoint(x: 40, y: 0))
  /// }
  /// line.dashedPath(lengths: [10, 5]).svgPathData()  // "M0 0H10M15 0H25M30 0H40"
  /// ```
  ///
  /// **Degenerate input.** An empty pattern, one with a negative or non-finite length, or
  /// one whose lengths add up to zero leaves the path as it is (a solid stroke, as SVG
  /// draws an invalid dash array). A non-finite phase is taken as 0. A dash of length 0 is
  /// a piece of length 0 (a move and a line to the same point), which round and square
  /// caps draw as a dot; a dash that would start exactly at the end of a sub-path of some
  /// length is left out, even one of length 0, as Skia (Chromium) and resvg draw SVG's
  /// dashes (librsvg draws such a last dot). A pattern that would cut the path into more than 100,000
  /// dashes, or a path of infinite length, leaves the path as it is.
  public func dashedPath(lengths: [CGFloat], phase: CGFloat = 0) -> Path {
    guard let pattern = DashPattern(lengths: lengths, phase: phase) else { return self }
    let subpaths = measuredSubpaths()
    // Bounded work: the dashes are counted before they are cut.
    var dashCount = 0.0
    for subpath in subpaths {
      dashCount += (subpath.length / pattern.period + 1) * Double(pattern.lengths.count / 2)
    }
    guard dashCount.isFinite, dashCount <= Double(Self.maximumDashCount) else { return self }
    var result = Path()
    for subpath in subpaths {
      result.appendDashes(of: subpath, pattern)
    }
    return result
  }

  /// Appends the dashes of one sub-path, the pattern starting afresh at its start.
  private mutating func appendDashes(of subpath: MeasuredSubpath, _ pattern: DashPattern) {
    var dashes = pattern.dashes(alongLength: subpath.length)
    guard let first = dashes.first, let last = dashes.last else { return }
    if subpath.isClosed, first.lowerBound == 0, last.upperBound == subpath.length {
      if dashes.count == 1 {
        append(whole: subpath)
        return
      }
      // On at both ends: the last dash runs on across the start into the first.
      dashes.removeFirst()
      dashes.removeLast()
      for dash in dashes { appendDash(dash, of: subpath) }
      append(subpath, at: 0, from: last.lowerBound, to: subpath.length)
      append(subpath, at: 0, from: 0, to: first.upperBound, continuing: true)
      return
    }
    for dash in dashes { appendDash(dash, of: subpath) }
  }

  /// Appends one dash, `dash` being distances along `subpath`.
  private mutating func appendDash(_ dash: ClosedRange<Double>, of subpath: MeasuredSubpath) {
    guard dash.lowerBound == dash.upperBound else {
      append(subpath, at: 0, from: dash.lowerBound, to: dash.upperBound)
      return
    }
    // A dash of length 0: the point where it falls, as a line of length 0.
    var segmentStart = 0.0
    for (index, segment) in subpath.segments.enumerated() {
      let length = subpath.lengths[index]
      let distance = dash.lowerBound - segmentStart
      segmentStart += length
      guard distance <= length || index == subpath.segments.count - 1 else { continue }
      let point =
        distance <= 0 || length <= 0
        ? subpath.starts[index]
        : segment.piece(from: 0, to: min(distance, length), length: length).end
      move(to: point)
      addLine(to: point)
      return
    }
  }
}

/// A dash pattern, checked and made even, with where each sub-path starts in it.
private struct DashPattern {
  /// Dash and gap lengths, alternately, an even count.
  let lengths: [Double]
  /// The length of one repetition.
  let period: Double
  /// The entry of `lengths` a sub-path starts in, and how much of it is left there.
  let startIndex: Int
  let startRemaining: Double

  /// The pattern, or `nil` when it draws a solid line (see `Path.dashedPath`).
  init?(lengths: [CGFloat], phase: CGFloat) {
    guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    let given = lengths.map { Double($0) }
    let even = given.count % 2 == 0 ? given : given + given
    let period = even.reduce(0, +)
    guard period > 0, period.isFinite else { return nil }
    self.lengths = even
    self.period = period
    // Whole repetitions off the phase first, exactly; then the entry it falls in.
    var offset = phase.isFinite ? Double(phase).truncatingRemainder(dividingBy: period) : 0
    if offset < 0 { offset += period }
    var index = 0
    // An entry ends where the next begins; a dash of length 0 at the offset is kept, so
    // that caps can draw it.
    while index < even.count - 1, offset > even[index] || (offset == even[index] && offset > 0) {
      offset -= even[index]
      index += 1
    }
    startIndex = index
    startRemaining = max(even[index] - offset, 0)
  }

  /// The dashes along a sub-path of length `length`, as ranges of distance, in order.
  func dashes(alongLength length: Double) -> [ClosedRange<Double>] {
    var result: [ClosedRange<Double>] = []
    var index = startIndex
    var distance = 0.0
    var remaining = startRemaining
    repeat {
      let end = distance + remaining
      // A dash that would start at the very end is not drawn, even one of length 0, as
      // Skia and resvg decide; a sub-path of length 0 keeps the dash at its start.
      if index % 2 == 0, distance < length || distance == 0 {
        result.append(distance...min(end, length))
      }
      distance = end
      index = (index + 1) % lengths.count
      remaining = lengths[index]
    } while distance < length
    return result
  }
}
