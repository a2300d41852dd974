import Foundation
import ShapeRender
import Testing

/// `NavigationLink(destination:label:)` and its titled twins, taking the destination as a
/// view: drawn as the links that build it.
@MainActor @Suite struct NavigationLinkDestinationTests {
  @Test func aDestinationViewDrawsAsADestinationBuilder() {
    let built = renderSVG(width: 300, height: 200) {
      List {
        NavigationLink {
          Text("Detail")
        } label: {
          Text("Design Review")
        }
        NavigationLink("Agenda") { Text("Detail") }
      }
    }
    let given = renderSVG(width: 300, height: 200) {
      List {
        NavigationLink(destination: Text("Detail")) {
          Text("Design Review")
        }
        NavigationLink("Agenda", destination: Text("Detail"))
      }
    }
    #expect(given == built)
    #expect(given.contains(">Design Review</text>") && !given.contains(">Detail</text>"))
    let title = String("Agenda")
    #expect(
      renderSVG(width: 300, height: 100) { NavigationLink(title, destination: Text("Detail")) }
        .contains(">Agenda</text>"))
  }
}
