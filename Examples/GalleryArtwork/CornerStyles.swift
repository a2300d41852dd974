import ShapeRender
import Shapes

/// Circular and continuous corners side by side: a rounded rectangle in each style and
/// both outlines over each other, then uneven radii in each style, and a capsule.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 36, style: .circular)
/// RoundedRectangle(cornerRadius: 36, style: .continuous)
/// UnevenRoundedRectangle(
///   topLeadingRadius: 48, bottomLeadingRadius: 12, bottomTrailingRadius: 48,
///   topTrailingRadius: 12, style: .continuous)
/// Capsule()
/// ```
///
/// A continuous corner eases into its edges over about 1.53 radii, where a circular one
/// turns within one radius; away from the corners the two outlines are the same.
public struct CornerStyles: View {
  /// The canvas size.
  public static let size = CGSize(width: 720, height: 480)
  /// The radius of the even rounded rectangles.
  public static let cornerRadius: CGFloat = 36
  /// The radii of the uneven ones.
  public static let unevenRadii = RectangleCornerRadii(
    topLeading: 48, bottomLeading: 12, bottomTrailing: 48, topTrailing: 12)
  /// The fill of the shapes.
  public static let fillColor = Color.indigo

  static let grid = GalleryGrid(
    origin: CGPoint(x: 21, y: 58), cellSize: CGSize(width: 210, height: 190),
    spacing: CGSize(width: 24, height: 20), columns: 3)

  /// The white panel at `column` and `row` (each 0…2 and 0…1).
  public static func panel(column: Int, row: Int) -> CGRect {
    grid.cell(column: column, row: row)
  }

  /// The rectangle the shape of a panel fills: 160×130, at whole-pixel coordinates.
  public static func shapeFrame(column: Int, row: Int) -> CGRect {
    let panel = panel(column: column, row: row)
    return CGRect(x: panel.minX + 25, y: panel.minY + 16, width: 160, height: 130)
  }

  /// The capsule's rectangle, in the last panel.
  public static var capsuleFrame: CGRect {
    let frame = shapeFrame(column: 2, row: 1)
    return CGRect(x: frame.minX, y: frame.midY - 36, width: frame.width, height: 72)
  }

  /// The even rounded rectangle in a style.
  public static func rounded(_ style: RoundedCornerStyle) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// Where the curvature graph is drawn, in the third panel.
  public static var curvaturePlot: CGRect {
    let frame = shapeFrame(column: 2, row: 0)
    return CGRect(x: frame.minX, y: frame.minY + 24, width: frame.width, height: 96)
  }

  /// The curvature at the top of the plot, in units of 1/r.
  static let curvatureScale: CGFloat = 1.75

  /// The curvature of the even rounded rectangle's outline from the middle of its top edge
  /// round the top-right corner to the middle of its right edge, as a graph in
  /// ``curvaturePlot``: arc length across, curvature up (1/r at 1/1.75 of the height).
  static func curvatureGraph(_ style: RoundedCornerStyle) -> Path {
    let rect = shapeFrame(column: 0, row: 0)
    let samples = CurvatureSampler.samples(
      of: rounded(style).path(in: rect), where: { $0.x >= rect.midX && $0.y <= rect.midY })
    let plot = curvaturePlot
    let total = max(samples.last?.length ?? 1, 1)
    return Path { path in
      for (index, sample) in samples.enumerated() {
        let point = CGPoint(
          x: plot.minX + min(sample.length / total, 1) * plot.width,
          y: plot.maxY - min(sample.curvature * cornerRadius / curvatureScale, 1) * plot.height)
        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
    }
  }

  /// The uneven rounded rectangle in a style.
  public static func uneven(_ style: RoundedCornerStyle) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: unevenRadii, style: style)
  }

  /// Creates the picture.
  public init() {}

  /// The picture on its canvas.
  public static var artwork: Artwork<CornerStyles> {
    Artwork(
      width: size.width, height: size.height, background: GalleryStyle.background,
      view: CornerStyles())
  }

  /// The picture.
  public var body: some View {
    ZStack {
      Caption(
        text: "Corner styles: .circular and .continuous",
        rect: CGRect(x: 0, y: 14, width: Self.size.width, height: 30),
        font: GalleryStyle.titleFont, color: GalleryStyle.ink)
      for column in 0..<3 {
        for row in 0..<2 {
          Panel(rect: Self.panel(column: column, row: row))
        }
      }
      Self.rounded(.circular).fill(Self.fillColor)
        .placed(in: Self.shapeFrame(column: 0, row: 0))
      Self.rounded(.continuous).fill(Self.fillColor)
        .placed(in: Self.shapeFrame(column: 1, row: 0))
      // How sharply each outline turns on its way round the top-right corner: the
      // circular one jumps to 1/r and back, the continuous one eases in and out.
      let plot = Self.curvaturePlot
      Path { path in
        path.move(to: CGPoint(x: plot.minX, y: plot.maxY))
        path.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
      }
      .stroke(GalleryStyle.hairline, lineWidth: 1)
      Path { path in
        let y = plot.maxY - plot.height / Self.curvatureScale
        path.move(to: CGPoint(x: plot.minX, y: y))
        path.addLine(to: CGPoint(x: plot.maxX, y: y))
      }
      .stroke(GalleryStyle.hairline, style: StrokeStyle(lineWidth: 1, dash: [3, 3]))
      Caption(
        text: "1/r",
        rect: CGRect(
          x: plot.minX - 2, y: plot.maxY - plot.height / Self.curvatureScale - 18, width: 24,
          height: 14),
        font: .system(size: 10, design: .monospaced))
      Self.curvatureGraph(.circular).stroke(
        Color.orange, style: StrokeStyle(lineWidth: 2.5, lineJoin: .round))
      Self.curvatureGraph(.continuous).stroke(
        Self.fillColor, style: StrokeStyle(lineWidth: 2.5, lineJoin: .round))
      Self.uneven(.circular).fill(Self.fillColor)
        .placed(in: Self.shapeFrame(column: 0, row: 1))
      Self.uneven(.continuous).fill(Self.fillColor)
        .placed(in: Self.shapeFrame(column: 1, row: 1))
      Capsule().fill(Color.teal)
        .placed(in: Self.capsuleFrame)
      for (index, caption) in [
        ".circular", ".continuous", "curvature: orange .circular", "uneven, .circular",
        "uneven, .continuous", "Capsule()",
      ].enumerated() {
        let panel = Self.panel(column: index % 3, row: index / 3)
        Caption(
          text: caption,
          rect: CGRect(x: panel.minX, y: panel.maxY - 36, width: panel.width, height: 20),
          font: GalleryStyle.codeFont)
      }
    }
  }
}

