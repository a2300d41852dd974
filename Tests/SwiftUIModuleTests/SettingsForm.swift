import Foundation
import SwiftUI
import Testing

/// A settings form as SwiftUI code writes one: sections of a picker, a slider, a stepper,
/// a toggle and a segmented picker; it compiles with `import SwiftUI` unchanged.
struct SettingsForm: View {
  enum Theme: String, CaseIterable, Identifiable {
    case halloween, animals, faces
    var id: Self { self }
  }

  @State private var theme = Theme.animals
  @State private var volume = 0.6
  @State private var pairs = 4
  @State private var showsMatches = true
  @State private var difficulty = 1

  var body: some View {
    NavigationStack {
      Form {
        Section(header: Text("Game"), footer: Text("Changes start a new game.")) {
          Picker("Theme", selection: $theme) {
            ForEach(Theme.allCases) { theme in
              Text(theme.rawValue.capitalized)
            }
          }
          Stepper("Pairs: \(pairs)", value: $pairs, in: 2...12)
          Toggle("Show matches", isOn: $showsMatches)
        }
        Section("Sound") {
          Slider(value: $volume, in: 0...1) {
            Text("Volume")
          } minimumValueLabel: {
            Text("0")
          } maximumValueLabel: {
            Text("10")
          }
        }
        Section {
          Picker("Difficulty", selection: $difficulty) {
            Text("Easy").tag(0)
            Text("Medium").tag(1)
            Text("Hard").tag(2)
          }
          .pickerStyle(.segmented)
          LabeledContent("Version", value: "1.2")
        }
      }
      .navigationTitle("Settings")
    }
  }
}

/// A list screen as SwiftUI code writes one: rows from data, sections, row modifiers.
struct FruitList: View {
  struct Fruit: Identifiable {
    let name: String
    let emoji: String
    var id: String { name }
  }

  let fruits = [
    Fruit(name: "Apple", emoji: "🍎"), Fruit(name: "Banana", emoji: "🍌"),
    Fruit(name: "Cherry", emoji: "🍒"),
  ]

  @State private var showsMore = true

  var body: some View {
    List {
      Section(header: Text("Fruit")) {
        ForEach(fruits) { fruit in
          NavigationLink {
            Text(fruit.emoji)
          } label: {
            Label(fruit.name, systemImage: "leaf")
          }
        }
      }
      Section {
        DisclosureGroup("Details", isExpanded: $showsMore) {
          Text("Picked this morning")
        }
        Menu("Sort") {
          Button("By name") {}
        }
      }
      Section(header: Text("More")) {
        Text("Hidden separator").listRowSeparator(.hidden)
        Text("Yellow").listRowBackground(Color.yellow)
        Text("Last")
      }
    }
    .listStyle(.insetGrouped)
  }
}

/// Tabs as SwiftUI code writes them: the list and the form, the list selected.
struct FruitTabs: View {
  enum Tab { case fruit, settings }
  @State private var tab = Tab.fruit

  var body: some View {
    TabView(selection: $tab) {
      FruitList()
        .tabItem { Label("Fruit", systemImage: "leaf") }
        .tag(Tab.fruit)
      SettingsForm()
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(Tab.settings)
    }
  }
}

@MainActor @Suite struct SwiftUISettingsFormTests {
  @Test func theFormDrawsItsControlsInTheirState() {
    let artwork = Artwork(width: 390, height: 600) { SettingsForm() }
    let svg = SVGRenderer().render(artwork)
    // iOS's grouped gray, the picker's selection in the accent, the header in capitals.
    #expect(svg.contains(##"fill="#f2f2f7""##))
    #expect(svg.contains(">Animals</text>") && !svg.contains(">Faces</text>"))
    #expect(svg.contains(">GAME</text>") && svg.contains(">Changes start a new game.</text>"))
    #expect(svg.contains(">Pairs: 4</text>") && svg.contains(">Medium</text>"))
    #expect(svg.contains(##"fill="#34c759""##) && svg.contains(##"fill="#007aff""##))
    #expect(!svg.contains(">Volume</text>"))
    #expect(svg.contains(##"font-size="34" font-weight="700">Settings</text>"##))
    #expect(svg.contains(">Version</text>") && svg.contains(">1.2</text>"))
  }

  @Test func theListDrawsItsRows() {
    let artwork = Artwork(width: 390, height: 500) { FruitList() }
    let svg = SVGRenderer().render(artwork)
    for name in ["Apple", "Banana", "Cherry", "FRUIT", "MORE", "Last"] {
      #expect(svg.contains(">\(name)</text>"), "\(name)")
    }
    #expect(svg.contains(##"fill="#ffcc00""##))
  }

  @Test func theTabsDrawTheSelectedTabAndTheBar() {
    let artwork = Artwork(width: 390, height: 700) { FruitTabs() }
    let svg = SVGRenderer().render(artwork)
    #expect(svg.contains(">Apple</text>") && !svg.contains(">Pairs: 4</text>"))
    #expect(svg.contains(##"fill="#f9f9f9""##))
    #expect(svg.contains(">Fruit</text>") && svg.contains(">Settings</text>"))
    // The expanded disclosure group's content is a row; the menu is closed.
    #expect(svg.contains(">Picked this morning</text>") && !svg.contains(">By name</text>"))
  }

  @Test func theFormsPixelsAreIOSs() throws {
    let image = try ImageRenderer(content: SettingsForm().frame(width: 390, height: 600)).render()
    func rgb(_ x: Int, _ y: Int) -> [Int] {
      let pixel = image.pixel(x: x, y: y)
      return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }
    // The grouped gray, under the bar too; below the 96-point bar of the large title, a
    // white section, the switch's green in the third row (127 to 171, the switch 51 wide at
    // the trailing inset), the stepper's tertiary fill (`#eeeeef`).
    #expect(rgb(5, 5) == [242, 242, 247])
    #expect(rgb(30, 100 + 96) == [255, 255, 255])
    #expect(rgb(310, 149 + 96) == [52, 199, 89])
    #expect(zip(rgb(262, 95 + 96), [238, 238, 239]).allSatisfy { abs($0 - $1) <= 1 })
    // To look at them: CONTROLS_PNG=folder swift test --filter SwiftUISettingsFormTests.
    if let directory = ProcessInfo.processInfo.environment["CONTROLS_PNG"] {
      for (name, view) in [
        ("form", AnyView(SettingsForm().frame(width: 390, height: 600))),
        ("list", AnyView(FruitList().frame(width: 390, height: 500))),
        ("tabs", AnyView(FruitTabs().frame(width: 390, height: 700))),
      ] {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        try renderer.render().pngData().write(to: URL(fileURLWithPath: "\(directory)/\(name).png"))
      }
    }
  }
}
