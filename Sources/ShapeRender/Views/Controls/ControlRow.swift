/// A control's row as iOS lays it out.
///
/// The label sits at the leading edge, then the control at the trailing one; the control
/// is alone when ``View/labelsHidden()`` hides labels. A switch, a stepper and a color well
/// are drawn so.
struct ControlRow<Label: View, Control: View> {
  let label: Label
  let control: Control
  /// Whether `labelsHidden()` leaves the label out.
  @Environment(\.labelsHidden) private var labelsHidden
}

extension ControlRow: View {
  var body: some View {
    // The label takes all the room the control leaves (not half of it, as beside a spacer).
    if labelsHidden {
      control
    } else {
      HStack {
        label.frame(maxWidth: .infinity, alignment: .leading)
        control
      }
    }
  }
}
