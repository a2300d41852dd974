import Foundation
import ShapeRender
import Testing

/// The text styles at iOS's default Dynamic Type sizes and weights.
@MainActor @Suite struct FontStyleTests {
  @Test func stylesHaveTheirDefaultSizesAndWeights() {
    let styles: [(Font, CGFloat, Font.Weight)] = [
      (.largeTitle, 34, .regular), (.title, 28, .regular), (.title2, 22, .regular),
      (.title3, 20, .regular), (.headline, 17, .semibold), (.body, 17, .regular),
      (.callout, 16, .regular), (.subheadline, 15, .regular), (.footnote, 13, .regular),
      (.caption, 12, .regular), (.caption2, 11, .regular),
    ]
    for (font, size, weight) in styles {
      #expect(font.size == size)
      #expect(font.weight == weight)
    }
  }

  @Test func stylesSizeTextAndSymbolsInStacks() throws {
    let laid = LaidOut(width: 200, height: 200) {
      VStack(spacing: 0) {
        Text("A").font(.headline)
        Image(systemName: "star").font(.caption2)
        Color.red.frame(width: 1, height: 1)
      }
    }
    // The headline's measured height, the symbol 11 × 1.2, then the red square: the stack
    // centred in 200.
    let text = try #require(laid.textFrames.first)
    let height = text.height + 13.2 + 1
    #expect(abs(text.minY - (200 - height) / 2) < 1e-9)
    #expect(laid.frame(of: .red).map { abs($0.minY - (text.maxY + 13.2)) < 1e-9 } == true)
    #expect(laid.texts.first?.size == 17)
  }
}
