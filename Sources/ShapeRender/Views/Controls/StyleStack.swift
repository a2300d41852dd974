import Shapes

/// A control style set around a view, with the style set around that one: how
/// ``View/progressViewStyle(_:)`` and ``View/toggleStyle(_:)`` keep their styles, in an
/// environment key, so that they cost nothing where none is set.
///
/// A control draws with the innermost style, and the style's body is drawn with the style
/// around it: `ProgressView(configuration)` in a style's `makeBody` draws as the style
/// set around that one (the default when none is), as in SwiftUI, and a style never draws
/// itself again.
///
/// Unchecked: a style is a value read only while a picture is drawn, on the drawing's
/// thread, as SwiftUI does not ask styles to be `Sendable`.
final class StyleStack<Style>: @unchecked Sendable {
  /// The innermost style.
  let style: Style
  /// The styles set around this one.
  let outer: StyleStack<Style>?

  init(_ style: Style, outer: StyleStack<Style>?) {
    self.style = style
    self.outer = outer
  }
}

extension ResolveContext {
  /// Sets `style` in the environment key `Key`, over the styles set around this context.
  mutating func pushStyle<Style, Key: EnvironmentKey>(_ style: Style, in key: Key.Type)
  where Key.Value == StyleStack<Style>? {
    self[environment: Key.self] = StyleStack(style, outer: self[environment: Key.self])
  }

  /// The innermost style set in the environment key `Key`, or nil for the default, and
  /// the context its body is drawn in: this one with that style taken off.
  func poppingStyle<Style, Key: EnvironmentKey>(in key: Key.Type)
    -> (style: Style?, context: ResolveContext)
  where Key.Value == StyleStack<Style>? {
    guard let stack = self[environment: Key.self] else { return (nil, self) }
    var inner = self
    inner[environment: Key.self] = stack.outer
    return (stack.style, inner)
  }
}
