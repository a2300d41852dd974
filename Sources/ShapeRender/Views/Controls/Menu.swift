import Shapes

/// A button that opens a menu, with SwiftUI's name: a still draws its label as a
/// ``Button`` draws one (in the accent color, or as ``View/buttonStyle(_:)`` says), or as
/// the ``View/menuStyle(_:)`` set around it draws it; the menu is closed, so its content is
/// not drawn.
///
/// ```swift
/// Menu("Sort") {
///   Button("By name") {}
///   Button("By date") {}
/// }
/// ```
public struct Menu<Label: View, Content: View> {
  /// What the menu's button shows.
  let label: Label
  /// What the menu holds; not drawn, as the menu is closed.
  let content: Content

  /// Creates a menu of the views `content` builds, opened by a button showing `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// Creates a menu whose button performs `primaryAction` when tapped and opens the menu
  /// when held; the action is never called in a still.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.label = label()
    self.content = content()
  }

  /// The menu as drawn in `context`, and the context to draw it in: the style's body
  /// (with no style set inside it, so that its own menu is drawn plainly), or the label
  /// as a button's.
  @MainActor func drawn(in context: ResolveContext) -> (AnyView, ResolveContext) {
    guard let style = context.controls.menuStyle?.style else {
      return (AnyView(Button(action: {}, label: { label })), context)
    }
    var inner = context
    inner.controls.menuStyle = nil
    let configuration = MenuStyleConfiguration(
      label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
    return (style.erasedBody(configuration), inner)
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    let (view, inner) = drawn(in: context)
    return inner.size(of: view, for: proposal)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let (view, inner) = drawn(in: context)
    return inner.resolve(view, in: rect)
  }
}

extension Menu: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// Creates the menu a ``MenuStyle`` receives, to draw it with modifiers of its own.
  public init(_ configuration: MenuStyleConfiguration) {
    self.label = configuration.label
    self.content = configuration.content
  }
}

extension Menu where Label == Text {
  /// Creates a menu titled `title` of the views `content` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { return Text(title) })
  }

  /// Creates a menu titled `title` of the views `content` builds.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { return Text(titleKey) })
  }

  /// Creates a menu titled `title` whose button performs `primaryAction` when tapped.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { return Text(title) })
  }

  /// Creates a menu titled `title` whose button performs `primaryAction` when tapped.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { return Text(titleKey) })
  }
}
