import Shapes

/// A slider over a range of values, with SwiftUI's name, drawn as iOS draws one in its
/// current state.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) {
///   Text("Volume")
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text("10")
/// }
/// ```
///
/// The slider takes all the width it is offered and is 34 points tall. Its track is a
/// capsule 4 points tall across that width, centred down it: in the accent color
/// (``View/tint(_:)`` or ``View/accentColor(_:)``, iOS's system blue `#007aff` otherwise)
/// from the leading end to the knob's centre, in iOS's light track gray (`#787880` at
/// 20 %, `#e4e4e6` over white) after it. The knob is a white circle 28 points across with
/// iOS's soft shadow (black at 15 %, blurred by 8, 3 down); its centre travels from 14
/// points inside the leading end (the range's lower bound) to 14 inside the trailing end
/// (the upper bound), so the knob never leaves the slider. The value labels, when given,
/// sit before and after the track, 8 points apart; `label` is not drawn, as on iOS, where
/// it only names the slider for accessibility.
///
/// The step and `onEditingChanged` are accepted for SwiftUI compatibility: a still draws
/// the value the binding holds, which no drag moves.
///
/// **Degenerate input.** The value is clamped to the range; a NaN value stands at the
/// lower bound, as does any value of a range whose bounds are equal or not finite. Offered
/// less than 28 points, the track is as wide as it is offered and the knob's centre stays
/// at the track's middle.
public struct Slider<Label: View, ValueLabel: View> {
  /// Where the value is in the range, 0…1.
  let fraction: Double
  /// What the slider is for; not drawn, as on iOS.
  let label: Label
  /// The label before the track.
  let minimumValueLabel: ValueLabel
  /// The label after the track.
  let maximumValueLabel: ValueLabel

  /// Creates a slider for `value` in `bounds`, in steps of `step`, with value labels at
  /// both ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      fraction: Self.fraction(
        Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound)),
      label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel())
  }

  /// Creates a slider for `value` in `bounds`, with value labels at both ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: 1, label: label, minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
  }

  /// A slider at `fraction` of its track.
  init(fraction: Double, label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel)
  {
    self.fraction = fraction
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  /// Where `value` is between `lower` and `upper`, 0…1: 0 for NaN and for a range that is
  /// empty or not finite.
  static func fraction(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    let span = upper - lower
    guard span > 0, span.isFinite, !value.isNaN else { return 0 }
    return min(max((value - lower) / span, 0), 1)
  }
}

extension Slider: View {
  /// The value labels and the track, in a row.
  public var body: some View {
    HStack(spacing: 8) {
      minimumValueLabel
      SliderTrack(fraction: fraction)
      maximumValueLabel
    }
  }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider for `value` in `bounds`, in steps of `step`, named by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      fraction: Self.fraction(
        Double(value.wrappedValue), Double(bounds.lowerBound), Double(bounds.upperBound)),
      label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
  }

  /// Creates a slider for `value` in `bounds`, named by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: 1, onEditingChanged: onEditingChanged, label: label)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider for `value` in `bounds`, in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
      label: { return EmptyView() })
  }

  /// Creates a slider for `value` in `bounds` (0…1 unless given).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: 1, onEditingChanged: onEditingChanged,
      label: { return EmptyView() })
  }
}

/// The track and knob of a ``Slider``.
struct SliderTrack {
  /// Where the knob is along the track, 0…1.
  let fraction: Double

  /// The slider's height, and the knob's diameter.
  static let height: CGFloat = 34
  static let knob: CGFloat = 28

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: Self.height)
  }

  /// The x of the knob's centre in `rect`.
  static func knobX(fraction: Double, in rect: CGRect) -> CGFloat {
    let travel = rect.width - knob
    guard travel > 0 else { return rect.midX }
    return rect.minX + knob / 2 + travel * fraction
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let track = CGRect(x: rect.minX, y: rect.midY - 2, width: rect.width, height: 4)
    let x = Self.knobX(fraction: fraction, in: rect)
    let filled = CGRect(x: track.minX, y: track.minY, width: x - track.minX, height: 4)
    let knob = CGRect(
      x: x - Self.knob / 2, y: rect.midY - Self.knob / 2, width: Self.knob, height: Self.knob)
    var nodes: [Node] = []
    if track.width > 0 {
      nodes.append(
        ControlDrawing.fill(
          Capsule(style: .circular).path(in: track), .color(ControlDrawing.trackGray)))
    }
    if filled.width > 0 {
      nodes.append(
        ControlDrawing.fill(Capsule(style: .circular).path(in: filled), context.accentPaint))
    }
    nodes.append(
      ControlDrawing.shadowed(
        [ControlDrawing.fill(Circle().path(in: knob), .color(.white))], ControlDrawing.knobShadow))
    return nodes
  }
}

extension SliderTrack: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
