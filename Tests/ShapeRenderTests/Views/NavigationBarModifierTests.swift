import ShapeRender
import Testing

/// The navigation bar: a title set inside a navigation stack is drawn in its bar; items
/// and styles leave the view unchanged.
@MainActor @Suite struct NavigationBarModifierTests {
  @Test func aTitleIsDrawnLargeAtTheTopOfTheStack() {
    let body = renderBody(width: 200, height: 300) {
      NavigationStack { Color.yellow.navigationTitle("Scores") }
    }
    // The content below the 96-point bar (the bar is outside its safe area, as on iOS);
    // the title 34 points bold at the leading edge, its baseline near the bar's bottom.
    #expect(
      body == [
        ##"<path d="M0 96H200V300H0Z" fill="#ffcc00"/>"##,
        ##"<text x="16" y="86.795" font-family="Liberation Sans, Helvetica, Arial, sans-serif" font-size="34" font-weight="700">Scores</text>"##,
      ])
  }

  @Test func contentThatIgnoresTheSafeAreaReachesUnderTheBar() {
    let title =
      ##"<text x="16" y="86.795" font-family="Liberation Sans, Helvetica, Arial, sans-serif" font-size="34" font-weight="700">Scores</text>"##
    let ignoring = renderBody(width: 200, height: 300) {
      NavigationStack { Color.yellow.ignoresSafeArea().navigationTitle("Scores") }
    }
    #expect(ignoring == [##"<path d="M0 0H200V300H0Z" fill="#ffcc00"/>"##, title])
    // A background of a shape style ignores it by default; only up to the top here.
    let background = renderBody(width: 200, height: 300) {
      NavigationStack {
        Text("Top").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
          .background(.yellow, ignoresSafeAreaEdges: .top)
          .navigationTitle("Scores")
      }
    }
    #expect(background.first == ##"<path d="M0 0H200V300H0Z" fill="#ffcc00"/>"##)
  }

  @Test func anInlineTitleIsCentredInTheBar() {
    let body = renderBody(width: 200, height: 300) {
      NavigationStack {
        Text("Agenda").navigationTitle("Standup").navigationBarTitleDisplayMode(.inline)
      }
    }
    // The content centred below the 44-point bar, the title 17 points semibold in it.
    #expect(
      body == [
        ##"<text x="70.694" y="177.894" font-family="Liberation Sans, Helvetica, Arial, sans-serif" font-size="17">Agenda</text>"##,
        ##"<text x="66.004" y="27.894" font-family="Liberation Sans, Helvetica, Arial, sans-serif" font-size="17" font-weight="600">Standup</text>"##,
      ])
  }

  @Test func everyFormOfTheTitleDrawsTheSameBar() {
    func stack<V: View>(_ content: V) -> String {
      renderSVG(width: 200, height: 300) { NavigationStack { content } }
    }
    let agenda = Text("Agenda")
    let large = stack(agenda.navigationTitle("Standup"))
    let name = "Standup"
    #expect(stack(agenda.navigationTitle(Text("Standup"))) == large)
    #expect(stack(agenda.navigationTitle(.constant("Standup"))) == large)
    #expect(stack(agenda.navigationTitle(name)) == large)
    #expect(stack(agenda.navigationBarTitle(Text("Standup"))) == large)
    #expect(stack(agenda.navigationBarTitle("Standup")) == large)
    #expect(stack(agenda.navigationBarTitle(name)) == large)
    #expect(stack(agenda.navigationBarTitle("Standup", displayMode: .large)) == large)
    #expect(stack(agenda.navigationBarTitle(name, displayMode: .automatic)) == large)
    #expect(
      renderSVG(width: 200, height: 300) { NavigationView { agenda.navigationTitle("Standup") } }
        == large)
    let inline = stack(agenda.navigationTitle("Standup").navigationBarTitleDisplayMode(.inline))
    #expect(stack(agenda.navigationBarTitle(Text("Standup"), displayMode: .inline)) == inline)
    #expect(inline != large)
    // The title set closest to the content is the bar's.
    #expect(stack(agenda.navigationTitle("Standup").navigationTitle("Other")) == large)
  }

  @Test func whatIsDrawnOtherwiseIsNotedOnceWithOrWithoutABar() {
    let titled = Artwork(width: 200, height: 300) {
      NavigationStack { Image(systemName: "tortoise").navigationTitle("Stars") }
    }
    #expect(titled.diagnostics == [.missingSymbol("tortoise")])
    let plain = Artwork(width: 200, height: 300) {
      NavigationStack { Image(systemName: "tortoise") }
    }
    #expect(plain.diagnostics == [.missingSymbol("tortoise")])
  }

  @Test func aTitleOutsideAStackOrOfAViewIsNotDrawn() {
    let plain = renderSVG { Text("Agenda").padding() }
    #expect(renderSVG { Text("Agenda").padding().navigationTitle("Standup") } == plain)
    #expect(
      renderSVG {
        NavigationStack {
          Text("Agenda").padding()
            .navigationTitle { Label("Standup", systemImage: "person.3") }
        }
      } == plain)
    // A stack inside another keeps its title to its own bar.
    let inner = renderSVG(width: 200, height: 300) {
      NavigationStack { NavigationStack { Text("Agenda").navigationTitle("Standup") } }
    }
    #expect(inner.components(separatedBy: ">Standup<").count == 2)
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
