import ShapeRender
import Testing

/// Toolbar items of every kind compile as SwiftUI writes them and a still draws none.
@MainActor @Suite struct ToolbarTests {
  /// Toolbar content of one's own, made of items.
  struct EditorToolbar: ToolbarContent {
    let canSave: Bool

    var body: some ToolbarContent {
      ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
      if canSave {
        ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
      } else {
        ToolbarItem(id: "status", placement: .status) { Text("Unsaved") }
      }
    }
  }

  @Test func toolbarItemsAreNotDrawn() {
    let plain = renderSVG { Text("Agenda").padding() }
    let editing = true
    #expect(
      renderSVG {
        Text("Agenda").padding()
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Dismiss") {} }
            ToolbarItem { Button("Add") {} }
            if editing {
              ToolbarItemGroup(placement: .bottomBar) {
                Button("One") {}
                Button("Two") {}
              }
            }
            ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") {} }
            ToolbarItem(id: "print", placement: .secondaryAction, showsByDefault: false) {
              Button("Print") {}
            }
          }
      } == plain)
    #expect(
      renderSVG { Text("Agenda").padding().toolbar { EditorToolbar(canSave: true) } } == plain)
    #expect(
      renderSVG { Text("Agenda").padding().toolbar { EditorToolbar(canSave: false) } } == plain)
  }

  @Test func aViewBuilderToolbarStillCompilesAndIsNotDrawn() {
    let plain = renderSVG { Text("Agenda").padding() }
    let showsCount = true
    #expect(
      renderSVG {
        Text("Agenda").padding()
          .toolbar {
            Button("Add") {}
            if showsCount { Text("3 meetings") }
          }
      } == plain)
  }

  @Test func everyPlacementIsDistinct() {
    let placements: [ToolbarItemPlacement] = [
      .automatic, .principal, .navigation, .primaryAction, .secondaryAction, .status,
      .confirmationAction, .cancellationAction, .destructiveAction, .keyboard, .bottomBar,
      .navigationBarLeading, .navigationBarTrailing, .topBarLeading, .topBarTrailing,
    ]
    #expect(Set(placements).count == placements.count)
  }

  @Test func titleDisplayModeAndRoleDrawNothing() {
    let plain = renderSVG { Text("Agenda").padding() }
    #expect(
      renderSVG {
        Text("Agenda").padding().toolbarTitleDisplayMode(.inlineLarge).toolbarRole(.editor)
      } == plain)
    #expect(
      Set([ToolbarTitleDisplayMode.automatic, .inline, .inlineLarge, .large]).count == 4)
    #expect(Set([ToolbarRole.automatic, .browser, .editor, .navigationStack]).count == 4)
  }
}
