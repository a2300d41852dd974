import Foundation
import Testing

@testable import ShapeRender

/// Image(systemName:): the catalog's glyph sized for the font, in the foreground color;
/// a marked placeholder, listed in the diagnostics, for a name the catalog lacks.
@MainActor @Suite struct SymbolImageTests {
  /// The square a symbol of `font`'s size and `factor` of the medium scale takes, centred
  /// on a 100-point canvas: 1.2 times the size tall.
  func box(size: CGFloat, factor: CGFloat = 1, aspectRatio: CGFloat = 1) -> CGRect {
    let side = size * 1.2 * factor
    return CGRect(
      x: 50 - side * aspectRatio / 2, y: 50 - side / 2, width: side * aspectRatio, height: side)
  }

  /// The SVG of `image` alone on a 40-point canvas.
  func svg(_ image: some View) -> String {
    SVGRenderer().render(Artwork(width: 40, height: 40) { image })
  }

  @Test func symbolIsAsTallAsALineOfTheFontInTheForegroundColor() {
    let laid = LaidOut {
      Image(systemName: "plus.circle").font(.largeTitle).foregroundColor(.red)
    }
    // The circle's outer edge is the box's: 34 × 1.2 = 40.8 square.
    expectFrame(laid.fills.first?.rect, box(size: 34))
    #expect(laid.fills.first?.color == .red)
    #expect(laid.strokes.isEmpty)
  }

  @Test func imageScaleSizesTheSymbolRelativeToItsFont() {
    // 17 × 1.2 = 20.4 at the medium scale; 0.78 and 1.29 of it at the small and large.
    for (scale, factor) in [(Image.Scale.small, 0.78), (.medium, 1), (.large, 1.29)] {
      let laid = LaidOut { Image(systemName: "circle").imageScale(scale) }
      expectFrame(laid.fills.first?.rect, box(size: 17, factor: factor))
    }
  }

