import Foundation
import ShapeRender
import Testing

/// Alerts, action sheets, dialogs and sheets are not drawn in a still, even when presented.
@MainActor @Suite struct AlertTests {
  struct Meeting: Identifiable {
    let id: Int
  }

  struct SaveError: LocalizedError {
    var errorDescription: String? { "Can't save" }
  }

  @Test func oldStyleAlertsAndActionSheetsAreNotDrawn() {
    let plain = renderSVG { Text("Agenda").padding() }
    let shown = Binding.constant(true)
    let item = Binding<Meeting?>.constant(Meeting(id: 1))
    var called = false
    #expect(
      renderSVG {
        Text("Agenda").padding()
          .alert(isPresented: shown) {
            called = true
            return Alert(
              title: Text("Can't save"), message: Text("The disk is full."),
              dismissButton: .default(Text("OK")))
          }
          .alert(item: item) { meeting in
            called = true
            return Alert(
              title: Text("Delete \(meeting.id)?"), message: nil,
              primaryButton: .destructive(Text("Delete")) {},
              secondaryButton: .cancel())
          }
          .actionSheet(isPresented: shown) {
            called = true
            return ActionSheet(
              title: Text("Share"),
              buttons: [.default(Text("Copy")), .cancel(Text("Not now")), .cancel()])
          }
          .actionSheet(item: item) { _ in
            called = true
            return ActionSheet(title: Text("Share"))
          }
      } == plain)
    #expect(!called)
    _ = Alert(title: Text("Saved"))
  }

  @Test func modernAlertsInEveryFormAreNotDrawn() {
    let plain = renderSVG { Text("Agenda").padding() }
    let shown = Binding.constant(true)
    let title = "Can't save"
    #expect(
      renderSVG {
        Text("Agenda").padding()
          .alert("Can't save", isPresented: shown) { Button("OK") {} }
          .alert(Text("Can't save"), isPresented: shown) { Button("OK") {} }
          .alert(title, isPresented: shown) { Button("OK") {} }
          .alert("Can't save", isPresented: shown) {
            Button("OK") {}
          } message: {
            Text("The disk is full.")
          }
          .alert(title, isPresented: shown, presenting: Meeting(id: 2)) { meeting in
            Button("Delete \(meeting.id)", role: .destructive) {}
          }
          .alert(Text(title), isPresented: shown, presenting: Meeting(id: 2)) { _ in
            Button("OK") {}
          } message: { meeting in
            Text("Meeting \(meeting.id)")
          }
          .alert(isPresented: shown, error: SaveError()) { Button("OK") {} }
          .alert(isPresented: shown, error: SaveError()) { _ in
            Button("OK") {}
          } message: { error in
            Text(error.errorDescription ?? "")
          }
      } == plain)
  }

  @Test func confirmationDialogsAreNotDrawn() {
    let plain = renderSVG { Text("Agenda").padding() }
    let shown = Binding.constant(true)
    let title = "End meeting?"
    #expect(
      renderSVG {
        Text("Agenda").padding()
          .confirmationDialog("End meeting?", isPresented: shown, titleVisibility: .visible) {
            Button("End", role: .destructive) {}
          }
          .confirmationDialog(title, isPresented: shown) { Button("End") {} }
          .confirmationDialog(Text(title), isPresented: shown) {
            Button("End") {}
          } message: {
            Text("Everyone leaves.")
          }
          .confirmationDialog(
            "End", isPresented: shown, titleVisibility: .hidden, presenting: Meeting(id: 3)
          ) { meeting in
            Button("End \(meeting.id)") {}
          } message: { _ in
            Text("Everyone leaves.")
          }
      } == plain)
  }

  @Test func sheetsCoversAndPopoversForItemsAreNotDrawn() {
    let plain = renderSVG { Text("Agenda").padding() }
    let item = Binding<Meeting?>.constant(Meeting(id: 4))
    #expect(
      renderSVG {
        Text("Agenda").padding()
          .sheet(item: item) { Text("Meeting \($0.id)") }
          .sheet(item: item, onDismiss: {}) { _ in Color.red }
          .fullScreenCover(item: item) { _ in Color.red }
          .popover(item: item) { _ in Color.red }
          .sheet(isPresented: .constant(true), onDismiss: {}) { Color.red }
      } == plain)
  }
}
