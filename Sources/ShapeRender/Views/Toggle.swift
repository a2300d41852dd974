import Shapes

/// A switch with a label, with SwiftUI's name, drawn as iOS draws one: the label at the
/// leading edge and the switch at the trailing edge of all the width it is offered.
///
/// ```swift
/// Toggle("Show matches", isOn: $showsMatches)
/// ```
///
/// The ``View/toggleStyle(_:)`` around it draws it; iOS's default is
/// ``SwitchToggleStyle``'s switch: a capsule 51 by 31 points, green (`#34c759`, or the
/// tint set with ``View/tint(_:)``) when on and light gray (`#e9e9eb`) when off, with a
/// white knob 27 points across, 2 inside the capsule, on the side of its state, with
/// iOS's soft shadow (black at 15 %, blurred by 8, 3 down). The row is as tall as the
/// taller of the label and the switch. A still draws the state the binding holds.
public struct Toggle<Label: View> {
  /// Whether the switch is on.
  let isOn: Binding<Bool>
  /// What the switch is for.
  let label: ToggleStyleConfiguration.Label

  /// Creates a switch for `isOn` with the label `label` builds.
  @MainActor @preconcurrency public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = .init(content: AnyView(label()))
  }

  /// Creates the toggle a ``ToggleStyle``'s `makeBody` receives, drawn by the style set
  /// around that style (the switch when none is).
  ///
  /// ```swift
  /// struct HighlightedToggleStyle: ToggleStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     Toggle(configuration).padding(8).background(.yellow.opacity(0.3))
  ///   }
  /// }
  /// ```
  public init(_ configuration: ToggleStyleConfiguration)
  where Label == ToggleStyleConfiguration.Label {
    isOn = configuration.$isOn
    label = configuration.label
  }

  /// The toggle as its style draws it, and the context it is drawn in.
  @MainActor @usableFromInline func restyled(in context: ResolveContext) -> (
    AnyView, ResolveContext
  ) {
    let configuration = ToggleStyleConfiguration(label: label, isOn: isOn)
    let (style, inner): ((any ToggleStyle)?, ResolveContext) = context.poppingStyle(
      in: ToggleStyleKey.self)
    return ((style ?? DefaultToggleStyle()).erasedBody(configuration), inner)
  }
}

extension Toggle: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension Toggle: RestyledView {}

extension Toggle where Label == Text {
  /// Creates a switch for `isOn` labelled `title`.
  @_disfavoredOverload
  @MainActor @preconcurrency public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn, label: { return Text(title) })
  }
}

/// The switch of a ``Toggle``: iOS's, in `tint` (the accent, or green) when on.
struct ToggleSwitch {
  let isOn: Bool
  var tint: Color?

  /// iOS's switch: 51 by 31 points.
  static let size = CGSize(width: 51, height: 31)

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    Self.size
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let track = CGRect(
      x: rect.midX - Self.size.width / 2, y: rect.midY - Self.size.height / 2,
      width: Self.size.width, height: Self.size.height)
    let on = tint.map { .color($0) } ?? context.accent ?? .color(.green)
    let fill = isOn ? on : .color(Color(hex: 0xE9E9EB, dark: 0x39393D))
    let knob = CGRect(
      x: isOn ? track.maxX - 29 : track.minX + 2, y: track.minY + 2, width: 27, height: 27)
    return [
      ControlDrawing.fill(Capsule().path(in: track), fill),
      ControlDrawing.shadowed(
        [ControlDrawing.fill(Circle().path(in: knob), .color(.white))], ControlDrawing.knobShadow),
    ]
  }
}

extension ToggleSwitch: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
