import Foundation

/// A CSS cubic-Bézier timing curve from (0, 0) to (1, 1): x is the fraction of the duration,
/// y the progress, both functions of the curve parameter u in 0…1.
struct TimingBezier: Hashable, Sendable {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  /// A Bernstein cubic with end values 0 and 1 and inner coefficients `a` and `b`.
  private static func cubic(_ a: Double, _ b: Double, _ u: Double) -> Double {
    let v = 1 - u
    return 3 * v * v * u * a + 3 * v * u * u * b + u * u * u
  }

  /// The derivative of ``cubic(_:_:_:)`` in u.
  private static func slope(_ a: Double, _ b: Double, _ u: Double) -> Double {
    let v = 1 - u
    return 3 * v * v * a + 6 * v * u * (b - a) + 3 * u * u * (1 - b)
  }

  /// The time fraction at parameter `u`.
  func time(at u: Double) -> Double { Self.cubic(x1, x2, u) }

  /// The progress at parameter `u`.
  func progress(at u: Double) -> Double { Self.cubic(y1, y2, u) }

  /// Whether the progress only grows with time, so that it never leaves 0…1: both control
  /// points' y lie in 0…1.
  var hasMonotoneProgress: Bool { (0...1).contains(y1) && (0...1).contains(y2) }

  /// The progress at time fraction `time` (0…1).
  func progress(atTime time: Double) -> Double {
    progress(at: Self.solve(time, x1, x2))
  }

  /// The parameter where the time fraction is `time`.
  func parameter(atTime time: Double) -> Double { Self.solve(time, x1, x2) }

  /// The parameter where the progress is `progress`; the curve must have monotone progress.
  func parameter(atProgress progress: Double) -> Double { Self.solve(progress, y1, y2) }

  /// The u in 0…1 where the increasing Bernstein cubic with inner coefficients `a`, `b` in
  /// 0…1 reaches `target`: Newton's method guarded by bisection, to 1e-14.
  private static func solve(_ target: Double, _ a: Double, _ b: Double) -> Double {
    guard target > 0 else { return 0 }
    guard target < 1 else { return 1 }
    var low = 0.0
    var high = 1.0
    var u = target
    for _ in 0..<100 {
      let value = cubic(a, b, u) - target
      if abs(value) < 1e-15 { return u }
      if value < 0 { low = u } else { high = u }
      let derivative = slope(a, b, u)
      var next = derivative > 1e-12 ? u - value / derivative : (low + high) / 2
      if !(next > low && next < high) { next = (low + high) / 2 }
      if abs(next - u) < 1e-15 { return next }
      u = next
    }
    return u
  }

  /// The piece of the curve between parameters `u0` and `u1`, scaled to the unit box (time
  /// and progress both from 0 to 1 over the piece): the SMIL `keySplines` entry that makes an
  /// interval between keyframes follow this curve exactly.
  ///
  /// The piece of a cubic is a cubic whose inner control points are P(u0) + (u1 − u0)/3 ·
  /// P′(u0) and P(u1) − (u1 − u0)/3 · P′(u1). Rounding can take a coordinate a hair outside
  /// 0…1, which SMIL forbids, so they are clamped.
  func keySpline(from u0: Double, to u1: Double) -> KeySpline {
    let t0 = time(at: u0)
    let t1 = time(at: u1)
    let p0 = progress(at: u0)
    let p1 = progress(at: u1)
    let width = t1 - t0
    let height = p1 - p0
    guard width > 0, height > 0 else { return .linear }
    let third = (u1 - u0) / 3
    let c1x = t0 + third * Self.slope(x1, x2, u0)
    let c1y = p0 + third * Self.slope(y1, y2, u0)
    let c2x = t1 - third * Self.slope(x1, x2, u1)
    let c2y = p1 - third * Self.slope(y1, y2, u1)
    let clamp = { (value: Double) in min(max(value, 0), 1) }
    return KeySpline(
      clamp((c1x - t0) / width), clamp((c1y - p0) / height), clamp((c2x - t0) / width),
      clamp((c2y - p0) / height))
  }
}

/// A damped harmonic oscillator released from rest at 0 that settles at 1.
///
/// With ω = 2π / response and ζ the damping fraction, the displacement from the end obeys
/// x″ + 2ζω x′ + ω² x = 0 with x(0) = −1, x′(0) = 0.
struct SpringCurve: Hashable, Sendable {
  var response: Double
  var dampingFraction: Double

  private var omega: Double { 2 * .pi / response }

  /// The progress `time` seconds after release.
  func progress(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    let omega = self.omega
    let zeta = dampingFraction
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega * time)
      return 1 - envelope * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
    }
    if zeta == 1 {
      return 1 - exp(-omega * time) * (1 + omega * time)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    return 1 - (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
  }

  /// The time after which the progress stays within `tolerance` of 1 for good.
  ///
  /// An upper bound comes from the envelope (e^(−ζωt)/√(1 − ζ²) for an oscillating spring,
  /// e^(−ζωt)·(1 + ωt) or the slow exponential otherwise); below it the last time the spring
  /// is farther than `tolerance` is found by a scan of 4096 steps, refined by bisection.
  func settlingTime(tolerance: Double) -> Double {
    let omega = self.omega
    let zeta = dampingFraction
    var bound: Double
    if zeta < 1 {
      bound = log(1 / (tolerance * (1 - zeta * zeta).squareRoot())) / (zeta * omega)
    } else {
      // The slower exponential, e^(−ω(ζ − √(ζ² − 1))t), times a generous factor.
      let slow = omega * (zeta - (zeta * zeta - 1).squareRoot())
      bound = log(4 / tolerance) / slow
      while abs(1 - progress(at: bound)) > tolerance { bound *= 2 }
    }
    bound = max(bound, 1e-9)
    let steps = 4096
    var lastOutside = -1
    for index in 0...steps {
      let time = bound * Double(index) / Double(steps)
      if abs(1 - progress(at: time)) > tolerance { lastOutside = index }
    }
    guard lastOutside >= 0 else { return 0 }
    guard lastOutside < steps else { return bound }
    var low = bound * Double(lastOutside) / Double(steps)
    var high = bound * Double(lastOutside + 1) / Double(steps)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if abs(1 - progress(at: middle)) > tolerance { low = middle } else { high = middle }
    }
    return high
  }
}
