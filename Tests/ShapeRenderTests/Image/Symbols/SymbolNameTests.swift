import Testing

@testable import ShapeRender

/// Reading SF Symbols names into a glyph, its variants and its badge.
@Suite struct SymbolNameTests {
  @Test func aNameIsItsGlyphThenVariantsInSFSymbolsOrder() throws {
    let circled = try #require(SymbolName("plus.circle.fill"))
    #expect(circled.glyph == "plus")
    #expect(circled.enclosure == .circle)
    #expect(circled.isFilled)
    #expect(!circled.isSlashed)
    #expect(circled.badge == nil)
    let slashed = try #require(SymbolName("mic.slash.fill"))
    #expect(slashed.glyph == "mic" && slashed.isSlashed && slashed.isFilled)
    #expect(SymbolName("plus.rectangle")?.enclosure == .rectangle)
    #expect(SymbolName("plus.square")?.enclosure == .square)
  }

  @Test func aGlyphWhoseNameEndsLikeAVariantIsThatGlyph() throws {
    let person = try #require(SymbolName("person.crop.circle"))
    #expect(person.glyph == "person.crop.circle")
    #expect(person.enclosure == .none)
    let half = try #require(SymbolName("hourglass.tophalf.fill"))
    #expect(half.glyph == "hourglass.tophalf" && half.isFilled)
  }

  @Test func aBadgeComesLastWithTheFillBeforeOrAfterIt() throws {
    let dot = try #require(SymbolName("bell.badge"))
    #expect(dot.glyph == "bell" && dot.badge == "" && !dot.isFilled)
    let filledDot = try #require(SymbolName("bell.badge.fill"))
    #expect(filledDot.badge == "" && filledDot.isFilled)
    let plus = try #require(SymbolName("person.crop.circle.fill.badge.plus"))
    #expect(plus.glyph == "person.crop.circle" && plus.isFilled && plus.badge == "plus")
    let stack = try #require(SymbolName("rectangle.stack.badge.minus.fill"))
    #expect(stack.glyph == "rectangle.stack" && stack.isFilled && stack.badge == "minus")
    #expect(SymbolName("calendar.badge.clock")?.badge == "clock")
  }

  @Test func namesOutOfOrderOrUnknownAreNotSymbols() {
    for name in [
      "", ".", "tortoise", "plus.", "plus..circle", "bell.fill.circle", "bell.circle.slash",
      "bell.badge.circle", "bell.badge.plus.minus", "bell.badge.fill.fill", "plus.circle.circle",
      "circle.fill.fill",
    ] {
      #expect(SymbolName(name) == nil, "\(name)")
    }
  }

  @Test func variantsAddToTheNamesOwn() throws {
    let heart = try #require(SymbolName("heart.fill")).adding(.circle)
    #expect(heart == SymbolName("heart.circle.fill"))
    // An enclosure in the name stays.
    let square = try #require(SymbolName("plus.square")).adding(.circle.fill)
    #expect(square == SymbolName("plus.square.fill"))
    let slashed = try #require(SymbolName("bell.badge")).adding(.slash)
    #expect(slashed.isSlashed && slashed.badge == "")
  }
}