/// Samples of how sharply a path turns along its length.
enum CurvatureSampler {
  /// A point of the outline: how far along the kept part it is, and its curvature.
  struct Sample {
    var length: CGFloat
    var curvature: CGFloat
  }

  /// The curvature along the part of `path` whose points satisfy `keep` (one stretch of
  /// the outline), 33 samples per curve or line.
  static func samples(of path: Path, where keep: (CGPoint) -> Bool) -> [Sample] {
    var samples: [Sample] = []
    var length: CGFloat = 0
    var previous: CGPoint?
    var current = CGPoint.zero
    var start = CGPoint.zero
    func add(_ point: CGPoint, curvature: CGFloat) {
      guard keep(point) else { return }
      if let previous {
        length += hypot(point.x - previous.x, point.y - previous.y)
      }
      previous = point
      samples.append(Sample(length: length, curvature: curvature))
    }
    func line(to end: CGPoint) {
      for step in 0...32 {
        let t = CGFloat(step) / 32
        add(
          CGPoint(x: current.x + t * (end.x - current.x), y: current.y + t * (end.y - current.y)),
          curvature: 0)
      }
      current = end
    }
    path.forEach { element in
      switch element {
      case .move(let point):
        current = point
        start = point
      case .line(let end):
        line(to: end)
      case .quadCurve(let end, let control):
        let c1 = CGPoint(
          x: current.x + 2 / 3 * (control.x - current.x),
          y: current.y + 2 / 3 * (control.y - current.y))
        let c2 = CGPoint(
          x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        cubic(current, c1, c2, end)
        current = end
      case .curve(let end, let control1, let control2):
        cubic(current, control1, control2, end)
        current = end
      case .closeSubpath:
        line(to: start)
      }
    }
    func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
      for step in 0...32 {
        let t = CGFloat(step) / 32
        let u = 1 - t
        let point = CGPoint(
          x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
          y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
        let dx = 3 * (u * u * (p1.x - p0.x) + 2 * u * t * (p2.x - p1.x) + t * t * (p3.x - p2.x))
        let dy = 3 * (u * u * (p1.y - p0.y) + 2 * u * t * (p2.y - p1.y) + t * t * (p3.y - p2.y))
        let ddx = 6 * (u * (p2.x - 2 * p1.x + p0.x) + t * (p3.x - 2 * p2.x + p1.x))
        let ddy = 6 * (u * (p2.y - 2 * p1.y + p0.y) + t * (p3.y - 2 * p2.y + p1.y))
        let speed = (dx * dx + dy * dy).squareRoot()
        add(point, curvature: speed > 0 ? abs(dx * ddy - dy * ddx) / (speed * speed * speed) : 0)
      }
    }
    return samples
  }
}
