import ShapeRender
import Shapes

/// The colors and fonts the gallery's artwork shares, so the pictures read as one set.
public enum GalleryStyle {
  /// The canvas: iOS's grouped background, a neutral light gray (#f2f2f7).
  public static let background = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
  /// The cards that hold examples: white.
  public static let card = Color.white
  /// Titles: iOS's label color in the dark, near-black gray (#1c1c1e).
  public static let ink = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
  /// Captions: a neutral mid gray (#6e6e73).
  public static let secondaryInk = Color(red: 110 / 255, green: 110 / 255, blue: 115 / 255)
  /// Hairlines and tracks: a light neutral gray (#d1d1d6).
  public static let hairline = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)

  /// The font of artwork titles.
  public static let titleFont = Font.system(size: 22, weight: .bold)
  /// The font of captions.
  public static let captionFont = Font.system(size: 13, weight: .medium)
  /// The font of code in captions.
  public static let codeFont = Font.system(size: 12, design: .monospaced)
}

/// A line of text centred in a rectangle of the canvas, in one of the gallery's styles.
struct Caption: View {
  /// The text.
  var text: String
  /// Where the text is centred.
  var rect: CGRect
  /// The font.
  var font: Font = GalleryStyle.captionFont
  /// The color.
  var color: Color = GalleryStyle.secondaryInk

  var body: some View {
    Text(text).font(font).foregroundColor(color).placed(in: rect)
  }
}

extension View {
  /// This view in `rect` of its parent's frame: proposed that rectangle's size, centred on
  /// its centre.
  func placed(in rect: CGRect) -> some View {
    frame(width: rect.width, height: rect.height).position(x: rect.midX, y: rect.midY)
  }
}

/// A white panel with rounded corners, drawn behind an example.
struct Panel: View {
  /// The panel's rectangle.
  var rect: CGRect

  var body: some View {
    RoundedRectangle(cornerRadius: 14).fill(GalleryStyle.card)
      .overlay { RoundedRectangle(cornerRadius: 14).strokeBorder(GalleryStyle.hairline) }
      .placed(in: rect)
  }
}

/// Equal cells in rows and columns, numbered row by row from the top-left.
public struct GalleryGrid: Sendable {
  /// The top-left corner of the first cell.
  public var origin: CGPoint
  /// The size of every cell.
  public var cellSize: CGSize
  /// The gap between cells, across and down.
  public var spacing: CGSize
  /// The number of cells in a row.
  public var columns: Int

  /// The cell at `column` and `row`.
  public func cell(column: Int, row: Int) -> CGRect {
    CGRect(
      x: origin.x + CGFloat(column) * (cellSize.width + spacing.width),
      y: origin.y + CGFloat(row) * (cellSize.height + spacing.height),
      width: cellSize.width, height: cellSize.height)
  }

  /// The cell number `index`, counted row by row.
  public func cell(_ index: Int) -> CGRect {
    cell(column: index % columns, row: index / columns)
  }
}
