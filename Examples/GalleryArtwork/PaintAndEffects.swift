import ShapeRender
import Shapes

/// The paints and effects of ShapeRender, one per panel: a linear and a radial gradient,
/// dashes, line caps, line joins, the even-odd fill rule, a mask, and group opacity.
///
/// ```swift
/// Circle().fill(.radialGradient(colors: [.yellow, .orange, .red], center: .center,
///                               startRadius: 0, endRadius: 60))
/// line.stroke(.blue, style: StrokeStyle(lineWidth: 8, dash: [16, 8]))
/// star.fill(.pink, style: FillStyle(eoFill: true))
/// ZStack { redCircle; blueCircle }.opacity(0.5)
/// ```
///
/// Most examples are paths in canvas coordinates (a `Path` draws where its points are, as
/// in SwiftUI), so the tests can find every part of them.
public struct PaintAndEffects: View {
  /// The canvas size.
  public static let size = CGSize(width: 720, height: 492)

  nonisolated static let grid = GalleryGrid(
    origin: CGPoint(x: 16, y: 56), cellSize: CGSize(width: 160, height: 200),
    spacing: CGSize(width: 16, height: 16), columns: 4)

  /// The white panel of each example, in reading order.
  public enum Example: Int, CaseIterable, Sendable {
    /// A linear gradient, teal to indigo, left to right.
    case linearGradient
    /// A radial gradient, yellow to orange to red.
    case radialGradient
    /// Dashed and dotted lines.
    case dashes
    /// The three line caps.
    case caps
    /// The three line joins.
    case joins
    /// A star filled with the nonzero and the even-odd rule.
    case evenOdd
    /// A gradient masked by a fading circle.
    case mask
    /// Overlapping circles faded as a group and one by one.
    case groupOpacity

    /// The panel's rectangle.
    public var panel: CGRect { PaintAndEffects.grid.cell(rawValue) }

    /// The panel's caption.
    public var caption: String {
      switch self {
      case .linearGradient: "LinearGradient"
      case .radialGradient: "RadialGradient"
      case .dashes: "dash · dots · mixed"
      case .caps: "butt · round · square"
      case .joins: "miter · round · bevel"
      case .evenOdd: "nonzero · eoFill"
      case .mask: ".mask { Circle() }"
      case .groupOpacity: "group · each, 0.5"
      }
    }
  }

  // MARK: Layout the tests read

  /// The rounded rectangle the linear gradient fills.
  public static var linearGradientFrame: CGRect {
    let panel = Example.linearGradient.panel
    return CGRect(x: panel.minX + 20, y: panel.minY + 36, width: 120, height: 100)
  }
  /// The linear gradient's colors, left to right.
  public static let linearColors: [Color] = [.teal, .indigo]

  /// The circle the radial gradient fills.
  public static var radialGradientFrame: CGRect {
    let panel = Example.radialGradient.panel
    return CGRect(x: panel.minX + 20, y: panel.minY + 26, width: 120, height: 120)
  }
  /// The radial gradient's colors, centre outward.
  public static let radialColors: [Color] = [.yellow, .orange, .red]

  /// The dashed line: its ends (on one row) and its style.
  public static var dashedLine: (start: CGPoint, end: CGPoint, style: StrokeStyle) {
    let panel = Example.dashes.panel
    return (
      CGPoint(x: panel.minX + 20, y: panel.minY + 50),
      CGPoint(x: panel.minX + 140, y: panel.minY + 50),
      StrokeStyle(lineWidth: 8, dash: [16, 8])
    )
  }
  /// The dotted line: round caps on dashes of length 0, nine dots 14 apart.
  ///
  /// It ends 1 past its last dot: a dot exactly at the end of a line is one renderers
  /// disagree on (librsvg draws it; Chromium, resvg and this package do not).
  public static var dottedLine: (start: CGPoint, end: CGPoint, style: StrokeStyle) {
    let panel = Example.dashes.panel
    return (
      CGPoint(x: panel.minX + 24, y: panel.minY + 90),
      CGPoint(x: panel.minX + 137, y: panel.minY + 90),
      StrokeStyle(lineWidth: 10, lineCap: .round, dash: [0, 14])
    )
  }
  /// The dash-dot line.
  public static var dashDotLine: (start: CGPoint, end: CGPoint, style: StrokeStyle) {
    let panel = Example.dashes.panel
    return (
      CGPoint(x: panel.minX + 20, y: panel.minY + 130),
      CGPoint(x: panel.minX + 140, y: panel.minY + 130),
      StrokeStyle(lineWidth: 6, lineCap: .round, dash: [18, 8, 1, 8])
    )
  }

