import Foundation
import Testing

@testable import CS193pMemorize
@testable import ShapeRender

/// CS193p's Memorize as lecture 7 leaves it (`Examples/CS193p/Memorize/Pasted`):
/// `AspectVGrid`, `CardView` with `GeometryReader` and `Pie`, and `Cardify`, laid out on an
/// iPhone screen against frames computed here by SwiftUI's rules.
@MainActor @Suite struct CS193pMemorizeTests {
  let probe = SceneProbe(CS193pMemorize.artwork)

  // The safe area and `.padding(.horizontal)` give AspectVGrid's GeometryReader
  // 390 − 2 × 16 = 358 by 844 − 47 − 34 = 763, at (16, 47).
  let origin = CGPoint(x: 16, y: 47)
  let room = CGSize(width: 358, height: 763)

  /// `widthThatFits` worked by hand for 16 cards of ratio 2:3: one column needs 16 rows of
  /// 537 (358 × 3/2), two 8 rows of 268.5, three 6 rows of 179, four 4 rows of 134.25 =
  /// 537 < 763, so four columns, and the width is ⌊358 ÷ 4⌋ = 89.
  let widthThatFits: CGFloat = 89

  @Test func aspectVGridPicksFourColumnsForSixteenCards() {
    #expect(EmojiMemoryGame().cards.count == 16)
    for columns in 1...3 {
      let rows = (16 + columns - 1) / columns
      #expect(CGFloat(rows) * (room.width / CGFloat(columns)) * 3 / 2 >= room.height)
    }
    #expect(CGFloat(4) * (room.width / 4) * 3 / 2 < room.height)
    #expect(widthThatFits == (room.width / 4).rounded(.down))
  }

  @Test func cardsSitInAdaptiveColumnsOfTheWidthThatFits() {
    // GridItem(.adaptive(minimum: 89)) with spacing 0 in 358: ⌊358 ÷ 89⌋ = 4 columns of
    // 358 ÷ 4 = 89.5; each item is 89.5 × 134.25 (2:3) and the card inside is padded by 4.
    let columns = (room.width / widthThatFits).rounded(.down)
    #expect(columns == 4)
    let cell = CGSize(width: room.width / columns, height: room.width / columns * 3 / 2)
    // The card bodies: the first face up (white, the preview chooses it), the others face
    // down (filled with the red foreground).
    // (The white background of the canvas is left out.)
    let bodies = probe.shapes.filter {
      $0.box.width < 100 && ($0.fill == .white || ($0.fill == .red && $0.opacity == 1))
    }
    #expect(bodies.count == 16)
    #expect(bodies.first?.fill == .white)
    for (index, body) in bodies.enumerated() {
      let expected = CGRect(
        x: origin.x + CGFloat(index % 4) * cell.width + 4,
        y: origin.y + CGFloat(index / 4) * cell.height + 4, width: cell.width - 8,
        height: cell.height - 8)
      #expect(close(body.box, expected), "card \(index): \(body.box) ≠ \(expected)")
    }
  }

  @Test func faceUpCardShowsThePieAtHalfOpacityAndTheEmojiAtSeventyPercent() {
    // The first card: 81.5 × 126.25 at (20, 51). Its pie is padded by 5: a radius of
    // min(71.5, 116.25) ÷ 2 = 35.75 about the card's centre (60.75, 114.125), from 12
    // o'clock the long way round to 20° below 3 o'clock.
    let card = CGRect(x: 20, y: 51, width: 81.5, height: 126.25)
    let pies = probe.shapes.filter { $0.opacity == 0.5 }
    #expect(pies.count == 1)
    let radius: CGFloat = 35.75
    let center = CGPoint(x: card.midX, y: card.midY)
    let expected = CGRect(
      x: center.x - radius, y: center.y - radius,
      width: radius + radius * cos(20 * .pi / 180),
      height: 2 * radius)
    #expect(pies.first.map { close($0.box, expected) } == true, "\(pies)")
    // The font is min(81.5, 126.25) × 0.7 = 57.05 points. Face-down cards draw their
    // content at opacity 0: not at all.
    #expect(probe.texts.count == 1)
    #expect(probe.texts.first.map { close($0.size, 57.05) } == true)
    #expect(probe.texts.first?.string == "🚲")
  }

  @Test func cardifyBordersTheFaceUpCardOnly() {
    let borders = probe.shapes.filter { $0.stroke != nil }
    #expect(borders.count == 1)
    #expect(borders.first?.lineWidth == 3)
    #expect(borders.first?.stroke == .red)
  }
}
