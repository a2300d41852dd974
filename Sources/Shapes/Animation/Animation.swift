import Foundation

/// How a change runs over time: a timing curve, a duration, a delay, a speed and
/// repetitions, spelled as SwiftUI spells them.
///
/// ```swift
/// let appear = Animation.easeInOut(duration: 1)
/// let bounce = Animation.spring(response: 0.5, dampingFraction: 0.6)
/// let pulse = Animation.easeIn(duration: 0.4).delay(0.2).repeatForever(autoreverses: true)
/// appear.progress(at: 0.5)  // 0.5: halfway through a symmetric curve
/// ```
///
/// An animation moves a value from a start state to an end state. Its *progress* is the
/// fraction of the way from start to end: 0 at the start, 1 at the end; a spring overshoots
/// past 1 on the way. ``progress(at:)`` gives it at any time since the animation was added,
/// delay, repetitions and reversals included.
///
/// The easing curves are SwiftUI's, which are CSS's cubic Béziers: `easeIn` is
/// (0.42, 0, 1, 1), `easeOut` (0, 0, 0.58, 1), `easeInOut` (0.42, 0, 0.58, 1). A spring is a
/// damped oscillator of natural period `response` (ω = 2π / response) and damping ratio
/// `dampingFraction` (ζ), released from rest at the start; its ``duration`` is the time after
/// which it stays within ``springSettlingTolerance`` of the end for good. So that it arrives
/// there exactly, without a jump, its progress is the oscillator's plus a linear ramp of at
/// most that tolerance over the duration.
///
/// Modifiers apply in order, as in SwiftUI: ``speed(_:)`` divides the duration and the delay
/// set so far, so `.delay(1).speed(2)` waits 0.5 s while `.speed(2).delay(1)` waits 1 s.
///
/// **Degenerate input.** A duration, delay or response that is negative, NaN or infinite is
/// taken as 0: an animation of duration 0 jumps to the end state (after its delay). A speed
/// that is not a positive finite number is ignored. Bézier control points that are not
/// finite make the curve linear, and their x coordinates are clamped to 0…1 as CSS requires.
/// A damping fraction that is NaN is SwiftUI's default 0.825, one below 0.01 (an
/// oscillator that never settles) is taken as 0.01, and a finite one above 10 000 as
/// 10 000. A repeat count below 1 plays once.
public struct Animation: Hashable, Sendable {
  /// The shape of an animation's progress over one pass.
  public enum Curve: Hashable, Sendable {
    /// Constant speed: the progress is the fraction of the duration elapsed.
    case linear
    /// A CSS cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2):
    /// x is the fraction of the duration, y the progress.
    case timingCurve(Double, Double, Double, Double)
    /// A damped spring released from rest: natural period `response` seconds, damping
    /// ratio `dampingFraction`.
    case spring(response: Double, dampingFraction: Double)
  }

  /// The shape of the progress over one pass.
  public private(set) var curve: Curve
  /// The length of one pass at speed 1, in seconds.
  private var baseDuration: Double
  /// The speed factor: 2 plays twice as fast.
  public private(set) var speed: Double = 1
  /// The time before the first pass starts, in seconds (speed applied).
  public private(set) var delay: Double = 0
  /// How many passes play, each direction of an autoreversing animation counting as one;
  /// `nil` repeats forever.
  public private(set) var repeatCount: Int? = 1
  /// Whether every other pass plays backwards.
  public private(set) var autoreverses = false

  /// How close a spring must stay to its end state to count as settled: 0.001, a tenth of
  /// a percent of the change.
  public static let springSettlingTolerance = 0.001

  private init(curve: Curve, duration: Double) {
    self.curve = curve
    baseDuration = Animation.sanitized(duration)
  }

  /// A non-negative finite number: anything else is 0.
  private static func sanitized(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }

  // MARK: Curves

  /// An animation at constant speed.
  ///
  /// ```swift
  /// Animation.linear(duration: 2)
  /// ```
  public static func linear(duration: Double) -> Animation {
    Animation(curve: .linear, duration: duration)
  }

