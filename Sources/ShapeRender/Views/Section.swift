import Shapes

/// A section, with SwiftUI's name: its header, content and footer, one after another, as
/// children of the container it is in (a stack lays them out as its own views).
///
/// ```swift
/// VStack(alignment: .leading) {
///   Section(header: Text("Faces")) {
///     Text("👻")
///     Text("🎃")
///   }
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View> {
  /// The header, the content and the footer, in order.
  let views: ViewList

  /// Creates a section of the views `content` builds, with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    views = ViewList([AnyView(header()), AnyView(content()), AnyView(footer())])
  }

  /// Creates a section of `content`, with a header and a footer.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    views = ViewList([AnyView(header), AnyView(content()), AnyView(footer)])
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    context.size(of: views, for: proposal)
  }

  @MainActor func subviews(in context: ResolveContext) -> [AnyView] {
    // A list reads its sections whole.
    if context.controls.keepsSections { return [AnyView(self)] }
    return context.subviews(of: views)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(views, in: rect)
  }
}

extension Section: View, PrimitiveView, MultiView {}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { return EmptyView() }, footer: { return EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section of the views `content` builds, with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { return EmptyView() })
  }

  /// Creates a section of the views `content` builds, with `header`.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section of the views `content` builds, with a footer and no header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { return EmptyView() }, footer: footer)
  }

  /// Creates a section of the views `content` builds, with `footer` and no header.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section of the views `content` builds, headed by `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }

  /// Creates a section of the views `content` builds, headed by `title`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), footer: EmptyView(), content: content)
  }
}
