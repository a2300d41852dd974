import Foundation

extension Text {
  /// How ``Text/init(_:style:)`` writes a date, with SwiftUI's names.
  ///
  /// Each is written in the environment's locale, calendar and time zone (`.locale`,
  /// `.calendar`, `.timeZone`; the system's by default), for the drawing's moment: the date
  /// of the ``TimelineView`` around the text, or the clock's time when the picture is drawn
  /// outside one.
  public struct DateStyle: Hashable, Sendable {
    let kind: Kind

    enum Kind: Hashable, Sendable {
      case date, time, relative, offset, timer
    }

    /// The date, long: "November 14, 2023" in English.
    public static let date = DateStyle(kind: .date)
    /// The time, short: "10:13 PM" in English.
    public static let time = DateStyle(kind: .time)
    /// The time between the date and the moment, in up to two units, without a sign:
    /// "2 hours, 23 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The time from the moment to the date, in up to two units, signed: "+2 hours,
    /// 23 minutes" for a date to come, "-5 minutes" for one past.
    public static let offset = DateStyle(kind: .offset)
    /// The time between the date and the moment as a timer shows it: "2:32", "1:02:03".
    public static let timer = DateStyle(kind: .timer)
  }

  /// Creates text showing `date` in `style`, written when the text is drawn.
  ///
  /// ```swift
  /// let launch = Date(timeIntervalSince1970: 1_700_000_000)
  /// TimelineView(.explicit([launch.addingTimeInterval(8_580)])) { _ in
  ///   Text(launch, style: .relative)  // "2 hours, 23 minutes"
  /// }
  /// ```
  ///
  /// The moment `.relative`, `.offset` and `.timer` measure from is the date of the
  /// ``TimelineView`` the text is in, so that a still shows what the device shows at that
  /// entry; outside a timeline view, it is the clock's time when the picture is drawn.
  /// Differences are whole seconds, cut toward zero.
  ///
  /// **Degenerate input.** A date that is not finite writes nothing (an empty text). A
  /// difference beyond 10¹⁵ seconds (about 32 million years) is written as that much.
  public init(_ date: Date, style: DateStyle) {
    self.content = .runs(
      SharedRuns([Run(string: "", item: .date(TextDate(kind: .styled(date, style))))]))
  }

  /// Creates text showing the span of `dates`, from the first to the last, short dates and
  /// times in the environment's locale, what the two share written once:
  /// "11/14/2023, 10:13 – 11:13 PM".
  ///
  /// **Degenerate input.** Bounds that are not finite write nothing.
  public init(_ dates: ClosedRange<Date>) {
    self.content = .runs(
      SharedRuns([
        Run(string: "", item: .date(TextDate(kind: .range(dates.lowerBound, dates.upperBound))))
      ]))
  }

  /// Creates text showing the span of `interval`, as ``init(_:)-(ClosedRange<Date>)``.
  public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }

  /// Creates text showing a timer over `interval` at the drawing's moment (as
  /// ``init(_:style:)`` takes it), or at `pauseTime` when given: the time left until the
  /// end when `countsDown`, the time since the start otherwise, the moment held within
  /// the interval; "m:ss", or "h:mm:ss" from an hour when `showsHours` (minutes past 59
  /// otherwise).
  ///
  /// **Degenerate input.** Bounds or a pause time that are not finite write nothing.
  public init(
    timerInterval interval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let timer = TextDate.Kind.timer(
      interval.lowerBound, interval.upperBound, pause: pauseTime, countsDown: countsDown,
      showsHours: showsHours)
    self.content = .runs(SharedRuns([Run(string: "", item: .date(TextDate(kind: timer)))]))
  }
}

/// A date a text shows, written when the text is drawn.
struct TextDate: Sendable {
  enum Kind: Sendable {
    case styled(Date, Text.DateStyle)
    case range(Date, Date)
    case timer(Date, Date, pause: Date?, countsDown: Bool, showsHours: Bool)
  }

  let kind: Kind

  /// The largest difference written, seconds.
  static let maximumSeconds: Double = 1e15

  /// The string in the locale, calendar and time zone of `context`, at its moment.
  func string(in context: ResolveContext) -> String {
    let values = EnvironmentValues(context: context)
    return string(
      now: context.text.now ?? Date(), locale: values.locale, calendar: values.calendar,
      timeZone: values.timeZone)
  }

  /// The string at `now` in `locale`, `calendar` and `timeZone`.
  func string(now: Date, locale: Locale, calendar: Calendar, timeZone: TimeZone) -> String {
    func finite(_ dates: Date...) -> Bool {
      dates.allSatisfy { $0.timeIntervalSinceReferenceDate.isFinite }
    }
    switch kind {
    case .styled(let date, let style):
      guard finite(date, now) else { return "" }
      let seconds = Self.seconds(date.timeIntervalSince(now))
      switch style.kind {
      case .date:
        return Date.FormatStyle(
          date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone
        ).format(date)
      case .time:
        return Date.FormatStyle(
          date: .omitted, time: .shortened, locale: locale, calendar: calendar,
          timeZone: timeZone
        ).format(date)
      case .relative: return Self.units(abs(seconds), locale: locale)
      case .offset: return (seconds < 0 ? "-" : "+") + Self.units(abs(seconds), locale: locale)
      case .timer: return Self.timer(abs(seconds), showsHours: true)
      }
    case .range(let start, let end):
      guard finite(start, end) else { return "" }
      return Date.IntervalFormatStyle(
        date: .numeric, time: .shortened, locale: locale, calendar: calendar,
        timeZone: timeZone
      ).format(min(start, end)..<max(start, end))
    case .timer(let start, let end, let pause, let countsDown, let showsHours):
      let moment = pause ?? now
      guard finite(start, end, moment) else { return "" }
      let held = min(max(moment, start), max(start, end))
      let elapsed = countsDown ? end.timeIntervalSince(held) : held.timeIntervalSince(start)
      return Self.timer(max(Self.seconds(elapsed), 0), showsHours: showsHours)
    }
  }

  /// `interval` in whole seconds, cut toward zero and held to ±``maximumSeconds``.
  private static func seconds(_ interval: TimeInterval) -> Int64 {
    guard interval.isFinite else { return 0 }
    return Int64(min(max(interval, -maximumSeconds), maximumSeconds))
  }

  /// `seconds` in up to two units of weeks, days, hours, minutes and seconds, in words.
  private static func units(_ seconds: Int64, locale: Locale) -> String {
    Duration.seconds(seconds).formatted(
      Duration.UnitsFormatStyle(
        allowedUnits: [.weeks, .days, .hours, .minutes, .seconds], width: .wide,
        maximumUnitCount: 2, fractionalPart: .hide(rounded: .towardZero)
      ).locale(locale))
  }

  /// `seconds` as a timer shows them: minutes and seconds, hours first from an hour when
  /// `showsHours`.
  private static func timer(_ seconds: Int64, showsHours: Bool) -> String {
    let minutes = seconds / 60
    let second = seconds % 60
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    guard showsHours, minutes >= 60 else { return "\(minutes):\(two(second))" }
    return "\(minutes / 60):\(two(minutes % 60)):\(two(second))"
  }
}
