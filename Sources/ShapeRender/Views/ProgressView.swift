import Foundation
import Shapes

/// Progress toward completion, with SwiftUI's name, drawn as iOS draws it.
///
/// ```swift
/// ProgressView("Matched", value: 6, total: 8)
/// ProgressView()  // no value: the spinning indicator
/// ```
///
/// The ``View/progressViewStyle(_:)`` around it draws it; iOS's default draws a value as
/// ``LinearProgressViewStyle`` does and no value as ``CircularProgressViewStyle`` does:
///
/// - With a value, a bar as wide as it is offered and 4 points tall, rounded, in light
///   gray (`#787880` at 20 %), filled from the leading edge in the accent color by the
///   share of the total; the label, if any, above it, and the current value's label below
///   it in 12-point secondary gray (`#3c3c43` at 60 %), 4 points apart.
/// - Without a value, the activity indicator: eight spokes 20 points across in gray
///   (`#8e8e93`), fading around the circle, as a still of it shows; the label, if any,
///   centred 8 points below it in secondary gray.
///
/// **Degenerate input.** The share is clamped to 0…1; a NaN value or total, or a total
/// that is not positive, draws an empty bar.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  /// The share done, 0…1, or nil for the spinning indicator.
  let fraction: Double?
  /// What the progress is of; nil for none.
  let label: ProgressViewStyleConfiguration.Label?
  /// How far the progress is, in words; nil for none.
  let currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?

  /// Creates the view of `value` out of `total` (the spinning indicator for nil), labelled
  /// by the view `label` builds, with the current value in words from `currentValueLabel`.
  @MainActor @preconcurrency public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: value.map { Self.share(Double($0), of: Double(total)) }, label: label(),
      currentValueLabel: currentValueLabel())
  }

  /// Creates the view of the share `fraction` (nil for the spinning indicator).
  @MainActor init(fraction: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
    self.fraction = fraction
    self.label = Self.erased(label)
    self.currentValueLabel = Self.erased(currentValueLabel)
  }

  /// Creates the view a ``ProgressViewStyle``'s `makeBody` receives, drawn by the style
  /// set around that style (the default when none is).
  ///
  /// ```swift
  /// struct FramedProgressStyle: ProgressViewStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     ProgressView(configuration).padding(4).border(.gray)
  ///   }
  /// }
  /// ```
  public init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    fraction = configuration.fractionCompleted
    label = configuration.label
    currentValueLabel = configuration.currentValueLabel
  }

  /// `value` over `total`, clamped to 0…1; 0 for NaN or a total that is not positive.
  static func share(_ value: Double, of total: Double) -> Double {
    let share = value / total
    return share.isNaN || !(total > 0) ? 0 : min(max(share, 0), 1)
  }

  /// `view` as a label of a configuration; nil for an empty view.
  @MainActor private static func erased<Content: View>(_ view: Content)
    -> ProgressViewStyleConfiguration
    .Label?
  {
    if view is EmptyView { return nil }
    if let label = view as? ProgressViewStyleConfiguration.Label { return label }
    if let label = view as? ProgressViewStyleConfiguration.CurrentValueLabel {
      return .init(content: label.content)
    }
    return .init(content: AnyView(view))
  }

  /// `view` as a current value's label of a configuration; nil for an empty view.
  @MainActor private static func erased<Content: View>(_ view: Content)
    -> ProgressViewStyleConfiguration
    .CurrentValueLabel?
  {
    let label: ProgressViewStyleConfiguration.Label? = erased(view)
    return label.map { .init(content: $0.content) }
  }

  /// The view as its style draws it, and the context it is drawn in.
  @MainActor @usableFromInline func restyled(in context: ResolveContext) -> (
    AnyView, ResolveContext
  ) {
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction, label: label, currentValueLabel: currentValueLabel)
    let (style, inner): ((any ProgressViewStyle)?, ResolveContext) = context.poppingStyle(
      in: ProgressViewStyleKey.self)
    return ((style ?? DefaultProgressViewStyle()).erasedBody(configuration), inner)
  }
}

