import Shapes

/// An ``HStack``'s layout as a ``Layout`` value: views side by side, shared the width by
/// the stack's rules and placed in its height by `alignment`.
///
/// ```swift
/// HStackLayout(spacing: 4) {
///   Text("A")
///   Text("B")
/// }
/// ```
///
/// A still draws what ``HStack`` draws with the same alignment, spacing and views, to the
/// byte, alone or held by ``AnyLayout``. Called from another layout, it places the
/// subviews where the stack would.
///
/// **Degenerate input.** As ``HStack``: `spacing` nil, NaN or infinite gives the default,
/// 8 points.
public struct HStackLayout: Layout {
  /// Where views shorter than the stack sit.
  public var alignment: VerticalAlignment
  /// The distance between neighbours, or nil for the default (8).
  public var spacing: CGFloat?

  /// A horizontal stack's layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    (self.alignment, self.spacing) = (alignment, spacing)
  }

  /// Stacked along the horizontal axis: spacers among the views are horizontal.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  var subviewLayout: (any SubviewLayout)? { engine }

  private var engine: StackLayout {
    StackLayout(
      axis: .horizontal, spacing: spacing, crossFraction: alignment.fraction,
      crossGuide: .vertical(alignment))
  }

  /// The size of an ``HStack`` of the subviews.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    engine.size(proposal, subviews)
  }

  /// Places the subviews where an ``HStack`` would.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    engine.place(in: bounds, subviews)
  }
}

extension HStackLayout: BuiltInLayout {}

/// A ``VStack``'s layout as a ``Layout`` value: views one below the other, shared the
/// height by the stack's rules and placed in its width by `alignment`.
///
/// ```swift
/// VStackLayout(alignment: .leading) {
///   Text("Title")
///   Text("Subtitle")
/// }
/// ```
///
/// A still draws what ``VStack`` draws with the same alignment, spacing and views, to the
/// byte, alone or held by ``AnyLayout``.
///
/// **Degenerate input.** As ``VStack``: `spacing` nil, NaN or infinite gives the default,
/// 8 points.
public struct VStackLayout: Layout {
  /// Where views narrower than the stack sit.
  public var alignment: HorizontalAlignment
  /// The distance between neighbours, or nil for the default (8).
  public var spacing: CGFloat?

  /// A vertical stack's layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    (self.alignment, self.spacing) = (alignment, spacing)
  }

  /// Stacked along the vertical axis: spacers among the views are vertical.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  var subviewLayout: (any SubviewLayout)? { engine }

  private var engine: StackLayout {
    StackLayout(
      axis: .vertical, spacing: spacing, crossFraction: alignment.fraction,
      crossGuide: .horizontal(alignment))
  }

  /// The size of a ``VStack`` of the subviews.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    engine.size(proposal, subviews)
  }

  /// Places the subviews where a ``VStack`` would.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    engine.place(in: bounds, subviews)
  }
}

extension VStackLayout: BuiltInLayout {}

/// A ``ZStack``'s layout as a ``Layout`` value: views one over the other, placed by
/// `alignment`.
///
/// ```swift
/// ZStackLayout(alignment: .topLeading) {
///   Color.yellow
///   Text("Note")
/// }
/// ```
///
/// A still draws what ``ZStack`` draws with the same alignment and views, to the byte.
public struct ZStackLayout: Layout {
  /// Where views smaller than the stack sit.
  public var alignment: Alignment

  /// An overlaying stack's layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  var subviewLayout: (any SubviewLayout)? { engine }

  private var engine: ZStackArrangement {
    ZStackArrangement(stack: ZStack(alignment: alignment) { EmptyView() })
  }

  /// The size of a ``ZStack`` of the subviews.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    engine.size(proposal, subviews)
  }

  /// Places the subviews where a ``ZStack`` would.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    engine.place(in: bounds, subviews)
  }
}

extension ZStackLayout: BuiltInLayout {}

/// A ``Grid``'s layout as a ``Layout`` value: ``GridRow``s whose cells line up in columns.
///
/// ```swift
/// GridLayout(horizontalSpacing: 12) {
///   GridRow {
///     Text("Score")
///     Text("12")
///   }
/// }
/// ```
///
/// A still draws what ``Grid`` draws with the same alignment, spacing and rows, to the
/// byte. Called from another layout, it places each row (a ``GridRow``, or a view that
/// spans the grid) as one subview in the row's rectangle.
///
/// **Degenerate input.** As ``Grid``: spacing nil, NaN or infinite gives the default, 8.
public struct GridLayout: Layout {
  /// Where cells smaller than their column and row sit.
  public var alignment: Alignment
  /// The distance between columns, or nil for the default (8).
  public var horizontalSpacing: CGFloat?
  /// The distance between rows, or nil for the default (8).
  public var verticalSpacing: CGFloat?

  /// A grid's layout.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    (self.horizontalSpacing, self.verticalSpacing) = (horizontalSpacing, verticalSpacing)
  }

  var subviewLayout: (any SubviewLayout)? { engine }

  private var engine: GridArrangement {
    GridArrangement(
      grid: Grid(
        alignment: alignment, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing
      ) { EmptyView() })
  }

  /// The size of a ``Grid`` of the rows.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    engine.size(proposal, subviews)
  }

  /// Places each row where a ``Grid`` would put it.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    engine.place(in: bounds, subviews)
  }
}

extension GridLayout: BuiltInLayout {}
