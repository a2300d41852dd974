import Foundation
import ShapeRender
import Testing

/// redacted(reason:): text as bars where its lines are, images as boxes, the layout kept.
@MainActor @Suite struct RedactionTests {
  /// The faded paint of a placeholder drawn for content in `color`.
  private func placeholder(_ color: Color) -> Color { color.opacity(0.16) }

  @Test func eachLineOfRedactedTextIsABarWhereTheLineIs() throws {
    let text = { Text("Hello\nall of you").font(.system(size: 20)).foregroundColor(.red) }
    let plain = LaidOut(width: 200, height: 100) { text() }
    let redacted = LaidOut(width: 200, height: 100) { text().redacted(reason: .placeholder) }
    #expect(redacted.texts.isEmpty)
    let bars = redacted.frames(of: placeholder(.red))
    #expect(bars.count == 2)
    let anchor = try #require(plain.texts.first?.anchor)
    // The first bar runs from 15 above the first baseline to 3 below, from the line's
    // start; the second line's bar is as wide as the widest line.
    let first = try #require(bars.first)
    #expect(abs(first.minX - anchor.x) < 1e-9)
    #expect(abs(first.minY - (anchor.y - 15)) < 1e-9)
    #expect(abs(first.height - 18) < 1e-9)
    if let frame = plain.textFrames.first {
      #expect(abs(bars[1].width - frame.width) < 1e-9)
      #expect(first.width < bars[1].width)
    } else {
      // Without fonts, lines are estimated at 0.55 of the size a character.
      #expect(abs(first.width - 5 * 0.55 * 20) < 1e-9)
      #expect(abs(bars[1].width - 10 * 0.55 * 20) < 1e-9)
    }
  }

  @Test func shapesAndTheLayoutStayAsTheyAre() {
    let row = {
      HStack(alignment: .firstTextBaseline, spacing: 4) {
        Color.blue.frame(width: 10, height: 10)
        Text("Loading").font(.system(size: 17))
      }
    }
    let plain = LaidOut(width: 200, height: 60) { row() }
    let redacted = LaidOut(width: 200, height: 60) { row().redacted(reason: .placeholder) }
    #expect(plain.frame(of: .blue) == redacted.frame(of: .blue))
    #expect(redacted.frames(of: placeholder(.black)).count == 1)
  }

  @Test func unredactedContentAndOtherReasonsAreDrawnAsTheyAre() {
    let redacted = LaidOut(width: 200, height: 100) {
      VStack {
        Text("Hidden")
        Text("Shown").unredacted()
      }
      .redacted(reason: .placeholder)
    }
    #expect(redacted.texts.map(\.string) == ["Shown"])
    for reason: RedactionReasons in [[], .invalidated, .privacy] {
      let laid = LaidOut(width: 200, height: 100) { Text("Kept").redacted(reason: reason) }
      #expect(laid.texts.map(\.string) == ["Kept"])
    }
  }

  @Test func privacyHidesOnlyWhatIsMarkedSensitive() {
    let laid = LaidOut(width: 200, height: 100) {
      VStack {
        Text("Account")
        Text("1234 5678").privacySensitive()
        Text("Visible").privacySensitive(false)
      }
      .redacted(reason: .privacy)
    }
    #expect(laid.texts.map(\.string) == ["Account", "Visible"])
    #expect(laid.frames(of: placeholder(.black)).count == 1)
  }

  @Test func aRedactedImageIsABoxOfItsFrameInTheForeground() {
    let artwork = Artwork(width: 100, height: 100) {
      Image(systemName: "star.fill").resizable().frame(width: 40, height: 20)
        .foregroundColor(.green).redacted(reason: .placeholder)
    }
    // A box with corners 2 round (a tenth of 20), and no missing symbol reported.
    let svg = SVGRenderer().render(artwork)
    #expect(svg.contains(##"fill="#34c759" fill-opacity="0.16""##))
    #expect(svg.contains("M32 40H68"))
    #expect(artwork.diagnostics.isEmpty)
  }

  @Test func theEnvironmentTellsViewsWhyTheyAreRedacted() {
    struct Reader: View {
      @Environment(\.redactionReasons) var reasons
      var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "none") }
    }
    let laid = LaidOut(width: 200, height: 100) {
      VStack {
        Reader().unredacted()
        Reader()
      }
      .redacted(reason: .privacy)
    }
    #expect(laid.texts.map(\.string) == ["none", "none"])
    let inside = LaidOut(width: 200, height: 100) {
      Reader().redacted(reason: .privacy).redacted(reason: .placeholder)
    }
    // The reader sees the placeholder reason, and its text is then a bar.
    #expect(inside.texts.isEmpty)
    #expect(inside.frames(of: placeholder(.black)).count == 1)
  }
}
