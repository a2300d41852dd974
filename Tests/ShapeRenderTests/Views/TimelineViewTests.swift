import Foundation
import ShapeRender
import Shapes
import Testing

/// `TimelineView` draws one moment: the schedule's entry current when the picture is drawn.
@MainActor @Suite struct TimelineViewTests {
  /// The SVG of a timeline showing "current" when its date is `expected`, "other" if not.
  private func drawn<S: TimelineSchedule>(
    _ schedule: S, expecting expected: @escaping (Date) -> Bool
  )
    -> String
  {
    renderSVG(width: 200, height: 40) {
      TimelineView(schedule) { timeline in
        Text(expected(timeline.date) ? "current" : "other")
      }
    }
  }

  @Test func periodicEntriesStartAtTheLastPeriodNotAfterTheStart() {
    let start = Date(timeIntervalSinceReferenceDate: 1_000)
    var entries = PeriodicTimelineSchedule(from: start, by: 10)
      .entries(from: start + 25, mode: .normal).makeIterator()
    #expect(entries.next() == start + 20)
    #expect(entries.next() == start + 30)
    var early = PeriodicTimelineSchedule(from: start, by: 10)
      .entries(from: start - 25, mode: .normal).makeIterator()
    #expect(early.next() == start)
  }

  @Test func aPeriodThatIsNotPositiveGivesOnlyTheStart() {
    let start = Date(timeIntervalSinceReferenceDate: 1_000)
    for interval in [0, -5, .nan, .infinity] {
      let entries = Array(
        PeriodicTimelineSchedule(from: start, by: interval)
          .entries(from: start + 25, mode: .normal))
      #expect(entries == [start], "\(interval)")
    }
  }

  @Test func everyMinuteStartsAtTheMinute() {
    let moment = Date(timeIntervalSinceReferenceDate: 600 + 42.5)
    var entries = EveryMinuteTimelineSchedule().entries(from: moment, mode: .normal)
      .makeIterator()
    #expect(entries.next() == Date(timeIntervalSinceReferenceDate: 600))
    #expect(entries.next() == Date(timeIntervalSinceReferenceDate: 660))
  }

  @Test func anExplicitScheduleDrawsItsLatestPastDate() {
    let now = Date()
    let past = now - 60
    let schedule = ExplicitTimelineSchedule([now - 3_600, past, now + 3_600])
    #expect(drawn(schedule) { $0 == past }.contains(">current</text>"))
  }

  @Test func anExplicitScheduleAllInTheFutureDrawsItsFirstDate() {
    let first = Date() + 3_600
    let schedule = ExplicitTimelineSchedule([first, first + 60])
    #expect(drawn(schedule) { $0 == first }.contains(">current</text>"))
  }

  @Test func anAnimationScheduleDrawsTheMomentOfDrawing() {
    let before = Date()
    let svg = drawn(.animation) { $0 >= before && $0 <= Date() }
    #expect(svg.contains(">current</text>"))
  }
}
