import Foundation
import ShapeRender
import Testing

/// Image(systemName:): a marked placeholder sized for the font, listed in the diagnostics.
@MainActor @Suite struct SymbolImageTests {
  @Test func symbolIsASquareAsTallAsALineOfTheFont() {
    let laid = LaidOut {
      Image(systemName: "plus.circle").font(.largeTitle).foregroundColor(.red)
    }
    // 34 × 1.2 = 40.8 square, centred; the outline is inset by half its width, 40.8 ÷ 32.
    let side = 34 * 1.2
    let inset = side / 32
    expectFrame(
      laid.strokes.first?.rect,
      CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side).insetBy(
        dx: inset, dy: inset))
    #expect(laid.strokes.first?.color == .red)
  }

  @Test func imageScaleSizesTheSymbolRelativeToItsFont() {
    // 17 × 1.2 = 20.4 at the medium scale; 0.78 and 1.29 of it at the small and large.
    for (scale, factor) in [(Image.Scale.small, 0.78), (.medium, 1), (.large, 1.29)] {
      let laid = LaidOut { Image(systemName: "globe").imageScale(scale) }
      let side = 17 * 1.2 * factor
      let inset = side / 32
      expectFrame(
        laid.strokes.first?.rect,
        CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side).insetBy(
          dx: inset, dy: inset))
    }
  }

  @Test func bodyFontWhenNoneIsSetAndResizableStretches() {
    let plain = LaidOut {
      HStack(spacing: 0) {
        Image(systemName: "a")
        Color.red.frame(width: 1)
      }
    }
    // 17 × 1.2 = 20.4 wide: the red line starts there, the pair centred.
    #expect(plain.frame(of: .red).map { abs($0.minX - (50 - 10.7 + 20.4)) < 1e-9 } == true)
    let stretched = LaidOut { Image(systemName: "a").resizable().frame(width: 60, height: 30) }
    // The placeholder stays square, centred in its frame: 30 × 30.
    let box = stretched.strokes.first?.rect
    #expect(box.map { abs($0.midX - 50) < 1e-9 && $0.width < 30 && $0.width > 28 } == true)
  }

  @Test func diagnosticsNameEverySymbolOnce() {
    let artwork = Artwork(width: 100, height: 100) {
      HStack {
        Image(systemName: "plus.circle")
        Image(systemName: "minus.circle")
        Image(systemName: "plus.circle")
      }
    }
    #expect(artwork.diagnostics == [.missingSymbol("plus.circle"), .missingSymbol("minus.circle")])
    #expect(artwork.diagnostics.first?.description.contains("placeholder") == true)
    #expect(Artwork(width: 10, height: 10) { Color.red }.diagnostics.isEmpty)
  }

  @Test func symbolHasNoImageData() {
    let symbol = Image(systemName: "star")
    #expect(symbol.systemName == "star")
    #expect(symbol.data.isEmpty)
    #expect(symbol.pixelSize == .zero)
  }
}
