import Shapes

// The navigation bar's title and items, and how navigation views lay out their columns.
// A title is drawn in the bar of the navigation stack around the view (see
// `NavigationBarContainer`); items and column styles are accepted for SwiftUI
// compatibility and leave the view unchanged.

extension View {
  /// Shows `title` in the navigation bar of the navigation stack around this view: a
  /// large title at the top of the stack's content, unless
  /// ``navigationBarTitleDisplayMode(_:)`` asks for an inline one.
  ///
  /// ```swift
  /// NavigationStack {
  ///   List(scrums) { ScrumRow(scrum: $0) }
  ///     .navigationTitle("Daily Scrums")
  /// }
  /// ```
  ///
  /// Outside a navigation stack the title is not drawn. When several are set, the one set
  /// closest to the content is shown, and of views side by side, the first.
  nonisolated public func navigationTitle(_ title: Text) -> some View {
    navigationBar(title: title)
  }

  /// Shows the title a running app lets people rename, as it is now, in the navigation bar
  /// (see `navigationTitle(_:)`).
  nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
    navigationBar(title: Text(verbatim: title.wrappedValue))
  }

  /// Shows `title` in the navigation bar (see `navigationTitle(_:)`).
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationBar(title: Text(title))
  }

  /// Shows the text of `titleKey` in the navigation bar (see
  /// `navigationTitle(_:)`).
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationBar(title: Text(titleKey))
  }

  /// How the navigation bar around this view shows its title: `.inline` centres it in the
  /// bar; `.large` and `.automatic` show it large below the bar, as at the top of a stack.
  nonisolated public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBar(title: nil, mode: displayMode)
  }

  /// Accepted for SwiftUI compatibility: a picture has no navigation bar to show a title
  /// view in, so `title` is not drawn and the view is unchanged.
  nonisolated public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture has no navigation bar to hide, so the
  /// view is unchanged either way.
  nonisolated public func navigationBarHidden(_ hidden: Bool) -> Self {
    self
  }

  /// SwiftUI's earlier form of `navigationTitle(_:)`.
  nonisolated public func navigationBarTitle(_ title: Text) -> some View {
    navigationBar(title: title)
  }

  /// SwiftUI's earlier form of `navigationTitle(_:)`.
  nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationBar(title: Text(titleKey))
  }

  /// SwiftUI's earlier form of `navigationTitle(_:)`.
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationBar(title: Text(title))
  }

  /// SwiftUI's earlier form of `navigationTitle(_:)` with
  /// ``navigationBarTitleDisplayMode(_:)``.
  nonisolated public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBar(title: title, mode: displayMode)
  }

  /// SwiftUI's earlier form of `navigationTitle(_:)` with
  /// ``navigationBarTitleDisplayMode(_:)``.
  nonisolated public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBar(title: Text(titleKey), mode: displayMode)
  }

  /// SwiftUI's earlier form of `navigationTitle(_:)` with
  /// ``navigationBarTitleDisplayMode(_:)``.
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBar(title: Text(title), mode: displayMode)
  }

  /// Accepted for SwiftUI compatibility: a picture has no navigation bar, so `leading`
  /// and `trailing` are not drawn and the view is unchanged.
  nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture has no navigation bar, so `leading` is
  /// not drawn and the view is unchanged.
  nonisolated public func navigationBarItems<L: View>(leading: L) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture has no navigation bar, so `trailing` is
  /// not drawn and the view is unchanged.
  nonisolated public func navigationBarItems<T: View>(trailing: T) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still shows a navigation view's first screen
  /// as a stack does on an iPhone, whatever the style, so the view is unchanged.
  nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self {
    self
  }
}

/// How a ``NavigationView`` lays out its screens, with SwiftUI's protocol; a still shows
/// its first screen whatever the style.
public protocol NavigationViewStyle {}

/// The style a navigation view has unless one is set.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// The style that shows one screen at a time, as on an iPhone.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// The style that shows a primary column beside a detail one, where there is room.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

/// The style that shows the screens in columns side by side, where there is room.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates the style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The style a navigation view has unless one is set.
  public static var automatic: DefaultNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One screen at a time.
  public static var stack: StackNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Screens in columns.
  public static var columns: ColumnNavigationViewStyle { .init() }
}
