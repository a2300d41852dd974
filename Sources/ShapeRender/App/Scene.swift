/// A part of an app's interface, such as a window, with SwiftUI's protocol.
///
/// An ``App``'s body is made of scenes:
///
/// ```swift
/// @main
/// struct MemorizeApp: App {
///   var body: some Scene {
///     WindowGroup { ContentView() }
///   }
/// }
/// ```
///
/// A picture shows one window: the first ``WindowGroup`` or ``Window`` of the body (see
/// ``App`` for how running the app draws it). Scenes of your own are made of the built-in
/// ones, as views are.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of the scene's content.
  associatedtype Body: Scene

  /// The scenes this one is made of.
  @SceneBuilder var body: Body { get }
}

/// A scene that stands for itself: built-in scenes have no body of their own.
@MainActor
protocol PrimitiveScene: Scene where Body == Never {
  /// The content of this scene's first window, with `environment` applied, or nil for a
  /// scene without windows.
  func firstWindow(in environment: SceneEnvironment) -> SceneWindow?
}

/// The scene that is no scene: the body of the built-in scenes. Its `body`, never called
/// since no value of `Never` exists, is the one it has as a ``View``.
extension Never: Scene {}

extension PrimitiveScene {
  /// No body: a built-in scene is drawn for itself.
  public var body: Never { fatalError("\(Self.self) is a built-in scene without a body") }
}

/// The window a picture of an app shows: its content and the size it asks for.
struct SceneWindow {
  /// The window's views, with the scene modifiers around them applied.
  var content: AnyView
  /// The size set by ``Scene/defaultSize(width:height:)``, if any.
  var defaultSize: CGSize?
}

/// What scene modifiers give the windows inside them: changes of the views' environment,
/// innermost first.
struct SceneEnvironment {
  /// The changes to make to a window's content, each wrapping it once more.
  var wrappers: [(AnyView) -> AnyView] = []
  /// The size set by the innermost ``Scene/defaultSize(width:height:)``.
  var defaultSize: CGSize?

  /// `content` with every change applied, the innermost first.
  func apply(to content: AnyView) -> AnyView {
    wrappers.reduce(content) { view, wrap in wrap(view) }
  }
}

extension Scene {
  /// The first window of this scene, or nil when it has none.
  func firstWindow(in environment: SceneEnvironment = SceneEnvironment()) -> SceneWindow? {
    if let primitive = self as? any PrimitiveScene {
      return primitive.firstWindow(in: environment)
    }
    return body.firstWindow(in: environment)
  }
}
