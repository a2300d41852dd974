import Foundation
import Shapes
import Testing

/// The timing of animations: curves, springs, modifiers and the timeline.
@Suite struct AnimationTests {
  @Test func easingCurvesAreCSSCubicBeziers() {
    #expect(Animation.easeIn(duration: 1).curve == .timingCurve(0.42, 0, 1, 1))
    #expect(Animation.easeOut(duration: 1).curve == .timingCurve(0, 0, 0.58, 1))
    #expect(Animation.easeInOut(duration: 1).curve == .timingCurve(0.42, 0, 0.58, 1))
    #expect(Animation.linear(duration: 1).curve == .linear)
    #expect(Animation.default == .easeInOut(duration: 0.35))
    #expect(Animation.linear.duration == 0.35)
    #expect(Animation.easeIn.duration == 0.35)
    #expect(Animation.easeOut.duration == 0.35)
    #expect(Animation.easeInOut.duration == 0.35)
  }

  @Test func progressFollowsTheCurve() {
    let linear = Animation.linear(duration: 2)
    expectClose(linear.progress(at: 0.5), 0.25)
    // A symmetric curve is halfway at half time.
    expectClose(Animation.easeInOut(duration: 1).progress(at: 0.5), 0.5, tolerance: 1e-12)
    // easeIn at its curve parameter u = ½: time 3·¼·½·0.42 + 3·½·¼ + ⅛, progress ½.
    let time = 3 * 0.25 * 0.5 * 0.42 + 3 * 0.5 * 0.25 * 1 + 0.125
    let progress = 3 * 0.5 * 0.25 + 0.125
    expectClose(Animation.easeIn(duration: 1).progress(at: time), progress, tolerance: 1e-12)
    // easeOut mirrors easeIn.
    for t in stride(from: 0.0, through: 1, by: 0.125) {
      expectClose(
        Animation.easeOut(duration: 1).progress(at: t),
        1 - Animation.easeIn(duration: 1).progress(at: 1 - t), tolerance: 1e-12)
    }
    #expect(Animation.easeIn(duration: 1).progress(at: -1) == 0)
    #expect(Animation.easeIn(duration: 1).progress(at: 7) == 1)
    #expect(Animation.easeIn(duration: 1).progress(at: .nan) == 0)
  }

  @Test func timingCurvesClampTheirTimeCoordinates() {
    #expect(Animation.timingCurve(-1, 0.5, 2, 0.5).curve == .timingCurve(0, 0.5, 1, 0.5))
    #expect(Animation.timingCurve(.nan, 0, 1, 1, duration: 2) == .linear(duration: 2))
    // An overshooting curve leaves 0…1 on the way.
    let back = Animation.timingCurve(0.68, -0.55, 0.27, 1.55, duration: 1)
    let samples = stride(from: 0.0, through: 1, by: 0.01).map { back.progress(at: $0) }
    #expect(samples.min()! < -0.05)
    #expect(samples.max()! > 1.05)
  }

  @Test func springSettlesWithinItsToleranceAndStaysThere() {
    for damping in [0.2, 0.5, 0.825, 1, 1.5] {
      let spring = Animation.spring(response: 0.5, dampingFraction: damping)
      let settle = spring.duration
      #expect(settle > 0)
      // From the settling time on, within 0.001 of the end, for good.
      for step in 0...2000 {
        let time = settle + Double(step) * settle / 500
        let offset = abs(1 - spring.passProgress(at: time))
        #expect(offset <= Animation.springSettlingTolerance + 1e-12)
      }
      // Just before, not yet.
      let before = settle * (1 - 1e-6)
      let curve = Animation.spring(response: 0.5, dampingFraction: damping)
      var found = false
      for step in 0..<1000 {
        let time = before - Double(step) * settle / 1e5
        if abs(1 - unclampedSpring(time: time, response: 0.5, damping: damping)) > 0.001 {
          found = true
          break
        }
      }
      #expect(found, "the spring with ζ = \(damping) settles earlier than \(curve.duration)")
    }
  }