  /// The width of the lines that show the caps.
  public static let capLineWidth: CGFloat = 16
  /// The x of both ends of every cap line.
  public static var capEnds: (start: CGFloat, end: CGFloat) {
    let panel = Example.caps.panel
    return (panel.minX + 40, panel.minX + 120)
  }
  /// The cap lines: the row each is on, and its cap, top to bottom.
  public static var capLines: [(y: CGFloat, cap: CGLineCap)] {
    let panel = Example.caps.panel
    return [(panel.minY + 46, .butt), (panel.minY + 91, .round), (panel.minY + 136, .square)]
  }

  /// The width of the chevrons that show the joins.
  public static let joinLineWidth: CGFloat = 10
  /// The chevrons: their apex and join, left to right; each runs from 16 left of its apex
  /// and 60 below, up to the apex, and down to 16 right and 60 below.
  public static var chevrons: [(apex: CGPoint, join: CGLineJoin)] {
    let panel = Example.joins.panel
    return [
      (CGPoint(x: panel.minX + 34, y: panel.minY + 52), .miter),
      (CGPoint(x: panel.minX + 80, y: panel.minY + 52), .round),
      (CGPoint(x: panel.minX + 126, y: panel.minY + 52), .bevel),
    ]
  }

  /// The chevron with its apex at `apex`.
  public static func chevron(apex: CGPoint) -> Path {
    Path { path in
      path.move(to: CGPoint(x: apex.x - 16, y: apex.y + 60))
      path.addLine(to: apex)
      path.addLine(to: CGPoint(x: apex.x + 16, y: apex.y + 60))
    }
  }

  /// The centres of the two stars: nonzero, then even-odd.
  public static var starCenters: [CGPoint] {
    let panel = Example.evenOdd.panel
    return [
      CGPoint(x: panel.minX + 44, y: panel.minY + 86),
      CGPoint(x: panel.minX + 116, y: panel.minY + 86),
    ]
  }
  /// The radius of the stars' points.
  public static let starRadius: CGFloat = 34

