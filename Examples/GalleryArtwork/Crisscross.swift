import ShapeRender
import Shapes

/// The picture at the end of the Trapezium stream: two trapeziums over each other, one
/// with its top-right corner offset and one with its bottom-right corner offset, the top
/// one semi-transparent green, so their overlap shows.
///
/// ```swift
/// ZStack {
///   Trapezium(offset: 0.25, corner: .topRight).fill(.blue)
///   Trapezium(offset: 0.25, corner: .bottomRight).fill(.green.opacity(0.5))
/// }
/// ```
public struct Crisscross: View {
  /// The canvas size.
  public static let size = CGSize(width: 400, height: 340)
  /// The rectangle both trapeziums fill.
  public static let shapeFrame = CGRect(x: 50, y: 60, width: 300, height: 220)
  /// The bottom trapezium: its top-right corner slides down to keep a quarter of the right
  /// side.
  public static let below = Trapezium(offset: 0.25, corner: .topRight)
  /// The top trapezium: its bottom-right corner slides up to keep a quarter of the right
  /// side.
  public static let above = Trapezium(offset: 0.25, corner: .bottomRight)
  /// The color of the bottom trapezium.
  public static let belowColor = Color.blue
  /// The color of the top trapezium: green at half opacity.
  public static let aboveColor = Color.green.opacity(0.5)

  /// Creates the picture.
  public init() {}

  /// The picture on its canvas.
  public static var artwork: Artwork<Crisscross> {
    Artwork(
      width: size.width, height: size.height, background: GalleryStyle.background,
      view: Crisscross())
  }

  /// The picture.
  public var body: some View {
    ZStack {
      Caption(
        text: "Crisscross", rect: CGRect(x: 0, y: 14, width: 400, height: 30),
        font: GalleryStyle.titleFont, color: GalleryStyle.ink)
      ZStack {
        Self.below.fill(Self.belowColor)
        Self.above.fill(Self.aboveColor)
      }
      .placed(in: Self.shapeFrame)
      Caption(
        text: ".topRight 0.25 · .bottomRight 0.25 at 50 %",
        rect: CGRect(x: 0, y: 296, width: 400, height: 24), font: GalleryStyle.codeFont)
    }
  }
}
