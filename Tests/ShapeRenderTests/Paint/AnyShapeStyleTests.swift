import ShapeRender
import Testing

@MainActor @Suite struct AnyShapeStyleTests {
  @Test func anErasedStylePaintsAsTheStyleItWraps() {
    let faceUp = true
    let artwork = Artwork(width: 20, height: 10) {
      HStack(spacing: 0) {
        Rectangle().fill(faceUp ? AnyShapeStyle(.white) : AnyShapeStyle(.orange.gradient))
        Rectangle().fill(!faceUp ? AnyShapeStyle(.white) : AnyShapeStyle(Color.orange))
      }
    }
    let svg = SVGRenderer().render(artwork)
    #expect(svg.contains(##"<path d="M0 0H10V10H0Z" fill="#ffffff"/>"##))
    #expect(svg.contains(##"<path d="M10 0H20V10H10Z" fill="#ff9500"/>"##))
    #expect(AnyShapeStyle(Color.red).paint == Color.red.paint)
  }
}
