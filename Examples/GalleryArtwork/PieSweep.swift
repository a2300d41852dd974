import ShapeRender
import Shapes

/// Pies from 0° to 360° in steps of 45°, from twelve o'clock, in three rows.
///
/// A row sweeping clockwise, a row sweeping counter-clockwise, and a row of annular
/// sectors (`innerRadiusFraction` 0.5). A faint circle around each shows the whole disc.
///
/// ```swift
/// Pie(startAngle: .degrees(-90), endAngle: .degrees(-90 + 135), clockwise: true)
/// Pie(startAngle: .degrees(-90), endAngle: .degrees(-90 - 135))
/// Pie(startAngle: .degrees(-90), endAngle: .degrees(45), clockwise: true,
///     innerRadiusFraction: 0.5)
/// ```
public struct PieSweep: View {
  /// The canvas size.
  public static let size = CGSize(width: 804, height: 392)
  /// The radius of every pie.
  nonisolated public static let radius: CGFloat = 28
  /// The sweeps of each row, in degrees.
  public static let sweeps: [Double] = Array(stride(from: 0, through: 360, by: 45))
  /// The hole of the annular sectors, as a fraction of the radius.
  public static let innerRadiusFraction: CGFloat = 0.5

  /// One pie and where it is.
  public struct Sample: Sendable {
    /// The pie.
    public let pie: Pie
    /// Its sweep in degrees, 0…360.
    public let sweep: Double
    /// The centre of its disc on the canvas.
    public let center: CGPoint
    /// Its color.
    public let color: Color

    /// The part of the whole disc (of radius ``PieSweep/radius``) the pie covers:
    /// `sweep / 360`, less the hole for annular sectors.
    public var expectedFraction: Double {
      let inner = Double(pie.innerRadiusFraction)
      return sweep / 360 * (1 - inner * inner)
    }

    /// The square the pie is drawn in.
    public var frame: CGRect {
      CGRect(
        x: center.x - PieSweep.radius, y: center.y - PieSweep.radius, width: 2 * PieSweep.radius,
        height: 2 * PieSweep.radius)
    }
  }

  /// One row of pies.
  public struct Row: Sendable {
    /// What the row shows.
    public let label: String
    /// Its pies, left to right.
    public let samples: [Sample]
  }

  static let firstCenter = CGPoint(x: 142, y: 94)
  static let pitch = CGSize(width: 76, height: 100)

  /// The three rows: clockwise, counter-clockwise, annular.
  public static let rows: [Row] = [
    row(0, label: "clockwise", color: .orange) { sweep in
      Pie(startAngle: .degrees(-90), endAngle: .degrees(-90 + sweep), clockwise: true)
    },
    row(1, label: "counter-\nclockwise", color: .blue) { sweep in
      Pie(startAngle: .degrees(-90), endAngle: .degrees(-90 - sweep), clockwise: false)
    },
    row(2, label: "annular\n(0.5 hole)", color: .purple) { sweep in
      Pie(
        startAngle: .degrees(-90), endAngle: .degrees(-90 + sweep), clockwise: true,
        innerRadiusFraction: innerRadiusFraction)
    },
  ]

  static func row(_ index: Int, label: String, color: Color, pie: (Double) -> Pie) -> Row {
    Row(
      label: label,
      samples: sweeps.enumerated().map { column, sweep in
        Sample(
          pie: pie(sweep), sweep: sweep,
          center: CGPoint(
            x: firstCenter.x + CGFloat(column) * pitch.width,
            y: firstCenter.y + CGFloat(index) * pitch.height),
          color: color)
      })
  }

  /// Every pie, row by row.
  public static var samples: [Sample] { rows.flatMap(\.samples) }

  /// Creates the picture.
  public init() {}

  /// The picture on its canvas.
  public static var artwork: Artwork<PieSweep> {
    Artwork(
      width: size.width, height: size.height, background: GalleryStyle.background,
      view: PieSweep())
  }

  /// The picture.
  public var body: some View {
    ZStack {
      Caption(
        text: "Pie sweeps, 0° to 360° from twelve o'clock",
        rect: CGRect(x: 0, y: 12, width: size.width, height: 30),
        font: GalleryStyle.titleFont, color: GalleryStyle.ink)
      for row in Self.rows {
        let y = row.samples[0].center.y
        Text(row.label)
          .font(GalleryStyle.captionFont)
          .foregroundColor(GalleryStyle.secondaryInk)
          .frame(width: 92, height: 40, alignment: .trailing)
          .placed(in: CGRect(x: 4, y: y - 20, width: 92, height: 40))
        for sample in row.samples {
          Circle()
            .stroke(GalleryStyle.hairline, lineWidth: 1)
            .placed(in: sample.frame.insetBy(dx: -5, dy: -5))
          sample.pie.fill(sample.color).placed(in: sample.frame)
          Caption(
            text: "\(Int(sample.sweep))°",
            rect: CGRect(x: sample.center.x - 30, y: sample.center.y + 35, width: 60, height: 14),
            font: .system(size: 11, design: .monospaced))
        }
      }
      Caption(
        text: "clockwise is on screen; annular sectors use innerRadiusFraction",
        rect: CGRect(x: 0, y: 362, width: size.width, height: 20))
    }
  }

  var size: CGSize { Self.size }
}
