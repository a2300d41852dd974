import ShapeRender
import Testing

/// A view whose body holds another of its kind, `depth` levels down: a tree drawn from data.
private struct Chain: View {
  let depth: Int

  var body: some View {
    if depth > 0 {
      Chain(depth: depth - 1).padding(0.001)
    } else {
      Circle().fill(Color.red)
    }
  }
}

/// Views nested deeper than the stack can lay out are left out with a diagnostic, never
/// overflowing the stack; ordinary depths are drawn whole.
@MainActor @Suite("Stack budget")
struct StackBudgetTests {
  /// `depth` clip shapes around a circle, each level erased, as a loop builds them.
  static func erasedClips(_ depth: Int) -> AnyView {
    var view = AnyView(Circle().fill(Color.red))
    for _ in 0..<depth { view = AnyView(view.clipShape(Circle())) }
    return view
  }

  static func clipCount(_ svg: String) -> Int {
    svg.components(separatedBy: "clip-path=").count - 1
  }

  @Test("a hundred erased levels are drawn whole, with no diagnostic")
  func ordinaryDepthIsDrawnWhole() {
    let view = Self.erasedClips(100)
    let artwork = Artwork(width: 10, height: 10) { view }
    #expect(Self.clipCount(SVGRenderer().render(artwork)) == 100)
    #expect(artwork.diagnostics.isEmpty)
  }

  @Test("twenty thousand erased levels end in a diagnostic, not a crash")
  func erasedChainStopsAtTheBudget() throws {
    let view = Self.erasedClips(20_000)
    let artwork = Artwork(width: 10, height: 10) { view }
    let svg = SVGRenderer().render(artwork)
    // The circle, deepest, is left out, so every clip around it has nothing to clip.
    #expect(Self.clipCount(svg) == 0)
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(artwork.diagnostics == [.nestedTooDeeply])
    let image = try ImageRenderer(content: view.frame(width: 10, height: 10)).render()
    #expect(image.width == 10)
  }

  @Test("a recursive view twenty thousand deep ends in a diagnostic, not a crash")
  func recursiveBodyStopsAtTheBudget() {
    let artwork = Artwork(width: 10, height: 10) { Chain(depth: 20_000) }
    #expect(SVGRenderer().render(artwork).hasSuffix("</svg>\n"))
    #expect(artwork.diagnostics == [.nestedTooDeeply])
    let shallow = Artwork(width: 10, height: 10) { Chain(depth: 50) }
    // The circle inside fifty paddings of 0.001: radius 5 − 0.05, in the system red.
    #expect(SVGRenderer().render(shallow).contains("A4.95 4.95 0 0 1 5 9.95"))
    #expect(SVGRenderer().render(shallow).contains("fill=\"#ff3b30\""))
    #expect(shallow.diagnostics.isEmpty)
  }
}
