import Foundation
import Testing

@testable import ShapeRender

/// DisclosureGroup, GroupBox, Menu, TabView and NavigationLink in a list: iOS's stills.
@MainActor @Suite struct ContainerControlTests {
  static let blue = Color(hex: 0x007AFF)

  @Test func aDisclosureGroupShowsItsContentOnlyExpanded() throws {
    let collapsed = LaidOut(width: 200, height: 100) {
      DisclosureGroup("Advanced") { Text("Debug") }
    }
    #expect(collapsed.texts.map(\.string) == ["Advanced"])
    // The chevron points to the trailing edge, in the accent, at the trailing edge.
    let right = try #require(collapsed.strokes.first)
    #expect(right.color.drawn == Self.blue && right.rect.width == 5 && right.rect.height == 11)
    #expect(right.rect.maxX == 200 - 1.5)
    let expanded = LaidOut(width: 200, height: 100) {
      DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Debug") }
    }
    #expect(expanded.texts.map(\.string) == ["Advanced", "Debug"])
    let down = try #require(expanded.strokes.first)
    #expect(down.rect.width == 11 && down.rect.height == 5)
    #expect(expanded.texts[1].anchor.x == 0)
  }

  @Test func inAListAnExpandedGroupsContentIsRows() {
    let laid = LaidOut(width: 390, height: 300) {
      List {
        DisclosureGroup("Advanced", isExpanded: .constant(true)) {
          Text("Debug")
          Text("Logs")
        }
      }
    }
    #expect(laid.texts.map(\.string) == ["Advanced", "Debug", "Logs"])
    #expect(laid.frames(of: .white) == [CGRect(x: 20, y: 35, width: 350, height: 132)])
    #expect(laid.frames(of: Color(hex: 0xC6C6C8)).count == 2)
  }

  @Test func aGroupBoxPadsItsLabelAndContentOnGray() throws {
    let laid = LaidOut(width: 300, height: 200) {
      GroupBox("Score") { Text("12 matches") }
    }
    #expect(laid.texts.map(\.string) == ["Score", "12 matches"])
    #expect(laid.texts[0].size == 17 && laid.texts[0].anchor.x == 16)
    let box = try #require(laid.frame(of: Color(hex: 0xF2F2F7)))
    #expect(box.minX == 0 && box.width == 300)
    let title = try #require(laid.textFrames.first, "needs installed fonts")
    #expect(title.minY == box.minY + 16)
    #expect(laid.textFrames[1].minY == title.maxY + 8 && box.maxY == laid.textFrames[1].maxY + 16)
  }

  @Test func aMenuIsItsLabelAsAButton() {
    let laid = LaidOut(width: 200, height: 44) {
      Menu("Sort") {
        Button("By name") {}
        Button("By date") {}
      }
    }
    #expect(laid.texts.map(\.string) == ["Sort"] && laid.texts[0].fill?.drawn == Self.blue)
    let primary = LaidOut(width: 200, height: 44) {
      Menu {
        Button("By name") {}
      } label: {
        Label("Sort", systemImage: "arrow.up.arrow.down")
      } primaryAction: {
      }
    }
    #expect(primary.texts.map(\.string) == ["Sort"])
  }

  @Test func aTabViewDrawsTheSelectedTabOverTheBar() throws {
    let laid = LaidOut(width: 390, height: 600) {
      TabView(selection: .constant(2)) {
        Color.red.tabItem { Label("One", systemImage: "1.circle") }.tag(1)
        Color.green.tag(2).tabItem { Label("Two", systemImage: "2.circle") }
        Color.blue
      }
    }
    // The second tab's view over all but the bar; the bar's gray and hairline.
    #expect(laid.frame(of: .green) == CGRect(x: 0, y: 0, width: 390, height: 551))
    #expect(laid.frame(of: .red) == nil)
    #expect(laid.frame(of: Color(hex: 0xF9F9F9)) == CGRect(x: 0, y: 551, width: 390, height: 49))
    #expect(laid.frame(of: .black.opacity(0.3)) == CGRect(x: 0, y: 551, width: 390, height: 0.5))
    // The items in thirds, the selected in the accent; the third tab has none.
    #expect(laid.texts.map(\.string) == ["One", "Two"])
    #expect(laid.texts.map(\.fill?.drawn) == [Color(hex: 0x999999), Self.blue])
    #expect(laid.texts.map(\.size) == [10, 10])
    let frames = laid.textFrames
    try #require(frames.count == 2, "needs installed fonts")
    #expect(abs(frames[0].midX - 65) < 1e-6 && abs(frames[1].midX - 195) < 1e-6)
    // Without a selection, or with one no tab has: the first tab.
    let first = LaidOut(width: 390, height: 600) {
      TabView {
        Color.red
        Color.green
      }
    }
    #expect(first.frame(of: .red) != nil && first.frame(of: .green) == nil)
    let unmatched = LaidOut(width: 390, height: 600) {
      TabView(selection: .constant("none")) {
        Color.red.tag("a")
      }
    }
    #expect(unmatched.frame(of: .red) == CGRect(x: 0, y: 0, width: 390, height: 551))
  }

