import Shapes

/// Columns of navigation, with SwiftUI's name, drawn as an iPhone draws them: the sidebar
/// (the first column) alone, as the root of a ``NavigationStack``, under the navigation bar
/// of its title and toolbar.
///
/// ```swift
/// NavigationSplitView {
///   List(rooms, selection: $room) { Text($0.name) }
/// } detail: {
///   RoomView(room: room)
/// }
/// ```
///
/// An iPhone collapses the columns into one stack whose root is the sidebar; the content
/// and detail columns are pushed when something is selected, which a still does not show.
/// The `columnVisibility` binding, the ``View/navigationSplitViewStyle(_:)`` and
/// ``View/navigationSplitViewColumnWidth(_:)`` change nothing there.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
  /// The first column.
  let sidebar: Sidebar

  /// Creates three columns: the sidebar, the content and the detail `sidebar`, `content`
  /// and `detail` build.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  /// Creates three columns, with which of them show in `columnVisibility`; a still shows
  /// the sidebar whatever it says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  /// Creates two columns: the sidebar and the detail `sidebar` and `detail` build.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
  where Content == EmptyView {
    self.sidebar = sidebar()
  }

  /// Creates two columns, with which of them show in `columnVisibility`; a still shows
  /// the sidebar whatever it says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.sidebar = sidebar()
  }
}

extension NavigationSplitView: View {
  /// The sidebar, as an iPhone shows it: the root of a navigation stack.
  public var body: some View { NavigationScreens(root: sidebar, path: []) }
}

/// Which columns of a ``NavigationSplitView`` show, with SwiftUI's names; a still on an
/// iPhone shows the sidebar whatever is set.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  private let name: String

  /// As the system decides.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column alone.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a ``NavigationSplitView`` shares the room between its columns, with SwiftUI's
/// protocol; a still on an iPhone shows one column whatever the style.
public protocol NavigationSplitViewStyle {}

/// The style a split view has unless one is set.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

/// The style that narrows the detail column to show the leading ones beside it.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

/// The style that keeps the detail column's width and shows the leading ones over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The style a split view has unless one is set.
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The style that narrows the detail column.
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The style that keeps the detail column's width.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
  /// Accepted for SwiftUI compatibility: a still on an iPhone shows a split view's sidebar
  /// alone, so the view is unchanged.
  nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: the width of a split view's column, for a
  /// column an iPhone shows full width; the view is unchanged.
  nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the widths of a split view's column, for a
  /// column an iPhone shows full width; the view is unchanged.
  nonisolated public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> Self {
    self
  }
}
