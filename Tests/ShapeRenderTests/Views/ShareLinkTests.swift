import Foundation
import Testing

@testable import ShapeRender

/// ShareLink and EditButton: buttons drawn in their resting state.
@MainActor @Suite struct ShareLinkTests {
  @Test func theDefaultLabelIsTheShareGlyphAndShare() throws {
    let url = URL(fileURLWithPath: "/score")
    let laid = LaidOut(width: 200, height: 30) { ShareLink(item: url) }
    #expect(laid.texts.map(\.string) == ["Share"] && laid.texts[0].fill == .blue)
    // The glyph: a 16 × 20 box open at the top and an arrow, stroked in the accent, 8
    // points before the title.
    let glyph = try #require(laid.strokes.first)
    #expect(glyph.color == .blue)
    #expect(glyph.rect.width == 14 && glyph.rect.height == 18)
    #expect(laid.texts[0].anchor.x == glyph.rect.maxX + 1 + 8)
  }

  @Test func titlesPreviewsAndLabelsOfYourOwn() {
    let titled = LaidOut(width: 200, height: 30) {
      ShareLink("Send invite", item: "See you", preview: SharePreview("Invite"))
    }
    #expect(titled.texts.map(\.string) == ["Send invite"] && titled.strokes.count == 1)
    let own = LaidOut(width: 200, height: 30) {
      ShareLink(item: "Hi", subject: Text("S"), message: Text("M")) { Text("Tell a friend") }
        .tint(.orange)
    }
    #expect(own.texts.map(\.string) == ["Tell a friend"] && own.texts[0].fill == .orange)
    #expect(own.strokes.isEmpty)
    let iconOnly = LaidOut(width: 200, height: 30) {
      ShareLink(items: [1, 2]).labelStyle(.iconOnly)
    }
    #expect(iconOnly.texts.isEmpty && iconOnly.strokes.count == 1)
  }

  @Test func editButtonReadsEditInTheAccent() {
    let laid = LaidOut(width: 100, height: 30) { EditButton() }
    #expect(laid.texts.map(\.string) == ["Edit"] && laid.texts[0].fill == .blue)
  }
}
