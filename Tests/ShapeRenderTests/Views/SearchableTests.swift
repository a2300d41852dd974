import Testing

@testable import ShapeRender

/// searchable: the search field iOS draws in the navigation bar, under the title.
@MainActor @Suite struct SearchableTests {
  /// The gray of the field, iOS's tertiary fill.
  static let fieldGray = Color.tertiarySystemFill

  @Test func theFieldIsDrawnUnderALargeTitle() throws {
    let laid = LaidOut(width: 390, height: 600) {
      NavigationStack {
        Color.red.navigationTitle("Scrums").searchable(text: .constant(""))
      }
    }
    // The 96-point bar of the large title, then the field's 52-point row: the field 36
    // points tall, 8 below the title's row and 16 in from the edges.
    expectFrame(laid.frame(of: Self.fieldGray), CGRect(x: 16, y: 104, width: 358, height: 36))
    // The content below the bar: a color keeps to its safe area, which the bar is not part
    // of.
    #expect(laid.frames(of: .red) == [CGRect(x: 0, y: 148, width: 390, height: 452)])
    // The prompt in the secondary gray after the magnifying glass, both centred on the
    // field; the title above.
    let prompt = try #require(laid.texts.first { $0.string == "Search" })
    #expect(prompt.fill == .secondary)
    let glass = try #require(laid.frame(of: .secondary))
    #expect(glass.minX >= 24 && glass.maxX < prompt.anchor.x)
    #expect(abs(glass.midY - 122) < 1)
    #expect(laid.texts.map(\.string) == ["Scrums", "Search"])
  }

  @Test func typedTextReplacesThePromptAndHasAClearButton() throws {
    let laid = LaidOut(width: 390, height: 600) {
      NavigationStack {
        Text("Results").navigationTitle("Scrums").navigationBarTitleDisplayMode(.inline)
          .searchable(text: .constant("Design"), prompt: "Find a scrum")
      }
    }
    // The inline title's 44-point bar, then the field's row.
    expectFrame(laid.frame(of: Self.fieldGray), CGRect(x: 16, y: 52, width: 358, height: 36))
    let typed = try #require(laid.texts.first { $0.string == "Design" })
    #expect(typed.fill != .secondary)
    #expect(!laid.texts.contains { $0.string == "Find a scrum" })
    // The magnifying glass and the clear button, at the field's ends.
    let icons = laid.frames(of: .secondary)
    #expect(icons.count == 2)
    #expect(icons.last.map { abs($0.maxX - (374 - 8)) < 1 } == true)
  }

  @Test func everyFormOfThePromptDrawsTheSameField() {
    func svg(_ view: some View) -> String {
      SVGRenderer().render(Artwork(width: 390, height: 300) { NavigationStack { view } })
    }
    let text = svg(Text("A").searchable(text: .constant(""), prompt: Text("Find")))
    #expect(text.contains(">Find</text>"))
    #expect(svg(Text("A").searchable(text: .constant(""), prompt: "Find")) == text)
    let key: LocalizedStringKey = "Find"
    #expect(svg(Text("A").searchable(text: .constant(""), prompt: key)) == text)
    #expect(
      svg(Text("A").searchable(text: .constant(""), placement: .navigationBarDrawer))
        == svg(Text("A").searchable(text: .constant(""))))
  }

  @Test func outsideANavigationStackNoFieldIsDrawn() {
    let plain = SVGRenderer().render(Artwork(width: 200, height: 100) { Text("A") })
    let searchable = SVGRenderer().render(
      Artwork(width: 200, height: 100) { Text("A").searchable(text: .constant("x")) })
    #expect(searchable == plain)
  }
}
