import Shapes

/// A box around related views, with SwiftUI's name, drawn as iOS draws one.
///
/// ```swift
/// GroupBox("Score") {
///   Text("12 matches")
/// }
/// ```
///
/// The label (in the headline font, semibold 17 points) and then the content, one under
/// the other, leading-aligned, 8 points apart, padded by 16 points on a rounded rectangle
/// (corners of 8) in iOS's secondary grouped background gray (`#f2f2f7`). The box is as
/// wide as all the width offered, as SwiftUI's is on iOS, and as tall as its content and
/// padding. Without a label, the content alone is padded.
public struct GroupBox<Label: View, Content: View> {
  /// What the box is for.
  let label: Label
  /// What it holds.
  let content: Content

  /// Creates a box of the views `content` builds, labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// Creates a box of the views `content` builds, labelled by `label` (SwiftUI's earlier
  /// form).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }
}

extension GroupBox: View {
  /// The label over the content, padded on the rounded background.
  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      label.font(.headline)
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(
      Color.secondarySystemBackground, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
  }
}

extension GroupBox where Label == EmptyView {
  /// Creates a box of the views `content` builds, without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, label: { return EmptyView() })
  }
}

extension GroupBox where Label == Text {
  /// Creates a box titled `title` of the views `content` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { return Text(title) })
  }

  /// Creates a box titled `title` of the views `content` builds.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { return Text(titleKey) })
  }
}
