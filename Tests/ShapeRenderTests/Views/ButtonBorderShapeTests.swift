import ShapeRender
import Testing

@MainActor @Suite struct ButtonBorderShapeTests {
  func svg<V: View>(_ view: V) -> String {
    SVGRenderer().render(Artwork(width: 200, height: 60) { view })
  }

  @Test func theBorderedStylesDrawTheirBackgroundInTheShapeSet() {
    let capsule = svg(Button("Deal") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
    let automatic = svg(Button("Deal") {}.buttonStyle(.borderedProminent))
    let rounded = svg(
      Button("Deal") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 3)))
    #expect(capsule != automatic)
    // A capsule's ends are half circles: arcs of half the button's height.
    #expect(
      capsule.contains(
        ##"<path d="M87.015 13.504H112.985A16.496 16.496 0 0 1 129.481 30 16.496 16.496 0 0 1 112.985 46.496H87.015A16.496 16.496 0 0 1 70.519 30 16.496 16.496 0 0 1 87.015 13.504Z" fill="#007aff"/>"##
      ))
    #expect(
      automatic
        == svg(
          Button("Deal") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle)))
    #expect(rounded != svg(Button("Deal") {}.buttonStyle(.bordered)))
  }

  @Test func aRadiusThatIsNotFiniteOrIsNegativeCountsAsZero() {
    #expect(ButtonBorderShape.roundedRectangle(radius: .nan) == .roundedRectangle(radius: 0))
    #expect(ButtonBorderShape.roundedRectangle(radius: -4) == .roundedRectangle(radius: 0))
  }

  @Test func aButtonWithASystemImageShowsItsTitleBesideTheSymbol() {
    let drawn = svg(Button("Add", systemImage: "plus") {})
    #expect(drawn.contains(">Add</text>"))
    #expect(drawn.contains(##"fill="#007aff""##))  // the plus, in the accent
    let keyed = svg(Button("Delete", systemImage: "trash", role: .destructive) {})
    #expect(keyed.contains(">Delete</text>"))
  }
}