  @Test func aTabBarShowsItsSymbolsFilled() {
    func bar(_ symbol: String) -> String {
      SVGRenderer().render(
        Artwork(width: 390, height: 600) {
          TabView { Color.red.tabItem { Label("Saved", systemImage: symbol) } }
        })
    }
    #expect(bar("heart") == bar("heart.fill"))
    #expect(bar("heart") != bar("heart.circle"))
  }

  @Test func aTabViewShorterThanItsBarIsTheBarClipped() {
    let laid = LaidOut(width: 390, height: 20) {
      TabView { Color.red.tabItem { Text("One") } }
    }
    #expect(laid.clips == [CGRect(x: 0, y: 0, width: 390, height: 20)])
    #expect(laid.frame(of: Color(hex: 0xF9F9F9)) == CGRect(x: 0, y: 0, width: 390, height: 20))
  }

  @Test func aNavigationLinkInAListIsARowWithAGrayChevron() throws {
    let laid = LaidOut(width: 390, height: 200) {
      List {
        NavigationLink("Details") { Text("Destination") }
      }
    }
    #expect(laid.texts.map(\.string) == ["Details"] && laid.texts[0].fill?.drawn == .black)
    let chevron = try #require(laid.strokes.first)
    #expect(chevron.color.drawn == Color(hex: 0xC4C4C6) && chevron.rect.maxX == 350 - 1.5)
    // Elsewhere, a button.
    let alone = LaidOut(width: 200, height: 44) {
      NavigationLink("Details") { Text("Destination") }
    }
    #expect(alone.texts.first?.fill?.drawn == Self.blue && alone.strokes.isEmpty)
  }

  @Test func aControlGroupSharesItsBoxEqually() {
    let laid = LaidOut(width: 200, height: 32) {
      ControlGroup {
        Button("Undo") {}
        Button("Redo") {}
      }
    }
    #expect(laid.fills.count == 2)
    #expect(laid.fills[0].rect == CGRect(x: 0, y: 0, width: 200, height: 32))
    #expect(laid.fills[0].color.drawn == Color(hex: 0x767680, opacity: 0.12))
    #expect(laid.fills[1].rect == CGRect(x: 99.5, y: 7, width: 1, height: 18))
    #expect(laid.texts.map(\.string) == ["Undo", "Redo"])
    #expect(laid.texts.map(\.fill?.drawn) == [Self.blue, Self.blue])
    for (frame, centre) in zip(laid.textFrames, [50.0, 150]) {
      #expect(abs(frame.midX - centre) < 1e-6)
    }
    let empty = LaidOut(width: 200, height: 32) { ControlGroup {} }
    #expect(empty.fills.map(\.rect) == [CGRect(x: 0, y: 0, width: 200, height: 32)])
  }

  @Test func labeledContentPutsItsValueInGrayAtTheTrailingEdge() throws {
    let laid = LaidOut(width: 300, height: 44) { LabeledContent("Version", value: "1.2") }
    #expect(laid.texts.map(\.string) == ["Version", "1.2"])
    #expect(laid.texts[0].anchor.x == 0 && laid.texts[0].fill?.drawn == .black)
    #expect(laid.texts[1].fill?.drawn == Color(hex: 0x3C3C43, opacity: 0.6))
    let value = try #require(laid.textFrames.last, "needs installed fonts")
    #expect(abs(value.maxX - 300) < 1e-6)
    let own = LaidOut(width: 300, height: 44) {
      LabeledContent("Best") { Text("12").foregroundColor(.red) }
    }
    #expect(own.texts.last?.fill == .red)
  }
}