  /// An animation at constant speed that lasts 0.35 s.
  public static var linear: Animation { linear(duration: 0.35) }

  /// An animation that starts slowly: the CSS curve (0.42, 0, 1, 1).
  public static func easeIn(duration: Double) -> Animation {
    timingCurve(0.42, 0, 1, 1, duration: duration)
  }

  /// An animation that starts slowly and lasts 0.35 s.
  public static var easeIn: Animation { easeIn(duration: 0.35) }

  /// An animation that ends slowly: the CSS curve (0, 0, 0.58, 1).
  public static func easeOut(duration: Double) -> Animation {
    timingCurve(0, 0, 0.58, 1, duration: duration)
  }

  /// An animation that ends slowly and lasts 0.35 s.
  public static var easeOut: Animation { easeOut(duration: 0.35) }

  /// An animation that starts and ends slowly: the CSS curve (0.42, 0, 0.58, 1).
  public static func easeInOut(duration: Double) -> Animation {
    timingCurve(0.42, 0, 0.58, 1, duration: duration)
  }

  /// An animation that starts and ends slowly and lasts 0.35 s.
  public static var easeInOut: Animation { easeInOut(duration: 0.35) }

  /// SwiftUI's default animation as this package models it: ``easeInOut``, 0.35 s.
  public static var `default`: Animation { easeInOut }

