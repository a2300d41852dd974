import Foundation
import Shapes

/// The keyframes of one track, with SwiftUI's name: what a `KeyframeTrackContentBuilder`
/// block makes.
public protocol KeyframeTrackContent<Value> {
  /// The type the keyframes animate.
  associatedtype Value: Animatable
}

/// A keyframe: the value a track reaches, when, and how it moves there.
struct KeyframeSegment<Value: Animatable> {
  /// How the track moves to the value.
  enum Motion {
    case linear(UnitCurve)
    case cubic(startVelocity: Value?, endVelocity: Value?)
    case spring(Spring)
    case move
  }

  let target: Value
  /// The time it takes; a spring's settling time when it gives none, 0 for a move.
  let duration: Double
  let motion: Motion
}

/// Keyframes of a track, in order: what a builder block makes of its keyframes.
public struct KeyframeSegments<Value: Animatable>: KeyframeTrackContent {
  let segments: [KeyframeSegment<Value>]
}

/// A duration as a keyframe takes it: NaN, infinite or negative is 0.
private func sanitizedDuration(_ duration: Double) -> Double {
  duration.isFinite && duration > 0 ? duration : 0
}

/// Moves to a value along a timing curve.
///
/// **Degenerate input.** A NaN, infinite or negative duration is 0: the value is reached at
/// once.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// Moves to `to` in `duration` seconds along `timingCurve`.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    segment = KeyframeSegment(
      target: to, duration: sanitizedDuration(duration), motion: .linear(timingCurve))
  }
}

/// Moves to a value along a smooth cubic curve through the keyframes around it.
///
/// The velocity at each end is the one given, or else, where the neighbouring keyframe is
/// cubic too, the slope from the value before to the value after (a Catmull-Rom spline),
/// and 0 elsewhere.
///
/// **Degenerate input.** A NaN, infinite or negative duration is 0.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// Moves to `to` in `duration` seconds.
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    segment = KeyframeSegment(
      target: to, duration: sanitizedDuration(duration),
      motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
  }
}

/// Moves to a value as a spring does.
///
/// **Degenerate input.** Without a duration, or with a NaN, infinite or negative one, the
/// keyframe lasts until the spring settles. `startVelocity` is accepted for SwiftUI
/// compatibility: the spring starts from rest.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// Moves to `to` as `spring` moves, for `duration` seconds or until it settles.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    let given = duration.map(sanitizedDuration) ?? 0
    segment = KeyframeSegment(
      target: to, duration: given > 0 ? given : spring.settlingDuration, motion: .spring(spring))
  }
}

/// Jumps to a value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// Jumps to `to`.
  public init(_ to: Value) {
    segment = KeyframeSegment(target: to, duration: 0, motion: .move)
  }
}

/// Collects the keyframes of a track, with SwiftUI's name.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  /// One of the keyframes, as a list.
  public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> KeyframeSegments<Value> {
    KeyframeSegments(segments: [keyframe.segment])
  }

  /// One of the keyframes, as a list.
  public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> KeyframeSegments<Value> {
    KeyframeSegments(segments: [keyframe.segment])
  }

  /// One of the keyframes, as a list.
  public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> KeyframeSegments<Value> {
    KeyframeSegments(segments: [keyframe.segment])
  }

  /// One of the keyframes, as a list.
  public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> KeyframeSegments<Value> {
    KeyframeSegments(segments: [keyframe.segment])
  }

  /// One of the keyframes, as a list.
  public static func buildExpression(_ keyframes: KeyframeSegments<Value>)
    -> KeyframeSegments<Value>
  {
    keyframes
  }

  /// The keyframes of a block, in order.
  public static func buildBlock(_ parts: KeyframeSegments<Value>...) -> KeyframeSegments<Value> {
    KeyframeSegments(segments: parts.flatMap(\.segments))
  }

  /// The keyframes of an `if` without `else`: none when it is false.
  public static func buildOptional(_ part: KeyframeSegments<Value>?) -> KeyframeSegments<Value> {
    part ?? KeyframeSegments(segments: [])
  }

  /// The keyframes of the branch taken.
  public static func buildEither(first part: KeyframeSegments<Value>) -> KeyframeSegments<Value> {
    part
  }

  /// The keyframes of the branch taken.
  public static func buildEither(second part: KeyframeSegments<Value>) -> KeyframeSegments<Value> {
    part
  }

  /// The keyframes of a `for` loop, in order.
  public static func buildArray(_ parts: [KeyframeSegments<Value>]) -> KeyframeSegments<Value> {
    KeyframeSegments(segments: parts.flatMap(\.segments))
  }
}
