import Foundation
import ShapeRender
import Testing

/// `ForEach($items, editActions:)` and `List($items, editActions:)`: the rows of the same
/// initializers without edit actions, each with a binding to its element.
@MainActor @Suite struct EditActionsTests {
  struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
  }

  final class Store: @unchecked Sendable {
    var chores = [Chore(id: 1, title: "Agenda"), Chore(id: 2, title: "Notes")]
    var binding: Binding<[Chore]> { Binding(get: { self.chores }, set: { self.chores = $0 }) }
  }

  @Test func editActionsComposeAsAnOptionSet() {
    let actions: EditActions<[Chore]> = [.move, .delete]
    #expect(actions == .all)
    #expect(EditActions<[Chore]>.move.rawValue != EditActions<[Chore]>.delete.rawValue)
    #expect(!EditActions<[Chore]>.move.contains(.delete))
  }

  @Test func aForEachWithEditActionsDrawsTheRowsWithTheirBindings() {
    let store = Store()
    nonisolated(unsafe) var handed: [Binding<Chore>] = []
    let edited = LaidOut(width: 200, height: 100) {
      VStack(spacing: 0) {
        ForEach(store.binding, editActions: .all) { $chore in
          let _ = handed.append($chore)
          Text(chore.title)
        }
      }
    }
    let plain = LaidOut(width: 200, height: 100) {
      VStack(spacing: 0) {
        ForEach(store.binding) { $chore in Text(chore.title) }
      }
    }
    #expect(edited.texts.map(\.string) == ["Agenda", "Notes"])
    #expect(edited.texts.map(\.anchor) == plain.texts.map(\.anchor))
    handed.first?.done.wrappedValue = true
    #expect(store.chores[0].done)
  }

  @Test func aListWithEditActionsIsTheListWithout() {
    let store = Store()
    let edited = SVGRenderer().render(
      Artwork(width: 200, height: 200) {
        List(store.binding, editActions: .delete) { $chore in Text(chore.title) }
      })
    let plain = SVGRenderer().render(
      Artwork(width: 200, height: 200) {
        List(store.binding) { $chore in Text(chore.title) }
      })
    #expect(edited == plain)
    #expect(edited.contains(">Notes<"))
    let byID = SVGRenderer().render(
      Artwork(width: 200, height: 200) {
        List(store.binding, id: \.title, editActions: .move) { $chore in Text(chore.title) }
      })
    #expect(byID == plain)
  }
}
