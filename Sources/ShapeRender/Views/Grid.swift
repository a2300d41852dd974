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
public struct Grid<Content: View>: View, PrimitiveView {
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

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  /// One row: its cells (one spanning cell for a view that is not a ``GridRow``) and its
  /// vertical alignment.
  private struct Row {
    var cells: [AnyView]
    var spans: Bool
    var alignment: VerticalAlignment?
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

  private func measure(
    _ views: [AnyView], _ proposal: ProposedViewSize, _ context: ResolveContext
  ) -> Measured {
    let rows = views.map { view -> Row in
      if let row = view.view as? any GridRowContent {
        return Row(cells: row.cells(in: context), spans: false, alignment: row.rowAlignment)
      }
      return Row(cells: [view], spans: true, alignment: nil)
    }
    let spacing = CGSize(width: spacing(horizontalSpacing), height: spacing(verticalSpacing))
    let columnCount = max(rows.map { $0.spans ? 1 : $0.cells.count }.max() ?? 0, 1)
    var inner = context.forChildren
    inner.stackAxis = nil
    let widths = StackDistribution.sizes(
      count: columnCount, axis: .horizontal, proposal: proposal,
      totalSpacing: spacing.width * CGFloat(columnCount - 1), priority: { _ in 0 },
      measure: { column, offer in
        var width: CGFloat = 0
        for row in rows where column < row.cells.count && !(row.spans && columnCount > 1) {
          let size = inner.size(
            of: row.cells[column], for: ProposedViewSize(width: offer.width, height: nil))
          width = max(width, size.width)
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
        for (column, cell) in row.cells.enumerated() where column < columnCount {
          let width = row.spans ? fullWidth : widths[column]
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

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    size(of: context.subviews(of: content), for: proposal, in: context)
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    resolve(context.subviews(of: content), in: rect, context: context)
  }

  /// The size of a grid of the rows `views` (``GridRow``s, and views that span the grid).
  func size(of views: [AnyView], for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    measure(views, proposal, context).size
  }

  /// The rectangle of each of the rows `views` when the grid is drawn in `rect`: as wide
  /// as the grid, as tall as the row.
  func rowFrames(of views: [AnyView], in rect: CGRect, context: ResolveContext) -> [CGRect] {
    let measured = measure(views, context.layoutProposal(in: rect), context)
    var y = rect.minY
    return measured.heights.map { height in
      defer { y += height + measured.spacing.height }
      return CGRect(x: rect.minX, y: y, width: measured.size.width, height: height)
    }
  }

  /// The grid of the rows `views` drawn in `rect`.
  func resolve(_ views: [AnyView], in rect: CGRect, context: ResolveContext) -> [Node] {
    let measured = measure(views, context.layoutProposal(in: rect), context)
    var inner = context.forChildren
    inner.stackAxis = nil
    var nodes: [Node] = []
    var y = rect.minY
    for (index, row) in measured.rows.enumerated() {
      let height = measured.heights[index]
      var x = rect.minX
      let cellAlignment = Alignment(
        horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
      for (column, cell) in row.cells.enumerated() where column < measured.widths.count {
        let width = row.spans ? measured.size.width : measured.widths[column]
        let slot = CGRect(x: x, y: y, width: width, height: height)
        nodes += inner.place(cell, in: slot, alignment: cellAlignment)
        x += width + measured.spacing.width
      }
      y += height + measured.spacing.height
    }
    return nodes
  }
}

/// A row of a ``Grid``: its views are the cells of the grid's columns, in order.
///
/// Outside a grid it lays out as an ``HStack``.
public struct GridRow<Content: View>: View, PrimitiveView, GridRowContent {
  /// Where the row's cells sit vertically, or nil for the grid's alignment.
  public let alignment: VerticalAlignment?
  /// The cells.
  public let content: Content

  /// Creates a row of the cells `content` builds.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  var rowAlignment: VerticalAlignment? { alignment }

  func cells(in context: ResolveContext) -> [AnyView] {
    context.subviews(of: content)
  }

  private var layout: StackLayout {
    StackLayout(
      axis: .horizontal, spacing: nil, crossFraction: (alignment ?? .center).fraction)
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    layout.size(of: cells(in: context), for: proposal, in: context)
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    layout.resolve(cells(in: context), in: rect, context: context)
  }
}

/// A grid row as the grid reads it.
protocol GridRowContent {
  /// The row's vertical alignment, if it sets one.
  var rowAlignment: VerticalAlignment? { get }
  /// The cells, in order.
  func cells(in context: ResolveContext) -> [AnyView]
}
