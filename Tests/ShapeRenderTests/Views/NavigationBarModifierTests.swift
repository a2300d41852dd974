import ShapeRender
import Testing

/// A still has no navigation bar: titles, items and styles leave the view unchanged.
@MainActor @Suite struct NavigationBarModifierTests {
  @Test func titlesInEveryFormDrawNothing() {
    let plain = renderSVG { Text("Agenda").padding() }
    let name = "Standup"
    let title = Binding.constant("Standup")
    #expect(
      renderSVG {
        NavigationStack {
          Text("Agenda").padding()
            .navigationTitle(Text("Standup"))
            .navigationTitle(title)
            .navigationTitle { Label("Standup", systemImage: "person.3") }
            .navigationBarTitle(Text("Standup"))
            .navigationBarTitle("Standup")
            .navigationBarTitle(name)
            .navigationBarTitle(Text("Standup"), displayMode: .inline)
            .navigationBarTitle("Standup", displayMode: .large)
            .navigationBarTitle(name, displayMode: .automatic)
        }
      } == plain)
  }

  @Test func barItemsHidingAndStylesDrawNothing() {
    let plain = renderSVG { Text("Agenda").padding() }
    #expect(
      renderSVG {
        NavigationView {
          Text("Agenda").padding()
            .navigationBarItems(leading: Button("Cancel") {}, trailing: Button("Done") {})
            .navigationBarItems(leading: Button("Cancel") {})
            .navigationBarItems(trailing: Button("Done") {})
            .navigationBarHidden(true)
        }
        .navigationViewStyle(.stack)
      } == plain)
    for style in [
      AnyNavigationViewStyleCheck(StackNavigationViewStyle()),
      AnyNavigationViewStyleCheck(DoubleColumnNavigationViewStyle()),
      AnyNavigationViewStyleCheck(.columns), AnyNavigationViewStyleCheck(.automatic),
    ] {
      #expect(style.render() == plain)
    }
  }

  /// A navigation view with a style, drawn.
  @MainActor
  struct AnyNavigationViewStyleCheck {
    let render: () -> String

    init<S: NavigationViewStyle>(_ style: S) {
      render = {
        renderSVG { NavigationView { Text("Agenda").padding() }.navigationViewStyle(style) }
      }
    }
  }
}
