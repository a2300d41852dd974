import Shapes

/// A spring's motion, with SwiftUI's name: how a `SpringKeyframe` moves to its value.
///
/// ```swift
/// SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
/// ```
///
/// A spring is its perceived `duration` (the response) and its `bounce`: 0 is critically
/// damped, more rings, less creeps in, as `Animation.spring(duration:bounce:blendDuration:)`
/// defines them, whose degenerate rules it shares.
public struct Spring: Hashable, Sendable {
  /// The motion from 0 to 1.
  let animation: Animation

  /// A spring of perceived `duration` and `bounce`.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    animation = .spring(duration: duration, bounce: bounce)
  }

  /// A spring of natural period `response` and damping ratio `dampingRatio`.
  public init(response: Double, dampingRatio: Double) {
    animation = .spring(response: response, dampingFraction: dampingRatio)
  }

  /// A mass on a spring of `stiffness` with `damping`.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    animation = .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// The time the spring takes to come to rest, within a tenth of a percent.
  public var settlingDuration: Double { animation.duration }

  /// The share of the way from the start to the end at `time` seconds.
  func progress(at time: Double) -> Double { animation.passProgress(at: time) }

  /// No bounce: SwiftUI's `.smooth`.
  public static var smooth: Spring { smooth() }
  /// A little bounce: SwiftUI's `.snappy`.
  public static var snappy: Spring { snappy() }
  /// More bounce: SwiftUI's `.bouncy`.
  public static var bouncy: Spring { bouncy() }

  /// No bounce, plus `extraBounce`.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A bounce of 0.15, plus `extraBounce`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A bounce of 0.3, plus `extraBounce`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

/// A timing curve from (0, 0) to (1, 1), with SwiftUI's name: how a `LinearKeyframe`
/// moves through its time.
public struct UnitCurve: Hashable, Sendable {
  /// The curve over one second.
  private let animation: Animation

  private init(_ animation: Animation) {
    self.animation = animation
  }

  /// Constant speed.
  public static let linear = UnitCurve(.linear(duration: 1))
  /// Slow, then fast.
  public static let easeIn = UnitCurve(.timingCurve(0.42, 0, 1, 1, duration: 1))
  /// Fast, then slow.
  public static let easeOut = UnitCurve(.timingCurve(0, 0, 0.58, 1, duration: 1))
  /// Slow at both ends.
  public static let easeInOut = UnitCurve(.timingCurve(0.42, 0, 0.58, 1, duration: 1))

  /// A cubic Bézier through the two control points, as CSS's `cubic-bezier()`; a
  /// non-finite coordinate makes it linear.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    -> UnitCurve
  {
    UnitCurve(
      .timingCurve(
        startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y,
        duration: 1))
  }

  /// The progress at `time`, from 0 at 0 to 1 at 1; clamped outside.
  public func value(at time: Double) -> Double { animation.passProgress(at: time) }
}
