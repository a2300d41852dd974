import Foundation
import SwiftUI
import Testing

// CS193p Memorize as the animation lectures leave it (2021's lecture 8, with 2023's
// `TimelineView` card and flying score): `Cardify` an `AnimatableModifier` that turns the
// card with `rotation3DEffect`, cards dealt from a deck with `matchedGeometryEffect` in a
// `@Namespace`, transitions and `withAnimation`. Written with `import SwiftUI` and
// nothing changed for this package.

struct MemoryGame<CardContent> where CardContent: Equatable {
  private(set) var cards: [Card]

  init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
    cards = []
    for pairIndex in 0..<numberOfPairsOfCards {
      let content = createCardContent(pairIndex)
      cards.append(Card(content: content, id: pairIndex * 2))
      cards.append(Card(content: content, id: pairIndex * 2 + 1))
    }
  }

  mutating func choose(_ card: Card) {
    if let chosenIndex = cards.firstIndex(where: { $0.id == card.id }) {
      cards[chosenIndex].isFaceUp.toggle()
    }
  }

  struct Card: Identifiable {
    var isFaceUp = false
    var isMatched = false
    let content: CardContent
    let id: Int
    var bonusTimeLimit: TimeInterval = 6
    var pastFaceUpTime: TimeInterval = 0
    var bonusTimeRemaining: TimeInterval { max(0, bonusTimeLimit - pastFaceUpTime) }
    var bonusRemaining: Double {
      (bonusTimeLimit > 0 && bonusTimeRemaining > 0) ? bonusTimeRemaining / bonusTimeLimit : 0
    }
    var isConsumingBonusTime: Bool { isFaceUp && !isMatched && bonusTimeRemaining > 0 }
  }
}

class EmojiMemoryGame: ObservableObject {
  typealias Card = MemoryGame<String>.Card
  private static let emojis = ["🚲", "🚂", "🚁", "🚜", "🚕", "🏎", "🚑", "🚓"]
  @Published private var model = MemoryGame<String>(numberOfPairsOfCards: 8) { emojis[$0] }
  var cards: [Card] { model.cards }
  func choose(_ card: Card) { model.choose(card) }
}

struct AnimatedPie: Shape {
  var startAngle: Angle
  var endAngle: Angle
  var clockwise = false

  var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(startAngle.radians, endAngle.radians) }
    set {
      startAngle = Angle.radians(newValue.first)
      endAngle = Angle.radians(newValue.second)
    }
  }

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2
    let start = CGPoint(
      x: center.x + radius * CGFloat(cos(startAngle.radians)),
      y: center.y + radius * CGFloat(sin(startAngle.radians)))
    var p = Path()
    p.move(to: center)
    p.addLine(to: start)
    p.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
    p.addLine(to: center)
    return p
  }
}

struct TurningCardify: AnimatableModifier {
  init(isFaceUp: Bool) {
    rotation = isFaceUp ? 0 : 180
  }

  var animatableData: Double {
    get { rotation }
    set { rotation = newValue }
  }

  var rotation: Double  // in degrees

  func body(content: Content) -> some View {
    ZStack {
      let shape = RoundedRectangle(cornerRadius: 10)
      if rotation < 90 {
        shape.fill().foregroundColor(.white)
        shape.strokeBorder(lineWidth: 3)
      } else {
        shape.fill()
      }
      content.opacity(rotation < 90 ? 1 : 0)
    }
    .rotation3DEffect(Angle.degrees(rotation), axis: (0, 1, 0))
  }
}

extension View {
  func turningCardify(isFaceUp: Bool) -> some View {
    self.modifier(TurningCardify(isFaceUp: isFaceUp))
  }
}

struct DealtCardView: View {
  let card: EmojiMemoryGame.Card
  @State private var animatedBonusRemaining: Double = 0

  var body: some View {
    GeometryReader { geometry in
      ZStack {
        Group {
          if card.isConsumingBonusTime {
            AnimatedPie(
              startAngle: Angle(degrees: 0 - 90),
              endAngle: Angle(degrees: (1 - animatedBonusRemaining) * 360 - 90)
            )
            .onAppear {
              animatedBonusRemaining = card.bonusRemaining
              withAnimation(.linear(duration: card.bonusTimeRemaining)) {
                animatedBonusRemaining = 0
              }
            }
          } else {
            AnimatedPie(
              startAngle: Angle(degrees: 0 - 90),
              endAngle: Angle(degrees: (1 - card.bonusRemaining) * 360 - 90))
          }
        }
        .padding(5)
        .opacity(0.5)
        Text(card.content)
          .rotationEffect(Angle.degrees(card.isMatched ? 360 : 0))
          .animation(Animation.linear(duration: 1).repeatForever(autoreverses: false))
          .font(Font.system(size: 32))
          .scaleEffect(min(geometry.size.width, geometry.size.height) / (32 / 0.7))
      }
      .turningCardify(isFaceUp: card.isFaceUp)
    }
  }
}

struct DealingGameView: View {
  @ObservedObject var game: EmojiMemoryGame
  @Namespace private var dealingNamespace
  @State private var dealt = Set<Int>()

  private func deal(_ card: EmojiMemoryGame.Card) { dealt.insert(card.id) }
  private func isUndealt(_ card: EmojiMemoryGame.Card) -> Bool { !dealt.contains(card.id) }

  private func dealAnimation(for card: EmojiMemoryGame.Card) -> Animation {
    var delay = 0.0
    if let index = game.cards.firstIndex(where: { $0.id == card.id }) {
      delay = Double(index) * (2 / Double(game.cards.count))
    }
    return Animation.easeInOut(duration: 0.5).delay(delay)
  }

