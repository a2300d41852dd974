import ShapeRender
import Shapes

/// The bonus-time countdown of Stanford CS193p's "Memorize": a face-up card whose `Pie`
/// shows the time left, its end angle sweeping from 0° (270° left) to 270° (none left),
/// linearly over 3 s, and again; beside it, the pie at each second, drawn still.
///
/// ```swift
/// ZStack {
///   Pie(startAngle: .degrees(270), endAngle: .degrees(270))
///     .animation(.linear(duration: 3).repeatForever(autoreverses: false),
///                from: .degrees(0), for: \.endAngle)
///     .padding(5).opacity(0.4)
///   Text("👻").font(.system(size: 64))
/// }
/// .cardify(isFaceUp: true)
/// .foregroundColor(.orange)
/// ```
///
/// CS193p writes the pie's start as `0 - 90` and its end as `(1 - remaining) * 360 - 90`.
/// Here the start is `360 - 90`, twelve o'clock too, so that when the time is up the end
/// angle reaches the start (a pie of nothing) rather than a whole turn from it (the whole
/// disc, see ``Pie``). The pie covers the angles from its end angle back round to twelve
/// o'clock, counter-clockwise on screen, and its bite, the time used, grows clockwise
/// from twelve. Static renderers draw the end state: the card with its time up.
public struct PieCountdown: View {
  /// The canvas size.
  public static let size = CGSize(width: 480, height: 360)
  /// The card.
  public static let cardFrame = CGRect(x: 56, y: 84, width: 160, height: 240)
  /// The theme color, which the card takes from the environment as in the course.
  public static let themeColor = Color.orange
  /// The padding between the card's edge and its pie.
  public static let piePadding: CGFloat = 5
  /// The opacity of the pie.
  public static let pieOpacity = 0.4
  /// The size of the emoji.
  public static let emojiSize: CGFloat = 64
  /// How long the bonus time runs, in seconds.
  public static let duration = 3.0
  /// The part of the bonus time left when the countdown starts.
  public static let startRemaining = 0.75
  /// How it runs: linearly over ``duration``, starting again each time.
  public static let animation = Animation.linear(duration: duration)
    .repeatForever(autoreverses: false)

  /// The pie when `remaining` of the bonus time is left (0…1).
  public static func pie(remaining: Double) -> Pie {
    Pie(startAngle: .degrees(270), endAngle: .degrees((1 - remaining) * 360 - 90))
  }

  /// The card's pie: from ``startRemaining`` down to nothing.
  public static let countdown = pie(remaining: 0)
    .animation(animation, from: pie(remaining: startRemaining))

  /// The rectangle the card's pie is drawn in.
  public static var pieFrame: CGRect { cardFrame.insetBy(dx: piePadding, dy: piePadding) }

  /// One still of the countdown beside the card.
  public struct Still: Sendable {
    /// The time it shows, in seconds from the start.
    public let time: Double
    /// The part of the bonus time left then.
    public let remaining: Double
    /// Where its disc is.
    public let frame: CGRect
  }

  /// The stills, one per second, in two rows of two.
  public static let stills: [Still] = (0...3).map { second in
    let time = Double(second)
    return Still(
      time: time, remaining: startRemaining * (1 - time / duration),
      frame: CGRect(
        x: 270 + CGFloat(second % 2) * 100, y: 104 + CGFloat(second / 2) * 120, width: 64,
        height: 64))
  }

  /// Creates the picture.
  public init() {}

  /// The picture on its canvas.
  public static var artwork: Artwork<PieCountdown> {
    Artwork(
      width: size.width, height: size.height, background: GalleryStyle.background,
      view: PieCountdown())
  }

  /// The picture.
  public var body: some View {
    ZStack {
      Caption(
        text: "Countdown", rect: CGRect(x: 0, y: 14, width: 480, height: 32),
        font: .system(size: 26, weight: .bold), color: GalleryStyle.ink)
      Caption(
        text: "CS193p's bonus time: the end angle sweeps 0° → 270°, linear, 3 s",
        rect: CGRect(x: 0, y: 48, width: 480, height: 20))
      ZStack {
        Self.countdown
          .padding(Self.piePadding)
          .opacity(Self.pieOpacity)
        Text("👻").font(.system(size: Self.emojiSize))
      }
      .cardify(isFaceUp: true)
      .foregroundColor(Self.themeColor)
      .placed(in: Self.cardFrame)
      for still in Self.stills {
        Circle().fill(GalleryStyle.card)
          .overlay { Circle().strokeBorder(GalleryStyle.hairline) }
          .placed(in: still.frame)
        Self.pie(remaining: still.remaining)
          .fill(Self.themeColor)
          .opacity(Self.pieOpacity)
          .placed(in: still.frame)
        Caption(
          text: "\(Int(still.time)) s · \(Int((still.remaining * 360).rounded()))° left",
          rect: CGRect(x: still.frame.midX - 50, y: still.frame.maxY + 8, width: 100, height: 16))
      }
      Caption(
        text: ".animation(.linear(duration: 3), from: .degrees(0), for: \\.endAngle)",
        rect: CGRect(x: 0, y: 330, width: 480, height: 20),
        font: .system(size: 11, design: .monospaced))
    }
  }
}