  /// A five-pointed star drawn in one stroke (each point joined to the next but one), so
  /// its middle is wound twice: filled by the nonzero rule, empty by the even-odd rule.
  public static func star(center: CGPoint, radius: CGFloat) -> Path {
    Path { path in
      for index in 0..<5 {
        let angle = -Double.pi / 2 + Double(index) * 4 * Double.pi / 5
        let point = CGPoint(
          x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.closeSubpath()
    }
  }

  /// The rectangle the masked gradient fills; the mask is the circle in it.
  public static var maskFrame: CGRect {
    let panel = Example.mask.panel
    return CGRect(x: panel.minX + 20, y: panel.minY + 26, width: 120, height: 120)
  }
  /// The masked gradient's colors, top to bottom.
  public static let maskedColors: [Color] = [.pink, .purple]

  /// The circles faded as a group: the red one's frame, then the blue one's.
  public static var groupCircles: [CGRect] {
    let panel = Example.groupOpacity.panel
    return [
      CGRect(x: panel.minX + 8, y: panel.minY + 48, width: 44, height: 44),
      CGRect(x: panel.minX + 32, y: panel.minY + 72, width: 44, height: 44),
    ]
  }
  /// The circles faded one by one.
  public static var eachCircles: [CGRect] {
    groupCircles.map { $0.offsetBy(dx: 72, dy: 0) }
  }
  /// The opacity of both groups.
  public static let fadeOpacity = 0.5

  // MARK: The picture

  /// Creates the picture.
  public init() {}

  /// The picture on its canvas.
  public static var artwork: Artwork<PaintAndEffects> {
    Artwork(
      width: size.width, height: size.height, background: GalleryStyle.background,
      view: PaintAndEffects())
  }

  /// The picture.
  public var body: some View {
    ZStack {
      Caption(
        text: "Paint and effects", rect: CGRect(x: 0, y: 12, width: Self.size.width, height: 30),
        font: GalleryStyle.titleFont, color: GalleryStyle.ink)
      for example in Example.allCases {
        Panel(rect: example.panel)
        Caption(
          text: example.caption,
          rect: CGRect(
            x: example.panel.minX, y: example.panel.maxY - 34, width: example.panel.width,
            height: 20),
          font: .system(size: 11, design: .monospaced))
      }
      gradients
      strokes
      fillsAndEffects
    }
  }

  @ViewBuilder var gradients: some View {
    RoundedRectangle(cornerRadius: 16)
      .fill(.linearGradient(colors: Self.linearColors, startPoint: .leading, endPoint: .trailing))
      .placed(in: Self.linearGradientFrame)
    Circle()
      .fill(
        .radialGradient(
          colors: Self.radialColors, center: .center, startRadius: 0,
          endRadius: Self.radialGradientFrame.width / 2)
      )
      .placed(in: Self.radialGradientFrame)
  }

  @ViewBuilder var strokes: some View {
    for line in [Self.dashedLine, Self.dottedLine, Self.dashDotLine] {
      Path { path in
        path.move(to: line.start)
        path.addLine(to: line.end)
      }
      .stroke(Color.blue, style: line.style)
    }
    let ends = Self.capEnds
    for line in Self.capLines {
      Path { path in
        path.move(to: CGPoint(x: ends.start, y: line.y))
        path.addLine(to: CGPoint(x: ends.end, y: line.y))
      }
      .stroke(Color.indigo, style: StrokeStyle(lineWidth: Self.capLineWidth, lineCap: line.cap))
    }
    // Guides at the lines' ends: the butt cap stops at them, the others reach past.
    let panel = Self.Example.caps.panel
    for x in [ends.start, ends.end] {
      Path { path in
        path.move(to: CGPoint(x: x, y: panel.minY + 26))
        path.addLine(to: CGPoint(x: x, y: panel.minY + 158))
      }
      .stroke(Color.red, style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
    }
    for chevron in Self.chevrons {
      Self.chevron(apex: chevron.apex)
        .stroke(
          Color.teal, style: StrokeStyle(lineWidth: Self.joinLineWidth, lineJoin: chevron.join))
      // The path itself, thin, to show how far each join reaches beyond it.
      Self.chevron(apex: chevron.apex).stroke(GalleryStyle.ink, lineWidth: 1)
    }
  }

  @ViewBuilder var fillsAndEffects: some View {
    let centers = Self.starCenters
    Self.star(center: centers[0], radius: Self.starRadius).fill(Color.pink)
    Self.star(center: centers[1], radius: Self.starRadius)
      .fill(Color.pink, style: FillStyle(eoFill: true))
    Rectangle()
      .fill(.linearGradient(colors: Self.maskedColors, startPoint: .top, endPoint: .bottom))
      .mask {
        Circle().fill(
          .linearGradient(
            colors: [.black, .black.opacity(0)], startPoint: .leading, endPoint: .trailing))
      }
      .placed(in: Self.maskFrame)
    let group = Self.groupCircles
    // One view faded as one layer: a `Group` would fade each circle, as SwiftUI applies a
    // group's modifiers to each of its views.
    ZStack {
      Circle().fill(Color.red).placed(in: group[0])
      Circle().fill(Color.blue).placed(in: group[1])
    }
    .opacity(Self.fadeOpacity)
    let each = Self.eachCircles
    Circle().fill(Color.red).opacity(Self.fadeOpacity).placed(in: each[0])
    Circle().fill(Color.blue).opacity(Self.fadeOpacity).placed(in: each[1])
  }
}
