import Shapes

/// A label beside a value, with SwiftUI's name, drawn as iOS 16 draws one in a form.
///
/// ```swift
/// LabeledContent("Version", value: "1.2")
/// LabeledContent("Best score") {
///   Text("\(best)")
/// }
/// ```
///
/// The label is at the leading edge and the content at the trailing edge of all the width
/// offered, 8 points apart at least; text in the content that sets no color of its own is
/// in iOS's secondary gray (`#3c3c43` at 60 %). The label takes the room the content
/// leaves; the row is as tall as the taller of them.
public struct LabeledContent<Label: View, Content: View> {
  /// What the value is.
  let label: Label
  /// The value.
  let content: Content

  /// Creates a row of the content `content` builds, labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
}

extension LabeledContent: View {
  /// The label, then the content in gray, in a row.
  public var body: some View {
    HStack {
      label.frame(maxWidth: .infinity, alignment: .leading)
      content.foregroundColor(ControlDrawing.secondaryLabel)
    }
  }
}

extension LabeledContent where Label == Text {
  /// Creates a row titled `title` of the content `content` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { return Text(title) })
  }

  /// Creates a row titled `title` of the content `content` builds.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { return Text(titleKey) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a row titled `title` showing `value`.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { return Text(value) }, label: { return Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a row titled `titleKey` showing `value` as `format` writes it.
  ///
  /// ```swift
  /// LabeledContent("Total", value: 12.5, format: .currency(code: "EUR"))
  /// ```
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    let written = format.format(value)
    self.init(content: { return Text(verbatim: written) }, label: { return Text(titleKey) })
  }

  /// Creates a row titled `title` showing `value` as `format` writes it.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    let written = format.format(value)
    self.init(content: { return Text(verbatim: written) }, label: { return Text(title) })
  }
}