  @Test func aNarrowGlyphTakesItsOwnWidth() {
    // chevron.right's box is 60 units wide for 100 tall.
    let laid = LaidOut {
      HStack(spacing: 0) {
        Image(systemName: "chevron.right")
        Color.red.frame(width: 1)
      }
    }
    let width = 17 * 1.2 * 0.6
    #expect(
      laid.frame(of: .red).map { abs($0.minX - (50 - (width + 1) / 2 + width)) < 1e-9 } == true)
  }

  @Test func theFontsWeightSetsTheStrokes() throws {
    // minus is one stroke across the box: 7.5 units thick at the regular weight, 14 at
    // the black, of a 20.4-point box.
    for (weight, units) in [(Font.Weight.regular, 7.5), (.black, 14), (.ultraLight, 2.5)] {
      let laid = LaidOut { Image(systemName: "minus").fontWeight(weight) }
      let height = try #require(laid.fills.first?.rect.height)
      #expect(abs(height - units * 0.204) < 1e-9, "\(weight.value)")
    }
    let bold = LaidOut { Image(systemName: "minus").font(.body.bold()) }
    #expect(bold.fills.first.map { abs($0.rect.height - 11 * 0.204) < 1e-9 } == true)
  }

  @Test func symbolVariantDrawsTheVariantWhereTheSymbolHasIt() {
    #expect(
      svg(Image(systemName: "heart").symbolVariant(.fill))
        == svg(Image(systemName: "heart.fill")))
    #expect(
      svg(Image(systemName: "plus").symbolVariant(.circle.fill))
        == svg(Image(systemName: "plus.circle.fill")))
    // Variants add up; .none removes them.
    #expect(
      svg(Image(systemName: "plus").symbolVariant(.fill).symbolVariant(.circle))
        == svg(Image(systemName: "plus.circle.fill")))
    #expect(
      svg(Image(systemName: "plus").symbolVariant(.none).symbolVariant(.fill))
        == svg(Image(systemName: "plus")))
    #expect(
      svg(VStack { Image(systemName: "plus") }.symbolVariant(.none))
        == svg(Image(systemName: "plus")))
  }

  @Test func symbolVariantAddsToTheVariantsOfTheName() {
    #expect(
      svg(Image(systemName: "heart.fill").symbolVariant(.circle))
        == svg(Image(systemName: "heart.circle.fill")))
    // A variant the catalog cannot draw is left out: globe's filled drawing overlaps
    // itself, so it cannot be cut out of a disc.
    #expect(
      svg(Image(systemName: "globe").symbolVariant(.circle.fill))
        == svg(Image(systemName: "globe")))
  }

  @Test func symbolVariantsComposeAsSwiftUIs() {
    #expect(SymbolVariants.circle.fill.contains(.fill))
    #expect(SymbolVariants.circle.fill.contains(.circle))
    #expect(!SymbolVariants.circle.fill.contains(.square))
    #expect(SymbolVariants.circle.square == .square)
    #expect(SymbolVariants.fill.circle == SymbolVariants.circle.fill)
    #expect(SymbolVariants.slash.circle.fill.suffix == ".slash.circle.fill")
    #expect(SymbolVariants.none.suffix == "")
  }

  @Test func aSlashedSymbolIsTheGlyphCutAroundASlash() throws {
    let artwork = Artwork(width: 100, height: 100) {
      Image(systemName: "bell.slash").font(.system(size: 50)).foregroundColor(.red)
    }
    #expect(artwork.diagnostics.isEmpty)
    let nodes = artwork.resolve()
    #expect(nodes.count == 2)
    // The bell, clipped even-odd to all but the band around the slash.
    guard case .group(let group)? = nodes.first, case .clip(_, let style) = group.effect else {
      Issue.record("the glyph is clipped: \(nodes)")
      return
    }
    #expect(style.isEOFilled)
    // The slash: 76 units square from (12, 12), 7.5 units wide with round ends reaching
    // half that past its ends, in a box of 60 points (50 × 1.2), so 0.6 points a unit.
    let laid = LaidOut {
      Image(systemName: "bell.slash").font(.system(size: 50)).foregroundColor(.red)
    }
    let box = self.box(size: 50)
    let slash = try #require(laid.fills.last?.rect)
    let expected = CGRect(
      x: box.minX + 12 * 0.6, y: box.minY + 12 * 0.6, width: 76 * 0.6, height: 76 * 0.6
    ).insetBy(dx: -7.5 / 2 * 0.6, dy: -7.5 / 2 * 0.6)
    expectFrame(slash, expected)
    #expect(laid.fills.last?.color == .red)
    // A slash variant through symbolVariant, and none with an enclosure.
    let varied = Artwork(width: 40, height: 40) { Image(systemName: "bell").symbolVariant(.slash) }
    let named = Artwork(width: 40, height: 40) { Image(systemName: "bell.slash") }
    #expect(SVGRenderer().render(varied) == SVGRenderer().render(named))
    #expect(
      Artwork(width: 40, height: 40) { Image(systemName: "bell.slash.circle") }.diagnostics
        == [.missingSymbol("bell.slash.circle")])
  }

  @Test func aDotBadgeSitsInTheTopRightCornerOfTheBox() throws {
    // bell.badge at 50 points: a box 60 points tall, 0.6 points a unit; the dot is 15
    // units in radius, touching the box's top and right sides.
    let laid = LaidOut {
      Image(systemName: "bell.badge").font(.system(size: 50)).foregroundColor(.red)
    }
    let width = try #require(Symbol(named: "bell")).boxWidth
    let box = self.box(size: 50, aspectRatio: width / 100)
    #expect(laid.fills.count == 2)
    expectFrame(laid.fills.last?.rect, CGRect(x: box.maxX - 18, y: box.minY, width: 18, height: 18))
    #expect(laid.fills.last?.color == .red)
    #expect(laid.clips.count == 1)
  }

  @Test func aMarkBadgeIsCutIntoTheGlyphWithAGapAroundIt() throws {
    // folder.badge.plus drawn 2 pixels a unit. The plus, half the glyph's height, sits in
    // the bottom right corner about (width − 25, 75), reaching 18 + 3.75 units from there;
    // the folder is cut away 25 + 3.75 units around it. At 26 units from the plus's
    // middle, where the plain folder has ink, the badged one has none.
    let width = try #require(Symbol(named: "folder")).boxWidth
    func image(_ name: String) throws -> RasterImage {
      try ImageRenderer(
        content: Image(systemName: name).resizable().frame(width: width * 2, height: 200)
      ).render()
    }
    let (plain, badged) = (try image("folder"), try image("folder.badge.plus"))
    let center = CGPoint(x: width - 25, y: 75)
    var inked = 0
    for step in 0..<180 {
      let angle = Double(step) * .pi / 90
      let x = Int(((center.x + 26 * cos(angle)) * 2).rounded(.down))
      let y = Int(((center.y + 26 * sin(angle)) * 2).rounded(.down))
      guard (0..<plain.width).contains(x), (0..<plain.height).contains(y) else { continue }
      if plain.pixel(x: x, y: y).alpha == 255 {
        inked += 1
        #expect(badged.pixel(x: x, y: y).alpha == 0, "(\(x), \(y))")
      }
    }
    #expect(inked > 10)
    // The plus's middle is ink; the plain folder's is not.
    let middle = (x: Int(center.x * 2), y: 150)
    #expect(badged.pixel(x: middle.x, y: middle.y).alpha == 255)
    #expect(plain.pixel(x: middle.x, y: middle.y).alpha == 0)
  }

  @Test func cs193pCardCountAdjustersAreDrawn() {
    let artwork = Artwork(width: 100, height: 40) {
      HStack {
        Image(systemName: "rectangle.stack.badge.minus.fill")
        Image(systemName: "rectangle.stack.badge.plus.fill")
        Image(systemName: "plus.rectangle")
      }
    }
    #expect(artwork.diagnostics.isEmpty)
    // A rectangle is 1.3 times as wide as it is tall, as is a symbol in one.
    let laid = LaidOut { Image(systemName: "plus.rectangle").foregroundColor(.red) }
    expectFrame(
      laid.fills.first?.rect,
      box(size: 17, aspectRatio: 1.3).insetBy(dx: 0.04 * 20.4, dy: 0.14 * 20.4))
  }

  @Test func forwardAndBackwardChevronsAreRightAndLeftInALeftToRightLayout() {
    #expect(svg(Image(systemName: "chevron.forward")) == svg(Image(systemName: "chevron.right")))
    #expect(
      svg(Image(systemName: "chevron.backward.circle.fill"))
        == svg(Image(systemName: "chevron.left.circle.fill")))
    #expect(
      svg(Image(systemName: "chevron.forward")) != svg(Image(systemName: "chevron.backward")))
  }

  @Test func resizableSymbolStretchesOverItsFrame() {
    let laid = LaidOut { Image(systemName: "circle").resizable().frame(width: 60, height: 30) }
    expectFrame(laid.fills.first?.rect, CGRect(x: 20, y: 35, width: 60, height: 30))
    let fitted = LaidOut {
      Image(systemName: "circle").resizable().scaledToFit().frame(width: 60, height: 30)
    }
    expectFrame(fitted.fills.first?.rect, CGRect(x: 35, y: 35, width: 30, height: 30))
  }

  @Test func unknownNameIsAPlaceholderSizedLikeASymbol() {
    let plain = LaidOut {
      HStack(spacing: 0) {
        Image(systemName: "no.such.symbol")
        Color.red.frame(width: 1)
      }
    }
    // 17 × 1.2 = 20.4 wide: the red line starts there, the pair centred.
    #expect(plain.frame(of: .red).map { abs($0.minX - (50 - 10.7 + 20.4)) < 1e-9 } == true)
    // The placeholder is a rounded square outline, inset by half its width, side ÷ 32.
    let placeholder = LaidOut { Image(systemName: "no.such.symbol").foregroundColor(.red) }
    let inset = 20.4 / 32
    expectFrame(placeholder.strokes.first?.rect, box(size: 17).insetBy(dx: inset, dy: inset))
    #expect(placeholder.strokes.first?.color == .red)
    let stretched = LaidOut {
      Image(systemName: "no.such.symbol").resizable().frame(width: 60, height: 30)
    }
    // The placeholder stays square, centred in its frame: 30 × 30.
    let square = stretched.strokes.first?.rect
    #expect(square.map { abs($0.midX - 50) < 1e-9 && $0.width < 30 && $0.width > 28 } == true)
  }

  @Test func diagnosticsNameEveryUnknownSymbolOnce() {
    let artwork = Artwork(width: 100, height: 100) {
      HStack {
        Image(systemName: "no.such.symbol")
        Image(systemName: "plus.circle")
        Image(systemName: "another.unknown")
        Image(systemName: "no.such.symbol")
      }
    }
    #expect(
      artwork.diagnostics == [.missingSymbol("no.such.symbol"), .missingSymbol("another.unknown")])
    #expect(artwork.diagnostics.first?.description.contains("placeholder") == true)
    #expect(Artwork(width: 10, height: 10) { Image(systemName: "star.fill") }.diagnostics.isEmpty)
  }

  @Test func symbolHasNoImageData() {
    let symbol = Image(systemName: "star")
    #expect(symbol.systemName == "star")
    #expect(symbol.data.isEmpty)
    #expect(symbol.pixelSize == .zero)
  }
}