extension ProgressView: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension ProgressView: RestyledView {}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates the view of `value` out of `total` (the spinning indicator for nil),
  /// labelled by the view `label` builds.
  @MainActor @preconcurrency public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, total: total, label: label, currentValueLabel: { return EmptyView() })
  }

  /// Creates the spinning indicator, labelled by the view `label` builds.
  @MainActor @preconcurrency public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: EmptyView())
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates the bar of `value` out of `total` (the spinning indicator for nil).
  @MainActor @preconcurrency public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    self.init(value: value, total: total, label: { return EmptyView() })
  }

  /// Creates the spinning indicator.
  @MainActor @preconcurrency public init() {
    self.init(fraction: nil, label: EmptyView(), currentValueLabel: EmptyView())
  }

  /// Creates the bar of a Foundation `Progress`: its `fractionCompleted`, or the spinning
  /// indicator while it is indeterminate.
  ///
  /// **Degenerate input.** As the value initializers': the share is clamped to 0…1, NaN
  /// draws an empty bar.
  @MainActor @preconcurrency public init(_ progress: Progress) {
    let fraction = progress.isIndeterminate ? nil : Self.share(progress.fractionCompleted, of: 1)
    self.init(fraction: fraction, label: EmptyView(), currentValueLabel: EmptyView())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates the bar of `value` out of `total`, labelled `title`.
  @_disfavoredOverload
  @MainActor @preconcurrency public init<S: StringProtocol, V: BinaryFloatingPoint>(
    _ title: S, value: V?, total: V = 1
  ) {
    self.init(value: value, total: total, label: { return Text(title) })
  }

  /// Creates the bar of `value` out of `total`, labelled `title`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  @MainActor @preconcurrency public init<V: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: V?, total: V = 1
  ) {
    self.init(value: value, total: total, label: { return Text(titleKey) })
  }

  /// Creates the spinning indicator, labelled `title`.
  @_disfavoredOverload
  @MainActor @preconcurrency public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: EmptyView())
  }

  /// Creates the spinning indicator, labelled `title`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  @MainActor @preconcurrency public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: EmptyView())
  }
}

/// The bar of a ``ProgressView``: a track 4 points tall, filled by `fraction` in the tint
/// (the accent when nil).
struct ProgressBar {
  let fraction: Double
  var tint: Color?

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: 4)
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let track = CGRect(x: rect.minX, y: rect.midY - 2, width: rect.width, height: 4)
    let done = CGRect(
      x: track.minX, y: track.minY, width: track.width * fraction, height: track.height)
    func capsule(_ box: CGRect, _ paint: Paint) -> Node {
      ControlDrawing.fill(Capsule(style: .circular).path(in: box), paint)
    }
    var nodes = [capsule(track, .color(ControlDrawing.trackGray))]
    if fraction > 0 { nodes.append(capsule(done, tint.map { .color($0) } ?? context.accentPaint)) }
    return nodes
  }
}

extension ProgressBar: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}

/// The activity indicator of a ``ProgressView`` without a value: eight spokes, as a still
/// of the spinning indicator shows, in gray or the tint.
struct ActivityIndicator {
  var tint: Color?

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    CGSize(width: 20, height: 20)
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let color = tint ?? Color(hex: 0x8E8E93)
    return (0..<8).map { index in
      // Spokes from 4.5 to 9.5 points out, 2.5 wide, clockwise from the top, each fainter.
      let angle = Double(index) * .pi / 4
      let spoke = CGRect(x: -1.25, y: -9.5, width: 2.5, height: 5)
      let turn = CGAffineTransform(translationX: center.x, y: center.y).rotated(by: angle)
      let path = Capsule(style: .circular).path(in: spoke).applying(turn)
      return ControlDrawing.fill(path, .color(color.opacity(1 - Double(index) * 0.1)))
    }
  }
}

extension ActivityIndicator: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