  /// The spring's displacement formula, written out independently.
  func unclampedSpring(time: Double, response: Double, damping: Double) -> Double {
    let omega = 2 * Double.pi / response
    if damping < 1 {
      let wd = omega * (1 - damping * damping).squareRoot()
      return 1 - exp(-damping * omega * time)
        * (cos(wd * time) + damping * omega / wd * sin(wd * time))
    }
    if damping == 1 { return 1 - exp(-omega * time) * (1 + omega * time) }
    let root = (damping * damping - 1).squareRoot()
    let r1 = -omega * (damping - root)
    let r2 = -omega * (damping + root)
    return 1 - (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
  }

  @Test func springArrivesWithoutAJump() {
    for damping in [0.3, 0.825, 1, 2] {
      let spring = Animation.spring(response: 0.4, dampingFraction: damping)
      let end = spring.duration
      expectClose(spring.passProgress(at: end * (1 - 1e-9)), 1, tolerance: 1e-6)
      #expect(spring.passProgress(at: end) == 1)
      // Within the settling tolerance of the free oscillator throughout.
      for step in 0...400 {
        let time = end * Double(step) / 400
        let free = unclampedSpring(time: time, response: 0.4, damping: damping)
        #expect(abs(spring.passProgress(at: time) - free) <= 0.001 + 1e-12)
      }
    }
  }

  @Test func springOvershootsWhenUnderdampedOnly() {
    let bouncy = Animation.spring(response: 0.5, dampingFraction: 0.5)
    let peak = stride(from: 0.0, through: bouncy.duration, by: 0.001).map {
      bouncy.passProgress(at: $0)
    }.max()!
    // The first overshoot of a damped oscillator is e^(−πζ/√(1−ζ²)); the ramp that lands
    // the spring exactly on the end adds less than the settling tolerance.
    expectClose(peak - 1, exp(-Double.pi * 0.5 / 0.75.squareRoot()), tolerance: 1e-3)
    let critical = Animation.spring(response: 0.5, dampingFraction: 1)
    let samples = stride(from: 0.0, through: 2, by: 0.001).map { critical.passProgress(at: $0) }
    #expect(samples.allSatisfy { $0 <= 1 })
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func springDefaultsAreSwiftUIs() {
    #expect(Animation.spring.curve == .spring(response: 0.5, dampingFraction: 0.825))
    #expect(Animation.spring() == .spring)
    // ζω = 0.825 · 4π; the envelope e^(−ζωt)/√(1 − ζ²) reaches 0.001 near 0.72 s.
    #expect(Animation.spring.duration > 0.5 && Animation.spring.duration < 0.75)
  }

  @Test func springDegenerateParameters() {
    #expect(Animation.spring(response: 0).isInstant)
    #expect(Animation.spring(response: -1).isInstant)
    #expect(Animation.spring(response: .nan).isInstant)
    #expect(Animation.spring(response: .infinity).isInstant)
    #expect(
      Animation.spring(response: 1, dampingFraction: .nan).curve
        == .spring(response: 1, dampingFraction: 0.825))
    let weak = Animation.spring(response: 1, dampingFraction: 0)
    #expect(weak.curve == .spring(response: 1, dampingFraction: 0.01))
    #expect(weak.duration.isFinite && weak.duration > 50)
    // A damping of 1e160 used to hang (its square overflows), and one of 1e9 to give a
    // spring that never moves: both are taken as 10 000, which creeps in over hours.
    let slowest = Animation.spring(response: 0.5, dampingFraction: 10_000)
    // ζ·response·ln(1000)/π: the slow exponential's time to fall to 0.001.
    #expect(abs(slowest.duration / (10_000 * 0.5 * log(1000) / .pi) - 1) < 1e-3)
    for damping in [1e9, 1e160, Double.greatestFiniteMagnitude] {
      let spring = Animation.spring(response: 0.5, dampingFraction: damping)
      #expect(spring == slowest)
      #expect(spring.progress(at: slowest.duration / 2) > 0.9)
    }
    #expect(Animation.spring(response: 1, dampingFraction: .infinity).isInstant)
  }

  /// Keyframe counts worked out in floating point are capped at `maximumCount` before they
  /// become integers: a spring whose response is tiny next to its settling time (the
  /// periods per pass overflow `Int`), and the discrete frames of a pass of 10¹⁸ s, used to
  /// trap.
  @Test func keyframeCountsAreCappedBeforeTheyBecomeIntegers() {
    let fast = Animation.spring(response: 1e-50)
    #expect(fast.duration > 0)
    let sampled = fast.keyframes(tolerance: 0.01, maximumCount: 40) { [$0] }
    #expect(sampled.values.count >= 2 && sampled.values.count <= 40)
    #expect(sampled.keyTimes.first == 0 && sampled.keyTimes.last == 1)
    // The number of numbers changes halfway, so the keyframes are discrete.
    for duration in [1e18, 1e300] {
      let discrete = Animation.linear(duration: duration).keyframes(
        tolerance: 0.01, maximumCount: 12
      ) { $0 < 0.5 ? [$0] : [$0, $0] }
      #expect(discrete.interpolation == .discrete)
      #expect(discrete.keyTimes == (0..<12).map { Double($0) / 11 })
    }
    // A maximum below 2 makes the two ends, whatever its size.
    for maximum in [Int.min, -1, 0, 1] {
      let ends = Animation.spring.keyframes(tolerance: 0.01, maximumCount: maximum) { [$0] }
      #expect(ends.keyTimes == [0, 1])
    }
  }

  @Test func degenerateDurationsDelaysAndSpeeds() {
    for duration in [0, -1, Double.nan, .infinity, -.infinity] {
      let animation = Animation.linear(duration: duration)
      #expect(animation.duration == 0)
      #expect(animation.isInstant)
      #expect(animation.progress(at: 0) == 1)
    }
    // An instant animation still waits for its delay.
    #expect(Animation.linear(duration: 0).delay(1).progress(at: 0.5) == 0)
    #expect(Animation.linear(duration: 0).delay(1).progress(at: 1) == 1)
    #expect(Animation.linear(duration: 1).delay(-1).delay(.nan).delay(.infinity).delay == 0)
    for speed in [0, -2, Double.nan, .infinity] {
      #expect(Animation.linear(duration: 1).speed(speed) == .linear(duration: 1))
    }
    #expect(Animation.linear(duration: 1).repeatCount(0).repeatCount == 1)
    #expect(Animation.linear(duration: 1).repeatCount(-3).repeatCount == 1)
  }

  @Test func modifiersApplyInOrder() {
    let slowFirst = Animation.linear(duration: 1).delay(1).speed(2)
    #expect(slowFirst.delay == 0.5)
    #expect(slowFirst.duration == 0.5)
    let delayLast = Animation.linear(duration: 1).speed(2).delay(1)
    #expect(delayLast.delay == 1)
    #expect(Animation.linear(duration: 1).delay(0.25).delay(0.5).delay == 0.75)
    // The last repeat wins.
    let repeated = Animation.linear(duration: 1).repeatForever().repeatCount(2, autoreverses: false)
    #expect(repeated.repeatCount == 2)
    #expect(!repeated.autoreverses)
    #expect(Animation.linear(duration: 1).repeatForever().repeatCount == nil)
    #expect(Animation.linear(duration: 1).repeatForever().autoreverses)
    #expect(Animation.linear(duration: 1).repeatCount(3).autoreverses)
  }

  @Test func springSpeedScalesItsTime() {
    let spring = Animation.spring(response: 0.5, dampingFraction: 0.5)
    let fast = spring.speed(2)
    expectClose(fast.duration, spring.duration / 2)
    expectClose(fast.passProgress(at: 0.1), spring.passProgress(at: 0.2))
  }

  @Test func timelineRunsDelayPassesAndReversals() {
    let wave = Animation.linear(duration: 1).delay(0.5).repeatCount(3)
    #expect(wave.progress(at: 0.25) == 0)
    expectClose(wave.progress(at: 0.75), 0.25)
    expectClose(wave.progress(at: 1.75), 0.75)  // backwards
    expectClose(wave.progress(at: 2.75), 0.25)  // forwards again
    #expect(wave.progress(at: 10) == 1)
    #expect(wave.totalDuration == 3.5)
    #expect(wave.finalProgress == 1)

    let there = Animation.linear(duration: 1).repeatCount(2)
    #expect(there.finalProgress == 0)
    #expect(there.progress(at: 5) == 0)

    let loop = Animation.linear(duration: 1).repeatForever(autoreverses: false)
    expectClose(loop.progress(at: 7.25), 0.25)
    #expect(loop.totalDuration == .infinity)
    #expect(loop.finalProgress == 1)
    #expect(loop.progress(at: .infinity) == 1)

    let once = Animation.easeIn(duration: 2)
    #expect(once.totalDuration == 2)
    #expect(once.progress(at: 2) == 1)
  }

  @Test func descriptionUsesSwiftUISpelling() {
    #expect(
      Animation.easeInOut(duration: 1).delay(0.5).repeatCount(3).description
        == "easeInOut(duration: 1.0).delay(0.5).repeatCount(3, autoreverses: true)")
    #expect(
      Animation.linear.repeatForever(autoreverses: false).description
        == "linear(duration: 0.35).repeatForever(autoreverses: false)")
    #expect(Animation.spring.description == "spring(response: 0.5, dampingFraction: 0.825)")
  }

  @Test func springsByDurationAndBounceMapToResponseAndDamping() {
    #expect(
      Animation.spring(duration: 0.4, bounce: 0.3)
        == Animation.spring(response: 0.4, dampingFraction: 0.7))
    #expect(
      Animation.spring(duration: 0.4, bounce: -0.5)
        == Animation.spring(response: 0.4, dampingFraction: 2))
    #expect(Animation.smooth == Animation.spring(response: 0.5, dampingFraction: 1))
    #expect(Animation.snappy == Animation.spring(response: 0.5, dampingFraction: 0.85))
    #expect(Animation.bouncy == Animation.spring(response: 0.5, dampingFraction: 0.7))
    #expect(
      Animation.interactiveSpring == Animation.spring(response: 0.15, dampingFraction: 0.86))
    // A mass of 1 on a stiffness of 4π² rings once a second; damping 4π is critical.
    let ringing = Animation.interpolatingSpring(stiffness: 4 * .pi * .pi, damping: 4 * .pi)
    guard case .spring(let response, let damping) = ringing.curve else {
      Issue.record("not a spring: \(ringing)")
      return
    }
    #expect(abs(response - 1) < 1e-12 && abs(damping - 1) < 1e-12)
    #expect(Animation.interpolatingSpring(stiffness: 0, damping: 1).isInstant)
    #expect(Animation.spring(duration: 0.4, bounce: .nan) == Animation.spring(duration: 0.4))
  }
}
