import Shapes

/// Views in rows and columns that line up, as SwiftUI's `Grid` lays them out.
///
/// ```swift
/// Grid {
///   GridRow {
///     Text("Score")
///     Text("12")
///   }
///   Divider()
///   GridRow {
///     Text("Pairs")
///     Text("6")
///   }
/// }
/// ```
///
/// Each ``GridRow`` gives a row, its views the cells of the columns in order; any other
/// view is a row of one cell as wide as the grid. Columns share the width by the stack
/// rule (see <doc:LayoutRules>), a column measured as its widest cell; rows then share the
/// height the same way, a row measured as its tallest cell at its columns' widths. Each
/// cell is placed in its column and row by the grid's `alignment` (a row's own vertical
/// alignment first).
///
/// Degenerate input: spacing that is nil, NaN or infinite gives the default, 8 points;
/// a grid with no views takes no room.
public struct Grid<Content: View> {
  /// Where cells smaller than their column and row sit.
  public let alignment: Alignment
  /// The distance between columns, or nil for the default (8).
  public let horizontalSpacing: CGFloat?
  /// The distance between rows, or nil for the default (8).
  public let verticalSpacing: CGFloat?
  /// The rows.
  public let content: Content

  /// Creates a grid of the rows `content` builds.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  /// One row: its cells (one spanning cell for a view that is not a ``GridRow``) and its
  /// vertical alignment.
  @MainActor
  private struct Row {
    /// The cells' views, without their cell options.
    var cells: [AnyView] = []
    /// Each cell's options (see the grid cell modifiers).
    var options: [GridCellOptions] = []
    /// The column each cell starts in.
    var firstColumns: [Int] = []
    /// How many columns the cells fill.
    var columnCount = 0
    var spans: Bool
    var alignment: VerticalAlignment?

    init(cells views: [AnyView], spans: Bool, alignment: VerticalAlignment?) {
      self.spans = spans
      self.alignment = alignment
      for view in views {
        let (options, cell) = GridCell.options(of: view)
        cells.append(cell)
        self.options.append(options)
        firstColumns.append(columnCount)
        columnCount += spans ? 1 : options.columns
      }
    }
  }

  /// The grid measured for a proposal.
  private struct Measured {
    var rows: [Row]
    var widths: [CGFloat]
    var heights: [CGFloat]
    var spacing: CGSize
    var size: CGSize
  }

  private func spacing(_ value: CGFloat?) -> CGFloat {
    value.flatMap { $0.isFinite ? $0 : nil } ?? StackLayout.defaultSpacing
  }

  @MainActor private func measure(
    _ views: [AnyView], _ proposal: ProposedViewSize, _ context: ResolveContext
  ) -> Measured {
    let rows = views.map { view -> Row in
      if let row = view.view as? any GridRowContent {
        return Row(cells: row.cells(in: context), spans: false, alignment: row.rowAlignment)
      }
      return Row(cells: [view], spans: true, alignment: nil)
    }
    let spacing = CGSize(width: spacing(horizontalSpacing), height: spacing(verticalSpacing))
    let columnCount = max(rows.map { $0.spans ? 1 : $0.columnCount }.max() ?? 0, 1)
    var inner = context.forChildren
    inner.stackAxis = nil
    // A column is as wide as its widest cell of one column that sizes it.
    let widths = StackDistribution.sizes(
      count: columnCount, axis: .horizontal, proposal: proposal,
      totalSpacing: spacing.width * CGFloat(columnCount - 1), priority: { _ in 0 },
      measure: { column, offer in
        var width: CGFloat = 0
        for row in rows where !(row.spans && columnCount > 1) {
          for (index, cell) in row.cells.enumerated() where row.firstColumns[index] == column {
            let options = row.options[index]
            guard row.spans || options.columns == 1, !options.unsizedAxes.contains(.horizontal)
            else { continue }
            let size = inner.size(of: cell, for: ProposedViewSize(width: offer.width, height: nil))
            width = max(width, size.width)
          }
        }
        return CGSize(width: width, height: 0)
      }
    ).map(\.width)
    let fullWidth = widths.reduce(0, +) + spacing.width * CGFloat(columnCount - 1)
    let heights = StackDistribution.sizes(
      count: rows.count, axis: .vertical, proposal: proposal,
      totalSpacing: spacing.height * CGFloat(max(rows.count - 1, 0)), priority: { _ in 0 },
      measure: { index, offer in
        let row = rows[index]
        var height: CGFloat = 0
        for (cellIndex, cell) in row.cells.enumerated()
        where row.firstColumns[cellIndex] < columnCount
          && !row.options[cellIndex].unsizedAxes.contains(.vertical)
        {
          let width =
            row.spans
            ? fullWidth
            : Self.width(
              from: row.firstColumns[cellIndex], spanning: row.options[cellIndex].columns,
              widths: widths, spacing: spacing.width)
          let size = inner.size(of: cell, for: ProposedViewSize(width: width, height: offer.height))
          height = max(height, size.height)
        }
        return CGSize(width: 0, height: height)
      }
    ).map(\.height)
    let fullHeight =
      heights.reduce(0, +) + spacing.height * CGFloat(max(heights.count - 1, 0))
    let size = rows.isEmpty ? .zero : CGSize(width: max(fullWidth, 0), height: max(fullHeight, 0))
    return Measured(rows: rows, widths: widths, heights: heights, spacing: spacing, size: size)
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    size(of: context.subviews(of: content), for: proposal, in: context)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    resolve(context.subviews(of: content), in: rect, context: context)
  }

