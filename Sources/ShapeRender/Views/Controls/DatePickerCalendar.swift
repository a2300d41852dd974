import Foundation
import Shapes

/// The month's calendar of a graphical ``DatePicker``, as iOS 17 draws it.
///
/// 332 points tall: a 44-point header, a 24-point row of the days of the week and six
/// 44-point rows of days, in seven columns across the width less 8 points on each side.
struct DatePickerCalendar {
  /// The selected date, within the bounds.
  let selection: Date
  let lowerBound: Date?
  let upperBound: Date?
  /// The calendar, in the time zone the date is reckoned in.
  let calendar: Calendar

  static let headerHeight: CGFloat = 44
  static let weekdayHeight: CGFloat = 24
  static let rowHeight: CGFloat = 44
  static let height = headerHeight + weekdayHeight + 6 * rowHeight
  /// The diameter of the selected day's circle.
  static let circle: CGFloat = 40

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    CGSize(width: proposal.width ?? 320, height: Self.height)
  }

  /// The month of the selection: the column of its first day (0 for the calendar's first
  /// weekday), its days, and for each day whether it can be picked.
  func month() -> (firstColumn: Int, days: [Bool]) {
    let parts = DateParts(selection, in: calendar)
    let first =
      calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1))
      ?? selection
    let weekday = calendar.component(.weekday, from: first)
    let column = ((weekday - calendar.firstWeekday) % 7 + 7) % 7
    let count = calendar.range(of: .day, in: .month, for: first)?.count ?? parts.day
    // Six rows of seven hold every month of the calendars Foundation knows.
    let days = min(max(count, 1), 42 - column)
    return (
      column,
      (0..<days).map { offset in
        guard let start = calendar.date(byAdding: .day, value: offset, to: first),
          let end = calendar.date(byAdding: .day, value: 1, to: start)
        else { return true }
        if let lowerBound, end <= lowerBound { return false }
        if let upperBound, start > upperBound { return false }
        return true
      }
    )
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let parts = DateParts(selection, in: calendar)
    let accent: Color = if case .color(let color) = context.accentPaint { color } else { .blue }
    var inner = context.forRowContent
    inner.stackAxis = nil
    var nodes: [Node] = []
    func text(
      _ string: String, _ font: Font, _ color: Color, in frame: CGRect, _ alignment: Alignment
    ) {
      var colored = inner
      colored.foreground = .color(color)
      nodes += colored.place(
        Text(string).font(font).lineLimit(1), in: frame, alignment: alignment)
    }
    // The header: the month and year with a chevron, and the months' arrows.
    let header = CGRect(
      x: rect.minX + 16, y: rect.minY, width: max(rect.width - 32, 0), height: Self.headerHeight)
    let titleFont = Font.system(size: 17, weight: .semibold)
    let title = inner.size(
      of: Text(parts.monthTitle).font(titleFont).lineLimit(1),
      for: ProposedViewSize(width: nil, height: nil))
    text(parts.monthTitle, titleFont, .primary, in: header, .leading)
    var glyphs = inner
    glyphs.foreground = .color(accent)
    func glyph(_ kind: ControlGlyph.Kind, x: CGFloat) {
      nodes += glyphs.resolve(
        ControlGlyph(kind: kind),
        in: CGRect(x: x, y: header.midY - 7, width: 8, height: 14))
    }
    glyph(.forwardChevron, x: min(header.minX + title.width + 6, header.maxX))
    glyph(.forwardChevron, x: header.maxX - 8)
    glyph(.backwardChevron, x: header.maxX - 44)
    // The days of the week, from the calendar's first.
    let grid = rect.insetBy(dx: 8, dy: 0)
    let column = max(grid.width, 0) / 7
    let weekdays = CGRect(
      x: grid.minX, y: rect.minY + Self.headerHeight, width: column, height: Self.weekdayHeight)
    for index in 0..<7 {
      let weekday = (calendar.firstWeekday - 1 + index) % 7 + 1
      text(
        DateParts.weekdayName(weekday).uppercased(), .system(size: 13, weight: .semibold),
        ControlDrawing.tertiaryLabel, in: weekdays.offsetBy(dx: column * CGFloat(index), dy: 0),
        .center)
    }
    // The days.
    let (firstColumn, days) = month()
    let top = weekdays.maxY
    for (offset, enabled) in days.enumerated() {
      let place = firstColumn + offset
      let cell = CGRect(
        x: grid.minX + column * CGFloat(place % 7), y: top + Self.rowHeight * CGFloat(place / 7),
        width: column, height: Self.rowHeight)
      let selected = offset + 1 == parts.day
      if selected {
        let circle = CGRect(
          x: cell.midX - Self.circle / 2, y: cell.midY - Self.circle / 2, width: Self.circle,
          height: Self.circle)
        nodes.append(ControlDrawing.fill(Circle().path(in: circle), .color(accent.opacity(0.12))))
      }
      let color = selected ? accent : enabled ? Color.primary : ControlDrawing.tertiaryLabel
      text(
        "\(offset + 1)", .system(size: 20, weight: selected ? .semibold : .regular), color,
        in: cell, .center)
    }
    return nodes
  }
}

extension DatePickerCalendar: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
