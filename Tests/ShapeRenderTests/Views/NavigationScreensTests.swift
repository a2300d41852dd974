import Testing

@testable import ShapeRender

/// A navigation stack's path and pushed destinations: a still shows the top screen, with a
/// back button to the one below.
@MainActor @Suite struct NavigationScreensTests {
  /// A list of meetings that registers a screen for each meeting number.
  struct Meetings: View {
    var body: some View {
      Text("All meetings")
        .navigationTitle("Meetings")
        .navigationDestination(for: Int.self) { number in
          Text("Agenda \(number)").navigationTitle("Meeting \(number)")
        }
    }
  }

  /// The texts a view draws on a phone-sized canvas, in drawing order.
  func texts(_ content: some View) -> [String] {
    LaidOut(width: 390, height: 600) { content }.texts.map(\.string)
  }

  @Test func aStackShowsTheScreenOfTheLastValueUnderABackButton() throws {
    let stack = NavigationStack(path: .constant(NavigationPath([1, 2]))) { Meetings() }
    // Meeting 2's screen: its content, its large title, and the back button with the title
    // of the screen below, Meeting 1's.
    #expect(texts(stack) == ["Agenda 2", "Meeting 2", "Meeting 1"])
    let laid = LaidOut(width: 390, height: 600) { stack }
    // The back button's chevron and title are in the accent color, at the leading end of
    // the 44-point row above the large title.
    let back = try #require(laid.texts.last)
    #expect(back.fill == .accentColor)
    #expect(back.anchor.y < 44)
    let chevron = try #require(laid.frame(of: .accentColor))
    #expect(chevron.minX >= 16 && chevron.maxX < back.anchor.x && chevron.maxY < 44)
    // The root's screen is not drawn.
    #expect(!texts(stack).contains("All meetings"))
  }

  @Test func aPathOfOneTypeWorksAsANavigationPath() {
    #expect(
      texts(NavigationStack(path: .constant([3])) { Meetings() })
        == ["Agenda 3", "Meeting 3", "Meetings"])
  }

  @Test func theBackButtonSaysBackWithoutATitleBelowOrForALongOne() {
    let untitled = NavigationStack(path: .constant([1])) {
      Text("Home").navigationDestination(for: Int.self) { Text("Page \($0)") }
    }
    // The pushed screen has no title of its own: the bar shows the back button alone.
    #expect(texts(untitled) == ["Page 1", "Back"])
    let long = NavigationStack(path: .constant([1])) {
      Text("Home").navigationTitle("A title far too long for the back button")
        .navigationDestination(for: Int.self) { Text("Page \($0)") }
    }
    #expect(texts(long) == ["Page 1", "Back"])
  }

  @Test func aPushedScreenInheritsTheTitleModeOfTheScreenBelow() throws {
    let stack = NavigationStack(path: .constant([1])) {
      Meetings().navigationBarTitleDisplayMode(.inline)
    }
    let laid = LaidOut(width: 390, height: 600) { stack }
    // Meeting 1's title inline: centred in the 44-point row, 17 points.
    let title = try #require(laid.texts.first { $0.string == "Meeting 1" })
    #expect(title.size == 17)
    #expect(title.anchor.y < 44)
  }

  @Test func valuesNoDestinationTakesAreSkipped() {
    let root = texts(NavigationStack { Meetings() })
    #expect(root == ["All meetings", "Meetings"])
    #expect(texts(NavigationStack(path: .constant(NavigationPath(["x"]))) { Meetings() }) == root)
    var mixed = NavigationPath()
    mixed.append("x")
    mixed.append(4)
    mixed.append(2.5)
    #expect(
      texts(NavigationStack(path: .constant(mixed)) { Meetings() })
        == ["Agenda 4", "Meeting 4", "Meetings"])
  }

  @Test func screensPushedWhilePresentedOrWhileAnItemIsSet() {
    let presented = NavigationStack {
      Text("Home").navigationTitle("Home")
        .navigationDestination(isPresented: .constant(true)) { Text("Settings") }
    }
    #expect(texts(presented) == ["Settings", "Home"])
    let item = NavigationStack {
      Text("Home").navigationDestination(item: .constant(Optional(7))) { Text("Item \($0)") }
    }
    #expect(texts(item) == ["Item 7", "Back"])
    let neither = NavigationStack {
      Text("Home")
        .navigationDestination(isPresented: .constant(false)) { Text("Settings") }
        .navigationDestination(item: .constant(Int?.none)) { Text("Item \($0)") }
    }
    #expect(texts(neither) == ["Home"])
  }

  @Test func anActiveLinkPushesItsDestination() {
    let active = NavigationStack {
      List {
        NavigationLink(destination: Text("Detail"), isActive: .constant(true)) { Text("Standup") }
        NavigationLink("Design", isActive: .constant(false)) { Text("Other") }
      }
      .navigationTitle("Scrums")
    }
    #expect(texts(active) == ["Detail", "Scrums"])
    let selected = NavigationView {
      NavigationLink(tag: 2, selection: .constant(Optional(2))) {
        Text("Two")
      } label: {
        Text("Second")
      }
    }
    #expect(texts(selected) == ["Two", "Back"])
    let other = NavigationView {
      NavigationLink(tag: 1, selection: .constant(Optional(2))) {
        Text("One")
      } label: {
        Text("First")
      }
    }
    #expect(texts(other) == ["First"])
  }

  @Test func aStackInsideAnotherPushesItsOwnScreens() {
    // The inner stack shows its pushed screen; the outer one has nothing pushed.
    let nested = NavigationStack {
      NavigationStack {
        Text("Inner").navigationDestination(isPresented: .constant(true)) { Text("Pushed") }
      }
      .navigationTitle("Outer")
    }
    #expect(texts(nested) == ["Pushed", "Back", "Outer"])
  }

  /// A screen that pushes another of itself, for ever.
  struct Endless: View {
    let depth: Int
    var body: some View {
      Text("Depth \(depth)")
        .navigationDestination(isPresented: .constant(true)) { Endless(depth: depth + 1) }
    }
  }

  @Test func aStackShowsAtMostSixtyFourScreens() {
    #expect(texts(NavigationStack { Endless(depth: 0) }) == ["Depth 63", "Back"])
    let long = NavigationStack(path: .constant(Array(0..<100_000))) { Meetings() }
    #expect(texts(long) == ["Agenda 62", "Meeting 62", "Meeting 61"])
  }
}
