import ShapeRender
import Shapes

/// The hero of the "SwiftUI Shapes Live: The Trapezium" stream: a photo clipped to
/// `Trapezium()`, a gray 10-wide stroke over its outline, a shadow, and a title.
///
/// ```swift
/// GalleryPhoto.image.resizable().scaledToFill()
///   .clipShape(Trapezium())
///   .overlay { Trapezium().stroke(.gray, lineWidth: 10) }
///   .shadow(color: .black.opacity(0.35), radius: 16, x: 8, y: 10)
/// ```
public struct TrapeziumHero: View {
  /// The canvas size.
  public static let size = CGSize(width: 480, height: 380)
  /// The shape: the stream's default trapezium, its bottom-left corner at 0.75.
  public static let shape = Trapezium()
  /// The rectangle the photo and the trapezium fill.
  public static let shapeFrame = CGRect(x: 60, y: 92, width: 360, height: 240)
  /// The width of the gray stroke, centred on the outline.
  public static let strokeWidth: CGFloat = 10
  /// The shadow's blur radius (its standard deviation is half of it).
  public static let shadowRadius: CGFloat = 16
  /// How far the shadow is cast, right and down.
  public static let shadowOffset = CGSize(width: 8, height: 10)
  /// The band of the canvas the title and subtitle use.
  public static let titleBand = CGRect(x: 0, y: 14, width: 480, height: 58)

  /// Creates the picture.
  public init() {}

  /// The picture on its canvas.
  public static var artwork: Artwork<TrapeziumHero> {
    Artwork(
      width: size.width, height: size.height, background: GalleryStyle.background,
      view: TrapeziumHero())
  }

  /// The picture.
  public var body: some View {
    ZStack {
      Caption(
        text: "The Trapezium", rect: CGRect(x: 0, y: 14, width: 480, height: 32),
        font: .system(size: 26, weight: .bold), color: GalleryStyle.ink)
      Caption(
        text: "Trapezium() · a photo, clipped, stroked and shadowed",
        rect: CGRect(x: 0, y: 48, width: 480, height: 20))
      GalleryPhoto.image.resizable().scaledToFill()
        .clipShape(Self.shape)
        .overlay { Self.shape.stroke(.gray, lineWidth: Self.strokeWidth) }
        .shadow(
          color: .black.opacity(0.35), radius: Self.shadowRadius, x: Self.shadowOffset.width,
          y: Self.shadowOffset.height
        )
        .placed(in: Self.shapeFrame)
    }
  }
}
