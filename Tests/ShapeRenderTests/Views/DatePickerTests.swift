import Foundation
import Testing

@testable import ShapeRender

/// DatePicker: the date its binding holds, in the environment's calendar and time zone,
/// as iOS 17's compact boxes, calendar and wheels show it.
@MainActor @Suite struct DatePickerTests {
  static let utc = TimeZone(identifier: "UTC")!
  /// A Gregorian calendar whose weeks start on Sunday, as in the United States.
  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.firstWeekday = 1
    return calendar
  }
  /// Monday 5 January 2026, 9:41 UTC.
  static let keynote = Date(timeIntervalSince1970: 1_767_606_060)
  static let gray = Color(hex: 0x767680, opacity: 0.12)

  func laidOut(width: CGFloat = 300, height: CGFloat = 40, _ view: some View) -> LaidOut {
    LaidOut(width: width, height: height) {
      view.environment(\.timeZone, Self.utc).environment(\.calendar, Self.calendar)
    }
  }

  @Test func compactIsTheLabelThenTheDateAndTimeBoxesAtTheTrailingEdge() throws {
    let laid = laidOut(DatePicker("Starts", selection: .constant(Self.keynote)))
    #expect(laid.texts.map(\.string) == ["Starts", "Jan 5, 2026", "9:41 AM"])
    #expect(laid.texts[0].anchor.x == 0)
    let boxes = laid.frames(of: Self.gray)
    try #require(boxes.count == 2)
    // 34 tall, centred down the row; 6 apart; the time's box ends at the trailing edge.
    #expect(boxes.allSatisfy { $0.height == 34 && $0.minY == 3 })
    #expect(abs(boxes[1].maxX - 300) < 1e-9)
    #expect(abs(boxes[1].minX - boxes[0].maxX - 6) < 1e-9)
    // Each box is its text and 11 points on either side.
    if laid.textFrames.count == 3 {
      #expect(abs(boxes[0].width - laid.textFrames[1].width - 22) < 1e-6)
      #expect(abs(laid.textFrames[2].midX - boxes[1].midX) < 1e-6)
    }
  }

  @Test func theComponentsChooseTheBoxes() {
    let date = laidOut(
      DatePicker("Day", selection: .constant(Self.keynote), displayedComponents: .date))
    #expect(date.texts.map(\.string) == ["Day", "Jan 5, 2026"])
    let time = laidOut(
      DatePicker(selection: .constant(Self.keynote), displayedComponents: [.hourAndMinute]) {
        Text("Alarm")
      })
    #expect(time.texts.map(\.string) == ["Alarm", "9:41 AM"])
    // No components: the date, as with `.date`.
    let none = laidOut(
      DatePicker("Day", selection: .constant(Self.keynote), displayedComponents: []))
    #expect(none.texts.map(\.string) == ["Day", "Jan 5, 2026"])
    let hidden = laidOut(DatePicker("Day", selection: .constant(Self.keynote)).labelsHidden())
    #expect(hidden.texts.map(\.string) == ["Jan 5, 2026", "9:41 AM"])
  }

  @Test func timesAreWrittenOnATwelveHourClockInTheTimeZone() {
    func time(_ seconds: TimeInterval, in zone: TimeZone = Self.utc) -> String? {
      LaidOut(width: 300, height: 40) {
        DatePicker(
          "T", selection: .constant(Date(timeIntervalSince1970: seconds)),
          displayedComponents: .hourAndMinute
        )
        .environment(\.timeZone, zone).environment(\.calendar, Self.calendar)
      }.texts.last?.string
    }
    #expect(time(1_767_571_200) == "12:00 AM")
    #expect(time(1_767_614_400) == "12:00 PM")
    #expect(time(1_767_618_300) == "1:05 PM")
    #expect(time(1_767_606_060, in: TimeZone(identifier: "America/Los_Angeles")!) == "1:41 AM")
  }

  @Test func theDateShownIsTheSelectionWithinTheRange() {
    func shown(_ picker: DatePicker<Text>) -> String? {
      laidOut(picker.labelsHidden()).texts.first?.string
    }
    let later = Date(timeIntervalSince1970: 1_770_681_600)  // 10 February 2026
    #expect(
      shown(DatePicker("D", selection: .constant(Self.keynote), in: later...)) == "Feb 10, 2026")
    #expect(
      shown(DatePicker("D", selection: .constant(later), in: ...Self.keynote)) == "Jan 5, 2026")
    #expect(
      shown(DatePicker("D", selection: .constant(later), in: Self.keynote...later))
        == "Feb 10, 2026")
    // A date that is not finite is the reference date; one past the distant future, it.
    #expect(
      shown(DatePicker("D", selection: .constant(Date(timeIntervalSince1970: .nan))))
        == "Jan 1, 2001")
    #expect(
      shown(DatePicker("D", selection: .constant(Date(timeIntervalSinceReferenceDate: .infinity))))
        == "Jan 1, 2001")
    #expect(
      shown(DatePicker("D", selection: .constant(Date(timeIntervalSinceReferenceDate: 1e300))))
        == "Jan 1, 4001")
  }

  @Test func graphicalIsTheMonthWithTheSelectedDayCircled() throws {
    let laid = laidOut(
      width: 366, height: 332,
      DatePicker("Day", selection: .constant(Self.keynote), displayedComponents: .date)
        .datePickerStyle(.graphical))
    let strings = laid.texts.map(\.string)
    #expect(strings.first == "January 2026" && !strings.contains("Day"))
    #expect(Array(strings[1...7]) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
    #expect(Array(strings[8...]) == (1...31).map { "\($0)" })
    // Columns of 50 in 8-point margins; 1 January 2026 is a Thursday, so the 5th is the
    // second row's Monday: its circle is centred at (83, 44 + 24 + 44 + 22).
    let circle = try #require(laid.frame(of: Color.blue.opacity(0.12)))
    expectFrame(circle, CGRect(x: 63, y: 114, width: 40, height: 40))
    #expect(laid.texts[8 + 4].fill == .blue && laid.texts[8 + 3].fill?.drawn == .black)
    // The three chevrons are stroked in the accent.
    #expect(laid.strokes.count == 3 && laid.strokes.allSatisfy { $0.color == .blue })
    // Asked for its size: 332 tall.
    let size = ResolveContext().size(
      of: DatePicker("Day", selection: .constant(Self.keynote), displayedComponents: .date)
        .datePickerStyle(.graphical),
      for: ProposedViewSize(width: nil, height: nil))
    #expect(size == CGSize(width: 320, height: 332))
  }

  @Test func graphicalGraysTheDaysOutOfRangeAndShowsTheTime() {
    let tenth = Date(timeIntervalSince1970: 1_768_003_200)
    let laid = laidOut(
      width: 366, height: 400,
      DatePicker("Day", selection: .constant(Self.keynote), in: ...tenth)
        .datePickerStyle(.graphical).tint(.orange))
    let days = laid.texts.filter { Int($0.string) != nil && $0.size == 20 }
    #expect(days.count == 31)
    #expect(
      days[9].fill?.drawn == .black && days[10].fill?.drawn == Color(hex: 0x3C3C43, opacity: 0.3))
    #expect(days[4].fill == .orange)
    #expect(laid.texts.suffix(2).map(\.string) == ["Time", "9:41 AM"])
  }

  @Test func wheelsShowTheSelectionAndItsNeighboursWrappingAround() {
    let date = laidOut(
      width: 390, height: 216,
      DatePicker("D", selection: .constant(Self.keynote), displayedComponents: .date)
        .datePickerStyle(.wheel))
    // Month, day and year: January with November and December above it, wrapped.
    #expect(
      date.texts.map(\.string) == [
        "November", "December", "January", "February", "March", "3", "4", "5", "6", "7",
        "2024", "2025", "2026", "2027", "2028",
      ])
    // One band, 8 points in from the sides, across the middle.
    #expect(date.frames(of: Self.gray) == [CGRect(x: 8, y: 91, width: 374, height: 34)])
    let both = laidOut(
      width: 390, height: 216,
      DatePicker("D", selection: .constant(Self.keynote)).datePickerStyle(.wheel))
    #expect(
      both.texts.map(\.string) == [
        "Sat Jan 3", "Sun Jan 4", "Mon Jan 5", "Tue Jan 6", "Wed Jan 7", "7", "8", "9", "10",
        "11", "39", "40", "41", "42", "43", "AM", "PM",
      ])
    // The selection is black, its neighbours gray.
    #expect(
      both.texts[2].fill?.drawn == .black
        && both.texts[1].fill?.drawn == Color(hex: 0x3C3C43, opacity: 0.6))
  }
}
