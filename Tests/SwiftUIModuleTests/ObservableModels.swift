import Foundation
import SwiftUI
import Testing

// Xcode 15's way of writing models and previews, under `import SwiftUI` with nothing
// changed: `@Observable` models provided with `environment(_:)`, read with
// `@Environment(Model.self)`, bound with `@Bindable`, and a `#Preview` after each view.

@Observable final class Bookshelf {
  var titles: [String]
  var favorite: String?

  init(titles: [String]) { self.titles = titles }
}

@Observable final class Book: Identifiable {
  let id: Int
  var title: String
  var isRead = false

  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

struct ShelfSummary: View {
  @Environment(Bookshelf.self) private var shelf

  var body: some View {
    Text("\(shelf.titles.count) books: \(ListFormatter.localizedString(byJoining: shelf.titles))")
  }
}

#Preview {
  ShelfSummary().environment(Bookshelf(titles: ["Emma", "Persuasion"]))
}

struct OptionalShelfBadge: View {
  @Environment(Bookshelf.self) private var shelf: Bookshelf?

  var body: some View {
    Text(shelf == nil ? "No shelf" : "Shelf")
  }
}

#Preview("Without a shelf", traits: .sizeThatFitsLayout) {
  OptionalShelfBadge()
}

struct BookRow: View {
  @Bindable var book: Book

  var body: some View {
    Toggle(book.title, isOn: $book.isRead)
  }
}

#Preview(traits: .fixedLayout(width: 300, height: 44), .landscapeLeft) {
  @Previewable @State var book = Book(id: 1, title: "Emma")
  BookRow(book: book)
}

@MainActor @Suite struct ObservableModelTests {
  /// The texts an artwork of `width` by `height` draws.
  func texts<V: View>(_ width: CGFloat, _ height: CGFloat, _ view: V) -> String {
    SVGRenderer().render(Artwork(width: width, height: height) { view })
  }

  @Test func anObservableObjectReachesTheViewsThatReadItByType() {
    let shelf = Bookshelf(titles: ["Emma", "Persuasion", "Sanditon"])
    let svg = texts(400, 40, ShelfSummary().environment(shelf))
    #expect(svg.contains(">3 books: Emma, Persuasion, and Sanditon</text>"))
  }

  @Test func aMissingObservableObjectLeavesItsReaderOutAndSaysWhich() {
    let artwork = Artwork(width: 200, height: 40) {
      VStack {
        ShelfSummary()
        Text("After")
      }
    }
    let svg = SVGRenderer().render(artwork)
    #expect(!svg.contains("books") && svg.contains(">After</text>"))
    #expect(artwork.diagnostics == [.missingEnvironmentObject("Bookshelf")])
  }

  @Test func anOptionalReadGivesNilWhenNoAncestorProvidesTheObject() {
    #expect(texts(200, 40, OptionalShelfBadge()).contains(">No shelf</text>"))
    let provided = OptionalShelfBadge().environment(Bookshelf(titles: []))
    #expect(texts(200, 40, provided).contains(">Shelf</text>"))
  }

  @Test func providingNilTakesTheAncestorsObjectAway() {
    let view = OptionalShelfBadge()
      .environment(nil as Bookshelf?)
      .environment(Bookshelf(titles: ["Emma"]))
    #expect(texts(200, 40, view).contains(">No shelf</text>"))
  }

  @Test func theNearestProviderWins() {
    let view = ShelfSummary()
      .environment(Bookshelf(titles: ["Emma"]))
      .environment(Bookshelf(titles: ["Persuasion", "Sanditon"]))
    #expect(texts(300, 40, view).contains(">1 books: Emma</text>"))
  }

  @Test func aBindableMakesBindingsThatWriteTheObject() {
    let book = Book(id: 7, title: "Emma")
    let row = BookRow(book: book)
    row.$book.isRead.wrappedValue = true
    row.$book.title.wrappedValue = "Emma (1815)"
    #expect(book.isRead && book.title == "Emma (1815)")
    #expect(Bindable(book).id == 7)
    // The toggle draws the object's state: on, in the switch's green.
    #expect(texts(300, 44, row).contains(##"fill="#34c759""##))
  }

  @Test func aCombineViewModelCompilesWithoutSwiftUI() {
    let stopwatch = StopwatchModel()
    stopwatch.secondsElapsed = 42
    stopwatch.lap()
    #expect(stopwatch.laps == [42])
    #expect(stopwatch.objectWillChange.sendCount == 0)  // a new publisher on each read
  }

  @Test func aListFormatterJoinsInItsLocalesConventions() {
    let formatter = ListFormatter()
    formatter.locale = Locale(identifier: "en_US")
    #expect(formatter.string(from: ["Ann", "Bo", "Cy"]) == "Ann, Bo, and Cy")
    #expect(formatter.string(from: ["Ann", "Bo"]) == "Ann and Bo")
    #expect(formatter.string(from: ["Ann"]) == "Ann")
    #expect(formatter.string(from: []) == "")
    #expect(formatter.string(from: [1, 2, 3]) == "1, 2, and 3")
    #expect(formatter.string(for: "not a list") == nil)
    formatter.locale = Locale(identifier: "fr_FR")
    #expect(formatter.string(from: ["Ann", "Bo", "Cy"]) == "Ann, Bo et Cy")
  }
}
