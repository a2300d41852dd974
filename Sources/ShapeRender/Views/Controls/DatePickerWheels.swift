import Foundation
import Shapes

/// The wheels of a ``DatePicker`` in the wheel style: one column per part of the date,
/// sharing one band, as iOS draws them.
///
/// 216 points tall; the columns are as wide as their widest value and 32 points, side by
/// side, centred in the width offered (their total when asked for the ideal width). The
/// band is ``PickerWheel``'s, across the whole width.
struct DatePickerWheels {
  /// Each column's values, and the index of the selected one.
  let columns: [(values: [String], selected: Int)]

  /// The columns of `date` in `calendar`.
  ///
  /// Month, day and year for the date; hour, minute and AM or PM for the time; the day,
  /// hour, minute and AM or PM for both. Each has the selection and two values on either
  /// side of it (the AM or PM column, its two).
  static func columns(of date: Date, in calendar: Calendar, date showsDate: Bool, time: Bool)
    -> [(values: [String], selected: Int)]
  {
    let parts = DateParts(date, in: calendar)
    /// The values two either side of `value` in `range`, wrapping around.
    func around(_ value: Int, in range: ClosedRange<Int>, _ name: (Int) -> String) -> [String] {
      let count = range.count
      return (-2...2).map { step in
        let wrapped = ((value - range.lowerBound + step) % count + count) % count
        return name(range.lowerBound + wrapped)
      }
    }
    var columns: [(values: [String], selected: Int)] = []
    if showsDate && time {
      let days = (-2...2).map { step -> String in
        let day = calendar.date(byAdding: .day, value: step, to: date).map {
          DateParts($0, in: calendar)
        }
        guard let day else { return "" }
        return
          "\(DateParts.weekdayName(day.weekday)) \(DateParts.shortMonthName(day.month)) \(day.day)"
      }
      columns.append((days, 2))
    } else if showsDate {
      let monthCount = max(calendar.range(of: .month, in: .year, for: date)?.count ?? 12, 1)
      let dayCount = max(calendar.range(of: .day, in: .month, for: date)?.count ?? 31, 1)
      columns.append((around(parts.month, in: 1...monthCount, DateParts.monthName), 2))
      columns.append((around(parts.day, in: 1...dayCount) { "\($0)" }, 2))
      columns.append(((-2...2).map { "\(parts.year + $0)" }, 2))
    }
    if time {
      columns.append((around(parts.hour12, in: 1...12) { "\($0)" }, 2))
      columns.append((around(parts.minute, in: 0...59) { $0 < 10 ? "0\($0)" : "\($0)" }, 2))
      columns.append((["AM", "PM"], parts.hour < 12 ? 0 : 1))
    }
    return columns
  }

  /// The columns, side by side at their ideal widths.
  @MainActor var wheels: some View {
    HStack(spacing: 0) {
      ForEach(columns.indices, id: \.self) { index in
        PickerWheel(
          options: columns[index].values.map { AnyView(Text($0)) },
          selected: columns[index].selected, showsBand: false
        )
        .fixedSize(horizontal: true, vertical: false)
      }
    }
  }

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    let ideal = context.size(of: wheels, for: ProposedViewSize(width: nil, height: nil))
    return CGSize(width: proposal.width ?? ideal.width, height: PickerWheel.height)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let middle = rect.minY + PickerWheel.height / 2
    let band = CGRect(
      x: rect.minX + 8, y: middle - PickerWheel.rowHeight / 2, width: max(rect.width - 16, 0),
      height: PickerWheel.rowHeight)
    var inner = context.forRowContent
    inner.stackAxis = nil
    return [
      ControlDrawing.fill(
        RoundedRectangle(cornerRadius: 8, style: .continuous).path(in: band),
        .color(ControlDrawing.tertiaryFill))
    ]
      + inner.place(
        wheels,
        in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: PickerWheel.height),
        alignment: .center)
  }
}

extension DatePickerWheels: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
