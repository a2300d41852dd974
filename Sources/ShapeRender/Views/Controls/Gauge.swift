import Shapes

/// A value's level in a range, with SwiftUI's name, drawn as iOS 17 draws a gauge of the
/// style set with ``View/gaugeStyle(_:)``.
///
/// ```swift
/// Gauge(value: 67, in: 0...170) {
///   Text("BPM")
/// } currentValueLabel: {
///   Text("67")
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text("170")
/// }
/// ```
///
/// The value is placed in its range as a share from 0 to 1, which the style draws (see
/// ``LinearCapacityGaugeStyle``, ``AccessoryLinearGaugeStyle``,
/// ``AccessoryLinearCapacityGaugeStyle``, ``AccessoryCircularGaugeStyle`` and
/// ``AccessoryCircularCapacityGaugeStyle``); `.automatic` is the linear capacity style, as
/// on iOS. Your own ``GaugeStyle`` receives the share and the labels.
///
/// **Degenerate input.** The value is clamped to the range. A NaN value, or a range whose
/// bounds are equal or not finite, is drawn as an empty gauge (a share of 0).
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
> {
  /// Where the value is in the range, 0…1.
  let fraction: Double
  /// What the gauge measures.
  let label: Label
  /// The value, in words.
  let currentValueLabel: CurrentValueLabel
  /// The range's ends, in words.
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel

  /// Creates a gauge of `value` in `bounds` with a label, the value's label and the
  /// bounds' labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {
    fraction = Self.fraction(
      Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// Where `value` is between `lower` and `upper`, 0…1: 0 for NaN and for a range that is
  /// empty or not finite.
  static func fraction(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    let span = upper - lower
    guard span > 0, span.isFinite, !value.isNaN else { return 0 }
    return min(max((value - lower) / span, 0), 1)
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  /// What the style receives.
  @MainActor var configuration: GaugeStyleConfiguration {
    func optional<V: View>(_ view: V) -> AnyView? {
      Self.isEmpty(view) ? nil : AnyView(view)
    }
    return GaugeStyleConfiguration(
      value: fraction, label: .init(content: AnyView(label)),
      currentValueLabel: optional(currentValueLabel).map { .init(content: $0) },
      minimumValueLabel: optional(minimumValueLabel).map { .init(content: $0) },
      maximumValueLabel: optional(maximumValueLabel).map { .init(content: $0) },
      hasLabel: !Self.isEmpty(label))
  }

  /// Whether `view` is empty: an ``EmptyView``, or a builder's list of nothing else.
  static func isEmpty<V: View>(_ view: V) -> Bool {
    if view is EmptyView { return true }
    guard let list = view as? ViewList else { return false }
    return list.views.allSatisfy { $0.storage is EmptyView }
  }

  /// The gauge as its style draws it.
  @MainActor func drawn(in context: ResolveContext) -> AnyView {
    (context.controls.gaugeStyle?.style ?? DefaultGaugeStyle()).erasedBody(configuration)
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

extension Gauge: View, PrimitiveView {}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge of `value` in `bounds` with a label and the value's label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { return EmptyView() }, maximumValueLabel: { return EmptyView() })
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// Creates a gauge of `value` in `bounds` with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { return EmptyView() },
      minimumValueLabel: { return EmptyView() }, maximumValueLabel: { return EmptyView() })
  }
}

/// What a ``GaugeStyle`` draws a gauge from, with SwiftUI's names.
public struct GaugeStyleConfiguration {
  /// What the gauge measures, as a view.
  public struct Label: View, ForwardingView {
    @usableFromInline let content: AnyView
    /// An empty view: the drawing primitives of this package have no body of their own.
    public var body: EmptyView { return EmptyView() }
  }

  /// The value in words, as a view.
  public struct CurrentValueLabel: View, ForwardingView {
    @usableFromInline let content: AnyView
    /// An empty view: the drawing primitives of this package have no body of their own.
    public var body: EmptyView { return EmptyView() }
  }

  /// A bound in words, as a view.
  public struct MarkedValueLabel: View, ForwardingView {
    @usableFromInline let content: AnyView
    /// An empty view: the drawing primitives of this package have no body of their own.
    public var body: EmptyView { return EmptyView() }
  }

  /// Where the value is in the range: 0 at the lower bound, 1 at the upper.
  public var value: Double
  /// What the gauge measures.
  public var label: Label
  /// The value in words, or nil when the gauge has none.
  public var currentValueLabel: CurrentValueLabel?
  /// The lower bound in words, or nil.
  public var minimumValueLabel: MarkedValueLabel?
  /// The upper bound in words, or nil.
  public var maximumValueLabel: MarkedValueLabel?
  /// Whether the label is a view of its own rather than an empty one.
  var hasLabel = true
}
