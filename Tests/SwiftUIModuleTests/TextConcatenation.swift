import SwiftUI
import Testing

/// Text concatenated as SwiftUI code concatenates it, under `import SwiftUI` unchanged:
/// runs with their own fonts, weights and colors, and modifiers on the whole.
struct ScoreLine: View {
  let score: Int

  var body: some View {
    VStack {
      Text("Score: ").font(.headline) + Text("\(score)").bold().foregroundColor(.red)
      (Text("Hello ") + Text("world").italic().underline()).font(.title)
    }
  }
}

@MainActor @Suite struct SwiftUITextConcatenationTests {
  @Test func concatenatedTextCompilesAndDrawsEachRunInItsStyle() {
    let svg = SVGRenderer().render(Artwork(width: 300, height: 120) { ScoreLine(score: 42) })
    // Measured or estimated, "42" is a bold red run beside the headline's "Score: ".
    #expect(svg.contains(##"font-weight="700" fill="#ff3b30">42</tspan>"##))
    #expect(svg.contains("Score: "))
    #expect(svg.contains(">world</tspan>") && svg.contains(#"font-style="italic""#))
    #expect(!svg.contains("Score: 42"))
  }
}
