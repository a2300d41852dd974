import Shapes

/// Views in a grid of columns, filled row by row, as SwiftUI's `LazyVGrid` lays them out.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
///   ForEach(emojis, id: \.self) { emoji in
///     CardView(content: emoji).aspectRatio(2 / 3, contentMode: .fit)
///   }
/// }
/// ```
///
/// The columns come from `columns` and the width offered (see ``GridItem`` and
/// <doc:LayoutRules>): `.adaptive(minimum: 65)` in 358 points with the default spacing of
/// 8 makes ⌊(358 + 8) ÷ (65 + 8)⌋ = 5 columns of (358 − 4 × 8) ÷ 5 = 65.2. Each view is
/// offered its column's width and asked for its ideal height; a row is as tall as its
/// tallest view, rows are `spacing` apart (8 when nil), and the grid is as tall as its
/// rows. In a still every view is drawn, so "lazy" changes nothing.
///
/// Degenerate input: no columns or no views draw nothing and take no room; spacing that
/// is NaN or infinite gives the default.
public struct LazyVGrid<Content: View> {
  /// The columns.
  public let columns: [GridItem]
  /// Where the columns sit when narrower than the grid.
  public let alignment: HorizontalAlignment
  /// The distance between rows, or nil for the default (8).
  public let spacing: CGFloat?
  /// The views, in reading order.
  public let content: Content

  /// Creates a grid of the views `content` builds.
  ///
  /// `pinnedViews` is accepted for SwiftUI compatibility: nothing scrolls in a still.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    (self.columns, self.alignment, self.spacing) = (columns, alignment, spacing)
    self.content = content()
  }

  @MainActor @usableFromInline var layout: LazyGridLayout {
    LazyGridLayout(
      trackAxis: .horizontal, items: columns, spacing: spacing, fraction: alignment.fraction)
  }
}

extension LazyVGrid: View, LayoutContainer {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

/// Views in a grid of rows, filled column by column, as SwiftUI's `LazyHGrid` lays them
/// out: ``LazyVGrid`` turned a quarter.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
///   ForEach(0..<6) { _ in Circle().frame(width: 40) }
/// }
/// ```
///
/// Degenerate input: as ``LazyVGrid``.
public struct LazyHGrid<Content: View> {
  /// The rows.
  public let rows: [GridItem]
  /// Where the rows sit when shorter than the grid.
  public let alignment: VerticalAlignment
  /// The distance between columns, or nil for the default (8).
  public let spacing: CGFloat?
  /// The views, column by column.
  public let content: Content

  /// Creates a grid of the views `content` builds.
  ///
  /// `pinnedViews` is accepted for SwiftUI compatibility: nothing scrolls in a still.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    (self.rows, self.alignment, self.spacing) = (rows, alignment, spacing)
    self.content = content()
  }

  @MainActor @usableFromInline var layout: LazyGridLayout {
    LazyGridLayout(
      trackAxis: .vertical, items: rows, spacing: spacing, fraction: alignment.fraction)
  }
}

extension LazyHGrid: View, LayoutContainer {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}
