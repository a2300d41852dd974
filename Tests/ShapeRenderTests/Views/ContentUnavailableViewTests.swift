import ShapeRender
import Shapes
import Testing

/// `ContentUnavailableView`: icon, bold title and gray description, centred.
@MainActor @Suite struct ContentUnavailableViewTests {
  @Test func theTitleIsBoldTheDescriptionGrayAndBothCentred() {
    let svg = renderSVG(width: 300, height: 400) {
      ContentUnavailableView(
        "No Themes", systemImage: "paintpalette", description: Text("Tap + to make one."))
    }
    #expect(svg.contains(#"font-size="22" font-weight="700">No Themes</text>"#), "\(svg)")
    #expect(svg.contains(">No Themes</text>"))
    #expect(svg.contains(">Tap + to make one.</text>"))
    #expect(svg.contains(##"fill="#3c3c43" fill-opacity="0.6""##))
    #expect(
      Artwork(width: 300, height: 400) {
        ContentUnavailableView("No Themes", systemImage: "paintpalette")
      }.diagnostics.isEmpty)
  }

  @Test func withoutADescriptionOnlyTheLabelIsDrawn() {
    let svg = renderSVG(width: 300, height: 400) {
      ContentUnavailableView("Empty", systemImage: "tray")
    }
    #expect(svg.components(separatedBy: "<text").count == 2)
  }

  @Test func theSearchViewSaysThereAreNoResults() {
    let svg = renderSVG(width: 390, height: 400) {
      ContentUnavailableView.search(text: "ghost")
    }
    #expect(svg.contains("No Results for \u{201C}ghost\u{201D}"))
    #expect(svg.contains("Check the spelling or try a new search."))
  }
}
