import Foundation
import Shapes

/// Keyframes for a whole value, with SwiftUI's name: tracks, each animating a property.
public protocol Keyframes<Value> {
  /// The type the keyframes animate.
  associatedtype Value
}

/// The keyframes of one property of `Root`, with SwiftUI's name.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///   LinearKeyframe(1.2, duration: 0.2)
///   SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
///
/// The track starts from the property's value and moves through its keyframes in order;
/// after the last it keeps the last keyframe's value.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>
where Content.Value == Value {
  let track: AnyKeyframeTrack<Root>

  /// The keyframes `content` lists for the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    let segments = (content() as? KeyframeSegments<Value>)?.segments ?? []
    track = AnyKeyframeTrack(
      duration: segments.reduce(0) { $0 + $1.duration },
      apply: { root, time in
        root[keyPath: keyPath] = KeyframeTrackValue.value(
          of: segments, at: time, from: root[keyPath: keyPath])
      })
  }

  /// The keyframes `content` lists for the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    self.init(\.self, content: content)
  }
}

/// A track with its property erased: how long it lasts, and what it sets at a time.
struct AnyKeyframeTrack<Root> {
  let duration: Double
  let apply: (inout Root, Double) -> Void
}

/// The tracks of a value: what a `KeyframesBuilder` block makes.
public struct KeyframeTracks<Value>: Keyframes {
  let tracks: [AnyKeyframeTrack<Value>]

  /// The longest track's duration.
  var duration: Double { tracks.map(\.duration).max() ?? 0 }

  /// `initial` with every track applied at `time`.
  func value(at time: Double, from initial: Value) -> Value {
    var value = initial
    for track in tracks { track.apply(&value, time) }
    return value
  }
}

/// Collects the tracks of a value's keyframes, with SwiftUI's name.
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// One of the tracks, as a list.
  public static func buildExpression<Property, Content>(
    _ track: KeyframeTrack<Value, Property, Content>
  ) -> KeyframeTracks<Value> {
    KeyframeTracks(tracks: [track.track])
  }

  /// One of the tracks, as a list.
  public static func buildExpression(_ tracks: KeyframeTracks<Value>) -> KeyframeTracks<Value> {
    tracks
  }

  /// The tracks of a block, in order.
  public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
    KeyframeTracks(tracks: parts.flatMap(\.tracks))
  }

  /// The tracks of an `if` without `else`: none when it is false.
  public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> {
    part ?? KeyframeTracks(tracks: [])
  }

  /// The tracks of the branch taken.
  public static func buildEither(first part: KeyframeTracks<Value>) -> KeyframeTracks<Value> {
    part
  }

  /// The tracks of the branch taken.
  public static func buildEither(second part: KeyframeTracks<Value>) -> KeyframeTracks<Value> {
    part
  }

  /// The tracks of a `for` loop, in order.
  public static func buildArray(_ parts: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> {
    KeyframeTracks(tracks: parts.flatMap(\.tracks))
  }
}

/// The value of a track's keyframes at a time.
enum KeyframeTrackValue {
  /// The value of `segments` at `time` seconds, starting from `start`: each keyframe moves
  /// from where the one before ended; before 0 the start, after the last the last value.
  static func value<Value: Animatable>(
    of segments: [KeyframeSegment<Value>], at time: Double, from start: Value
  ) -> Value {
    var from = start
    // The cubic keyframe before this one: where it started, and how long it lasted.
    var before: (start: Value.AnimatableData, duration: Double)?
    var elapsed = time.isNaN ? 0 : max(time, 0)
    for index in segments.indices {
      let segment = segments[index]
      if segment.duration > 0 && elapsed < segment.duration {
        let after = index + 1 < segments.count ? segments[index + 1] : nil
        return moved(from, along: segment, at: elapsed, before: before, after: after)
      }
      elapsed -= segment.duration
      if case .cubic = segment.motion, segment.duration > 0 {
        before = (from.animatableData, segment.duration)
      } else {
        before = nil
      }
      from = moved(from, along: segment, at: segment.duration, before: nil, after: nil)
    }
    return from
  }

  /// The value `elapsed` seconds into `segment`, which starts at `from`; `before` is the
  /// cubic keyframe before (its start and duration) and `after` the keyframe after, for
  /// cubic slopes.
  private static func moved<Value: Animatable>(
    _ from: Value, along segment: KeyframeSegment<Value>, at elapsed: Double,
    before: (start: Value.AnimatableData, duration: Double)?, after: KeyframeSegment<Value>?
  ) -> Value {
    let start = from.animatableData
    let end = segment.target.animatableData
    let data: Value.AnimatableData
    switch segment.motion {
    case .move:
      return segment.target
    case .linear(let curve):
      guard elapsed < segment.duration else { return segment.target }
      data = start.interpolated(towards: end, amount: curve.value(at: elapsed / segment.duration))
    case .spring(let spring):
      data = start.interpolated(towards: end, amount: spring.progress(at: elapsed))
    case .cubic(let startVelocity, let endVelocity):
      guard elapsed < segment.duration else { return segment.target }
      let duration = segment.duration
      // Catmull-Rom slopes where the neighbours are cubic too, else at rest.
      var m0 = startVelocity?.animatableData ?? .zero
      if startVelocity == nil, let before {
        m0 = (end - before.start).scaled(by: 1 / (before.duration + duration))
      }
      var m1 = endVelocity?.animatableData ?? .zero
      if endVelocity == nil, let after, case .cubic = after.motion, after.duration > 0 {
        m1 = (after.target.animatableData - start).scaled(by: 1 / (duration + after.duration))
      }
      let s = elapsed / duration
      let s2 = s * s
      let s3 = s2 * s
      data =
        start.scaled(by: 2 * s3 - 3 * s2 + 1) + m0.scaled(by: (s3 - 2 * s2 + s) * duration)
        + end.scaled(by: -2 * s3 + 3 * s2) + m1.scaled(by: (s3 - s2) * duration)
    }
    var value = segment.target
    value.animatableData = data
    return value
  }
}
