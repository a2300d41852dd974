import Shapes

/// How date pickers are drawn, with SwiftUI's names; set with ``View/datePickerStyle(_:)``.
public protocol DatePickerStyle {
  /// The kind of style, which the date picker draws.
  var kind: DatePickerStyleKind { get }
}

/// The built-in date picker styles.
public enum DatePickerStyleKind: Sendable {
  /// iOS's default: the compact style.
  case automatic
  /// The label, then the date and the time in gray rounded boxes.
  case compact
  /// A month's calendar with the selected day circled.
  case graphical
  /// Wheels of the date's parts with the selection in their middle band.
  case wheel
}

/// The style date pickers have unless one is set: iOS's compact style.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
  /// iOS's default: the compact style.
  public var kind: DatePickerStyleKind { .automatic }
}

/// A style that draws the label, then the date and the time in gray rounded boxes.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
  /// The compact style.
  public var kind: DatePickerStyleKind { .compact }
}

/// A style that draws a month's calendar with the selected day circled.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
  /// The graphical style.
  public var kind: DatePickerStyleKind { .graphical }
}

/// A style that draws wheels of the date's parts.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// Creates the style.
  public init() {}
  /// The wheel style.
  public var kind: DatePickerStyleKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The style date pickers have unless one is set: the compact style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// The label, then the date and the time in gray rounded boxes.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A month's calendar with the selected day circled.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels of the date's parts.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Sets how the date pickers inside this view are drawn.
  ///
  /// ```swift
  /// DatePicker("Due", selection: $due).datePickerStyle(.graphical)
  /// ```
  nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    let kind = style.kind
    return environment { $0.controls.datePickerStyle = kind }
  }
}
