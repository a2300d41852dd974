import ShapeRender
import Testing

/// Every form of NavigationLink draws its label as a button, or a chevron row in a list.
@MainActor @Suite struct NavigationLinkTests {
  struct Meeting: Hashable {
    let title: String
  }

  @Test func aLinkToADestinationViewDrawsItsLabelAsAButton() {
    let button = renderSVG { Button("Standup") {} }
    #expect(renderSVG { NavigationLink(destination: Text("Detail")) { Text("Standup") } } == button)
    #expect(renderSVG { NavigationLink("Standup", destination: Text("Detail")) } == button)
    let title: String = "Standup"
    #expect(renderSVG { NavigationLink(title, destination: Text("Detail")) } == button)
    #expect(button.contains(##"fill="#007aff""##))
  }

  @Test func anActiveLinkOutsideAStackShowsTheLink() {
    let button = renderSVG { Button("Standup") {} }
    let active = Binding.constant(true)
    #expect(
      renderSVG {
        NavigationLink(destination: Text("Detail"), isActive: active) { Text("Standup") }
      } == button)
    #expect(
      renderSVG {
        NavigationLink(isActive: active) {
          Text("Detail")
        } label: {
          Text("Standup")
        }
      } == button)
    #expect(renderSVG { NavigationLink("Standup", isActive: active) { Text("Detail") } } == button)
    #expect(
      renderSVG { NavigationLink("Standup", destination: Text("Detail"), isActive: active) }
        == button)
    let selection = Binding<Int?>.constant(1)
    #expect(
      renderSVG {
        NavigationLink(tag: 1, selection: selection) {
          Text("Detail")
        } label: {
          Text("Standup")
        }
      } == button)
    #expect(
      renderSVG {
        NavigationLink(destination: Text("Detail"), tag: 1, selection: selection) {
          Text("Standup")
        }
      } == button)
  }

  @Test func aLinkToAValueDrawsItsLabelEvenForNil() {
    let button = renderSVG { Button("Standup") {} }
    let meeting = Meeting(title: "Standup")
    #expect(renderSVG { NavigationLink(value: meeting) { Text("Standup") } } == button)
    #expect(renderSVG { NavigationLink("Standup", value: meeting) } == button)
    #expect(renderSVG { NavigationLink(meeting.title, value: meeting) } == button)
    let none: Meeting? = nil
    #expect(renderSVG { NavigationLink("Standup", value: none) } == button)
  }

  @Test func aLinkToADestinationViewInAListIsARowWithAChevron() {
    let closure = renderSVG(width: 300, height: 120) {
      List {
        NavigationLink {
          Text("Detail")
        } label: {
          Text("Standup")
        }
      }
    }
    #expect(
      renderSVG(width: 300, height: 120) {
        List { NavigationLink(destination: Text("Detail")) { Text("Standup") } }
      } == closure)
    #expect(
      renderSVG(width: 300, height: 120) {
        List { NavigationLink("Standup", value: 3) }
      } == closure)
    #expect(closure.contains(##"stroke="#c4c4c6""##))
  }

  @Test func linksInAScrollViewInAListRowAreButtonsWithoutChevrons() {
    let buttons = renderSVG(width: 300, height: 120) {
      List {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            Button("Lakes") {}
            Button("Rivers") {}
          }
        }
      }
    }
    #expect(
      renderSVG(width: 300, height: 120) {
        List {
          ScrollView(.horizontal) {
            HStack(spacing: 0) {
              NavigationLink("Lakes") { Text("Detail") }
              NavigationLink("Rivers") { Text("Detail") }
            }
          }
        }
      } == buttons)
    #expect(!buttons.contains(##"stroke="#c4c4c6""##))
  }
}
