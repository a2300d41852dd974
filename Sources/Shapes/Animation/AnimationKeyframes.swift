import Foundation

/// The keyframes of one forward pass of an animation: values at key times, and how to
/// interpolate between them, as SVG's SMIL `<animate>` element takes them.
///
/// ```swift
/// let fade = Animation.easeIn(duration: 1).keyframes(tolerance: 0.001) { p in [p] }
/// fade.values         // [[0], [1]]
/// fade.keyTimes       // [0, 1]
/// fade.interpolation  // .spline([KeySpline(0.42, 0, 1, 1)])
/// ```
///
/// `keyTimes` are fractions of the pass's duration, from 0 to 1, never decreasing;
/// `progress` holds the animation's progress at each keyframe (what was sampled). With
/// ``KeyframeInterpolation/spline(_:)`` each interval follows its own key spline, so the
/// timing of a Bézier animation is exact; with ``KeyframeInterpolation/linear`` values are
/// interpolated linearly in time; with ``KeyframeInterpolation/discrete`` each value holds
/// until the next key time.
public struct AnimationKeyframes<Value> {
  /// The values, one per keyframe.
  public var values: [Value]
  /// When each value is reached, as a fraction of the pass: 0 first, 1 last.
  public var keyTimes: [Double]
  /// The animation's progress at each keyframe.
  public var progress: [Double]
  /// How values between keyframes are found.
  public var interpolation: KeyframeInterpolation
  /// The largest distance measured between the linear interpolation of neighbouring
  /// keyframes and the true value, at the check points (a quarter, half and three quarters
  /// of every interval); `nil` for discrete keyframes, which do not interpolate.
  public var maximumDeviation: Double?

  /// Creates keyframes.
  public init(
    values: [Value], keyTimes: [Double], progress: [Double],
    interpolation: KeyframeInterpolation, maximumDeviation: Double?
  ) {
    self.values = values
    self.keyTimes = keyTimes
    self.progress = progress
    self.interpolation = interpolation
    self.maximumDeviation = maximumDeviation
  }

  /// The same keyframes with each value transformed.
  public func map<T>(_ transform: (Value) throws -> T) rethrows -> AnimationKeyframes<T> {
    AnimationKeyframes<T>(
      values: try values.map(transform), keyTimes: keyTimes, progress: progress,
      interpolation: interpolation, maximumDeviation: maximumDeviation)
  }

  /// The pass played forwards then backwards, in a pass of twice the length: the values
  /// mirrored, the key times halved and mirrored, and each key spline mirrored as the
  /// time-reversed curve (x1, y1, x2, y2) → (1 − x2, 1 − y2, 1 − x1, 1 − y1).
  ///
  /// Discrete keyframes, which hold each value until the next key time, hold them on the
  /// way back until the mirrored time of the next keyframe.
  public func autoreversed() -> AnimationKeyframes {
    guard let last = values.indices.last, last > 0 else { return self }
    var newValues = values
    var newTimes = keyTimes.map { $0 / 2 }
    var newProgress = progress
    switch interpolation {
    case .discrete:
      // Backwards, value i holds from the mirror of key time i + 1.
      for index in stride(from: last - 1, through: 0, by: -1) {
        newValues.append(values[index])
        newTimes.append(1 - keyTimes[index + 1] / 2)
        newProgress.append(progress[index])
      }
      newValues.append(values[0])
      newTimes.append(1)
      newProgress.append(progress[0])
    case .linear, .spline:
      for index in stride(from: last - 1, through: 0, by: -1) {
        newValues.append(values[index])
        newTimes.append(1 - keyTimes[index] / 2)
        newProgress.append(progress[index])
      }
    }
    var newInterpolation = interpolation
    if case .spline(let splines) = interpolation {
      newInterpolation = .spline(splines + splines.reversed().map(\.reversed))
    }
    return AnimationKeyframes(
      values: newValues, keyTimes: newTimes, progress: newProgress,
      interpolation: newInterpolation, maximumDeviation: maximumDeviation)
  }
}

extension AnimationKeyframes: Sendable where Value: Sendable {}
extension AnimationKeyframes: Equatable where Value: Equatable {}
extension AnimationKeyframes: Hashable where Value: Hashable {}

/// How an SMIL animation finds values between keyframes: its `calcMode`.
public enum KeyframeInterpolation: Hashable, Sendable {
  /// Linear in time between neighbouring keyframes (`calcMode="linear"`).
  case linear
  /// Linear in the eased time of each interval's key spline (`calcMode="spline"`), one
  /// spline per interval.
  case spline([KeySpline])
  /// No interpolation: each value holds until the next key time (`calcMode="discrete"`).
  case discrete

  /// The SMIL `calcMode` value: `linear`, `spline` or `discrete`.
  public var calcMode: String {
    switch self {
    case .linear: "linear"
    case .spline: "spline"
    case .discrete: "discrete"
    }
  }
}

/// A cubic Bézier easing of one keyframe interval, from (0, 0) to (1, 1) with control
/// points (x1, y1) and (x2, y2), all in 0…1: one entry of SMIL's `keySplines`.
///
/// ```swift
/// KeySpline(0.42, 0, 0.58, 1)  // easeInOut over the whole interval
/// ```
public struct KeySpline: Hashable, Sendable {
  /// The first control point's time fraction.
  public var x1: Double
  /// The first control point's progress.
  public var y1: Double
  /// The second control point's time fraction.
  public var x2: Double
  /// The second control point's progress.
  public var y2: Double

  /// Creates a key spline; values are clamped to 0…1 (NaN to 0), as SMIL requires.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    let clamp = { (value: Double) in value.isNaN ? 0 : min(max(value, 0), 1) }
    self.x1 = clamp(x1)
    self.y1 = clamp(y1)
    self.x2 = clamp(x2)
    self.y2 = clamp(y2)
  }

  /// The straight spline, (0, 0, 1, 1): no easing within the interval.
  public static let linear = KeySpline(0, 0, 1, 1)

  /// The spline of the same interval played backwards.
  public var reversed: KeySpline { KeySpline(1 - x2, 1 - y2, 1 - x1, 1 - y1) }
}

/// How finely keyframes sample an animation.
///
/// ```swift
/// var options = KeyframeOptions()
/// options.tolerance = 0.05  // keyframes interpolate to within 0.05 units
/// let keyframes = shape.keyframes(in: rect, options: options)
/// ```
public struct KeyframeOptions: Hashable, Sendable {
  /// How far, in user units, the linear interpolation of neighbouring keyframes may stray
  /// from the true path: 0.1 by default.
  ///
  /// Compared number by number in the path data (coordinates and radii; arc rotations as the
  /// distance they move the ellipse's rim). Values that are not positive and finite are
  /// taken as the default.
  public var tolerance: Double
  /// The most keyframes one animation may have: 256 by default, at least 2.
  ///
  /// Sampling stops refining there; ``AnimationKeyframes/maximumDeviation`` then says how
  /// close it got.
  public var maximumCount: Int

  /// Creates options.
  public init(tolerance: Double = 0.1, maximumCount: Int = 256) {
    self.tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : 0.1
    self.maximumCount = max(maximumCount, 2)
  }

  /// The progress offset at which a degenerate end of a shape animation is sampled instead,
  /// when the end's path has another command structure (a pie of zero sweep has no arc):
  /// 1e-6.
  public static let degenerateOffset = 1e-6
}
