import Foundation
import ShapeRender
import Testing

/// Dates in text, written for the moment of the timeline view around them in the
/// environment's locale and time zone.
@MainActor @Suite struct TextDateTests {
  static let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC

  /// The string `text` shows at `now` in US English, in UTC.
  static func shown(_ text: Text, now: Date = date, locale: String = "en_US") -> String {
    let svg = SVGRenderer().render(
      Artwork(width: 800, height: 40) {
        TimelineView(.explicit([now])) { _ in
          text
            .environment(\.locale, Locale(identifier: locale))
            .environment(\.timeZone, TimeZone(identifier: "UTC") ?? .current)
        }
      })
    // The text's characters, whichever tspans (fallback fonts) hold them.
    guard let start = svg.range(of: "<text"), let end = svg.range(of: "</text>") else {
      return ""
    }
    return svg[start.lowerBound..<end.lowerBound].replacingOccurrences(
      of: "<[^>]*>", with: "", options: .regularExpression)
  }

  @Test func dateAndTimeStyles() {
    #expect(Self.shown(Text(Self.date, style: .date)) == "November 14, 2023")
    // ICU puts a narrow no-break space before "PM".
    #expect(Self.shown(Text(Self.date, style: .time)) == "10:13\u{202F}PM")
    #expect(Self.shown(Text(Self.date, style: .date), locale: "fr_FR") == "14 novembre 2023")
  }

  @Test func relativeOffsetAndTimerMeasureFromTheTimelinesDate() {
    let later = Self.date.addingTimeInterval(2 * 3600 + 23 * 60 + 5.9)
    #expect(Self.shown(Text(Self.date, style: .relative), now: later) == "2 hours, 23 minutes")
    #expect(Self.shown(Text(Self.date, style: .offset), now: later) == "-2 hours, 23 minutes")
    #expect(Self.shown(Text(later, style: .offset)) == "+2 hours, 23 minutes")
    #expect(Self.shown(Text(Self.date, style: .timer), now: later) == "2:23:05")
    #expect(
      Self.shown(Text(Self.date, style: .timer), now: Self.date.addingTimeInterval(152)) == "2:32")
  }

  @Test func timerIntervalsCountDownOrUpWithinTheirBounds() {
    let range = Self.date...Self.date.addingTimeInterval(3 * 3600)
    let now = Self.date.addingTimeInterval(600)
    #expect(Self.shown(Text(timerInterval: range), now: now) == "2:50:00")
    #expect(Self.shown(Text(timerInterval: range, countsDown: false), now: now) == "10:00")
    #expect(
      Self.shown(Text(timerInterval: range, countsDown: true, showsHours: false), now: now)
        == "170:00")
    // Before the start, a countdown shows the whole interval; paused, its pause time.
    #expect(Self.shown(Text(timerInterval: range), now: .distantPast) == "3:00:00")
    #expect(
      Self.shown(Text(timerInterval: range, pauseTime: range.upperBound), now: now) == "0:00")
  }

  @Test func aRangeIsWrittenAsAnInterval() {
    let shown = Self.shown(Text(Self.date...Self.date.addingTimeInterval(3600)))
    #expect(shown == "11/14/2023, 10:13\u{2009}\u{2013}\u{2009}11:13\u{202F}PM")
  }

  @Test func interpolatedDatesAreWrittenInTheKey() {
    let later = Self.date.addingTimeInterval(90)
    #expect(
      Self.shown(Text("Updated \(Self.date, style: .relative) ago"), now: later)
        == "Updated 1 minute, 30 seconds ago")
  }

  @Test func degenerateDatesWriteNothingAndHugeSpansAreHeld() {
    let nan = Date(timeIntervalSinceReferenceDate: .nan)
    #expect(Text(nan, style: .relative).string == "")
    #expect(Text(timerInterval: nan...nan).string == "")
    let far = Self.shown(Text(Self.date, style: .timer), now: .distantFuture)
    #expect(!far.isEmpty)
    let huge = Date(timeIntervalSinceReferenceDate: 1e300)
    #expect(Self.shown(Text(huge, style: .timer)) == "277777777777:46:40")
  }
}
