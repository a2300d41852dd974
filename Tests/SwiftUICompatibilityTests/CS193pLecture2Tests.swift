import Foundation
import Testing

@testable import CS193pLecture2
@testable import ShapeRender

/// CS193p lecture 2's `ContentView` (`Examples/CS193p/Lecture2/Pasted`), laid out on an
/// iPhone screen, against frames computed here by SwiftUI's rules.
@MainActor @Suite struct CS193pLecture2Tests {
  /// The screen with `count` cards, on the gallery's canvas.
  func probe(cards count: Int) -> SceneProbe {
    let size = CS193pLecture2.canvasSize
    return SceneProbe(
      Artwork(
        width: size.width, height: size.height, background: .white,
        view: CS193pLecture2.screen(emojiCount: count)))
  }

  // The safe area leaves 844 − 47 − 34 = 763 of height from y = 47; `.padding(.horizontal)`
  // leaves 390 − 2 × 16 = 358 of width from x = 16.
  let top: CGFloat = 47
  let width: CGFloat = 358
  let height: CGFloat = 763
  let left: CGFloat = 16

  @Test func twelveCardsFillFiveAdaptiveColumnsOfTwoByThreeCards() {
    // .adaptive(minimum: 65) in 358 with spacing 8: ⌊(358 + 8) ÷ (65 + 8)⌋ = ⌊5.01⌋ = 5
    // columns, each (358 − 4 × 8) ÷ 5 = 65.2 wide; `.aspectRatio(2/3, contentMode: .fit)`
    // makes a card 65.2 × 3/2 = 97.8 tall. Rows are 8 apart: 12 cards in rows of 5, 5, 2.
    let columns = ((width + 8) / (65 + 8)).rounded(.down)
    #expect(columns == 5)
    let cardWidth = (width - (columns - 1) * 8) / columns
    #expect(close(cardWidth, 65.2))
    let cardHeight = cardWidth * 3 / 2
    let faces = probe(cards: 12).shapes.filter { $0.fill == .white && $0.box.width < 100 }
    #expect(faces.count == 12)
    for (index, face) in faces.enumerated() {
      let column = CGFloat(index % 5)
      let row = CGFloat(index / 5)
      let expected = CGRect(
        x: left + column * (cardWidth + 8), y: top + row * (cardHeight + 8), width: cardWidth,
        height: cardHeight)
      #expect(close(face.box, expected), "card \(index): \(face.box) ≠ \(expected)")
    }
  }

  @Test func cardBorderIsThreeWideInsideTheCardInTheScrollViewsRed() {
    let borders = probe(cards: 12).shapes.filter { $0.stroke == .red }
    #expect(borders.count == 12)
    // strokeBorder(lineWidth: 3) strokes the rounded rectangle inset by 1.5.
    let first = CGRect(x: left, y: top, width: 65.2, height: 97.8).insetBy(dx: 1.5, dy: 1.5)
    #expect(borders.first.map { close($0.box, first) } == true)
    #expect(borders.allSatisfy { $0.lineWidth == 3 })
  }

  @Test func spacerPushesRemoveAndAddToTheEdges() {
    // The VStack (spacing 8) shares 763 − 2 × 8 = 747: the HStack of buttons, least
    // flexible, takes its height, a symbol at .largeTitle: 34 × 1.2 = 40.8; the ScrollView
    // and the Spacer, equally flexible, share the rest: (747 − 40.8) ÷ 2 = 353.1 each.
    let symbol: CGFloat = 34 * 1.2
    let share = (height - 2 * 8 - symbol) / 2
    let rowTop = top + share + 8 + share + 8
    #expect(close(rowTop + symbol, 844 - 34))
    // The HStack is padded 16 more each side: remove starts at 32, add ends at 390 − 32.
    // Each symbol's circle reaches the edges of its square.
    let buttons = probe(cards: 12).shapes.filter { $0.fill == .blue }
    #expect(buttons.count == 2)
    let remove = CGRect(x: 32, y: rowTop, width: symbol, height: symbol)
    let add = CGRect(x: 390 - 32 - symbol, y: rowTop, width: symbol, height: symbol)
    #expect(buttons.count == 2 && close(buttons[0].box, remove))
    #expect(buttons.count == 2 && close(buttons[1].box, add))
  }

  @Test func scrollViewShowsTheTopOfTwentyCardsClippedToItsShare() {
    let probe = probe(cards: 20)
    // 20 cards make 4 rows, 4 × 97.8 + 3 × 8 = 415.2 tall: more than the ScrollView's
    // 353.1, so the content is clipped to the ScrollView's frame.
    let share = (height - 2 * 8 - 34 * 1.2) / 2
    #expect(probe.clips.count == 1)
    #expect(
      probe.clips.first.map { close($0, CGRect(x: left, y: top, width: width, height: share)) }
        == true)
    #expect(probe.shapes.filter { $0.fill == .white && $0.box.width < 100 }.count == 20)
  }

  @Test func theSymbolsAreDrawnFromTheCatalog() {
    #expect(CS193pLecture2.artwork.diagnostics.isEmpty)
  }

  @Test func emojisAreLargeTitleTextCentredOnTheCards() {
    let texts = probe(cards: 12).texts
    #expect(texts.count == 12)
    #expect(texts.first?.string == "🚲")
    #expect(texts.allSatisfy { $0.size == 34 })
    // Centred on the card: the measured line's middle is the card's.
    #expect(texts.first?.frame.map { close($0.midX, left + 65.2 / 2) } == true)
  }
}
