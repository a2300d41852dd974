import Shapes

/// What a cell of a ``Grid`` asks of it, set by the grid cell modifiers.
struct GridCellOptions {
  /// How many columns the cell spans, at least 1.
  var columns = 1
  /// The axes along which the cell does not size its column or row, and takes theirs.
  var unsizedAxes: Axis.Set = []
  /// Where the cell sits in its slot, or nil for the grid's alignment.
  var anchor: UnitPoint?
  /// The alignment of the cell's whole column, or nil for the grid's.
  var columnAlignment: HorizontalAlignment?
}

/// A view carrying options for the grid it is a cell of; laid out and drawn as its content.
struct GridCell {
  let content: AnyView
  let options: GridCellOptions

  /// The options of `view` as a cell, and the view it wraps (itself when it has none).
  @MainActor static func options(of view: AnyView) -> (GridCellOptions, AnyView) {
    guard let cell = view.view as? GridCell else { return (GridCellOptions(), view) }
    return (cell.options, cell.content)
  }
}

extension GridCell: View, ForwardingView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}

extension View {
  /// This view with `change` made to its options as a grid cell, keeping the options set
  /// inside it.
  private func gridCell(_ change: (inout GridCellOptions) -> Void) -> some View {
    let (options, content) = GridCell.options(of: AnyView(self))
    var changed = options
    change(&changed)
    return GridCell(content: content, options: changed)
  }

  /// Makes this cell of a ``GridRow`` span `count` columns, with SwiftUI's modifier.
  ///
  /// The cell is as wide as the columns with the spacing between them, and does not size
  /// them. A count below 1 counts as 1.
  public func gridCellColumns(_ count: Int) -> some View {
    gridCell { $0.columns = max(count, 1) }
  }

  /// Makes this cell of a ``Grid`` take its column's width (`.horizontal`) or its row's
  /// height (`.vertical`) instead of sizing them, as a `Divider` between rows does.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    gridCell { $0.unsizedAxes = axes }
  }

  /// Places this cell of a ``Grid`` at `anchor` of its slot, instead of by the grid's
  /// alignment.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    gridCell { $0.anchor = anchor }
  }

  /// Aligns every cell of this cell's column by `guide`, instead of by the grid's
  /// alignment (the first cell that sets it, from the top, decides).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    gridCell { $0.columnAlignment = guide }
  }
}
