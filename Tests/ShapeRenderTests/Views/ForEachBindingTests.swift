import Foundation
import ShapeRender
import Testing

/// `ForEach($items) { $item in ... }` and `List($items) { $item in ... }`: a row per
/// element, each with a binding to its element.
@MainActor @Suite struct ForEachBindingTests {
  struct Chore: Identifiable {
    let id: Int
    var title: String
    var done: Bool
  }

  final class Store: @unchecked Sendable {
    var chores = [
      Chore(id: 1, title: "Agenda", done: true), Chore(id: 2, title: "Notes", done: false),
    ]
    var binding: Binding<[Chore]> { Binding(get: { self.chores }, set: { self.chores = $0 }) }
  }

  @Test func aForEachOfABindingMakesARowPerElementWithItsBinding() {
    let store = Store()
    nonisolated(unsafe) var handed: [Binding<Chore>] = []
    let laid = LaidOut(width: 200, height: 200) {
      VStack(spacing: 0) {
        ForEach(store.binding) { $task in
          let _ = handed.append($task)
          Text(task.title)
          Color.red.frame(width: task.done ? 20 : 10, height: 10)
        }
      }
    }
    #expect(laid.texts.map(\.string) == ["Agenda", "Notes"])
    #expect(laid.frames(of: .red).map(\.width) == [20, 10])
    // The rows' bindings write the store's tasks.
    handed.last?.done.wrappedValue = true
    #expect(store.chores[1].done)
  }

  @Test func aForEachOfABindingByKeyPathIdentifiesItsRows() {
    let store = Store()
    let view = ForEach(store.binding, id: \.title) { $task in Text(task.title) }
    #expect(view.data.map(\.1) == ["Agenda", "Notes"])
    #expect(view.data.map(\.0) == [0, 1])
    let byID = ForEach(store.binding, id: \.id) { $task in Text(task.title) }
    #expect(byID.data.map(\.1) == [1, 2])
    let laid = LaidOut(width: 200, height: 100) { HStack { view } }
    #expect(laid.texts.map(\.string) == ["Agenda", "Notes"])
  }

  @Test func aListOfABindingDrawsARowPerElement() {
    let store = Store()
    let list = renderSVG(width: 300, height: 300) {
      List(store.binding) { $task in
        Toggle(task.title, isOn: $task.done)
      }
    }
    let byTitle = renderSVG(width: 300, height: 300) {
      List(store.binding, id: \.id) { $task in
        Toggle(task.title, isOn: $task.done)
      }
    }
    #expect(list == byTitle)
    #expect(list.contains(">Agenda</text>") && list.contains(">Notes</text>"))
    // One switch on (iOS's green), one off (light gray).
    #expect(list.components(separatedBy: ##"fill="#34c759""##).count == 2)
    #expect(list.components(separatedBy: ##"fill="#e9e9eb""##).count == 2)
  }

  @Test func rowsMadeBeforeTheCollectionShrankStillDraw() {
    let store = Store()
    let rows = ForEach(store.binding) { $task in Text(task.title) }
    // SwiftUI's type: the indices and identifiers of the elements, read when it is made.
    #expect(dataType(of: rows) == ObjectIdentifier(LazyMapSequence<Range<Int>, (Int, Int)>.self))
    let view = VStack { rows }
    store.chores.removeAll()
    // The elements were read when the view was made; their bindings read the last value.
    #expect(LaidOut(width: 200, height: 100) { view }.texts.map(\.string) == ["Agenda", "Notes"])
  }

  /// The type of the data of `view`.
  private func dataType<Data, ID, Content>(of view: ForEach<Data, ID, Content>) -> ObjectIdentifier
  {
    ObjectIdentifier(Data.self)
  }
}

/// Lists of data with a selection: the rows drawn as without one.
@MainActor @Suite struct ListSelectionTests {
  struct Fruit: Identifiable, Hashable {
    var id: String { name }
    var name: String
  }

  @Test func aSelectionDrawsTheSameRows() {
    nonisolated(unsafe) var fruits = [Fruit(name: "Apple"), Fruit(name: "Cherry")]
    let bound = Binding(get: { fruits }, set: { fruits = $0 })
    let one = Binding<String?>.constant("Apple")
    let many = Binding<Set<String>>.constant(["Apple"])
    let plain = renderSVG(width: 300, height: 200) { List(fruits) { Text($0.name) } }
    let lists = [
      renderSVG(width: 300, height: 200) { List(fruits, selection: one) { Text($0.name) } },
      renderSVG(width: 300, height: 200) { List(fruits, selection: many) { Text($0.name) } },
      renderSVG(width: 300, height: 200) {
        List(fruits, id: \.name, selection: one) { Text($0.name) }
      },
      renderSVG(width: 300, height: 200) {
        List(fruits, id: \.name, selection: many) { Text($0.name) }
      },
      renderSVG(width: 300, height: 200) {
        List(bound, selection: one) { $fruit in TextField("Name", text: $fruit.name) }
      },
      renderSVG(width: 300, height: 200) {
        List(bound, selection: many) { $fruit in TextField("Name", text: $fruit.name) }
      },
      renderSVG(width: 300, height: 200) {
        List(bound, id: \.name, selection: one) { $fruit in Text(fruit.name) }
      },
      renderSVG(width: 300, height: 200) {
        List(bound, id: \.name, selection: many) { $fruit in Text(fruit.name) }
      },
    ]
    #expect(plain.contains(">Apple</text>") && plain.contains(">Cherry</text>"))
    for list in lists { #expect(list == plain) }
  }
}
