import Shapes

// The navigation bar's title and items, and how navigation views lay out their columns.
// A still draws no navigation bar and shows a navigation view's first screen, so each of
// these is accepted for SwiftUI compatibility and returns the view unchanged: titles and
// items are not drawn.

extension View {
  /// Accepted for SwiftUI compatibility: a picture has no navigation bar to show a title
  /// in, so the view is unchanged.
  nonisolated public func navigationTitle(_ title: Text) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the title a running app lets people rename; a
  /// picture has no navigation bar to show it in, so the view is unchanged.
  nonisolated public func navigationTitle(_ title: Binding<String>) -> Self {
    self
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

  /// Accepted for SwiftUI compatibility (SwiftUI's earlier form of `navigationTitle`): a
  /// picture has no navigation bar, so the view is unchanged.
  nonisolated public func navigationBarTitle(_ title: Text) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility (SwiftUI's earlier form of `navigationTitle`): a
  /// picture has no navigation bar, so the view is unchanged.
  nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility (SwiftUI's earlier form of `navigationTitle`): a
  /// picture has no navigation bar, so the view is unchanged.
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture has no navigation bar, so the view is
  /// unchanged whatever the title and its display mode.
  nonisolated public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture has no navigation bar, so the view is
  /// unchanged whatever the title and its display mode.
  nonisolated public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture has no navigation bar, so the view is
  /// unchanged whatever the title and its display mode.
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> Self {
    self
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