  private func zIndex(of card: EmojiMemoryGame.Card) -> Double {
    -Double(game.cards.firstIndex(where: { $0.id == card.id }) ?? 0)
  }

  var body: some View {
    VStack {
      deckBody
      Spacer()
      Button("Deal") {
        for card in game.cards {
          withAnimation(dealAnimation(for: card)) { deal(card) }
        }
      }
    }
    .padding()
  }

  var deckBody: some View {
    ZStack {
      ForEach(game.cards.filter(isUndealt)) { card in
        DealtCardView(card: card)
          .matchedGeometryEffect(id: card.id, in: dealingNamespace)
          .transition(AnyTransition.asymmetric(insertion: .opacity, removal: .identity))
          .zIndex(zIndex(of: card))
      }
    }
    .frame(width: 60, height: 90)
    .foregroundColor(.red)
  }
}

struct FlyingNumber: View {
  let number: Int
  @State private var offset: CGFloat = 0

  var body: some View {
    if number != 0 {
      Text(number, format: .number.sign(strategy: .always()))
        .font(.largeTitle)
        .foregroundColor(number < 0 ? .red : .green)
        .shadow(color: .black, radius: 1.5, x: 1, y: 1)
        .offset(x: 0, y: offset)
        .opacity(offset != 0 ? 0 : 1)
        .onAppear {
          withAnimation(.easeIn(duration: 1.5)) { offset = number < 0 ? 200 : -200 }
        }
        .onDisappear { offset = 0 }
    }
  }
}

struct TimelineCardView: View {
  let card: EmojiMemoryGame.Card

  var body: some View {
    TimelineView(.animation) { timeline in
      if card.isFaceUp || !card.isMatched {
        AnimatedPie(startAngle: .degrees(-90), endAngle: .degrees(card.bonusRemaining * 360 - 90))
          .opacity(0.4)
          .overlay(Text(card.content).font(.system(size: 200)).minimumScaleFactor(0.01))
          .padding(5)
          .turningCardify(isFaceUp: card.isFaceUp)
          .transition(.scale)
      } else {
        Color.clear
      }
    }
  }
}

@MainActor @Suite struct MemorizeAnimationTests {
  private func svg(
    width: CGFloat = 100, height: CGFloat = 150, @ViewBuilder _ view: () -> some View
  )
    -> String
  {
    SVGRenderer().render(Artwork(width: width, height: height, content: view))
  }

  @Test func aFaceDownCardIsTheCardTurnedOverWithItsBackShowing() throws {
    let card = EmojiMemoryGame().cards[0]
    let drawn = svg { DealtCardView(card: card).foregroundColor(.red) }
    // Turned 180° about its vertical axis through x = 50: the mirror matrix(−1 0 0 1 100 0)
    // around the filled back, the face (pie and emoji) at opacity 0.
    #expect(drawn.contains(#"transform="matrix(-1 0 0 1 100 0)""#), "\(drawn)")
    #expect(drawn.contains(##"fill="#ff3b30""##))
    #expect(!drawn.contains("stroke="))
    let pixels = try RasterRenderer().render(
      Artwork(width: 100, height: 150) { DealtCardView(card: card).foregroundColor(.red) })
    #expect(pixels.pixel(x: 50, y: 75) == (red: 255, green: 59, blue: 48, alpha: 255))
  }

  @Test func aFaceUpCardShowsItsBorderAndItsBonusPie() {
    var game = MemoryGame<String>(numberOfPairsOfCards: 1) { _ in "👻" }
    game.choose(game.cards[0])
    var card = game.cards[0]
    card.pastFaceUpTime = 6
    let drawn = svg { DealtCardView(card: card).foregroundColor(.orange) }
    #expect(!drawn.contains("matrix(-1"), "face up is not turned")
    #expect(drawn.contains(##"stroke="#ff9500""##) && drawn.contains(##"fill="#ffffff""##))
  }

  @Test func aCardHalfwayThroughItsTurnIsSeenInPerspective() throws {
    // The modifier's animatable data at 60°, as an animation would set it: the card is
    // narrower, its left side nearer and taller than its right.
    var turning = TurningCardify(isFaceUp: true)
    turning.animatableData = 60
    let pixels = try RasterRenderer().render(
      Artwork(width: 100, height: 150) { Color.red.modifier(turning) })
    var columns: [Int] = []
    for x in 0..<100 where pixels.pixel(x: x, y: 75).alpha > 127 { columns.append(x) }
    let left = try #require(columns.first)
    let right = try #require(columns.last)
    #expect(right - left < 60 && right - left > 30, "\(left)…\(right)")
    func height(at x: Int) -> Int {
      (0..<150).filter { pixels.pixel(x: x, y: $0).alpha > 127 }.count
    }
    #expect(height(at: left + 2) > height(at: right - 2) + 20)
  }

  @Test func theDeckDrawsItsCardsFaceDown() throws {
    let drawn = svg(width: 390, height: 300) { DealingGameView(game: EmojiMemoryGame()) }
    #expect(drawn.contains("matrix(-1 0 0 1 390 0)"))
    #expect(drawn.contains(">Deal</text>"))
  }

  @Test func theFlyingScoreAndTheTimelineCardDrawTheirFirstFrame() {
    let score = svg(width: 200, height: 80) { FlyingNumber(number: 4) }
    #expect(score.contains(">+4</text>"))
    var card = EmojiMemoryGame().cards[0]
    card.isFaceUp = true
    let timeline = svg { TimelineCardView(card: card) }
    #expect(timeline.contains(#"stroke-width="3""#), "\(timeline)")
  }
}
