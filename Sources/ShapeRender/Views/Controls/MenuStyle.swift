import Shapes

/// How menus are drawn, with SwiftUI's protocol.
///
/// `makeBody` builds a view from the menu's parts, usually a ``Menu`` made of them with
/// modifiers. Set with ``View/menuStyle(_:)``.
///
/// ```swift
/// struct RedMenuStyle: MenuStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Menu(configuration).foregroundColor(.red)
///   }
/// }
/// ```
///
/// A ``Menu`` made from a configuration inside `makeBody` is drawn with the default style,
/// so a style does not draw itself again.
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The parts of a menu a style draws.
  typealias Configuration = MenuStyleConfiguration

  /// The view that shows the menu.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension MenuStyle {
  /// The body for `configuration`, with its type erased.
  func erasedBody(_ configuration: MenuStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// The parts of a menu a ``MenuStyle`` receives, with SwiftUI's names: as in SwiftUI, a
/// style reaches them through ``Menu/init(_:)``.
public struct MenuStyleConfiguration {
  /// The menu's label, as a view.
  public struct Label: View, ForwardingView {
    @usableFromInline let content: AnyView
    /// An empty view: the drawing primitives of this package have no body of their own.
    public var body: EmptyView { return EmptyView() }
  }

  /// The menu's content, as a view: never drawn in a still, where the menu is closed.
  public struct Content: View, ForwardingView {
    @usableFromInline let content: AnyView
    /// An empty view: the drawing primitives of this package have no body of their own.
    public var body: EmptyView { return EmptyView() }
  }

  /// The label.
  let label: Label
  /// The content.
  let content: Content
}

/// A menu style held in a resolve context.
///
/// Unchecked: a style is a value read only while a picture is drawn, on the drawing's
/// thread, as SwiftUI does not ask styles to be `Sendable`.
final class MenuStyleBox: @unchecked Sendable {
  let style: any MenuStyle

  init(_ style: any MenuStyle) {
    self.style = style
  }
}

extension View {
  /// Sets how the menus inside this view are drawn.
  ///
  /// ```swift
  /// Menu("Sort") { Button("By name") {} }.menuStyle(.borderlessButton)
  /// ```
  nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    let box = MenuStyleBox(style)
    return environment { $0.controls.menuStyle = box }
  }
}

/// The style menus have unless one is set: on iOS, the button style.
public struct DefaultMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}

  /// The menu's label, drawn as a ``Button`` draws its label.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(configuration)
  }
}

/// A style that draws the menu's label as a ``Button`` draws its label, following the
/// ``View/buttonStyle(_:)`` set around it: `.bordered` puts it on a pale rounded
/// rectangle.
public struct ButtonMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}

  /// The menu's label, drawn as a button's.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(configuration)
  }
}

/// A style that draws the menu's label in the accent color with no border, whatever
/// ``View/buttonStyle(_:)`` is set around it.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// Creates the style.
  public init() {}

  /// The menu's label in the accent color.
  public func makeBody(configuration: Configuration) -> some View {
    Menu(configuration).buttonStyle(.borderless)
  }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The style menus have unless one is set: the button style.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// The label drawn as a button's, following the button style.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// The label in the accent color with no border.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
