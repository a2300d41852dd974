import ShapeRender
import Testing

/// NavigationPath keeps pushed values, in order.
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
}
