/// Builds an ``App``'s or a ``Scene``'s body from the scenes listed in it, with SwiftUI's
/// name.
@resultBuilder
public enum SceneBuilder {
  /// A scene listed on its own.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
    content
  }

  /// A body of one scene: the scene itself.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
    content
  }

  /// A body of several scenes, in their order.
  public static func buildBlock(_ scenes: any Scene...) -> SceneList {
    SceneList(scenes: scenes)
  }

  /// A scene listed under an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ scene: (any Scene)?) -> SceneList {
    SceneList(scenes: scene.map { [$0] } ?? [])
  }

  /// The scene of an `if`'s first branch.
  public static func buildEither(first scene: any Scene) -> SceneList {
    SceneList(scenes: [scene])
  }

  /// The scene of an `if`'s second branch.
  public static func buildEither(second scene: any Scene) -> SceneList {
    SceneList(scenes: [scene])
  }

  /// A scene under `if #available`.
  public static func buildLimitedAvailability(_ scene: any Scene) -> SceneList {
    SceneList(scenes: [scene])
  }
}

/// Scenes listed one after another in a body, as ``SceneBuilder`` gathers them.
///
/// Its first window is the first window of its scenes.
public struct SceneList {
  /// The scenes, in their order.
  let scenes: [any Scene]

  @MainActor func firstWindow(in environment: SceneEnvironment) -> SceneWindow? {
    for scene in scenes {
      if let window = scene.firstWindow(in: environment) { return window }
    }
    return nil
  }
}

extension SceneList: Scene, PrimitiveScene {}
