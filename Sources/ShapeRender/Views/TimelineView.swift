import Foundation

/// A view drawn for a moment of a schedule, with SwiftUI's name.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { timeline in
///   Text(timeline.date, format: .dateTime.hour().minute().second())
/// }
/// ```
///
/// A picture is one moment: the content is drawn once, for the schedule's entry current
/// when the picture is drawn (see ``TimelineSchedule``), and never updates.
public struct TimelineView<Schedule: TimelineSchedule, Content: View> {
  /// What the content is drawn for.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  /// A view drawing `content` for the moments of `schedule`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// How often the schedule updates: by its interval for a periodic one.
  private var cadence: Context.Cadence {
    switch schedule {
    case is EveryMinuteTimelineSchedule: .minutes
    case let periodic as PeriodicTimelineSchedule:
      periodic.interval >= 60 ? .minutes : periodic.interval >= 1 ? .seconds : .live
    default: .live
    }
  }
}

extension TimelineView: View {
  /// The content for the schedule's entry current now.
  public var body: some View {
    let now = Date()
    let date = schedule.currentEntry(at: now)
    // Dates in text (`Text(_:style:)`) are written for the entry's moment.
    return content(Context(date: date, cadence: cadence)).environment { $0.text.now = date }
  }
}

/// What a ``TimelineView``'s content is drawn for, with SwiftUI's name.
public struct TimelineViewDefaultContext: Sendable {
  /// How often a schedule asks for updates, slowest last.
  public enum Cadence: Comparable, Sendable {
    /// As often as the display refreshes.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }

  /// The moment drawn.
  public let date: Date
  /// How often the schedule updates.
  public let cadence: Cadence
}

/// When a ``TimelineView`` updates, with SwiftUI's name: a sequence of dates.
///
/// A still is drawn for the current entry: the latest of the dates `entries(from:mode:)`
/// gives, starting at the moment of drawing, that is not after it, or the first when
/// all are later. At most 10,000 entries are read, so an endless schedule of moments all
/// in the past stops there.
public protocol TimelineSchedule {
  /// The dates of the schedule.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The dates at which the view updates, from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update, with SwiftUI's name.
public enum TimelineScheduleMode: Sendable {
  /// As the schedule asks.
  case normal
  /// Less often, to save power.
  case lowFrequency
}

extension TimelineSchedule {
  /// The entry drawn at `now`: see ``TimelineSchedule``.
  func currentEntry(at now: Date) -> Date {
    var current: Date?
    for (index, entry) in entries(from: now, mode: .normal).enumerated() {
      guard index < 10_000, current == nil || entry <= now else { break }
      current = entry
      if entry >= now { break }
    }
    return current ?? now
  }
}

/// A schedule updating as often as the display does, with SwiftUI's name.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  /// A schedule updating at most every `minimumInterval` seconds (as often as possible
  /// when nil), or not at all while `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// The start date only: a still draws that moment.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    [startDate]
  }
}

/// A schedule updating at the start of every minute, with SwiftUI's name.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The schedule.
  public init() {}

  /// The start of the minute holding `startDate`, then every minute after.
  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.Entries
  {
    let seconds = startDate.timeIntervalSinceReferenceDate
    let minute = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
    return PeriodicTimelineSchedule(from: minute, by: 60).entries(from: minute, mode: mode)
  }
}

/// A schedule updating every `interval` seconds from a start date, with SwiftUI's name.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval

  /// A schedule updating at `startDate`, then every `interval` seconds.
  ///
  /// An interval that is not positive and finite updates once, at `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = interval
  }

  /// The dates of a periodic schedule: the last one not after the start, then each
  /// interval after.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval

    /// The next date.
    public mutating func next() -> Date? {
      defer {
        upcoming = interval > 0 && interval.isFinite ? upcoming.map { $0 + interval } : nil
      }
      return upcoming
    }
  }

  /// The schedule's latest date not after `startDate` (or its first, when that is
  /// later), then one every interval.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    guard interval > 0, interval.isFinite, startDate > start else {
      return Entries(upcoming: start, interval: interval)
    }
    let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
    return Entries(upcoming: start + steps * interval, interval: interval)
  }
}

/// A schedule updating at the dates given, with SwiftUI's name.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  /// A schedule updating at each of `dates`, in order.
  public init(_ dates: Entries) {
    self.dates = dates
  }

  /// The dates given.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    dates
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// As often as the display refreshes.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// At most every `minimumInterval` seconds, or not while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// At `startDate`, then every `interval` seconds.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule {
  /// At each of `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
