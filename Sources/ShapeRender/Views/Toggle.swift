import Shapes

/// A switch with a label, with SwiftUI's name, drawn as iOS draws one: the label at the
/// leading edge and the switch at the trailing edge of all the width it is offered.
///
/// ```swift
/// Toggle("Show matches", isOn: $showsMatches)
/// ```
///
/// The switch is iOS's: a capsule 51 by 31 points, green (`#34c759`, or the tint set with
/// ``View/tint(_:)``) when on and light gray (`#e9e9eb`) when off, with a white knob 27
/// points across, 2 inside the capsule, on the side of its state, with iOS's soft shadow
/// (black at 15 %, blurred by 8, 3 down). The row is as tall as the taller of the label
/// and the switch.
public struct Toggle<Label: View>: View {
  /// Whether the switch is on.
  let isOn: Bool
  /// What the switch is for.
  let label: Label
  /// Whether `labelsHidden()` leaves the label out.
  @Environment(\.labelsHidden) private var labelsHidden

  /// Creates a switch for `isOn` with the label `label` builds.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn.wrappedValue
    self.label = label()
  }

  /// The label, a flexible space and the switch, in a row; the switch alone when labels
  /// are hidden.
  public var body: some View {
    // The label takes all the room the switch leaves (not half of it, as beside a spacer).
    if labelsHidden {
      ToggleSwitch(isOn: isOn)
    } else {
      HStack {
        label.frame(maxWidth: .infinity, alignment: .leading)
        ToggleSwitch(isOn: isOn)
      }
    }
  }
}

extension Toggle where Label == Text {
  /// Creates a switch for `isOn` labelled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn, label: { return Text(title) })
  }
}

/// The switch of a ``Toggle``.
struct ToggleSwitch: View, PrimitiveView {
  let isOn: Bool

  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }

  /// iOS's switch: 51 by 31 points.
  static let size = CGSize(width: 51, height: 31)

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    Self.size
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let track = CGRect(
      x: rect.midX - Self.size.width / 2, y: rect.midY - Self.size.height / 2,
      width: Self.size.width, height: Self.size.height)
    let on = context.accent ?? .color(Color(hex: 0x34C759))
    let fill = isOn ? on : .color(Color(hex: 0xE9E9EB))
    let knob = CGRect(
      x: isOn ? track.maxX - 29 : track.minX + 2, y: track.minY + 2, width: 27, height: 27)
    return [
      .shape(
        ShapeNode(
          path: Capsule().path(in: track), fill: ResolvedPaint(paint: fill, frame: track),
          fillStyle: FillStyle(), stroke: nil, strokeStyle: StrokeStyle())),
      .group(
        GroupNode(
          children: [
            .shape(
              ShapeNode(
                path: Circle().path(in: knob),
                fill: ResolvedPaint(paint: .color(.white), frame: knob), fillStyle: FillStyle(),
                stroke: nil, strokeStyle: StrokeStyle()))
          ],
          effect: .shadow(Shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 3)))),
    ]
  }
}
