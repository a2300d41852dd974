import SwiftUI
import Testing

/// A settings screen as SwiftUI code writes one, with controls a still draws as iOS does:
/// it compiles with `import SwiftUI` unchanged.
struct SettingsScreen: View {
  @State private var showsMatches = true
  @State private var themeName = ""
  let progress: Double

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 12) {
        Section(header: Text("Game").font(.headline)) {
          Toggle("Show matches", isOn: $showsMatches)
          ProgressView("Matched", value: progress, total: 8)
        }
        TextField("Theme name", text: $themeName)
          .textFieldStyle(.roundedBorder)
        HStack {
          Button("New game") {}.buttonStyle(.borderedProminent)
          Button("Cancel", role: .cancel) {}.buttonStyle(.bordered)
        }
        Link("Course site", destination: URL(fileURLWithPath: "/cs193p"))
      }
      .padding()
      .navigationTitle("Settings")
      .toolbar { Button("Done") {} }
      .sheet(isPresented: .constant(false)) { Text("Help") }
    }
  }
}

@MainActor @Suite struct SwiftUISettingsScreenTests {
  @Test func controlsCompileAndDraw() {
    let artwork = Artwork(width: 390, height: 400, background: .white) {
      SettingsScreen(progress: 6)
    }
    let svg = SVGRenderer().render(artwork)
    // The switch's green track, the bar's blue share, the prominent button's blue.
    #expect(svg.contains(##"fill="#34c759""##))
    #expect(svg.contains(##"fill="#007aff""##))
    #expect(svg.contains(">Theme name</text>"))
    // The title large in the navigation bar, the toolbar's button at its trailing end; the
    // sheet not drawn.
    #expect(svg.contains(##"font-size="34" font-weight="700">Settings</text>"##))
    #expect(svg.contains(##"fill="#007aff">Done</text>"##) && !svg.contains(">Help<"))
  }
}