  /// An animation along a cubic Bézier timing curve from (0, 0) to (1, 1) with control
  /// points (c0x, c0y) and (c1x, c1y), as CSS's `cubic-bezier()`.
  ///
  /// ```swift
  /// Animation.timingCurve(0.68, -0.55, 0.27, 1.55, duration: 0.5)  // overshoots both ways
  /// ```
  ///
  /// The x coordinates are clamped to 0…1; a non-finite coordinate makes the curve linear.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    guard [c0x, c0y, c1x, c1y].allSatisfy(\.isFinite) else {
      return linear(duration: duration)
    }
    let clamp = { (x: Double) in min(max(x, 0), 1) }
    return Animation(
      curve: .timingCurve(clamp(c0x), c0y, clamp(c1x), c1y), duration: duration)
  }

  /// A spring: a damped oscillator released from rest, which settles on the end state.
  ///
  /// ```swift
  /// Animation.spring(response: 0.5, dampingFraction: 0.5)  // overshoots, then settles
  /// ```
  ///
  /// - Parameters:
  ///   - response: The natural period of the undamped spring, in seconds; 0.5 by default.
  ///     Zero, negative or non-finite makes the change instant.
  ///   - dampingFraction: The damping ratio ζ: below 1 the spring overshoots and rings, 1 is
  ///     critically damped, above 1 creeps in; 0.825 by default, as in SwiftUI. Values below
  ///     0.01 are taken as 0.01, NaN as the default. Values above 10 000 (a spring that takes
  ///     hours to creep in) are taken as 10 000, where the overdamped spring's slow rate
  ///     ω(ζ − √(ζ² − 1)) still has its precision; an infinite one makes the change
  ///     instant.
  ///   - blendDuration: SwiftUI's time to blend with a previous animation; there is no
  ///     previous animation here, so it is ignored.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    let response = sanitized(response)
    let given = dampingFraction.isNaN ? 0.825 : max(dampingFraction, 0.01)
    guard response > 0, given.isFinite else {
      return Animation(curve: .linear, duration: 0)
    }
    // Past 10 000 the slow rate's difference cancels (to 0 from about 1e8, so the spring
    // never moved), and past 1e154 its square overflows, which made the search for the
    // settling time double a bound of 0 for ever.
    let damping = min(given, 10_000)
    return Animation(
      curve: .spring(response: response, dampingFraction: damping),
      duration: SpringCurve(response: response, dampingFraction: damping).settlingTime(
        tolerance: springSettlingTolerance))
  }

  /// SwiftUI's default spring: response 0.5 s, damping fraction 0.825.
  public static var spring: Animation { spring() }

  /// A spring of perceived `duration` (its response) and `bounce`, as SwiftUI's
  /// `Spring(duration:bounce:)` defines them: a bounce of 0 is critically damped, positive
  /// ones ring more (damping fraction 1 − bounce), negative ones creep in (1 / (1 + bounce)).
  ///
  /// A bounce outside −1…1 is clamped there (−1 is an infinitely damped, instant change);
  /// NaN counts as 0. The duration is treated as ``spring(response:dampingFraction:blendDuration:)``
  /// treats a response.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    let bounce = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
    let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return spring(response: duration, dampingFraction: damping)
  }

  /// SwiftUI's quick spring for interactive changes: response 0.15 s, damping 0.86.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction)
  }

  /// SwiftUI's interactive spring with its defaults.
  public static var interactiveSpring: Animation { interactiveSpring() }

  /// A spring of a mass on a spring of `stiffness` with `damping`: the natural period
  /// 2π √(mass / stiffness) and the ratio damping / (2 √(stiffness · mass)).
  ///
  /// A mass or stiffness that is not positive makes the change instant.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    guard mass > 0, stiffness > 0 else { return spring(response: 0) }
    return spring(
      response: 2 * Double.pi * (mass / stiffness).squareRoot(),
      dampingFraction: damping / (2 * (stiffness * mass).squareRoot()))
  }

  /// A smooth spring with no bounce: SwiftUI's `.smooth`, `duration` 0.5 s by default.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }

  /// SwiftUI's `.smooth`.
  public static var smooth: Animation { smooth() }

  /// A spring with a little bounce (0.15): SwiftUI's `.snappy`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// SwiftUI's `.snappy`.
  public static var snappy: Animation { snappy() }

  /// A spring with a visible bounce (0.3): SwiftUI's `.bouncy`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// SwiftUI's `.bouncy`.
  public static var bouncy: Animation { bouncy() }

  // MARK: Modifiers

  /// This animation, started `delay` seconds later.
  ///
  /// Delays add up. A negative or non-finite delay is ignored.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay += Animation.sanitized(delay)
    return copy
  }

  /// This animation played `speed` times as fast: its duration and the delay set so far are
  /// divided by `speed`.
  ///
  /// A speed that is not a positive finite number is ignored.
  public func speed(_ speed: Double) -> Animation {
    guard speed.isFinite, speed > 0 else { return self }
    var copy = self
    copy.speed *= speed
    copy.delay /= speed
    return copy
  }

  /// This animation played `repeatCount` times, every other pass backwards when
  /// `autoreverses` is true (SwiftUI's default).
  ///
  /// ```swift
  /// Animation.easeInOut(duration: 1).repeatCount(3)  // there, back, and there again
  /// ```
  ///
  /// As in SwiftUI, each direction counts as one pass, so an even count with autoreverse
  /// ends where it started. (SwiftUI then jumps to the end state; here the shape stays
  /// where the animation ends, which is also what a static renderer draws.) A count below 1
  /// plays once. The last repeat modifier wins.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = max(repeatCount, 1)
    copy.autoreverses = autoreverses
    return copy
  }

  /// This animation repeated forever, every other pass backwards when `autoreverses` is true
  /// (SwiftUI's default).
  ///
  /// A static rendering of a shape that repeats forever shows the end state.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = nil
    copy.autoreverses = autoreverses
    return copy
  }

  // MARK: Timeline

  /// The length of one pass in seconds, speed applied; for a spring, the time it takes to
  /// settle.
  public var duration: Double { baseDuration / speed }

  /// The time from the start to the end of the last pass, in seconds, delay included;
  /// infinite when the animation repeats forever.
  public var totalDuration: Double {
    guard let repeatCount else { return duration > 0 ? .infinity : delay }
    return delay + Double(repeatCount) * duration
  }

  /// Whether the animation takes time at all: its duration is positive.
  public var isInstant: Bool { duration <= 0 }

  /// The progress where the animation comes to rest: 1, the end state, except for an
  /// autoreversing animation with an even number of passes, which ends back at the start (0).
  ///
  /// An animation that repeats forever never comes to rest; this is 1 for it, the state a
  /// static renderer draws.
  public var finalProgress: Double {
    guard autoreverses, let repeatCount, repeatCount.isMultiple(of: 2), !isInstant else {
      return 1
    }
    return 0
  }

  /// The progress at `time` seconds after the animation was added: 0 during the delay, then
  /// pass after pass, reversed ones backwards, and ``finalProgress`` once the last pass has
  /// ended.
  ///
  /// ```swift
  /// let wave = Animation.linear(duration: 1).repeatCount(2)  // there and back
  /// wave.progress(at: 0.25)  // 0.25
  /// wave.progress(at: 1.25)  // 0.75, on the way back
  /// wave.progress(at: 3)     // 0
  /// ```
  ///
  /// A NaN time gives 0.
  public func progress(at time: Double) -> Double {
    guard !time.isNaN else { return 0 }
    let elapsed = time - delay
    guard elapsed >= 0 else { return 0 }
    let passLength = duration
    guard passLength > 0 else { return finalProgress }
    guard elapsed.isFinite else { return repeatCount == nil ? 1 : finalProgress }
    let pass = (elapsed / passLength).rounded(.down)
    if let repeatCount, pass >= Double(repeatCount) { return finalProgress }
    let local = elapsed - pass * passLength
    let isBackward = autoreverses && !pass.truncatingRemainder(dividingBy: 2).isZero
    return passProgress(at: isBackward ? passLength - local : local)
  }

  /// The progress at `time` seconds into one forward pass (speed applied): 0 at the start,
  /// exactly 1 from the end of the pass on.
  public func passProgress(at time: Double) -> Double {
    let passLength = duration
    guard passLength > 0, time < passLength else { return time.isNaN ? 0 : 1 }
    guard time > 0 else { return 0 }
    switch curve {
    case .linear:
      return time / passLength
    case .timingCurve(let x1, let y1, let x2, let y2):
      return TimingBezier(x1: x1, y1: y1, x2: x2, y2: y2).progress(atTime: time / passLength)
    case .spring(let response, let dampingFraction):
      // The oscillator, plus the linear ramp (at most the settling tolerance) that makes it
      // reach the end exactly at its settling time, without a jump.
      let spring = SpringCurve(response: response, dampingFraction: dampingFraction)
      let elapsed = time * speed
      return spring.progress(at: elapsed)
        + (1 - spring.progress(at: baseDuration)) * elapsed / baseDuration
    }
  }
}

extension Animation: CustomStringConvertible {
  /// A short description in SwiftUI's spelling, such as
  /// `easeInOut(duration: 1).delay(0.5).repeatCount(3, autoreverses: true)`.
  public var description: String {
    var text: String
    switch curve {
    case .linear:
      text = "linear(duration: \(baseDuration))"
    case .timingCurve(let x1, let y1, let x2, let y2):
      switch (x1, y1, x2, y2) {
      case (0.42, 0, 1, 1): text = "easeIn(duration: \(baseDuration))"
      case (0, 0, 0.58, 1): text = "easeOut(duration: \(baseDuration))"
      case (0.42, 0, 0.58, 1): text = "easeInOut(duration: \(baseDuration))"
      default: text = "timingCurve(\(x1), \(y1), \(x2), \(y2), duration: \(baseDuration))"
      }
    case .spring(let response, let dampingFraction):
      text = "spring(response: \(response), dampingFraction: \(dampingFraction))"
    }
    if speed != 1 { text += ".speed(\(speed))" }
    if delay > 0 { text += ".delay(\(delay))" }
    if let repeatCount {
      if repeatCount != 1 {
        text += ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
      }
    } else {
      text += ".repeatForever(autoreverses: \(autoreverses))"
    }
    return text
  }
}
