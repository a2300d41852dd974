import ShapeRender
import Shapes

/// Cards of Stanford CS193p's "Memorize", drawn with the course's `Cardify` modifier and
/// `Pie` countdown: a face-up card, a face-down card and a matched card.
///
/// ```swift
/// ZStack {
///   Pie(startAngle: .degrees(0 - 90), endAngle: .degrees(110 - 90))
///     .padding(5).opacity(0.4)
///   Text("👻").font(.system(size: 56))
/// }
/// .cardify(isFaceUp: true)
/// .foregroundColor(.orange)
/// ```
public struct MemorizeCards: View {
  /// The canvas size.
  public static let size = CGSize(width: 520, height: 340)
  /// The theme color, which the cards take from the environment as in the course.
  public static let themeColor = Color.orange
  /// The opacity of the countdown pie.
  public static let pieOpacity = 0.4
  /// The padding between a card's edge and its pie.
  public static let piePadding: CGFloat = 5
  /// The opacity of a matched card, fading off the table.
  public static let matchedOpacity = 0.5

  /// A card of the game.
  public struct MemoryCard: Sendable {
    /// The emoji on its face.
    public let content: String
    /// Whether its face shows.
    public let isFaceUp: Bool
    /// Whether it has been matched.
    public let isMatched: Bool
    /// The fraction of the bonus time left, which the pie shows.
    public let bonusRemaining: Double
    /// What the picture says it is.
    public let caption: String
    /// Where it is drawn.
    public let rect: CGRect
  }

  /// The three cards, left to right.
  public static let cards: [MemoryCard] = [
    MemoryCard(
      content: "👻", isFaceUp: true, isMatched: false, bonusRemaining: 250.0 / 360,
      caption: "face up", rect: CGRect(x: 34, y: 66, width: 132, height: 198)),
    MemoryCard(
      content: "🎃", isFaceUp: false, isMatched: false, bonusRemaining: 1,
      caption: "face down", rect: CGRect(x: 194, y: 66, width: 132, height: 198)),
    MemoryCard(
      content: "🕷️", isFaceUp: true, isMatched: true, bonusRemaining: 0.4,
      caption: "matched", rect: CGRect(x: 354, y: 66, width: 132, height: 198)),
  ]

  /// Creates the picture.
  public init() {}

  /// The picture on its canvas.
  public static var artwork: Artwork<MemorizeCards> {
    Artwork(
      width: size.width, height: size.height, background: GalleryStyle.background,
      view: MemorizeCards())
  }

  /// The picture.
  public var body: some View {
    ZStack {
      Caption(
        text: "Memorize!", rect: CGRect(x: 0, y: 12, width: 520, height: 36),
        font: .system(size: 30, weight: .bold), color: GalleryStyle.ink)
      ZStack {
        for card in Self.cards {
          CardView(card: card)
            .opacity(card.isMatched ? Self.matchedOpacity : 1)
            .placed(in: card.rect)
          Caption(
            text: card.caption,
            rect: CGRect(
              x: card.rect.minX, y: card.rect.maxY + 10, width: card.rect.width, height: 20))
        }
      }
      .foregroundColor(Self.themeColor)
      Caption(
        text: "Cardify · strokeBorder(lineWidth: 3) · Pie at 0.4 opacity",
        rect: CGRect(x: 0, y: 306, width: 520, height: 20), font: GalleryStyle.codeFont)
    }
  }
}

/// One card, as CS193p's `CardView` draws it: the countdown pie behind the emoji, made a
/// card by ``Cardify``.
public struct CardView: View {
  /// The card.
  public let card: MemorizeCards.MemoryCard

  /// Creates the view of a card.
  public init(card: MemorizeCards.MemoryCard) {
    self.card = card
  }

  /// The countdown pie and the emoji, made a card.
  public var body: some View {
    ZStack {
      Pie(
        startAngle: .degrees(0 - 90), endAngle: .degrees((1 - card.bonusRemaining) * 360 - 90)
      )
      .padding(MemorizeCards.piePadding)
      .opacity(MemorizeCards.pieOpacity)
      Text(card.content)
        .font(.system(size: 56))
    }
    .cardify(isFaceUp: card.isFaceUp)
  }
}

/// CS193p's `Cardify`: turns any view into a card, face up (a white rounded rectangle with
/// a border of 3 in the foreground color, the content on it) or face down (the rounded
/// rectangle filled with the foreground color, the content hidden).
public struct Cardify: ViewModifier {
  /// Whether the content shows.
  public var isFaceUp: Bool

  /// The corner radius of a card.
  public static let cornerRadius: CGFloat = 10
  /// The width of the border of a face-up card.
  public static let lineWidth: CGFloat = 3

  /// Creates the modifier.
  public init(isFaceUp: Bool) {
    self.isFaceUp = isFaceUp
  }

  /// The content as a card: on a white face with a border, or hidden under the back.
  public func body(content: Content) -> some View {
    ZStack {
      let shape = RoundedRectangle(cornerRadius: Self.cornerRadius)
      if isFaceUp {
        shape.fill().foregroundColor(.white)
        shape.strokeBorder(lineWidth: Self.lineWidth)
      } else {
        shape.fill()
      }
      content.opacity(isFaceUp ? 1 : 0)
    }
  }
}

extension View {
  /// This view as a card, face up or down (see ``Cardify``).
  public func cardify(isFaceUp: Bool) -> some View {
    modifier(Cardify(isFaceUp: isFaceUp))
  }
}
