import ShapeRender
import Testing

/// A split view in a still shows its sidebar, as an iPhone does.
@MainActor @Suite struct NavigationSplitViewTests {
  @Test func aSplitViewShowsItsSidebarAlone() {
    let sidebar = renderSVG { Text("Rooms").padding() }
    #expect(
      renderSVG {
        NavigationSplitView {
          Text("Rooms").padding()
        } detail: {
          Color.red
        }
      } == sidebar)
    #expect(
      renderSVG {
        NavigationSplitView {
          Text("Rooms").padding()
        } content: {
          Color.green
        } detail: {
          Color.red
        }
        .navigationSplitViewStyle(.balanced)
      } == sidebar)
  }

  @Test func theSidebarIsTheRootOfAStackUnderTheBarOfItsTitleAndToolbar() {
    let stack = renderSVG(width: 390, height: 300) {
      NavigationStack {
        List { Text("Kitchen") }
          .navigationTitle("Rooms")
          .toolbar { Button("Add") {} }
      }
    }
    #expect(stack.contains(">Rooms</text>"))
    #expect(stack.contains(">Add</text>"))
    #expect(
      renderSVG(width: 390, height: 300) {
        NavigationSplitView {
          List { Text("Kitchen") }
            .navigationTitle("Rooms")
            .toolbar { Button("Add") {} }
        } detail: {
          Color.red
        }
      } == stack)
  }

  @Test func columnVisibilityStylesAndWidthsChangeNothing() {
    let sidebar = renderSVG { Text("Rooms").padding() }
    let visibility = Binding.constant(NavigationSplitViewVisibility.detailOnly)
    #expect(
      renderSVG {
        NavigationSplitView(columnVisibility: visibility) {
          Text("Rooms").padding().navigationSplitViewColumnWidth(250)
        } detail: {
          Color.red.navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300)
        }
        .navigationSplitViewStyle(.prominentDetail)
      } == sidebar)
    #expect(
      renderSVG {
        NavigationSplitView(columnVisibility: .constant(.all)) {
          Text("Rooms").padding()
        } content: {
          Color.green
        } detail: {
          Color.red
        }
        .navigationSplitViewStyle(.automatic)
      } == sidebar)
  }
}
