import SwiftUI
import Testing

/// A view written as SwiftUI code is commonly written, with modifiers a still draws
/// nothing for (animation, transitions, tasks, accessibility, the safe area) beside ones
/// it draws (labels, symbol scales, corner radii, borders, shapes by their short names):
/// it compiles with `import SwiftUI` unchanged.
struct ScoreBadge: View {
  @State private var score = 7
  @Environment(\.colorScheme) private var colorScheme
  let isHighlighted: Bool

  var body: some View {
    VStack(spacing: 8) {
      Label("Score", systemImage: "star.fill")
        .imageScale(.large)
        .labelStyle(.titleAndIcon)
      Text("\(score)")
        .font(.largeTitle)
        .padding(8)
        .background(.yellow, in: .rect(cornerRadius: 6))
        .border(Color.orange, width: 2)
        .zIndex(1)
      Button("Reset", role: .destructive) {
        withAnimation(.easeInOut) { score = 0 }
      }
      .accessibilityLabel("Reset the score")
      AnyShape(isHighlighted ? AnyShape(Circle()) : AnyShape(Capsule()))
        .fill(Color.accentColor)
        .frame(width: 20, height: 10)
        .hidden()
    }
    .padding()
    .background(colorScheme == .dark ? Color.black : Color.white)
    .cornerRadius(12)
    .animation(.spring(), value: score)
    .transition(.opacity)
    .onChange(of: score) { _, _ in }
    .task {}
    .ignoresSafeArea()
  }
}

@MainActor @Suite struct SwiftUIEverydayModifierTests {
  @Test func everydayModifiersCompileAndDraw() {
    let artwork = Artwork(width: 200, height: 200) { ScoreBadge(isHighlighted: true) }
    let dark = Artwork(width: 200, height: 200) {
      ScoreBadge(isHighlighted: true).environment(\.colorScheme, .dark)
    }
    // The background is white in the light appearance, black (SVG's default fill) in the
    // dark one that the environment sets, where the score is the primary color's white and
    // its yellow is the dark one.
    let darkSVG = SVGRenderer().render(dark)
    #expect(darkSVG.contains(##"<path d="M44.111 17.354H155.889V182.646H44.111Z"/>"##))
    #expect(darkSVG.contains(##"font-size="34" fill="#ffffff">7</text>"##))
    #expect(darkSVG.contains(##"fill="#ffd60a""##))
    #expect(SVGRenderer().render(artwork).contains(##"fill="#ffffff""##))
    let svg = SVGRenderer().render(artwork)
    // The rounded corners clip the whole badge; the score's background is a rounded
    // rectangle filled yellow, and the border is stroked orange.
    #expect(svg.contains(#"clip-path="url(#clip1)""#))
    #expect(svg.contains(##"fill="#ffcc00""##))
    #expect(svg.contains(##"stroke="#ff9500" stroke-width="2""##))
    // The hidden shape draws nothing in the accent color; the destructive button's text is
    // red.
    let lines = svg.split(separator: "\n")
    #expect(!svg.contains("#007aff"))
    #expect(lines.contains { $0.hasPrefix("<text") && $0.contains(##"fill="#ff3b30">Reset"##) })
    #expect(artwork.diagnostics.isEmpty)
  }
}
