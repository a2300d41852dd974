import Foundation
import SwiftUI
import Testing

/// Titles kept as keys, as localized apps keep them, passed to every titled control.
struct LocalizedSettings: View {
  let title: LocalizedStringKey = "Notifications"
  @State private var name = ""
  @State private var count = 2
  @State private var choice = 0
  @State private var when = Date(timeIntervalSince1970: 0)
  @State private var tint = Color.blue
  @State private var open = false

  var body: some View {
    Form {
      Section(title) {
        TextField(title, text: $name)
        SecureField(title, text: $name)
        Stepper(title, value: $count, in: 0...5)
        Picker(title, selection: $choice) { Text("One").tag(0) }
        DatePicker(title, selection: $when, displayedComponents: .date)
        ColorPicker(title, selection: $tint)
        DisclosureGroup(title, isExpanded: $open) { Text("Inside") }
        LabeledContent(title) { Text("On") }
        NavigationLink(title) { Text("Detail") }
      }
      Section("**Bold** header") {
        ProgressView(title, value: 0.5)
        GroupBox(title) { Text("Boxed") }
        Menu(title) { Button("Item") {} }
      }
    }
    .navigationTitle(title)
    .accessibilityLabel(title)
  }
}

@MainActor @Suite struct SwiftUILocalizedTitleTests {
  @Test func keysTitleEveryControlAndLiteralsKeepTheirMarkdown() {
    let svg = SVGRenderer().render(Artwork(width: 390, height: 900) { LocalizedSettings() })
    #expect(svg.components(separatedBy: ">Notifications<").count > 5)
    // The section header's literal is a key: its Markdown is a bold run (upper-cased, as
    // iOS sets grouped section headers), not asterisks.
    #expect(!svg.contains("**"))
    #expect(svg.contains(#"font-weight="700""#) && svg.contains(">BOLD</tspan>"))
  }
}
