import Foundation
import Testing
import _TestSupport

@testable import ShapeRender

/// onDelete, onMove and the collection edits their actions make, and the edit mode.
@MainActor @Suite struct RowEditingTests {
  @Test func removingAndMovingAtOffsets() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.remove(atOffsets: IndexSet([1, 3, 9]))
    #expect(letters == ["a", "c", "e"])
    var numbers = [0, 1, 2, 3, 4, 5]
    numbers.move(fromOffsets: IndexSet([1, 2]), toOffset: 5)
    #expect(numbers == [0, 3, 4, 1, 2, 5])
    numbers = [0, 1, 2, 3, 4, 5]
    numbers.move(fromOffsets: IndexSet([4]), toOffset: 0)
    #expect(numbers == [4, 0, 1, 2, 3, 5])
    numbers = [0, 1, 2]
    numbers.move(fromOffsets: IndexSet([0, 7]), toOffset: 99)
    #expect(numbers == [1, 2, 0])
    numbers.move(fromOffsets: IndexSet([2]), toOffset: -4)
    #expect(numbers == [0, 1, 2])
  }

  @Test func movesKeepEveryElementOnce() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      let count = Int.random(in: 0...12, using: &generator)
      var values = Array(0..<count)
      let source = IndexSet(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          Int.random(in: -2...14, using: &generator)
        })
      let destination = Int.random(in: -3...15, using: &generator)
      values.move(fromOffsets: source, toOffset: destination)
      #expect(values.sorted() == Array(0..<count))
      // The moved elements stay in their order, side by side.
      let moved = source.filter { $0 >= 0 && $0 < count }
      if let first = moved.first, let at = values.firstIndex(of: first) {
        #expect(Array(values[at..<(at + moved.count)]) == moved)
      }
    }
  }

  @Test func aStillIsNeverEditingAndItsRowsAreDrawn() {
    #expect(EnvironmentValues().editMode?.wrappedValue == .inactive)
    #expect(!EditMode.inactive.isEditing && EditMode.active.isEditing)
    let laid = LaidOut(width: 390, height: 200) {
      List {
        ForEach(["Ada", "Grace"], id: \.self) { Text($0) }
          .onDelete { _ in }
          .onMove { _, _ in }
      }
    }
    #expect(laid.texts.map(\.string) == ["Ada", "Grace"])
    // Two rows: one separator between them.
    #expect(laid.frames(of: Color(hex: 0xC6C6C8)).count == 1)
  }
}
