import ShapeRender
import Shapes
import Testing

/// Weight, slant and design set on a text or on the views around it.
@MainActor @Suite struct FontStylingTests {
  /// The `<text` elements of the SVG of `content`.
  private func texts<Content: View>(@ViewBuilder _ content: () -> Content) -> [String] {
    renderSVG(width: 300, height: 200, content).split(separator: "\n")
      .filter { $0.hasPrefix("<text") }.map(String.init)
  }

  @Test func aViewsWeightReachesTextThatSetsNoneOfItsOwn() {
    let lines = texts {
      VStack {
        Text("Heavy")
        Text("Light").fontWeight(.light)
        Text("Headline").font(.headline)
      }
      .fontWeight(.black)
    }
    #expect(lines.count == 3)
    #expect(lines[0].contains(#"font-weight="900""#), "\(lines[0])")
    #expect(lines[1].contains(#"font-weight="300""#), "\(lines[1])")
    #expect(lines[2].contains(#"font-weight="900""#), "\(lines[2])")
  }

  @Test func boldAndItalicOnAViewAndTheirInactiveForms() {
    let lines = texts {
      VStack {
        Text("Both")
        Text("Upright").italic(false).bold(false)
      }
      .bold()
      .italic()
    }
    #expect(lines[0].contains(#"font-weight="700""#) && lines[0].contains("italic"))
    // `bold(false)` leaves the text to the view's weight; `italic(false)` to its slant.
    #expect(lines[1].contains(#"font-weight="700""#) && lines[1].contains("italic"))
    let plain = texts { Text("Plain").bold(false).italic(false) }
    #expect(!plain[0].contains("font-weight") && !plain[0].contains("italic"), "\(plain)")
  }

  @Test func aDesignChangesTheSystemFontButNotACustomFamily() {
    let monospaced = texts { Text("iiii").fontDesign(.monospaced) }
    let proportional = texts { Text("iiii") }
    #expect(monospaced[0] != proportional[0])
    #expect(texts { Text("iiii").monospaced() } == monospaced)
    #expect(texts { VStack { Text("iiii") }.monospaced() } == monospaced)
    let custom = texts { Text("iiii").font(.custom("Georgia", size: 17)).fontDesign(.monospaced) }
    let plainCustom = texts { Text("iiii").font(.custom("Georgia", size: 17)) }
    #expect(custom == plainCustom)
  }

  @Test func aTextStyleFontTakesADesignAndAWeight() {
    #expect(
      Font.system(.title, design: .rounded, weight: .bold)
        == Font.system(size: 28, weight: .bold, design: .rounded))
    #expect(Font.system(.headline) == .headline)
    #expect(Font.body.monospaced() == Font.system(size: 17, design: .monospaced))
    #expect(Font.caption.monospacedDigit() == .caption && Font.body.width(.condensed) == .body)
  }
}
