import Foundation
import Shapes

/// A control for picking a date, with SwiftUI's name, drawn as iOS 17 draws one with the
/// date its binding holds.
///
/// ```swift
/// DatePicker("Starts", selection: $start, in: Date()..., displayedComponents: .date)
/// ```
///
/// The date is reckoned in the environment's ``EnvironmentValues/calendar`` and
/// ``EnvironmentValues/timeZone`` (set them with ``View/environment(_:_:)`` for a still that
/// is the same on every machine) and written in a fixed United States English form,
/// whatever the locale: "Jan 5, 2026" and "9:41 AM". How the picker is drawn follows
/// ``View/datePickerStyle(_:)``:
/// - `.automatic` and `.compact`: the label at the leading edge, then at the trailing edge
///   the date and the time, each in 17-point text in a rounded box 34 points tall (11
///   points of padding at the sides, corners of 6) in iOS's tertiary fill (`#767680` at
///   12 %), 6 points apart. ``View/labelsHidden()`` leaves the boxes alone.
/// - `.graphical`: the month's calendar, 332 points tall across all the width offered
///   (320 when asked for its ideal width): the month and year in 17-point semibold type
///   with an accent chevron, the previous- and next-month chevrons at the trailing edge,
///   the days of the week in 13-point semibold capitals in iOS's tertiary gray, then six
///   rows of 44 points with the days in 20-point type; the selected day in the accent on
///   a circle 40 points across of the accent at 12 %. Days outside the range are in the
///   tertiary gray. With the time shown, a 44-point row of "Time" and the time's box
///   follows. Today is not marked: a still has no today. The label is not drawn.
/// - `.wheel`: wheels 216 points tall sharing one band, as ``WheelPickerStyle``'s, of the
///   month, day and year; of the hour, minute and AM or PM; or, with both, of the day
///   ("Mon Jan 5"), hour, minute and AM or PM. Each shows the selection and two values on
///   either side (months, days, hours and minutes wrap around as iOS's wheels do). The
///   label is not drawn.
///
/// **Degenerate input.** The date shown is the selection clamped to the range. A date
/// that is not finite is drawn as the reference date (1 January 2001, midnight UTC), and
/// one beyond Foundation's distant past or future as that bound. No components: the date
/// alone, as with `.date`.
public struct DatePicker<Label: View> {
  /// The parts of the date a picker shows, with SwiftUI's name.
  public typealias Components = DatePickerComponents

  /// The date shown: the selection within the range.
  let selection: Date
  /// The earliest and latest dates that can be picked, when bounded.
  let lowerBound: Date?
  let upperBound: Date?
  /// The parts shown.
  let components: DatePickerComponents
  /// What the date is.
  let label: Label

  /// Creates a picker of `selection`'s `displayedComponents`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection.wrappedValue, nil, nil, displayedComponents, label())
  }

  /// Creates a picker of `selection` within `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection.wrappedValue, range.lowerBound, range.upperBound, displayedComponents, label())
  }

  /// Creates a picker of `selection` from `range`'s lower bound on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection.wrappedValue, range.lowerBound, nil, displayedComponents, label())
  }

  /// Creates a picker of `selection` up to `range`'s upper bound.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection.wrappedValue, nil, range.upperBound, displayedComponents, label())
  }

  /// A picker of `date` between the bounds.
  init(
    _ date: Date, _ lower: Date?, _ upper: Date?, _ components: DatePickerComponents,
    _ label: Label
  ) {
    let lower = lower.map(DateParts.sane)
    let upper = upper.map(DateParts.sane)
    var shown = DateParts.sane(date)
    if let upper, shown > upper { shown = upper }
    if let lower, shown < lower { shown = lower }
    selection = shown
    lowerBound = lower
    upperBound = upper
    self.components = components.isEmpty ? .date : components
    self.label = label
  }

  /// The picker as its style draws it in `context`.
  @MainActor func drawn(in context: ResolveContext) -> AnyView {
    let values = EnvironmentValues(context: context)
    let calendar = DateParts.calendar(values.calendar, in: values.timeZone)
    let parts = DateParts(selection, in: calendar)
    let showsDate = components.contains(.date)
    let showsTime = components.contains(.hourAndMinute)
    switch context.controls.datePickerStyle {
    case .automatic, .compact:
      let boxes = HStack(spacing: 6) {
        if showsDate { DateBox(text: parts.dateText) }
        if showsTime { DateBox(text: parts.timeText) }
      }
      guard !context.controls.labelsHidden else { return AnyView(boxes) }
      return AnyView(
        HStack {
          label.frame(maxWidth: .infinity, alignment: .leading)
          boxes
        })
    case .graphical:
      let time = HStack {
        Text("Time").frame(maxWidth: .infinity, alignment: .leading)
        DateBox(text: parts.timeText)
      }
      .frame(height: 44)
      return AnyView(
        VStack(spacing: 0) {
          if showsDate {
            DatePickerCalendar(
              selection: selection, lowerBound: lowerBound, upperBound: upperBound,
              calendar: calendar)
          }
          if showsTime { time }
        })
    case .wheel:
      return AnyView(
        DatePickerWheels(
          columns: DatePickerWheels.columns(
            of: selection, in: calendar, date: showsDate, time: showsTime)))
    }
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    context.size(of: drawn(in: context), for: proposal)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(drawn(in: context), in: rect)
  }
}

extension DatePicker: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension DatePicker where Label == Text {
  /// Creates a picker titled `title` of `selection`'s `displayedComponents`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection.wrappedValue, nil, nil, displayedComponents, Text(title))
  }

  /// Creates a picker titled `title` of `selection`'s `displayedComponents`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection.wrappedValue, nil, nil, displayedComponents, Text(titleKey))
  }

  /// Creates a picker titled `title` of `selection` within `range`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection.wrappedValue, range.lowerBound, range.upperBound, displayedComponents,
      Text(title))
  }

  /// Creates a picker titled `title` of `selection` within `range`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(
      selection.wrappedValue, range.lowerBound, range.upperBound, displayedComponents,
      Text(titleKey))
  }

  /// Creates a picker titled `title` of `selection` from `range`'s lower bound on.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection.wrappedValue, range.lowerBound, nil, displayedComponents, Text(title))
  }

  /// Creates a picker titled `title` of `selection` from `range`'s lower bound on.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection.wrappedValue, range.lowerBound, nil, displayedComponents, Text(titleKey))
  }

  /// Creates a picker titled `title` of `selection` up to `range`'s upper bound.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection.wrappedValue, nil, range.upperBound, displayedComponents, Text(title))
  }

  /// Creates a picker titled `title` of `selection` up to `range`'s upper bound.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection.wrappedValue, nil, range.upperBound, displayedComponents, Text(titleKey))
  }
}

/// The parts of a date a ``DatePicker`` shows, with SwiftUI's name.
public struct DatePickerComponents: OptionSet, Sendable {
  /// The bits of the set.
  public let rawValue: UInt

  /// Creates the set of the parts `rawValue`'s bits stand for; bits other than the two
  /// below are kept and change nothing.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A date's or a time's text in the gray rounded box of a compact date picker.
struct DateBox {
  let text: String
}

extension DateBox: View {
  var body: some View {
    Text(text).font(.body).lineLimit(1).fixedSize()
      .padding(.horizontal, 11)
      .frame(height: 34)
      .background(
        ControlDrawing.tertiaryFill, in: RoundedRectangle(cornerRadius: 6, style: .continuous))
  }
}
