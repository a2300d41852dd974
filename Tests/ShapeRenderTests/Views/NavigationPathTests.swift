import ShapeRender
import Testing

/// NavigationPath keeps pushed values; a stack with a path shows its root in a still.
@MainActor @Suite struct NavigationPathTests {
  @Test func aPathCountsWhatIsAppendedAndRemoved() {
    var path = NavigationPath()
    #expect(path.isEmpty && path.count == 0)
    path.append("Standup")
    path.append(42)
    #expect(path.count == 2 && !path.isEmpty)
    path.removeLast()
    #expect(path.count == 1)
    #expect(path == NavigationPath(["Standup"]))
    #expect(path != NavigationPath([42]))
    #expect(NavigationPath([1, 2, 3]).count == 3)
  }

  @Test func removingMoreThanThePathHoldsEmptiesItAndNegativeRemovesNone() {
    var path = NavigationPath([1, 2, 3])
    path.removeLast(-2)
    #expect(path.count == 3)
    path.removeLast(10)
    #expect(path.isEmpty)
    path.removeLast()
    #expect(path.isEmpty)
  }

  @Test func aStackWithAPathShowsItsRootAndDestinationsAreNotDrawn() {
    let root = renderSVG { Text("Meetings").padding() }
    let path = Binding.constant(NavigationPath([1, 2]))
    #expect(
      renderSVG {
        NavigationStack(path: path) {
          Text("Meetings").padding()
            .navigationDestination(for: Int.self) { Text("Meeting \($0)") }
        }
      } == root)
    let ids = Binding.constant([7, 8])
    #expect(
      renderSVG {
        NavigationStack(path: ids) {
          Text("Meetings").padding()
            .navigationDestination(isPresented: .constant(true)) { Text("Pushed") }
            .navigationDestination(item: .constant(Optional(3))) { Text("Item \($0)") }
        }
      } == root)
  }
}
