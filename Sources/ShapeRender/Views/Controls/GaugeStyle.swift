import Shapes

/// How gauges are drawn, with SwiftUI's protocol.
///
/// `makeBody` builds a view from the gauge's share of its range and its labels. Set with
/// ``View/gaugeStyle(_:)``.
///
/// ```swift
/// struct RingStyle: GaugeStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Circle().trim(from: 0, to: configuration.value).stroke(.green, lineWidth: 6)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The parts of a gauge a style draws.
  typealias Configuration = GaugeStyleConfiguration

  /// The view that shows the gauge.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension GaugeStyle {
  /// The body for `configuration`, with its type erased.
  func erasedBody(_ configuration: GaugeStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// A gauge style held in a resolve context.
///
/// Unchecked: a style is a value read only while a picture is drawn, on the drawing's
/// thread, as SwiftUI does not ask styles to be `Sendable`.
final class GaugeStyleBox: @unchecked Sendable {
  let style: any GaugeStyle

  init(_ style: any GaugeStyle) {
    self.style = style
  }
}

extension View {
  /// Sets how the gauges inside this view are drawn.
  ///
  /// ```swift
  /// Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity)
  /// ```
  nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    let box = GaugeStyleBox(style)
    return environment { $0.controls.gaugeStyle = box }
  }
}

/// The style gauges have unless one is set: on iOS, the linear capacity style.
public struct DefaultGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// The gauge as ``LinearCapacityGaugeStyle`` draws it.
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

/// A bar filled up to the value: iOS's default gauge.
///
/// The label at the leading edge and the value's label at the trailing edge of a row,
/// over a capsule 6 points tall across the width in iOS's track gray (`#787880` at 20 %),
/// filled from the leading end by the share in the accent color; the bounds' labels, in
/// 12-point type, before and after the bar, 8 points from it. The row and the bar are 4
/// points apart.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// The labels over the filled bar.
  public func makeBody(configuration: Configuration) -> some View {
    let bar = HStack(spacing: 8) {
      if let minimum = configuration.minimumValueLabel { minimum.font(.caption) }
      GaugeBar(fraction: configuration.value, marker: false)
      if let maximum = configuration.maximumValueLabel { maximum.font(.caption) }
    }
    // The row only when there is something to show in it.
    if configuration.hasLabel || configuration.currentValueLabel != nil {
      VStack(alignment: .leading, spacing: 4) {
        GaugeLabelRow(configuration: configuration)
        bar
      }
    } else {
      bar
    }
  }
}

/// A thin bar with a marker at the value, as a watch complication draws a gauge.
///
/// The label over a capsule 6 points tall in iOS's track gray with a marker at the
/// share's place: a circle 8 points across in the accent color in a white circle 12
/// across, whose centre travels from 6 points inside one end to 6 inside the other. The
/// bounds' labels, in 12-point type, are before and after the bar, 6 points from it; the
/// value's label is not drawn. The label and the bar are 2 points apart.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// The label over the bar with its marker.
  public func makeBody(configuration: Configuration) -> some View {
    let bar = HStack(spacing: 6) {
      if let minimum = configuration.minimumValueLabel { minimum.font(.caption) }
      GaugeBar(fraction: configuration.value, marker: true)
      if let maximum = configuration.maximumValueLabel { maximum.font(.caption) }
    }
    if configuration.hasLabel {
      VStack(alignment: .leading, spacing: 2) {
        configuration.label
        bar
      }
    } else {
      bar
    }
  }
}

/// A thin bar filled up to the value, as a watch complication draws a gauge.
///
/// The label at the leading edge and the value's label at the trailing edge of a row,
/// over ``LinearCapacityGaugeStyle``'s bar, 2 points apart; the bounds' labels are not
/// drawn.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// The labels over the filled bar.
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.hasLabel || configuration.currentValueLabel != nil {
      VStack(alignment: .leading, spacing: 2) {
        GaugeLabelRow(configuration: configuration)
        GaugeBar(fraction: configuration.value, marker: false)
      }
    } else {
      GaugeBar(fraction: configuration.value, marker: false)
    }
  }
}

/// An open ring with a marker at the value, as a watch complication draws a gauge.
///
/// 58 points across: an arc 6 points wide in iOS's track gray, with round ends, open by a
/// quarter turn at the bottom (from the lower left, clockwise over the top, to the lower
/// right), and a marker at the share's place along it: a circle 8 points across in the
/// accent color in a white circle 12 across. The value's label is in the middle in
/// 17-point medium type; the bounds' labels, in 10-point type, sit at the arc's two ends
/// at the bottom, or, without them, the label sits between the ends.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// The ring, the marker and the labels.
  public func makeBody(configuration: Configuration) -> some View {
    let hasBounds =
      configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil
    return ZStack {
      GaugeRing(fraction: configuration.value, capacity: false)
      if let current = configuration.currentValueLabel {
        current.font(.system(size: 17, weight: .medium)).lineLimit(1)
      }
      VStack {
        Spacer(minLength: 0)
        if hasBounds {
          HStack {
            if let minimum = configuration.minimumValueLabel { minimum }
            Spacer(minLength: 0)
            if let maximum = configuration.maximumValueLabel { maximum }
          }
        } else if configuration.hasLabel {
          configuration.label
        }
      }
      .font(.system(size: 10)).lineLimit(1)
    }
    .frame(width: GaugeRing.diameter, height: GaugeRing.diameter)
  }
}

/// A ring filled up to the value, as a watch complication draws a gauge.
///
/// 58 points across: a full ring 6 points wide in iOS's track gray, and over it an arc in
/// the accent color with round ends, from the top clockwise by the share of a turn. The
/// value's label is in the middle in 17-point medium type, or, without one, the label;
/// the bounds' labels are not drawn.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// The ring and the label in it.
  public func makeBody(configuration: Configuration) -> some View {
    ZStack {
      GaugeRing(fraction: configuration.value, capacity: true)
      if let current = configuration.currentValueLabel {
        current.font(.system(size: 17, weight: .medium)).lineLimit(1)
      } else if configuration.hasLabel {
        configuration.label.font(.system(size: 12, weight: .medium)).lineLimit(1)
      }
    }
    .frame(width: GaugeRing.diameter, height: GaugeRing.diameter)
  }
}

/// The label at the leading edge and the value's label at the trailing edge of a row.
struct GaugeLabelRow {
  let configuration: GaugeStyleConfiguration
}

extension GaugeLabelRow: View {
  var body: some View {
    HStack {
      configuration.label.frame(maxWidth: .infinity, alignment: .leading)
      if let current = configuration.currentValueLabel { current }
    }
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The style gauges have unless one is set: the linear capacity style.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled up to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A thin bar with a marker at the value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A thin bar filled up to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker at the value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A ring filled up to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
