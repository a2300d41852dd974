import Foundation

/// A date's parts as a date picker shows them, reckoned in a calendar and a time zone and
/// written in a fixed English (United States) form, so that a still is the same on every
/// machine: "Jan 5, 2026", "9:41 AM", "January 2026".
struct DateParts: Equatable {
  /// The year, month (1…), day of the month (1…), hour (0…23) and minute.
  var year: Int
  var month: Int
  var day: Int
  var hour: Int
  var minute: Int
  /// The day of the week, 1 for Sunday to 7 for Saturday, as `Calendar` counts.
  var weekday: Int

  /// The English names of the months.
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  /// The English abbreviations of the days of the week, Sunday first.
  static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// The latest and earliest dates a picker shows: Foundation's distant future and past.
  static let bounds =
    Date.distantPast
    .timeIntervalSinceReferenceDate...Date.distantFuture
    .timeIntervalSinceReferenceDate

  /// `date` kept within Foundation's distant past and future; the reference date (1 January
  /// 2001, midnight UTC) for a date that is not finite.
  static func sane(_ date: Date) -> Date {
    let seconds = date.timeIntervalSinceReferenceDate
    guard seconds.isFinite else { return Date(timeIntervalSinceReferenceDate: 0) }
    return Date(
      timeIntervalSinceReferenceDate: min(max(seconds, bounds.lowerBound), bounds.upperBound))
  }

  /// `calendar` reckoning in `timeZone`.
  static func calendar(_ calendar: Calendar, in timeZone: TimeZone) -> Calendar {
    var copy = calendar
    copy.timeZone = timeZone
    return copy
  }

  /// The parts of `date` in `calendar` (whose time zone is the one to reckon in).
  init(_ date: Date, in calendar: Calendar) {
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .weekday], from: Self.sane(date))
    year = parts.year ?? 2001
    month = parts.month ?? 1
    day = parts.day ?? 1
    hour = parts.hour ?? 0
    minute = parts.minute ?? 0
    weekday = parts.weekday ?? 1
  }

  /// The month's English name, or "Month N" past the twelfth (in calendars with more).
  static func monthName(_ month: Int) -> String {
    monthNames.indices.contains(month - 1) ? monthNames[month - 1] : "Month \(month)"
  }

  /// The month's name cut to three letters: "Jan".
  static func shortMonthName(_ month: Int) -> String { String(monthName(month).prefix(3)) }

  /// The day of the week's abbreviation: "Mon".
  static func weekdayName(_ weekday: Int) -> String {
    weekdayNames.indices.contains(weekday - 1) ? weekdayNames[weekday - 1] : ""
  }

  /// The date: "Jan 5, 2026".
  var dateText: String { "\(Self.shortMonthName(month)) \(day), \(year)" }

  /// The hour on a 12-hour clock, 1…12.
  var hour12: Int { hour % 12 == 0 ? 12 : hour % 12 }

  /// "AM" before noon, "PM" after.
  var period: String { hour < 12 ? "AM" : "PM" }

  /// The minute in two digits: "05".
  var minuteText: String { minute < 10 ? "0\(minute)" : "\(minute)" }

  /// The time: "9:41 AM".
  var timeText: String { "\(hour12):\(minuteText) \(period)" }

  /// The month and year: "January 2026".
  var monthTitle: String { "\(Self.monthName(month)) \(year)" }
}
