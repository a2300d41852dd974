import Foundation
import ShapeRender
import Testing

/// Label: the icon, then the title, 8 apart, or one of them alone by its style.
@MainActor @Suite struct LabelTests {
  @Test func theIconComesFirstThenTheTitleEightPointsAway() throws {
    // The circle symbol's outer edge is its box.
    let laid = LaidOut { Label("Cards", systemImage: "circle").foregroundColor(.red) }
    let icon = try #require(laid.fills.first?.rect)
    let title = try #require(laid.texts.first)
    #expect(title.string == "Cards")
    #expect(abs(icon.width - 17 * 1.2) < 1e-9)
    #expect(abs(title.anchor.x - (icon.maxX + 8)) < 1e-9)
    #expect(laid.fills.first?.color == .red && title.fill == .red)
    // The row is centred in the canvas: as much room left of the icon as right of the title.
    let titleWidth = try #require(laid.textFrames.first).width
    #expect(abs(icon.minX - (100 - (title.anchor.x + titleWidth))) < 1e-6)
  }

  @Test func aTitleKeepsToOneLineBesideAWideIconInARow() {
    // Scrumdinger's card: the label's width, handed back by the row, is its icon's (21.6),
    // 8 and its title's, and the title gets what is left, equal up to rounding.
    let laid = LaidOut(width: 300, height: 100) {
      HStack {
        Label("10", systemImage: "person.3")
        Spacer()
        Label("5", systemImage: "clock")
      }
      .font(.caption)
    }
    #expect(laid.texts.map(\.string) == ["10", "5"])
  }

  @Test func iconOnlyAndTitleOnlyShowOnePart() {
    let icon = LaidOut { Label("Cards", systemImage: "circle").labelStyle(.iconOnly) }
    #expect(icon.texts.isEmpty)
    #expect(icon.fills.count == 1)
    #expect(icon.fills.first.map { abs($0.rect.midX - 50) < 1e-9 } == true)
    let title = LaidOut { Label("Cards", systemImage: "circle").labelStyle(.titleOnly) }
    #expect(title.fills.isEmpty)
    #expect(title.texts.map(\.string) == ["Cards"])
    let both = LaidOut { Label("Cards", systemImage: "circle").labelStyle(.titleAndIcon) }
    #expect(both.fills.count == 1 && both.texts.count == 1)
  }

  struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack(spacing: 4) {
        configuration.title
        configuration.icon
      }
    }
  }

  @Test func aStyleOfYourOwnArrangesTheParts() throws {
    let laid = LaidOut {
      Label {
        Text("Next")
      } icon: {
        Color.blue.frame(width: 10, height: 10)
      }
      .labelStyle(TrailingIcon())
    }
    let title = try #require(laid.texts.first)
    let icon = try #require(laid.frame(of: .blue))
    #expect(icon.size == CGSize(width: 10, height: 10))
    #expect(icon.minX > title.anchor.x)
  }
}
