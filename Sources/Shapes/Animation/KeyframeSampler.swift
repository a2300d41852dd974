import Foundation

/// The animated numbers at one instant, with the weight of each in the deviation measure
/// (`nil`: all 1).
struct KeyframeSample: Sendable {
  var numbers: [Double]
  var weights: [Double]?
}

/// Adaptive sampling of a vector-valued function on 0…1: intervals are halved, worst first,
/// while the straight line between an interval's ends strays from the function by more than
/// the tolerance at a quarter, half or three quarters of the interval.
struct AdaptiveSampler {
  var tolerance: Double
  var maximumCount: Int

  /// The samples, sorted by x, and the largest deviation left; `nil` when `evaluate` gives
  /// up (returns `nil`) or two samples have different numbers of numbers.
  func sample(
    initial: [Double], evaluate: (Double) -> KeyframeSample?
  ) -> (xs: [Double], samples: [KeyframeSample], deviation: Double)? {
    var cache: [Double: KeyframeSample] = [:]
    var failed = false
    func value(_ x: Double) -> KeyframeSample? {
      if let cached = cache[x] { return cached }
      guard !failed, let sample = evaluate(x) else {
        failed = true
        return nil
      }
      cache[x] = sample
      return sample
    }
    /// The largest weighted distance between the chord and the function inside [a, b].
    func deviation(_ a: Double, _ b: Double) -> Double? {
      guard let start = value(a), let end = value(b) else { return nil }
      var worst = 0.0
      for fraction in [0.25, 0.5, 0.75] {
        guard let middle = value(a + fraction * (b - a)),
          middle.numbers.count == start.numbers.count,
          start.numbers.count == end.numbers.count
        else { return nil }
        for index in middle.numbers.indices {
          let chord = start.numbers[index] + fraction * (end.numbers[index] - start.numbers[index])
          let weight = middle.weights?[index] ?? 1
          worst = max(worst, abs(middle.numbers[index] - chord) * weight)
        }
      }
      return worst
    }

    let points = Array(Set(initial + [0, 1])).filter { (0...1).contains($0) }.sorted()
    var intervals: [(a: Double, b: Double, error: Double)] = []
    for (a, b) in zip(points, points.dropFirst()) {
      guard let error = deviation(a, b) else { return nil }
      intervals.append((a, b, error))
    }
    var count = points.count
    while count < maximumCount {
      // The worst interval that can still be halved.
      var worstIndex: Int?
      for (index, interval) in intervals.enumerated()
      where interval.error > tolerance && interval.b - interval.a > 1e-9 {
        if worstIndex.map({ interval.error > intervals[$0].error }) ?? true {
          worstIndex = index
        }
      }
      guard let index = worstIndex else { break }
      let (a, b, _) = intervals[index]
      let middle = a + 0.5 * (b - a)
      guard let left = deviation(a, middle), let right = deviation(middle, b) else {
        return nil
      }
      intervals.replaceSubrange(index...index, with: [(a, middle, left), (middle, b, right)])
      count += 1
    }
    let xs = [intervals[0].a] + intervals.map(\.b)
    let samples = xs.compactMap { cache[$0] }
    guard samples.count == xs.count else { return nil }
    return (xs, samples, intervals.map(\.error).max() ?? 0)
  }
}

extension Animation {
  /// How keyframes of this animation are placed: in progress (Bézier curves whose progress
  /// stays in 0…1, and linear ones), or in time (springs, and Bézier curves that overshoot).
  var samplesProgress: Bool {
    switch curve {
    case .linear: true
    case .timingCurve(_, let y1, _, let y2):
      TimingBezier(x1: 0, y1: y1, x2: 1, y2: y2).hasMonotoneProgress
    case .spring: false
    }
  }

  /// The progress at the sampling coordinate `x` in 0…1: the progress itself when sampling
  /// in progress, else the fraction `x` of the pass's duration.
  func samplingProgress(at x: Double) -> Double {
    samplesProgress || isInstant ? x : passProgress(at: x * duration)
  }

