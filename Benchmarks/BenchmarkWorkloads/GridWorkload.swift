import Foundation
import ShapeRender
import Shapes

/// The grid of the benchmark's workloads W1 ("grid") and W3 ("effects"): cells of 20 × 20 units,
/// 100 to a row, each holding one shape of the catalog in its inner 16 × 16 square.
///
/// Cell `i` sits in row `i / 100`, column `i % 100`. Its shape is chosen by `i % 3`: the
/// stream's ``Trapezium`` (bottom-left corner at 0.75), a ``Pie`` from −90° sweeping
/// `(i·7 % 359 + 1)°` clockwise on screen, or a ``RoundedRectangle`` with circular corners
/// of radius 4. It is filled with `palette[i % 8]` and stroked black, 1 unit wide.
///
/// W1 is the first 10,000 cells on a 2000 × 2000 canvas; other counts take the first `count`
/// cells on a canvas as tall as their rows (2000 × 20·⌈count / 100⌉), so the work grows
/// with the count alone.
public enum GridWorkload {
  /// Cells in a row.
  public static let columns = 100
  /// The side of a cell.
  public static let cellSide: CGFloat = 20
  /// The gap between a cell's edge and its shape.
  public static let inset: CGFloat = 2
  /// The fills, by `i % 8`.
  public static let palette: [Color] = [
    0xe6194b, 0x3cb44b, 0xffe119, 0x4363d8, 0xf58231, 0x911eb4, 0x46f0f0, 0xf032e6,
  ].map { (hex: Int) in
    Color(
      red: Double(hex >> 16) / 255, green: Double(hex >> 8 & 0xff) / 255,
      blue: Double(hex & 0xff) / 255)
  }

  /// Which shape a cell holds.
  public enum Kind: Sendable {
    /// `Trapezium()`, the bottom-left corner at 0.75.
    case trapezium
    /// A pie from −90° sweeping clockwise on screen by the given number of degrees.
    case pie(sweepDegrees: Int)
    /// `RoundedRectangle(cornerRadius: 4, style: .circular)`.
    case roundedRectangle
  }

  /// One cell of the grid.
  public struct Cell: Sendable {
    /// The cell's number, row by row.
    public let index: Int
    /// The rectangle the shape fills.
    public let rect: CGRect
    /// The shape.
    public let kind: Kind
    /// The fill.
    public let fill: Color

    /// Cell number `index`.
    public init(_ index: Int) {
      self.index = index
      let row = index / GridWorkload.columns
      let column = index % GridWorkload.columns
      let side = GridWorkload.cellSide - 2 * GridWorkload.inset
      rect = CGRect(
        x: CGFloat(column) * GridWorkload.cellSide + GridWorkload.inset,
        y: CGFloat(row) * GridWorkload.cellSide + GridWorkload.inset, width: side, height: side)
      switch index % 3 {
      case 0: kind = .trapezium
      case 1: kind = .pie(sweepDegrees: index * 7 % 359 + 1)
      default: kind = .roundedRectangle
      }
      fill = GridWorkload.palette[index % 8]
    }

    /// The centre of the cell (and of its shape).
    public var center: CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    /// The cell's shape, as the catalog draws it in ``rect``.
    public var path: Path {
      switch kind {
      case .trapezium:
        Trapezium().path(in: rect)
      case .pie(let sweep):
        Self.pie(sweepDegrees: sweep).path(in: rect)
      case .roundedRectangle:
        RoundedRectangle(cornerRadius: 4, style: .circular).path(in: rect)
      }
    }

    /// The pie of a cell: from −90°, sweeping `sweepDegrees` clockwise on screen.
    public static func pie(sweepDegrees: Int) -> Pie {
      Pie(
        startAngle: .degrees(-90), endAngle: .degrees(-90 + Double(sweepDegrees)),
        clockwise: true)
    }
  }

  /// The canvas of the first `count` cells: 2000 wide, as tall as their rows.
  public static func canvasSize(count: Int) -> CGSize {
    let rows = (max(count, 0) + columns - 1) / columns
    return CGSize(width: CGFloat(columns) * cellSide, height: CGFloat(rows) * cellSide)
  }
}

extension GridWorkload {
  /// W1 with the view API, as a SwiftUI developer writes a grid: each cell's shape filled,
  /// stroked, framed and positioned.
  @MainActor @preconcurrency public static func artwork(count: Int) -> Artwork<ViewList> {
    let size = canvasSize(count: count)
    return Artwork(width: size.width, height: size.height) {
      for index in 0..<count {
        cellView(Cell(index))
      }
    }
  }

  /// W1 laid out by a `LazyVGrid`, as a SwiftUI developer writes a grid of cells.
  ///
  /// 100 fixed columns of 16, 4 apart, rows 4 apart, each cell's shape filled, stroked and
  /// given a 1:1 aspect ratio; the grid is centred on the canvas. The layout puts every
  /// shape where ``artwork(count:)`` does, so it writes the same bytes.
  @MainActor @preconcurrency public static func lazyGridArtwork(count: Int) -> Artwork<ViewList> {
    let size = canvasSize(count: count)
    let side = cellSide - 2 * inset
    let columns = Array(
      repeating: GridItem(.fixed(side), spacing: 2 * inset), count: Self.columns)
    return Artwork(width: size.width, height: size.height) {
      LazyVGrid(columns: columns, spacing: 2 * inset) {
        ForEach(0..<max(count, 0)) { index in
          lazyCellView(Cell(index)).aspectRatio(1, contentMode: .fit)
        }
      }
    }
  }

  /// One cell's shape as a view of the lazy grid, filled and stroked.
  @ViewBuilder
  @MainActor static func lazyCellView(_ cell: Cell) -> ViewList {
    switch cell.kind {
    case .trapezium:
      Trapezium().fill(cell.fill).stroke(Color.black, lineWidth: 1)
    case .pie(let sweep):
      Cell.pie(sweepDegrees: sweep).fill(cell.fill).stroke(Color.black, lineWidth: 1)
    case .roundedRectangle:
      RoundedRectangle(cornerRadius: 4, style: .circular).fill(cell.fill)
        .stroke(Color.black, lineWidth: 1)
    }
  }

  /// One cell as a view.
  @ViewBuilder
  @MainActor static func cellView(_ cell: Cell) -> ViewList {
    let side = cell.rect.width
    switch cell.kind {
    case .trapezium:
      Trapezium().fill(cell.fill).stroke(Color.black, lineWidth: 1)
        .frame(width: side, height: side).position(cell.center)
    case .pie(let sweep):
      Cell.pie(sweepDegrees: sweep).fill(cell.fill).stroke(Color.black, lineWidth: 1)
        .frame(width: side, height: side).position(cell.center)
    case .roundedRectangle:
      RoundedRectangle(cornerRadius: 4, style: .circular).fill(cell.fill)
        .stroke(Color.black, lineWidth: 1)
        .frame(width: side, height: side).position(cell.center)
    }
  }

  /// W1 with the immediate-mode API: each cell's path filled, then stroked.
  public static func draw(count: Int, in context: inout GraphicsContext) {
    for index in 0..<count {
      let cell = Cell(index)
      let path = cell.path
      context.fill(path, with: .color(cell.fill))
      context.stroke(path, with: .color(.black), lineWidth: 1)
    }
  }
}
