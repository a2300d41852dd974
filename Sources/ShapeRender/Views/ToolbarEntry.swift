import Shapes

/// One item of a toolbar as the navigation bar draws it: its view and where it goes.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView

  /// Which end of the navigation bar the item is drawn at, or `nil` for an item a still
  /// does not draw (in the bottom bar, above the keyboard, in the overflow menu).
  var barSide: BarSide? {
    switch placement {
    case .navigation, .cancellationAction, .navigationBarLeading, .topBarLeading: .leading
    case .automatic, .primaryAction, .confirmationAction, .destructiveAction,
      .navigationBarTrailing, .topBarTrailing:
      .trailing
    case .principal: .principal
    default: nil
    }
  }

  /// A side of the navigation bar.
  enum BarSide {
    case leading, principal, trailing
  }
}

/// Toolbar content that lists its items itself: the package's own kinds.
@MainActor protocol ToolbarEntryList {
  /// The items, in order.
  var entries: [ToolbarEntry] { get }
}

extension ToolbarContent {
  /// The items of this content: its own list, or its body's.
  @MainActor var toolbarEntries: [ToolbarEntry] {
    if let list = self as? any ToolbarEntryList { return list.entries }
    return body.toolbarEntries
  }
}

/// The toolbar items views inside hand up to the navigation bar around them, in the
/// order they are drawn.
struct ToolbarItemsKey: PreferenceKey {
  static var defaultValue: [ToolbarEntry] { [] }

  static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
    value += nextValue()
  }
}

extension View {
  /// This view, handing up `entries` for the navigation bar around it.
  nonisolated func toolbarItems(_ entries: [ToolbarEntry]) -> some View {
    let items = RenderingValue(value: entries)
    return modified { content, rect, context in
      let nodes = context.resolve(content, in: rect)
      PreferenceCollector.current?.add(ToolbarItemsKey.self, items.value)
      return nodes
    }
  }
}

/// How the navigation bar lays out its items.
///
/// Along its 44-point row, 16 points in from each edge: leading items from the leading
/// edge and trailing items ending at the trailing one, 20 points apart, each at its own
/// size and centred across the row; a principal item in the middle. A label in the bar
/// shows its icon alone, as iOS's bars show it.
enum NavigationBarItems {
  /// The room between items side by side.
  static let spacing: CGFloat = 20
  /// The room between the row's ends and the screen's edges.
  static let inset: CGFloat = 16

  /// The nodes of `entries` drawn in `row`; a confirmation is semibold, as iOS draws Done.
  @MainActor static func nodes(of entries: [ToolbarEntry], in row: CGRect, context: ResolveContext)
    -> [Node]
  {
    let inner = row.insetBy(dx: inset, dy: 0)
    var context = context
    context.stackAxis = nil
    context.labelStyle = LabelStyleBox(IconOnlyLabelStyle())
    func sized(_ entry: ToolbarEntry) -> (ResolveContext, CGSize) {
      var itemContext = context
      if entry.placement == .confirmationAction { itemContext.font = .headline }
      return (itemContext, itemContext.size(of: entry.view, for: .unspecified))
    }
    func place(_ entry: ToolbarEntry, at x: CGFloat, _ item: (ResolveContext, CGSize)) -> [Node] {
      let frame = CGRect(
        x: x, y: inner.midY - item.1.height / 2, width: item.1.width, height: item.1.height)
      return item.0.resolve(entry.view, in: frame)
    }
    var nodes: [Node] = []
    var x = inner.minX
    for entry in entries where entry.barSide == .leading {
      let item = sized(entry)
      nodes += place(entry, at: x, item)
      x += item.1.width + spacing
    }
    let trailing = entries.filter { $0.barSide == .trailing }.map { ($0, sized($0)) }
    x =
      inner.maxX - trailing.reduce(0) { $0 + $1.1.1.width } - spacing
      * CGFloat(max(trailing.count - 1, 0))
    for (entry, item) in trailing {
      nodes += place(entry, at: x, item)
      x += item.1.width + spacing
    }
    for entry in entries where entry.barSide == .principal {
      let item = sized(entry)
      nodes += place(entry, at: inner.midX - item.1.width / 2, item)
    }
    return nodes
  }
}
