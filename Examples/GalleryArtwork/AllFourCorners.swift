import ShapeRender
import Shapes

/// Every corner of the trapezium offset in turn: for each corner a panel with three
/// trapeziums over each other, that corner at 0.25, 0.5 and 0.75, each labelled where its
/// corner lands.
///
/// ```swift
/// for offset in [0.75, 0.5, 0.25] {
///   Trapezium(offset: offset, corner: .topLeft).fill(.blue.opacity(0.28))
/// }
/// ```
///
/// The fills are translucent, so a point inside more of the three is darker: a band of
/// the panel shows how many trapeziums hold it.
public struct AllFourCorners: View {
  /// The canvas size.
  public static let size = CGSize(width: 560, height: 480)
  /// The offsets drawn in every panel, largest (the biggest trapezium) first.
  public static let offsets: [CGFloat] = [0.75, 0.5, 0.25]
  /// The opacity of each fill.
  public static let layerOpacity = 0.28

  /// One corner's panel.
  public struct CornerPanel: Sendable {
    /// The corner that is offset.
    public let corner: RectCorner
    /// The color of its trapeziums.
    public let color: Color
    /// The white panel behind them.
    public let rect: CGRect
    /// The rectangle the trapeziums fill.
    public let shapeFrame: CGRect

    /// The trapezium with this corner at `offset`.
    public func trapezium(_ offset: CGFloat) -> Trapezium {
      Trapezium(offset: offset, corner: corner)
    }
  }

  static let grid = GalleryGrid(
    origin: CGPoint(x: 20, y: 60), cellSize: CGSize(width: 250, height: 190),
    spacing: CGSize(width: 20, height: 20), columns: 2)

  /// The four panels: top-left, top-right, bottom-left, bottom-right.
  public static let panels: [CornerPanel] = zip(
    [RectCorner.topLeft, .topRight, .bottomLeft, .bottomRight],
    [Color.blue, .orange, .green, .purple]
  ).enumerated().map { index, pair in
    let rect = grid.cell(index)
    return CornerPanel(
      corner: pair.0, color: pair.1, rect: rect,
      shapeFrame: CGRect(x: rect.minX + 44, y: rect.minY + 40, width: 162, height: 118))
  }

  /// Creates the picture.
  public init() {}

  /// The picture on its canvas.
  public static var artwork: Artwork<AllFourCorners> {
    Artwork(
      width: size.width, height: size.height, background: GalleryStyle.background,
      view: AllFourCorners())
  }

  /// The picture.
  public var body: some View {
    ZStack {
      Caption(
        text: "All four corners", rect: CGRect(x: 0, y: 14, width: 560, height: 30),
        font: GalleryStyle.titleFont, color: GalleryStyle.ink)
      for panel in Self.panels {
        Self.panelView(panel)
      }
    }
  }

  /// A panel: its card, its name, the three trapeziums and their offset labels.
  @ViewBuilder static func panelView(_ panel: CornerPanel) -> some View {
    let rect = panel.rect
    let frame = panel.shapeFrame
    Panel(rect: rect)
    Caption(
      text: ".\(panel.corner.rawValue)",
      rect: CGRect(x: rect.minX, y: rect.minY + 10, width: rect.width, height: 22),
      font: .system(size: 14, weight: .semibold, design: .monospaced), color: GalleryStyle.ink)
    ZStack {
      for offset in offsets {
        panel.trapezium(offset).fill(panel.color.opacity(layerOpacity))
        panel.trapezium(offset).stroke(panel.color, lineWidth: 1.5)
      }
    }
    .placed(in: frame)
    for offset in offsets {
      // The label sits beside the side the corner slides along, at the corner's height.
      let y =
        panel.corner.isTop
        ? frame.minY + (1 - offset) * frame.height : frame.minY + offset * frame.height
      let x = panel.corner.isLeft ? frame.minX - 40 : frame.maxX + 6
      Text(label(offset))
        .font(.system(size: 11, design: .monospaced))
        .foregroundColor(GalleryStyle.secondaryInk)
        .frame(width: 34, height: 14, alignment: panel.corner.isLeft ? .trailing : .leading)
        .placed(in: CGRect(x: x, y: y - 7, width: 34, height: 14))
    }
    Caption(
      text: "offset 0.25 · 0.5 · 0.75",
      rect: CGRect(x: rect.minX, y: rect.maxY - 28, width: rect.width, height: 20))
  }

  /// An offset as its label: `0.25`, `0.5`, `0.75`.
  static func label(_ offset: CGFloat) -> String {
    let hundredths = Int((offset * 100).rounded())
    return hundredths % 10 == 0 ? "0.\(hundredths / 10)" : "0.\(hundredths)"
  }
}
