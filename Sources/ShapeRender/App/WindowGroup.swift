import Foundation

/// A scene of windows that show the same views, with SwiftUI's name: an app's main window.
///
/// ```swift
/// WindowGroup("Memorize") {
///   ContentView()
/// }
/// ```
///
/// A picture of the app shows one window of the group (see ``App``). The title, shown by
/// macOS and iPadOS in the window's title bar, is not drawn, as a phone shows none.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  /// The views of a window.
  let content: Content

  /// Creates a group whose windows show the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates a group with the identifier `id`, whose windows show the views `content`
  /// builds.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// Creates a group with the title `title`.
  public init(_ title: Text, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// Creates a group with the title `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// Creates a group with the title `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// Creates a group with the title `title` and the identifier `id`.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// Creates a group with the title `titleKey` and the identifier `id`.
  public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content)
  }

  /// Creates a group with the title `title` and the identifier `id`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  func firstWindow(in environment: SceneEnvironment) -> SceneWindow? {
    SceneWindow(
      content: environment.apply(to: AnyView(content)), defaultSize: environment.defaultSize)
  }
}

/// A scene of a single window, with SwiftUI's name; a picture of the app shows it when it
/// comes first in the body.
public struct Window<Content: View>: Scene, PrimitiveScene {
  /// The views of the window.
  let content: Content

  /// Creates a window with the title `title` and the identifier `id`, showing the views
  /// `content` builds.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates a window with the title `titleKey` and the identifier `id`.
  public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// Creates a window with the title `title` and the identifier `id`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func firstWindow(in environment: SceneEnvironment) -> SceneWindow? {
    SceneWindow(
      content: environment.apply(to: AnyView(content)), defaultSize: environment.defaultSize)
  }
}

/// The settings window of a macOS app, with SwiftUI's name: it opens from the app's menu,
/// so a picture of the app never shows it.
public struct Settings<Content: View>: Scene, PrimitiveScene {
  /// Creates the settings scene of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    _ = content
  }

  func firstWindow(in environment: SceneEnvironment) -> SceneWindow? { nil }
}
