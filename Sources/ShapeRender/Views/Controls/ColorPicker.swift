import Shapes

/// A control for picking a color, with SwiftUI's name, drawn as iOS draws one with the
/// color its binding holds.
///
/// ```swift
/// ColorPicker("Card color", selection: $cardColor)
/// ```
///
/// The label is at the leading edge and iOS's color well at the trailing edge of all the
/// width offered, 8 points apart at least; the row is as tall as the taller of them. The
/// well is 28 points across: a ring 3 points wide of the hues around the circle (red at
/// the top, through yellow, green, cyan, blue and magenta, clockwise, as a conic
/// gradient), a white gap of 2 points, and inside it a circle of the selection. With
/// ``View/labelsHidden()`` the well is drawn alone.
///
/// `supportsOpacity` is accepted for SwiftUI compatibility: a translucent selection is
/// drawn as it is, over the white gap's color showing through.
///
/// **Degenerate input.** The selection is drawn as ``Color`` draws it; a clear selection
/// leaves the well's middle empty.
public struct ColorPicker<Label: View> {
  /// The selected color.
  let selection: Color
  /// What the color is for.
  let label: Label

  /// Creates a picker of `selection`, labelled by `label`.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection.wrappedValue
    self.label = label()
  }
}

extension ColorPicker: View {
  /// The label, then the well at the trailing edge; the well alone when labels are hidden.
  public var body: some View {
    ControlRow(label: label, control: ColorWell(color: selection))
  }
}

extension ColorPicker where Label == Text {
  /// Creates a picker titled `title` of `selection`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity, label: { return Text(title) })
  }

  /// Creates a picker titled `title` of `selection`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(
      selection: selection, supportsOpacity: supportsOpacity, label: { return Text(titleKey) })
  }
}

/// iOS's color well: a ring of hues around the selected color.
struct ColorWell {
  let color: Color

  /// The well's diameter.
  static let diameter: CGFloat = 28

  /// The hues of the ring, clockwise from the top.
  static let hues: [Color] = [
    Color(hex: 0xFF0000), Color(hex: 0xFFFF00), Color(hex: 0x00FF00), Color(hex: 0x00FFFF),
    Color(hex: 0x0000FF), Color(hex: 0xFF00FF), Color(hex: 0xFF0000),
  ]
}

extension ColorWell: View {
  var body: some View {
    ZStack {
      // A conic gradient starts at the trailing edge: turned back a quarter, red is on top.
      Circle().strokeBorder(
        AngularGradient(
          colors: Self.hues, center: .center, startAngle: .degrees(-90),
          endAngle: .degrees(270)), lineWidth: 3)
      Circle().fill(Color.white).padding(3)
      Circle().fill(color).padding(5)
    }
    .frame(width: Self.diameter, height: Self.diameter)
  }
}