  /// The size of a grid of the rows `views` (``GridRow``s, and views that span the grid).
  @MainActor func size(
    of views: [AnyView], for proposal: ProposedViewSize, in context: ResolveContext
  )
    -> CGSize
  {
    measure(views, proposal, context).size
  }

  /// The rectangle of each of the rows `views` when the grid is drawn in `rect`: as wide
  /// as the grid, as tall as the row.
  @MainActor func rowFrames(of views: [AnyView], in rect: CGRect, context: ResolveContext)
    -> [CGRect]
  {
    let measured = measure(views, context.layoutProposal(in: rect), context)
    var y = rect.minY
    return measured.heights.map { height in
      defer { y += height + measured.spacing.height }
      return CGRect(x: rect.minX, y: y, width: measured.size.width, height: height)
    }
  }

  /// The grid of the rows `views` drawn in `rect`.
  @MainActor func resolve(_ views: [AnyView], in rect: CGRect, context: ResolveContext) -> [Node] {
    let measured = measure(views, context.layoutProposal(in: rect), context)
    var inner = context.forChildren
    inner.stackAxis = nil
    var nodes: [Node] = []
    var y = rect.minY
    // A column's alignment: the first of its cells that sets one, from the top.
    var columnAlignments: [Int: HorizontalAlignment] = [:]
    for row in measured.rows where !row.spans {
      for (index, options) in row.options.enumerated() {
        guard let guide = options.columnAlignment else { continue }
        if columnAlignments[row.firstColumns[index]] == nil {
          columnAlignments[row.firstColumns[index]] = guide
        }
      }
    }
    for (index, row) in measured.rows.enumerated() {
      let height = measured.heights[index]
      for (cellIndex, cell) in row.cells.enumerated()
      where row.firstColumns[cellIndex] < measured.widths.count {
        let first = row.firstColumns[cellIndex]
        let options = row.options[cellIndex]
        let x =
          rect.minX + measured.widths[..<first].reduce(0, +)
          + measured.spacing.width * CGFloat(first)
        let width =
          row.spans
          ? measured.size.width
          : Self.width(
            from: first, spanning: options.columns, widths: measured.widths,
            spacing: measured.spacing.width)
        let slot = CGRect(x: x, y: y, width: width, height: height)
        if let anchor = options.anchor {
          let size = inner.size(of: cell, for: ProposedViewSize(slot.size))
          let origin = CGPoint(
            x: slot.minX + (slot.width - size.width) * anchor.x,
            y: slot.minY + (slot.height - size.height) * anchor.y)
          nodes += inner.resolve(cell, in: CGRect(origin: origin, size: size))
        } else {
          let horizontal = row.spans ? nil : columnAlignments[first]
          let cellAlignment = Alignment(
            horizontal: horizontal ?? alignment.horizontal,
            vertical: row.alignment ?? alignment.vertical)
          nodes += inner.place(cell, in: slot, alignment: cellAlignment)
        }
      }
      y += height + measured.spacing.height
    }
    return nodes
  }
}

extension Grid: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension Grid {
  /// The width of `count` columns from `first` (as many as there are), with the spacing
  /// between them.
  fileprivate static func width(
    from first: Int, spanning count: Int, widths: [CGFloat], spacing: CGFloat
  ) -> CGFloat {
    let last = min(first + max(count, 1), widths.count)
    guard first < last else { return 0 }
    return widths[first..<last].reduce(0, +) + spacing * CGFloat(last - first - 1)
  }
}

/// A row of a ``Grid``: its views are the cells of the grid's columns, in order.
///
/// Outside a grid it lays out as an ``HStack``.
public struct GridRow<Content: View> {
  /// Where the row's cells sit vertically, or nil for the grid's alignment.
  public let alignment: VerticalAlignment?
  /// The cells.
  public let content: Content

  /// Creates a row of the cells `content` builds.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  var rowAlignment: VerticalAlignment? { alignment }

  @MainActor func cells(in context: ResolveContext) -> [AnyView] {
    context.subviews(of: content)
  }

  @MainActor private var layout: StackLayout {
    StackLayout(
      axis: .horizontal, spacing: nil, crossFraction: (alignment ?? .center).fraction)
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    layout.size(of: cells(in: context), for: proposal, in: context)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    layout.resolve(cells(in: context), in: rect, context: context)
  }
}

extension GridRow: View, PrimitiveView, GridRowContent {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

/// A grid row as the grid reads it.
@MainActor
protocol GridRowContent {
  /// The row's vertical alignment, if it sets one.
  var rowAlignment: VerticalAlignment? { get }
  /// The cells, in order.
  func cells(in context: ResolveContext) -> [AnyView]
}
