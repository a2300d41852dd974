import Foundation
import Shapes

/// Values of keyframes over time, with SwiftUI's name.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 1.0) {
///   KeyframeTrack {
///     LinearKeyframe(2.0, duration: 1)
///     MoveKeyframe(0.0)
///   }
/// }
/// timeline.value(time: 0.5)  // 1.5
/// ```
///
/// **Degenerate input.** A NaN or negative time is 0; a time past the duration gives the
/// value at the end.
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: KeyframeTracks<Value>

  /// The timeline of the tracks `content` lists, from `initialValue`.
  public init<Content: Keyframes>(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> Content
  ) where Content.Value == Value {
    self.initialValue = initialValue
    tracks = content() as? KeyframeTracks<Value> ?? KeyframeTracks(tracks: [])
  }

  /// The longest track's duration, in seconds.
  public var duration: TimeInterval { tracks.duration }

  /// The value `time` seconds in.
  public func value(time: Double) -> Value {
    tracks.value(at: time, from: initialValue)
  }

  /// The value at `progress` of the duration (0 the start, 1 the end).
  public func value(progress: Double) -> Value {
    value(time: (progress.isNaN ? 0 : min(max(progress, 0), 1)) * duration)
  }
}

/// A view drawn with values from keyframes, with SwiftUI's name, drawn as a still: at the
/// start of its keyframes.
///
/// A repeating animator starts at once, so the still is its value at time 0 (keyframes
/// that jump, `MoveKeyframe`, at the start are applied); one with a trigger plays only when
/// the trigger changes, so the still is its initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>
where KeyframePath.Value == Value {
  let value: Value
  let content: (Value) -> Content

  /// Plays `keyframes` over and over (or once, when not `repeating`) from `initialValue`.
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    let tracks = keyframes(initialValue) as? KeyframeTracks<Value>
    value = tracks?.value(at: 0, from: initialValue) ?? initialValue
    self.content = content
  }

  /// Plays `keyframes` each time `trigger` changes.
  public init<Trigger: Equatable>(
    initialValue: Value, trigger: Trigger,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    value = initialValue
    self.content = content
  }

  /// The content for the still's value.
  public var body: some View { content(value) }
}

extension KeyframeAnimator: View {}

extension View {
  /// Changes this view as `content` says for values from `keyframes`, played over and over;
  /// drawn at their start (see ``KeyframeAnimator``).
  ///
  /// ```swift
  /// Image(systemName: "heart.fill")
  ///   .keyframeAnimator(initialValue: 1.0) { heart, scale in
  ///     heart.scaleEffect(scale)
  ///   } keyframes: { _ in
  ///     KeyframeTrack {
  ///       SpringKeyframe(1.3, duration: 0.3, spring: .bouncy)
  ///       SpringKeyframe(1.0, spring: .bouncy)
  ///     }
  ///   }
  /// ```
  nonisolated public func keyframeAnimator<Value, Changed: View, Path: Keyframes>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Changed,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
  ) -> some View where Path.Value == Value {
    let placeholder = PlaceholderContentView(content: self)
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }

  /// Changes this view as `content` says for values from `keyframes`, played each time
  /// `trigger` changes; drawn at `initialValue` (see ``KeyframeAnimator``).
  nonisolated public func keyframeAnimator<
    Value, Changed: View, Path: Keyframes, Trigger: Equatable
  >(
    initialValue: Value, trigger: Trigger,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Changed,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
  ) -> some View where Path.Value == Value {
    let placeholder = PlaceholderContentView(content: self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }
}
