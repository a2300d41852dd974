import Foundation
import Testing

@testable import ShapeRender

/// badge: a gray count at a list row's trailing edge, iOS's red badge on a tab's item.
@MainActor @Suite struct BadgeTests {
  static let secondary = Color(hex: 0x3C3C43, opacity: 0.6)

  @Test func aListRowShowsItsBadgeInGrayAtTheTrailingEdge() throws {
    let laid = LaidOut(width: 390, height: 300) {
      List {
        Text("Inbox").badge(12)
        Text("Drafts").badge("New")
        Text("Sent").badge(0)
        Text("Trash").badge(nil as Text?)
        Text("Spam").badge(Text("9+").foregroundColor(.red))
      }
    }
    #expect(
      laid.texts.map(\.string) == ["Inbox", "12", "Drafts", "New", "Sent", "Trash", "Spam", "9+"])
    #expect(laid.texts[1].fill?.drawn == Self.secondary && laid.texts[0].fill?.drawn == .black)
    #expect(laid.texts[7].fill == .red)
    // The row's content ends 20 points inside the section, itself 20 inside the list.
    if laid.textFrames.count == 8 {
      #expect(abs(laid.textFrames[1].maxX - 350) < 1e-6)
      #expect(abs(laid.textFrames[0].minX - 40) < 1e-6)
    }
  }

  @Test func elsewhereABadgeChangesNothing() {
    let laid = LaidOut(width: 200, height: 40) { Text("Inbox").badge(3) }
    #expect(laid.texts.map(\.string) == ["Inbox"])
  }

  @Test func aBadgeKeepsTheRowsOtherModifiersSeen() {
    let laid = LaidOut(width: 390, height: 200) {
      List {
        Text("Inbox").listRowBackground(Color.yellow).badge(2)
      }
    }
    #expect(laid.frame(of: .yellow) != nil)
    #expect(laid.texts.map(\.string) == ["Inbox", "2"])
  }

  @Test func aTabsBadgeIsRedOnItsItem() throws {
    let laid = LaidOut(width: 390, height: 200) {
      TabView {
        Text("A").tabItem { Text("Mail") }.badge(4)
        Text("B").badge(7).tabItem { Text("Chat") }
        Text("C").tabItem { Text("Feed") }.badge(0)
      }
    }
    let badges = laid.frames(of: .red)
    try #require(badges.count == 2)
    // Each share is 130 wide: the badge starts 5 right of its middle, 2 under the bar's top
    // (the bar is 49 tall at the bottom), 18 tall and at least 18 wide.
    #expect(badges[0].minX == 70 && badges[0].minY == 153 && badges[0].height == 18)
    #expect(badges[1].minX == 200 && badges[0].width >= 18)
    let counts = laid.texts.filter { $0.fill == .white }
    #expect(counts.map(\.string) == ["4", "7"] && counts.allSatisfy { $0.size == 13 })
  }
}

@MainActor
extension BadgeTests {
  @Test func aRowThatNavigatesShowsItsBadgeBeforeItsChevron() throws {
    let laid = LaidOut(width: 390, height: 200) {
      List {
        NavigationLink {
          Text("Messages")
        } label: {
          Text("Inbox")
        }
        .badge(12)
      }
    }
    #expect(laid.texts.map(\.string) == ["Inbox", "12"])
    let chevron = try #require(laid.strokes.first)
    // The chevron ends the row's content, 20 inside the section; the badge is 8 before it.
    #expect(chevron.rect.maxX <= 350 && chevron.rect.minX > 340)
    if laid.textFrames.count == 2 {
      #expect(abs(laid.textFrames[1].maxX - (350 - 8 - 8)) < 1e-6)
    }
  }
}
