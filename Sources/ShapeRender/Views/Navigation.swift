import Shapes

/// A navigation stack, with SwiftUI's name: a still shows its root view, with no
/// navigation bar (`navigationTitle(_:)` is not drawn).
///
/// ```swift
/// NavigationStack {
///   Text("Memorize!")
/// }
/// ```
public struct NavigationStack<Root: View>: View {
  /// The root view.
  let root: Root

  /// Creates a stack showing the view `root` builds.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  /// The root view, as the stack shows it.
  public var body: some View { root }
}

/// A navigation view, with SwiftUI's earlier name for ``NavigationStack``: a still shows
/// its content, with no navigation bar.
public struct NavigationView<Content: View>: View {
  /// The content.
  let content: Content

  /// Creates a navigation view of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The content, as the view shows it.
  public var body: some View { content }
}

/// A link to another view, with SwiftUI's name: a still draws its label as a ``Button``
/// draws one (in the accent color), and the destination is never shown.
///
/// As a row of a ``List`` or ``Form``, it is drawn as iOS draws a row that navigates: the
/// label in its own colors (black unless it sets one) at the leading edge, and a gray
/// chevron (`#c4c4c6`, 8 by 14 points, drawn as lines) at the trailing edge, after the
/// row's badge if it has one.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  /// What the link shows.
  let label: Label

  /// Creates a link showing `label`, to the view `destination` builds.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  /// The link as drawn in `context`: a row with a chevron in a list, a button elsewhere.
  private func drawn(in context: ResolveContext) -> AnyView {
    guard context.controls.isListRow else { return AnyView(Button(action: {}, label: { label })) }
    return AnyView(
      HStack {
        label.frame(maxWidth: .infinity, alignment: .leading)
        if let badge = context.controls.rowBadge { RowBadge(text: badge.text) }
        ControlGlyph(kind: .forwardChevron).foregroundColor(ControlDrawing.chevronGray)
      })
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    context.size(of: drawn(in: context), for: proposal)
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(drawn(in: context), in: rect)
  }
}

extension NavigationLink where Label == Text {
  /// Creates a link whose label is `title`, to the view `destination` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { return Text(title) })
  }

  /// Creates a link whose label is `title`, to the view `destination` builds.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { return Text(titleKey) })
  }
}

/// A link to a URL, with SwiftUI's name: a still draws its label as a ``Button`` draws
/// one (in the accent color), and nothing is opened.
///
/// ```swift
/// Link("Stanford CS193p", destination: URL(string: "https://cs193p.stanford.edu")!)
/// ```
public struct Link<Label: View>: View {
  /// What the link shows.
  let label: Label
  /// Where the link goes.
  public let destination: URL

  /// Creates a link to `destination` showing the label `label` builds.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// The label, drawn as a button's.
  public var body: some View {
    Button(action: {}, label: { label })
  }
}

extension Link where Label == Text {
  /// Creates a link to `destination` whose label is `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination, label: { return Text(title) })
  }

  /// Creates a link to `destination` whose label is `title`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination, label: { return Text(titleKey) })
  }
}
