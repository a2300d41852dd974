import Foundation
import ShapeRender
import Testing

/// Keyframes: tracks of linear, cubic, spring and move keyframes, and the still a
/// keyframe animator draws.
@MainActor @Suite struct KeyframeTests {
  private struct Motion {
    var scale = 1.0
    var lift = 0.0
  }

  @Test func linearKeyframesInterpolateAndMovesJump() {
    let timeline = KeyframeTimeline(initialValue: 1.0) {
      KeyframeTrack {
        LinearKeyframe(2.0, duration: 1)
        MoveKeyframe(0.0)
        LinearKeyframe(4.0, duration: 2, timingCurve: .easeIn)
      }
    }
    #expect(timeline.duration == 3)
    #expect(timeline.value(time: 0) == 1)
    #expect(timeline.value(time: 0.5) == 1.5)
    #expect(timeline.value(progress: 0.25) == 1.75)
    // The move at 1 s jumps to 0, and the eased keyframe starts slowly from there.
    #expect(timeline.value(time: 1) == 0)
    #expect(timeline.value(time: 2) < 2)
    #expect(timeline.value(time: 5) == 4)
    #expect(timeline.value(time: .nan) == 1)
    #expect(timeline.value(time: -1) == 1)
  }

  @Test func cubicKeyframesFollowACatmullRomSpline() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        CubicKeyframe(1.0, duration: 1)
        CubicKeyframe(3.0, duration: 1)
      }
    }
    // Worked by hand: the slope at 1 is (3 − 0) / 2 = 1.5, at both ends 0.
    #expect(abs(timeline.value(time: 0.5) - 0.3125) < 1e-12)
    #expect(timeline.value(time: 1) == 1)
    #expect(abs(timeline.value(time: 1.5) - 2.1875) < 1e-12)
    #expect(timeline.value(time: 2) == 3)
  }

  @Test func tracksAnimateTheirPropertiesAndSpringsSettle() {
    let timeline = KeyframeTimeline(initialValue: Motion()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 1)
      }
      KeyframeTrack(\.lift) {
        SpringKeyframe(10.0, spring: .bouncy)
      }
    }
    let settling = Spring.bouncy.settlingDuration
    #expect(settling > 0.5)
    #expect(timeline.duration == max(1, settling))
    let early = timeline.value(time: 0.1)
    #expect(abs(early.scale - 1.1) < 1e-12)
    #expect(early.lift > 0 && early.lift < 10)
    // A bouncy spring overshoots before it settles.
    let peak =
      stride(from: 0.0, through: settling, by: 0.01).map { timeline.value(time: $0).lift }
      .max() ?? 0
    #expect(peak > 10)
    let end = timeline.value(time: timeline.duration)
    #expect(end.scale == 2 && end.lift == 10)
  }

  @Test func degenerateDurationsReachTheValueAtOnce() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        LinearKeyframe(5.0, duration: -1)
        CubicKeyframe(6.0, duration: .nan)
        SpringKeyframe(7.0, duration: .infinity, spring: Spring(duration: 0.2))
      }
    }
    #expect(timeline.value(time: 0) == 6)
    #expect(timeline.value(time: 100) == 7)
  }

  @Test func aRepeatingAnimatorDrawsItsStartAndATriggeredOneItsInitialValue() {
    let repeating = LaidOut(width: 100, height: 100) {
      Color.red.keyframeAnimator(initialValue: 10.0) { view, side in
        view.frame(width: side, height: side)
      } keyframes: { _ in
        KeyframeTrack {
          MoveKeyframe(30.0)
          LinearKeyframe(50.0, duration: 1)
        }
      }
    }
    expectFrame(repeating.frame(of: .red), CGRect(x: 35, y: 35, width: 30, height: 30))
    let triggered = LaidOut(width: 100, height: 100) {
      Color.red.keyframeAnimator(initialValue: 10.0, trigger: 3) { view, side in
        view.frame(width: side, height: side)
      } keyframes: { _ in
        KeyframeTrack { MoveKeyframe(30.0) }
      }
    }
    expectFrame(triggered.frame(of: .red), CGRect(x: 45, y: 45, width: 10, height: 10))
  }
}