  /// Keyframes of one pass of a vector of numbers that depends on the progress, sampled
  /// until linear interpolation between neighbouring keyframes stays within `tolerance` of
  /// the true numbers.
  ///
  /// An interval is halved, worst first, while the interpolation strays by more than 90 % of
  /// the tolerance at a quarter, half or three quarters of it; the rest of the tolerance is
  /// room for what falls between those check points and for the rounding of written numbers.
  ///
  /// ```swift
  /// // The angle of a pie's edge, in degrees, as the animation runs.
  /// let edge = Animation.easeInOut(duration: 1).keyframes(tolerance: 0.5) { p in
  ///   [90 * p]
  /// }
  /// edge.values.count  // 2: the angle is linear in the progress
  /// ```
  ///
  /// A linear animation samples in progress and interpolates linearly; a Bézier curve whose
  /// progress stays in 0…1 samples in progress and gives every interval the exact piece of
  /// the curve as its key spline, so the timing is exact; a spring, or a Bézier curve that
  /// overshoots, samples in time and interpolates linearly. An instant animation gives the
  /// two ends. `tolerance` is taken as 1e-3 when not positive and finite; at most
  /// `maximumCount` (at least 2, whatever smaller number is passed) keyframes are made.
  /// The counts that follow from the timing (periods of a spring, frames of a discrete
  /// pass) are capped at that maximum while they are still floating-point numbers: a spring
  /// of response 1e-50 s, or a discrete pass of 1e18 s, makes the maximum.
  public func keyframes(
    tolerance: Double, maximumCount: Int = 256, _ values: (Double) -> [Double]
  ) -> AnimationKeyframes<[Double]> {
    let sampled = sampledKeyframes(
      tolerance: tolerance.isFinite && tolerance > 0 ? tolerance : 1e-3,
      maximumCount: maximumCount
    ) { progress in
      KeyframeSample(numbers: values(progress), weights: nil)
    }
    // Sampling only gives up when the number of numbers changes.
    guard let sampled else {
      return discreteKeyframes(count: maximumCount) { values($0) }
    }
    return sampled.map(\.numbers)
  }

  /// Keyframes of one pass, sampled adaptively (see ``keyframes(tolerance:maximumCount:_:)``);
  /// `nil` when `evaluate` gives up.
  func sampledKeyframes(
    tolerance: Double, maximumCount: Int, evaluate: (Double) -> KeyframeSample?
  ) -> AnimationKeyframes<KeyframeSample>? {
    let maximumCount = max(maximumCount, 2)
    // Aim at 90 % of the tolerance at the check points, leaving room for what falls between
    // them and for the rounding of the written numbers.
    let sampler = AdaptiveSampler(tolerance: 0.9 * tolerance, maximumCount: maximumCount)
    let initial: [Double]
    if samplesProgress || isInstant {
      initial = [0, 1]
    } else {
      // Start with 8 intervals, and for a spring at least 16 per natural period, so that
      // no swing falls between check points.
      var count = 8
      if case .spring(let response, _) = curve {
        // Capped before it becomes an `Int`: the pass of a spring of response 1e-50 s
        // holds more periods than an `Int` does.
        let periods = (16 * duration * speed / response).rounded(.up)
        count = periods < Double(maximumCount) ? max(count, Int(periods)) : maximumCount
      }
      count = max(min(count, maximumCount - 1), 1)
      initial = (0...count).map { Double($0) / Double(count) }
    }
    guard
      let (xs, samples, deviation) = sampler.sample(
        initial: initial, evaluate: { evaluate(samplingProgress(at: $0)) })
    else { return nil }
    let progress = xs.map { samplingProgress(at: $0) }
    if case .timingCurve(let x1, let y1, let x2, let y2) = curve, samplesProgress {
      let bezier = TimingBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      let parameters = xs.map { bezier.parameter(atProgress: $0) }
      var keyTimes = parameters.map { bezier.time(at: $0) }
      keyTimes[0] = 0
      keyTimes[keyTimes.count - 1] = 1
      let splines = zip(parameters, parameters.dropFirst()).map {
        bezier.keySpline(from: $0, to: $1)
      }
      return AnimationKeyframes(
        values: samples, keyTimes: keyTimes, progress: progress,
        interpolation: .spline(splines), maximumDeviation: deviation)
    }
    return AnimationKeyframes(
      values: samples, keyTimes: xs, progress: progress, interpolation: .linear,
      maximumDeviation: deviation)
  }

  /// Discrete keyframes at evenly spaced times: 60 per second, at least 2 and at most
  /// `count` (at least 2).
  func discreteKeyframes<Value>(count: Int, _ value: (Double) -> Value) -> AnimationKeyframes<
    Value
  > {
    let maximum = max(count, 2)
    // Capped before it becomes an `Int`: a pass of 1e18 s is more frames than it holds.
    let wanted = (duration * 60).rounded(.up) + 1
    let frames = wanted < Double(maximum) ? max(Int(wanted), 2) : maximum
    let times = (0..<frames).map { Double($0) / Double(frames - 1) }
    let progress = times.map { passProgress(at: $0 * duration) }
    return AnimationKeyframes(
      values: progress.map(value), keyTimes: times, progress: progress,
      interpolation: .discrete, maximumDeviation: nil)
  }
}
