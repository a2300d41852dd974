import ShapeRender
import Shapes
import Testing

/// `labelsHidden()`: controls without their labels.
@MainActor @Suite struct LabelsHiddenTests {
  @Test func aToggleIsItsSwitchAlone() {
    let hidden = renderSVG(width: 200, height: 60) {
      Toggle("Sound", isOn: .constant(true)).labelsHidden()
    }
    #expect(!hidden.contains(">Sound</text>"))
    // The 51 × 31 switch alone, centred: its capsule spans x 74.5…125.5, its path starting
    // past the 15.5 corner, at (90, 14.5).
    #expect(hidden.contains("M90 14.5"), "\(hidden)")
    let shown = renderSVG(width: 200, height: 60) { Toggle("Sound", isOn: .constant(true)) }
    #expect(shown.contains(">Sound</text>"))
  }

  @Test func aStepperIsItsControlAlone() {
    let hidden = renderSVG(width: 300, height: 60) {
      Stepper("Pairs: 4", value: .constant(4), in: 2...8).labelsHidden()
    }
    #expect(!hidden.contains(">Pairs: 4</text>"))
    #expect(
      renderSVG(width: 300, height: 60) { Stepper("Pairs: 4", value: .constant(4), in: 2...8) }
        .contains(">Pairs: 4</text>"))
  }

  @Test func aPickerInAFormRowShowsNoTitle() {
    func form(hidden: Bool) -> String {
      renderSVG(width: 390, height: 200) {
        Form {
          if hidden {
            Picker("Theme", selection: .constant(1)) {
              Text("Animals").tag(1)
              Text("Faces").tag(2)
            }
            .labelsHidden()
          } else {
            Picker("Theme", selection: .constant(1)) {
              Text("Animals").tag(1)
              Text("Faces").tag(2)
            }
          }
        }
      }
    }
    #expect(form(hidden: false).contains(">Theme</text>"))
    #expect(!form(hidden: true).contains(">Theme</text>"))
    #expect(form(hidden: true).contains(">Animals</text>"))
  }
}
