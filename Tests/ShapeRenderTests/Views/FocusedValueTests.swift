import ShapeRender
import Testing

/// A still has no focused view: focused values read nil and publishing one draws nothing.
@MainActor @Suite struct FocusedValueTests {
  struct SelectedTitleKey: FocusedValueKey {
    typealias Value = String
  }

  struct TitleBindingKey: FocusedValueKey {
    typealias Value = Binding<String>
  }

  struct Reader {
    @FocusedValue(\.selectedTitle) var title
    @FocusedBinding(\.titleBinding) var boundTitle: String?
  }

  @Test func focusedValuesReadNil() {
    let reader = Reader()
    #expect(reader.title == nil)
    #expect(reader.boundTitle == nil)
    reader.boundTitle = "Standup"
    #expect(reader.boundTitle == nil)
    #expect(reader.$boundTitle.wrappedValue == nil)
  }

  @Test func publishingAFocusedValueDrawsNothing() {
    let plain = renderSVG { Text("Agenda").padding() }
    let optional: String? = nil
    #expect(
      renderSVG {
        Text("Agenda").padding()
          .focusedValue(\.selectedTitle, "Standup")
          .focusedValue(\.selectedTitle, optional)
          .focusedSceneValue(\.selectedTitle, "Standup")
          .focusedSceneValue(\.titleBinding, .constant("Standup"))
      } == plain)
  }
}

extension FocusedValues {
  var selectedTitle: String? {
    get { self[FocusedValueTests.SelectedTitleKey.self] }
    set { self[FocusedValueTests.SelectedTitleKey.self] = newValue }
  }

  var titleBinding: Binding<String>? {
    get { self[FocusedValueTests.TitleBindingKey.self] }
    set { self[FocusedValueTests.TitleBindingKey.self] = newValue }
  }
}
