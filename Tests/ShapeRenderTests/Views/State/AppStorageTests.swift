import Foundation
import ShapeRender
import Testing

/// `@AppStorage` reads and writes the user defaults; `@SceneStorage` keeps values while the
/// program runs.
@MainActor @Suite struct AppStorageTests {
  /// A store of its own for each test, emptied afterwards.
  func withStore(_ body: (UserDefaults) throws -> Void) rethrows {
    let name = "AppStorageTests-\(UUID().uuidString)"
    guard let store = UserDefaults(suiteName: name) else {
      Issue.record("no store named \(name)")
      return
    }
    defer { store.removePersistentDomain(forName: name) }
    try body(store)
  }

  enum Theme: String { case light, ocean }
  enum Level: Int {
    case easy = 1
    case hard = 3
  }

  @Test func aValueReadsAsTheDefaultUntilOneIsStored() {
    withStore { store in
      let count = AppStorage(wrappedValue: 16, "cardCount", store: store)
      #expect(count.wrappedValue == 16)
      count.wrappedValue = 24
      #expect(store.integer(forKey: "cardCount") == 24)
      #expect(AppStorage(wrappedValue: 16, "cardCount", store: store).wrappedValue == 24)
    }
  }

  @Test func everyPropertyListTypeRoundTrips() {
    withStore { store in
      let flag = AppStorage(wrappedValue: false, "flag", store: store)
      let ratio = AppStorage(wrappedValue: 0.5, "ratio", store: store)
      let name = AppStorage(wrappedValue: "", "name", store: store)
      let site = AppStorage(wrappedValue: URL(fileURLWithPath: "/"), "site", store: store)
      let blob = AppStorage(wrappedValue: Data(), "blob", store: store)
      flag.wrappedValue = true
      ratio.wrappedValue = 0.25
      name.wrappedValue = "Emma"
      site.wrappedValue = URL(fileURLWithPath: "/tmp/site")
      blob.wrappedValue = Data([1, 2, 3])
      #expect(AppStorage(wrappedValue: false, "flag", store: store).wrappedValue == true)
      #expect(AppStorage(wrappedValue: 0.5, "ratio", store: store).wrappedValue == 0.25)
      #expect(AppStorage(wrappedValue: "", "name", store: store).wrappedValue == "Emma")
      #expect(
        AppStorage(wrappedValue: URL(fileURLWithPath: "/"), "site", store: store)
          .wrappedValue.path == "/tmp/site")
      #expect(
        AppStorage(wrappedValue: Data(), "blob", store: store).wrappedValue == Data([1, 2, 3]))
    }
  }

  @Test func rawRepresentableValuesAreStoredByTheirRawValues() {
    withStore { store in
      let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
      let level = AppStorage(wrappedValue: Level.easy, "level", store: store)
      theme.wrappedValue = .ocean
      level.wrappedValue = .hard
      #expect(store.string(forKey: "theme") == "ocean")
      #expect(store.integer(forKey: "level") == 3)
      #expect(AppStorage(wrappedValue: Theme.light, "theme", store: store).wrappedValue == .ocean)
      // A raw value that makes no case reads as the default.
      store.set("sepia", forKey: "theme")
      #expect(AppStorage(wrappedValue: Theme.light, "theme", store: store).wrappedValue == .light)
    }
  }

  @Test func aStoredValueOfAnotherTypeReadsAsTheDefault() {
    withStore { store in
      store.set("many", forKey: "cardCount")
      #expect(AppStorage(wrappedValue: 16, "cardCount", store: store).wrappedValue == 16)
    }
  }

  @Test func anOptionalIsNilUntilStoredAndStoringNilRemovesIt() {
    withStore { store in
      let nickname = AppStorage<String?>("nickname", store: store)
      #expect(nickname.wrappedValue == nil)
      nickname.wrappedValue = "Em"
      #expect(store.string(forKey: "nickname") == "Em")
      nickname.wrappedValue = nil
      #expect(store.object(forKey: "nickname") == nil)
      let score = AppStorage<Int?>("score", store: store)
      score.projectedValue.wrappedValue = 7
      #expect(score.wrappedValue == 7)
    }
  }

  struct CountLabel: View {
    @AppStorage("cardCount") var cardCount = 16
    var body: some View { Text("\(cardCount) cards") }
  }

  @Test func defaultAppStorageSetsTheStoreOfTheViewsInside() {
    withStore { store in
      store.set(20, forKey: "cardCount")
      let artwork = Artwork(width: 200, height: 40) {
        CountLabel().defaultAppStorage(store)
      }
      #expect(SVGRenderer().render(artwork).contains(">20 cards</text>"))
    }
  }

  @Test func aSceneStorageValueIsKeptByKeyWhileTheProgramRuns() {
    let key = "selectedTab-\(UUID().uuidString)"
    let tab = SceneStorage(wrappedValue: "home", key)
    #expect(tab.wrappedValue == "home")
    tab.projectedValue.wrappedValue = "search"
    #expect(SceneStorage(wrappedValue: "home", key).wrappedValue == "search")
    let draft = SceneStorage<String?>("draft-\(UUID().uuidString)")
    #expect(draft.wrappedValue == nil)
  }

  @Test func theTintStyleFollowsTheTintAroundTheView() {
    let artwork = Artwork(width: 40, height: 40) {
      VStack {
        Circle().frame(width: 10, height: 10).foregroundStyle(.tint)
        Circle().frame(width: 10, height: 10).foregroundStyle(.tint).tint(.pink)
        Circle().fill(.tint).frame(width: 10, height: 10)
      }
    }
    let svg = SVGRenderer().render(artwork)
    #expect(svg.components(separatedBy: ##"fill="#007aff""##).count == 3)
    #expect(svg.contains(##"fill="#ff2d55""##))
  }
}
