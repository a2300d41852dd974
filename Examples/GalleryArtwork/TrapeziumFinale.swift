import ShapeRender
import Shapes

/// The finale of the "SwiftUI Shapes Live: The Trapezium" stream: the trapezium's
/// bottom-left corner rises from 1 (the rectangle) to 0.65, eased in and out over 1 s.
///
/// ```swift
/// Trapezium(offset: 0.65, corner: .bottomLeft)
///   .animation(
///     .easeInOut(duration: 1).repeatForever(autoreverses: true), from: 1,
///     for: \.bottomLeftOffset)
///   .fill(.blue)
/// ```
///
/// It plays there and back, forever, so that a page showing it keeps playing it; the file
/// is SMIL, which browsers play, and static renderers draw the end state, offset 0.65. The
/// rectangle it starts from is outlined in dashes behind it, with the two offsets marked
/// on the left. `shapegen trapezium --corner bottomLeft --animate offset=1:0.65` writes the
/// same animation, played once.
public struct TrapeziumFinale: View {
  /// The canvas size.
  public static let size = CGSize(width: 480, height: 360)
  /// The rectangle the trapezium fills.
  public static let shapeFrame = CGRect(x: 90, y: 92, width: 330, height: 220)
  /// The bottom-left offset the animation starts from: the rectangle.
  public static let startOffset: CGFloat = 1
  /// The bottom-left offset it ends at, which a static renderer draws.
  public static let endOffset: CGFloat = 0.65
  /// The fill.
  public static let color = Color.blue
  /// How it moves: easeInOut over 1 s, there and back, forever.
  public static let animation = Animation.easeInOut(duration: 1)
    .repeatForever(autoreverses: true)
  /// The animated trapezium.
  public static let shape = Trapezium(offset: endOffset, corner: .bottomLeft)
    .animation(animation, from: startOffset, for: \.bottomLeftOffset)

  /// Creates the picture.
  public init() {}

  /// The picture on its canvas.
  public static var artwork: Artwork<TrapeziumFinale> {
    Artwork(
      width: size.width, height: size.height, background: GalleryStyle.background,
      view: TrapeziumFinale())
  }

  /// The height on the canvas of the bottom-left corner at `offset`.
  static func cornerY(_ offset: CGFloat) -> CGFloat {
    shapeFrame.minY + offset * shapeFrame.height
  }

  /// The picture.
  public var body: some View {
    ZStack {
      Caption(
        text: "The finale", rect: CGRect(x: 0, y: 14, width: 480, height: 32),
        font: .system(size: 26, weight: .bold), color: GalleryStyle.ink)
      Caption(
        text: "Trapezium(offset: 0.65, corner: .bottomLeft), from offset 1",
        rect: CGRect(x: 0, y: 48, width: 480, height: 20))
      // Where it starts: the rectangle, in dashes.
      Rectangle()
        .stroke(GalleryStyle.secondaryInk, style: StrokeStyle(lineWidth: 1, dash: [5, 4]))
        .placed(in: Self.shapeFrame)
      Self.shape.fill(Self.color).placed(in: Self.shapeFrame)
      for (offset, label) in [(Self.startOffset, "1"), (Self.endOffset, "0.65")] {
        let y = Self.cornerY(offset)
        Rectangle().fill(GalleryStyle.secondaryInk)
          .placed(in: CGRect(x: Self.shapeFrame.minX - 14, y: y - 0.5, width: 10, height: 1))
        Text(label)
          .font(GalleryStyle.captionFont)
          .foregroundColor(GalleryStyle.secondaryInk)
          .frame(width: 60, height: 16, alignment: .trailing)
          .placed(in: CGRect(x: Self.shapeFrame.minX - 80, y: y - 8, width: 60, height: 16))
      }
      Caption(
        text: "bottomLeftOffset 1 → 0.65 · easeInOut, 1 s · there and back",
        rect: CGRect(x: 0, y: 326, width: 480, height: 20), font: GalleryStyle.codeFont)
    }
  }
}
