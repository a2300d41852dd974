import Shapes

/// A control that increments and decrements a value, with SwiftUI's name, drawn as iOS
/// draws one in its current state.
///
/// ```swift
/// Stepper("Pairs: \(pairs)", value: $pairs, in: 2...12)
/// ```
///
/// The label is at the leading edge and iOS's stepper at the trailing edge of all the
/// width offered, 8 points apart at least; the label may take all the width the stepper
/// leaves, and the row is as tall as the taller of them. The stepper is 94 by 32
/// points: a rounded rectangle (corners of 8) in iOS's tertiary fill (`#767680` at 12 %,
/// `#eeeeef` over white), split by a 1-point line 18 points tall in iOS's separator gray
/// (`#3c3c43` at 29 %), with a minus in the middle of its leading half and a plus in its
/// trailing half, each 14 points across in bars 2 points thick, in black. The minus is
/// dimmed (iOS's tertiary label gray, `#3c3c43` at 30 %) when the value is at the lower
/// bound of its range or below it, or when there is no `onDecrement`; the plus when the
/// value is at the upper bound or above, or when there is no `onIncrement`. Without a
/// range neither is dimmed.
///
/// The step, `onEditingChanged` and the actions are accepted for SwiftUI compatibility:
/// nothing is tapped in a still.
///
/// **Degenerate input.** A value outside its range dims the end it is past; a NaN value
/// (of a floating-point `Strideable`) compares with no bound, so neither is dimmed.
public struct Stepper<Label: View> {
  /// What the stepper is for.
  let label: Label
  /// Whether the minus is enabled.
  let decrements: Bool
  /// Whether the plus is enabled.
  let increments: Bool

  /// Creates a stepper that calls `onIncrement` and `onDecrement`, labelled by `label`; a
  /// nil action dims its half.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increments = onIncrement != nil
    decrements = onDecrement != nil
  }

  /// Creates a stepper for `value`, by `step`, labelled by `label`: neither half dimmed.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increments = true
    decrements = true
  }

  /// Creates a stepper for `value` in `bounds`, by `step`, labelled by `label`: the minus
  /// dimmed at the lower bound, the plus at the upper bound.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    let current = value.wrappedValue
    decrements = !(current <= bounds.lowerBound)
    increments = !(current >= bounds.upperBound)
  }
}

extension Stepper: View {
  /// The label, a flexible space and the stepper, in a row; the stepper alone when labels
  /// are hidden.
  public var body: some View {
    ControlRow(
      label: label, control: StepperControl(decrements: decrements, increments: increments))
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper titled `title` that calls `onIncrement` and `onDecrement`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged,
      label: { return Text(title) })
  }

  /// Creates a stepper titled `title` for `value`, by `step`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, onEditingChanged: onEditingChanged,
      label: { return Text(title) })
  }

  /// Creates a stepper titled `title` for `value` in `bounds`, by `step`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
      label: { return Text(title) })
  }
  /// Creates a stepper titled `titleKey` that calls `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged,
      label: { return Text(titleKey) })
  }

  /// Creates a stepper titled `titleKey` for `value`, by `step`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, onEditingChanged: onEditingChanged,
      label: { return Text(titleKey) })
  }

  /// Creates a stepper titled `titleKey` for `value` in `bounds`, by `step`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
      label: { return Text(titleKey) })
  }
}

/// The minus and plus of a ``Stepper``.
struct StepperControl {
  let decrements: Bool
  let increments: Bool

  /// iOS's stepper: 94 by 32 points.
  static let size = CGSize(width: 94, height: 32)

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    Self.size
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let box = CGRect(
      x: rect.midX - Self.size.width / 2, y: rect.midY - Self.size.height / 2,
      width: Self.size.width, height: Self.size.height)
    let enabled = Paint.color(.primary)
    let dimmed = Paint.color(ControlDrawing.tertiaryLabel)
    let minusCentre = CGPoint(x: box.minX + box.width / 4, y: box.midY)
    let plusCentre = CGPoint(x: box.maxX - box.width / 4, y: box.midY)
    func bar(_ centre: CGPoint, _ size: CGSize) -> Path {
      Path(
        CGRect(
          x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width,
          height: size.height))
    }
    let across = CGSize(width: 14, height: 2)
    var plus = bar(plusCentre, across)
    // The upright bar without the middle the crossbar covers, so that a dimmed plus,
    // drawn translucent, is even.
    plus.addPath(bar(CGPoint(x: plusCentre.x, y: plusCentre.y - 4), CGSize(width: 2, height: 6)))
    plus.addPath(bar(CGPoint(x: plusCentre.x, y: plusCentre.y + 4), CGSize(width: 2, height: 6)))
    return [
      ControlDrawing.fill(
        RoundedRectangle(cornerRadius: 8, style: .continuous).path(in: box),
        .color(ControlDrawing.tertiaryFill)),
      ControlDrawing.fill(
        bar(CGPoint(x: box.midX, y: box.midY), CGSize(width: 1, height: 18)),
        .color(.separator)),
      ControlDrawing.fill(bar(minusCentre, across), decrements ? enabled : dimmed),
      ControlDrawing.fill(plus, increments ? enabled : dimmed),
    ]
  }
}

extension StepperControl: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
