import Shapes

/// A label that shows or hides its content, with SwiftUI's name, drawn expanded or
/// collapsed as its binding holds.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///   Toggle("Debug overlay", isOn: $debug)
/// }
/// ```
///
/// The label is at the leading edge of all the width offered and a chevron in the accent
/// color at the trailing edge: pointing to the trailing edge (8 by 14 points) when
/// collapsed, down (14 by 8) when expanded. Expanded, the content follows below, its
/// views one under the other, leading-aligned, 8 points apart; collapsed, it is not drawn.
/// Without a binding the group is collapsed, as SwiftUI starts it. As a row of a ``List``
/// or ``Form``, the label and chevron are a row and, expanded, each view of the content is
/// a row of its own under it.
public struct DisclosureGroup<Label: View, Content: View> {
  /// Whether the content shows.
  let isExpanded: Bool
  /// What the group is.
  let label: Label
  /// What it shows when expanded.
  let content: Content

  /// Creates a group of the views `content` builds, labelled by `label`, collapsed.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(isExpanded: .constant(false), content: content, label: label)
  }

  /// Creates a group of the views `content` builds, labelled by `label`, expanded as
  /// `isExpanded` holds.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.isExpanded = isExpanded.wrappedValue
    self.label = label()
    self.content = content()
  }

  /// The label and the chevron, in a row.
  var header: some View {
    HStack {
      label.frame(maxWidth: .infinity, alignment: .leading)
      ControlGlyph(kind: isExpanded ? .downChevron : .forwardChevron)
        .environment { $0 = $0.accentingForeground }
    }
  }

  /// The label and the chevron, then the content when expanded. (The group is drawn
  /// directly, not through a body, so that a list finds it among its rows.)
  var stacked: some View {
    VStack(alignment: .leading, spacing: 8) {
      header
      if isExpanded {
        content
      }
    }
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    context.size(of: stacked, for: proposal)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(stacked, in: rect)
  }
}

extension DisclosureGroup: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension DisclosureGroup: ListRowsProviding {
  /// The label's row, then, expanded, a row for each view of the content.
  func listRows(in context: ResolveContext) -> [AnyView]? {
    [AnyView(header)] + (isExpanded ? context.subviews(of: content) : [])
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a group titled `title` of the views `content` builds, collapsed.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: .constant(false), content: content, label: { return Text(title) })
  }

  /// Creates a group titled `title` of the views `content` builds, collapsed.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: .constant(false), content: content, label: { return Text(titleKey) })
  }

  /// Creates a group titled `title` of the views `content` builds, expanded as
  /// `isExpanded` holds.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content, label: { return Text(title) })
  }

  /// Creates a group titled `title` of the views `content` builds, expanded as
  /// `isExpanded` holds.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content, label: { return Text(titleKey) })
  }
}
