import Foundation

/// A scene with a change to the windows inside it, as the scene modifiers make.
struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
  /// The scene changed.
  let content: Content
  /// The change, made to the environment the scene's windows get.
  let change: (inout SceneEnvironment) -> Void

  func firstWindow(in environment: SceneEnvironment) -> SceneWindow? {
    var changed = environment
    change(&changed)
    return content.firstWindow(in: changed)
  }
}

extension Scene {
  /// This scene with `change` made to what its windows get.
  func modified(_ change: @escaping (inout SceneEnvironment) -> Void) -> ModifiedScene<Self> {
    ModifiedScene(content: self, change: change)
  }

  /// This scene with `wrap` applied to its windows' views, inside the changes of the
  /// modifiers around it, as view modifiers nest.
  package func wrappingWindows(_ wrap: @escaping (AnyView) -> AnyView) -> some Scene {
    modified { $0.wrappers.insert(wrap, at: 0) }
  }

  /// Sets the size of this scene's windows when they open, with SwiftUI's modifier.
  ///
  /// A picture of the app is this size unless its size is given (see ``App``). A width or
  /// height that is not finite and positive leaves the size unset.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    modified { environment in
      guard width.isFinite, height.isFinite, width > 0, height > 0 else { return }
      environment.defaultSize = CGSize(width: width, height: height)
    }
  }

  /// Sets the size of this scene's windows when they open, as
  /// ``defaultSize(width:height:)`` does.
  public func defaultSize(_ size: CGSize) -> some Scene {
    defaultSize(width: size.width, height: size.height)
  }

  /// Sets the environment's value at `keyPath` for the views of this scene's windows.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some Scene
  {
    wrappingWindows { AnyView($0.environment(keyPath, value)) }
  }

  /// Provides `object` to the views of this scene's windows that read it with
  /// ``EnvironmentObject``.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    wrappingWindows { AnyView($0.environmentObject(object)) }
  }

  /// Accepted for SwiftUI compatibility: a picture of a window has no title bar to style,
  /// so the scene is unchanged.
  nonisolated public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }

  /// Accepted for SwiftUI compatibility: a picture is not resized, so the scene is
  /// unchanged.
  nonisolated public func windowResizability(_ resizability: WindowResizability) -> some Scene {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture is drawn in one state, so `action` is
  /// never called.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some Scene {
    self
  }

  /// Accepted for SwiftUI compatibility (the earlier spelling of
  /// `onChange(of:initial:_:)`): `action` is never called.
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some Scene
  {
    self
  }
}

/// How a window's title bar looks, with SwiftUI's protocol; a picture draws no title bar.
public protocol WindowStyle {}

/// The platform's usual title bar.
public struct DefaultWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

/// A title bar that is hidden.
public struct HiddenTitleBarWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

/// A title bar that shows the title.
public struct TitleBarWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

/// A window with no title bar or frame.
public struct PlainWindowStyle: WindowStyle {
  /// Creates the style.
  public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
  /// The platform's usual title bar.
  public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
  /// A hidden title bar.
  public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
  /// A title bar that shows the title.
  public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
  /// No title bar or frame.
  public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

/// How a window may be resized, with SwiftUI's names; a picture is never resized.
public struct WindowResizability: Sendable, Hashable {
  /// The kind, for telling values apart.
  private let kind: Int

  /// The platform's usual rule.
  public static let automatic = WindowResizability(kind: 0)
  /// Exactly as large as the content.
  public static let contentSize = WindowResizability(kind: 1)
  /// At least as large as the content's minimum.
  public static let contentMinSize = WindowResizability(kind: 2)
}
