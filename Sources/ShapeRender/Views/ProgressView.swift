import Shapes

/// Progress toward completion, with SwiftUI's name, drawn as iOS draws it.
///
/// ```swift
/// ProgressView("Matched", value: 6, total: 8)
/// ProgressView()  // no value: the spinning indicator
/// ```
///
/// With a value, a bar as wide as it is offered and 4 points tall, rounded, in light gray
/// (`#787880` at 20 %), filled from the leading edge in the accent color by the share of
/// the total; the label, if any, above it, 4 points apart. Without a value, the activity
/// indicator: eight spokes 20 points across in gray (`#8e8e93`), fading around the
/// circle, as a still of it shows.
///
/// **Degenerate input.** The share is clamped to 0…1; a NaN value or total, or a total
/// that is not positive, draws an empty bar.
public struct ProgressView<Label: View>: View {
  /// The share done, 0…1, or nil for the spinning indicator.
  let fraction: Double?
  /// What the progress is of.
  let label: Label

  /// Creates the view of `value` out of `total`, labelled by the view `label` builds (nil
  /// for the spinning indicator).
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    guard let value else {
      fraction = nil
      return
    }
    let share = Double(value) / Double(total)
    fraction = share.isNaN || !(total > 0) ? 0 : min(max(share, 0), 1)
  }

  /// The label, then the bar or the indicator.
  public var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      label
      if let fraction {
        ProgressBar(fraction: fraction)
      } else {
        ActivityIndicator()
      }
    }
  }
}

extension ProgressView where Label == EmptyView {
  /// Creates the bar of `value` out of `total` (the spinning indicator for nil).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    self.init(value: value, total: total, label: { return EmptyView() })
  }

  /// Creates the spinning indicator.
  public init() {
    self.init(value: Double?.none, label: { return EmptyView() })
  }
}

extension ProgressView where Label == Text {
  /// Creates the bar of `value` out of `total`, labelled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
    self.init(value: value, total: total, label: { return Text(title) })
  }

  /// Creates the bar of `value` out of `total`, labelled `title`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
    self.init(value: value, total: total, label: { return Text(titleKey) })
  }

  /// Creates the spinning indicator, labelled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(value: Double?.none, label: { return Text(title) })
  }

  /// Creates the spinning indicator, labelled `title`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(value: Double?.none, label: { return Text(titleKey) })
  }
}

/// The bar of a ``ProgressView``.
struct ProgressBar: View, PrimitiveView {
  let fraction: Double

  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: 4)
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let track = CGRect(x: rect.minX, y: rect.midY - 2, width: rect.width, height: 4)
    let done = CGRect(
      x: track.minX, y: track.minY, width: track.width * fraction, height: track.height)
    func capsule(_ box: CGRect, _ paint: Paint) -> Node {
      .shape(
        ShapeNode(
          path: Capsule(style: .circular).path(in: box),
          fill: ResolvedPaint(paint: paint, frame: box), fillStyle: FillStyle(), stroke: nil,
          strokeStyle: StrokeStyle()))
    }
    var nodes = [capsule(track, .color(Color(hex: 0x787880, opacity: 0.2)))]
    if fraction > 0 { nodes.append(capsule(done, context.accentPaint)) }
    return nodes
  }
}

/// The activity indicator of a ``ProgressView`` without a value: eight spokes, as a still
/// of the spinning indicator shows.
struct ActivityIndicator: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    CGSize(width: 20, height: 20)
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    return (0..<8).map { index in
      // Spokes from 4.5 to 9.5 points out, 2.5 wide, clockwise from the top, each fainter.
      let angle = Double(index) * .pi / 4
      let spoke = CGRect(x: -1.25, y: -9.5, width: 2.5, height: 5)
      let turn = CGAffineTransform(translationX: center.x, y: center.y).rotated(by: angle)
      let path = Capsule(style: .circular).path(in: spoke).applying(turn)
      let opacity = 1 - Double(index) * 0.1
      return .shape(
        ShapeNode(
          path: path,
          fill: ResolvedPaint(
            paint: .color(Color(hex: 0x8E8E93, opacity: opacity)), frame: path.boundingRect),
          fillStyle: FillStyle(), stroke: nil, strokeStyle: StrokeStyle()))
    }
  }
}
