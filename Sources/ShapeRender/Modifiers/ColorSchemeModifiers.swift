import Shapes

/// The light or dark appearance of the system, with SwiftUI's names.
///
/// A view drawn in the dark appearance draws the system's colors (`primary`, `secondary`,
/// `blue` and the other hues) and the backgrounds, separators and fills of the built-in
/// views in their dark values. See <doc:DarkAppearance>.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance, the one a view is drawn in unless one is set.
  case light
  /// The dark appearance.
  case dark
}

/// The appearance a view inside asks the whole picture to be drawn in, with SwiftUI's name:
/// what ``View/preferredColorScheme(_:)`` hands up.
///
/// The first view, in the order they are drawn, that asks for one decides.
public struct PreferredColorSchemeKey: PreferenceKey {
  /// No appearance asked for: `nil`.
  public static let defaultValue: ColorScheme? = nil

  /// Keeps the first appearance asked for.
  public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    if value == nil { value = nextValue() }
  }
}

extension View {
  /// Draws the picture this view is in with `colorScheme`, as SwiftUI draws the window
  /// that shows the view; `nil` keeps the appearance it has.
  ///
  /// ```swift
  /// ContentView()
  ///   .preferredColorScheme(.dark)
  /// ```
  ///
  /// The view and its content see the appearance in `@Environment(\.colorScheme)`. The
  /// rest of the picture (an app's screen around it, an ``Artwork``'s background) takes it
  /// without being laid out again, so a view outside that reads the environment still
  /// reads the appearance it was given. A view inside that sets the appearance itself
  /// keeps its own.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    let scheme = colorScheme
    return modified { content, rect, context in
      guard let scheme else { return context.resolve(content, in: rect) }
      PreferenceCollector.current?.add(PreferredColorSchemeKey.self, scheme)
      var inner = context
      inner[environment: ColorSchemeKey.self] = scheme
      return inner.resolve(content, in: rect, appearanceSetWithin: context)
    }
  }

  /// Draws this view in `colorScheme`, whatever appearance is around it: SwiftUI's earlier
  /// spelling of `environment(\.colorScheme, colorScheme)`.
  nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
}

extension ResolveContext {
  /// `view`'s nodes in `rect`, resolved for this context's appearance when it is not the
  /// one `outer` (the context around the modifier that made this one) has.
  @MainActor func resolve<V: View>(_ view: V, in rect: CGRect, appearanceSetWithin outer: Self)
    -> [Node]
  {
    let nodes = resolve(view, in: rect)
    // The appearance is among the custom values: a change that keeps them keeps it.
    guard custom !== outer.custom, let scheme = self[environment: ColorSchemeKey.self],
      scheme != outer[environment: ColorSchemeKey.self]
    else { return nodes }
    return nodes.resolvingAppearance(scheme)
  }
}

/// The appearance the views of a picture ask it to be drawn in.
enum PreferredAppearance {
  /// The nodes `resolve` makes, with every color resolved for the appearance a view inside
  /// prefers; as they are when none does.
  @MainActor static func resolving(_ resolve: () -> [Node]) -> [Node] {
    let (nodes, collected) = PreferenceCollector.collecting(resolve)
    guard let scheme = collected.value(of: PreferredColorSchemeKey.self) else { return nodes }
    return nodes.resolvingAppearance(scheme)
  }
}
