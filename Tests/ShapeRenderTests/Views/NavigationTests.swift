import Foundation
import ShapeRender
import Testing

/// NavigationStack, NavigationView, NavigationLink, Link and Section in a still.
@MainActor @Suite struct NavigationTests {
  @Test func navigationContainersShowTheirContentWithNoBarWithoutATitle() {
    let content = renderSVG { Text("Memorize!").padding() }
    #expect(renderSVG { NavigationStack { Text("Memorize!").padding() } } == content)
    #expect(renderSVG { NavigationView { Text("Memorize!").padding() } } == content)
    // A stack takes all the room it is offered.
    let laid = LaidOut {
      VStack(spacing: 0) {
        NavigationStack { Color.red.frame(width: 10, height: 10) }
        Color.blue.frame(height: 10)
      }
    }
    #expect(laid.frame(of: .red) == CGRect(x: 45, y: 40, width: 10, height: 10))
    #expect(laid.frame(of: .blue) == CGRect(x: 0, y: 90, width: 100, height: 10))
  }

  @Test func linksAreDrawnAsButtons() {
    let button = renderSVG { Button("Stanford") {} }
    #expect(
      renderSVG { Link("Stanford", destination: URL(fileURLWithPath: "/cs193p")) } == button)
    #expect(renderSVG { NavigationLink("Stanford") { Text("Next") } } == button)
    #expect(
      renderSVG {
        NavigationLink {
          Text("Next")
        } label: {
          Text("Stanford")
        }
      } == button)
  }

  @Test func aSectionsPartsAreChildrenOfItsStack() {
    let flat = renderSVG {
      VStack(alignment: .leading) {
        Text("Faces")
        Text("👻")
        Text("🎃")
        Text("2 faces")
      }
    }
    #expect(
      renderSVG {
        VStack(alignment: .leading) {
          Section {
            Text("👻")
            Text("🎃")
          } header: {
            Text("Faces")
          } footer: {
            Text("2 faces")
          }
        }
      } == flat)
    let headed = renderSVG {
      VStack(alignment: .leading) {
        Text("Faces")
        Text("👻")
      }
    }
    #expect(renderSVG { VStack(alignment: .leading) { Section("Faces") { Text("👻") } } } == headed)
    #expect(
      renderSVG { VStack(alignment: .leading) { Section(header: Text("Faces")) { Text("👻") } } }
        == headed)
  }
}
