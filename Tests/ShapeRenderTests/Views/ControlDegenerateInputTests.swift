import Foundation
import Testing
import _TestSupport

@testable import ShapeRender

/// The date picker and the gauge under seeded random and hostile inputs: no trap, a date
/// shown within its range, a gauge's fill within its track.
@MainActor @Suite struct ControlDegenerateInputTests {
  /// Seconds from the reference date: ordinary, huge, and not finite.
  static func seconds(_ generator: inout SeededGenerator) -> TimeInterval {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0: .nan
    case 1: [.infinity, -.infinity].randomElement(using: &generator) ?? 0
    case 2: Double.random(in: -1e300...1e300, using: &generator)
    default: Double.random(in: -3e9...3e9, using: &generator)
    }
  }

  @Test func randomDatesAndRangesShowADateWithinTheRange() {
    var generator = SeededGenerator(seed: 15)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    for _ in 0..<200 {
      let date = Date(timeIntervalSinceReferenceDate: Self.seconds(&generator))
      var bounds = [
        Double.random(in: -3e9...3e9, using: &generator),
        Double.random(in: -3e9...3e9, using: &generator),
      ].sorted()
      if Bool.random(using: &generator) { bounds[1] = bounds[0] }
      let range =
        Date(
          timeIntervalSinceReferenceDate: bounds[0])...Date(
          timeIntervalSinceReferenceDate: bounds[1])
      let picker = DatePicker(
        "D", selection: .constant(date), in: range, displayedComponents: .date)
      #expect(picker.selection >= range.lowerBound && picker.selection <= range.upperBound)
      let style = [
        DatePickerStyleKind.compact, .graphical, .wheel,
      ].randomElement(using: &generator)!
      var context = ResolveContext()
      context.controls.datePickerStyle = style
      let nodes = EnvironmentValues(context: context).with(calendar: calendar).resolve(
        picker, in: CGRect(x: 0, y: 0, width: 390, height: 400))
      #expect(!nodes.isEmpty)
      // The box or the calendar's title writes the day the picker holds.
      let parts = DateParts(picker.selection, in: calendar)
      let shown = LaidOutNodes(nodes).strings
      switch style {
      case .graphical: #expect(shown.first == parts.monthTitle)
      case .wheel: #expect(shown.contains(DateParts.monthName(parts.month)))
      default: #expect(shown.contains(parts.dateText))
      }
    }
  }

  @Test func randomGaugeValuesFillWithinTheirTrack() {
    var generator = SeededGenerator(seed: 16)
    let specials: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude]
    for _ in 0..<200 {
      func value() -> Double {
        Bool.random(using: &generator)
          ? specials.randomElement(using: &generator)!
          : Double.random(in: -10...10, using: &generator)
      }
      let (v, a, b) = (value(), value(), value())
      let lower = a.isNaN || b.isNaN ? 0 : min(a, b)
      let upper = a.isNaN || b.isNaN ? 1 : max(a, b)
      let laid = LaidOut(width: 200, height: 20) {
        Gauge(value: v, in: lower...upper) { EmptyView() }
      }
      let fill = laid.frame(of: .blue)?.width ?? 0
      #expect(fill >= 0 && fill <= 200, "\(v) in \(lower)...\(upper)")
      if v.isNaN || !(upper - lower).isFinite || upper == lower { #expect(fill == 0) }
    }
  }
}

extension EnvironmentValues {
  /// A resolve context of these values with `calendar` set.
  fileprivate func with(calendar: Calendar) -> ResolveContext {
    var values = self
    values.calendar = calendar
    values.timeZone = calendar.timeZone
    return values.context
  }
}

/// The strings of the texts among `nodes`, in drawing order.
private struct LaidOutNodes {
  var strings: [String] = []

  init(_ nodes: [Node]) {
    walk(nodes)
  }

  private mutating func walk(_ nodes: [Node]) {
    for node in nodes {
      switch node {
      case .text(let text): strings.append(text.lines.joined(separator: "\n"))
      case .group(let group): walk(group.children)
      default: break
      }
    }
  }
}
