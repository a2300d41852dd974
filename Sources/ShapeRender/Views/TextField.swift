import Shapes

/// A text field, with SwiftUI's name: a still shows its text, or its title as the
/// placeholder in iOS's placeholder gray (`#3c3c43` at 30 %) while the text is empty, on
/// one line across all the width it is offered.
///
/// ```swift
/// TextField("Theme name", text: $name)
///   .textFieldStyle(.roundedBorder)
/// ```
///
/// With ``View/textFieldStyle(_:)`` `.roundedBorder`, the line is padded 7 points along
/// and 6 across on white, in a rounded rectangle (corners of 5) outlined in light gray
/// (`#c7c7cc`), about as iOS draws it.
public struct TextField {
  /// The text shown: the field's text, or its placeholder.
  let shown: Text

  /// Creates a field showing `text`, or `title` while it is empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title, text: text, prompt: nil)
  }

  /// Creates a field showing `text`, or `title` while it is empty.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(titleKey, text: text, prompt: nil)
  }

  /// Creates a field showing `text`, or `prompt` (else `title`) while it is empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    let value = text.wrappedValue
    shown =
      value.isEmpty
      ? (prompt ?? Text(title)).foregroundColor(Self.placeholderGray) : Text(value)
  }

  /// Creates a field showing `text`, or `prompt` (else `title`) while it is empty.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    let value = text.wrappedValue
    shown =
      value.isEmpty
      ? (prompt ?? Text(titleKey)).foregroundColor(Self.placeholderGray) : Text(value)
  }

  /// Creates a field showing `text`, or `title` while it is empty; the axis along which it
  /// would grow does not change a still of one line.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text, prompt: nil)
  }

  /// Creates a field showing `text`, or `title` while it is empty; the axis along which it
  /// would grow does not change a still of one line.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text, prompt: nil)
  }

  /// iOS's placeholder gray.
  static let placeholderGray = Color.tertiaryLabel
}

extension TextField: View {
  /// The text on one line, as wide as offered, in the field's style.
  public var body: some View {
    FieldLine(text: shown.lineLimit(1))
  }
}

/// A secure field, with SwiftUI's name: a ``TextField`` whose text shows as a dot per
/// character.
public struct SecureField {
  let field: TextField

  /// Creates a field showing a dot for each character of `text`, or `title` while it is
  /// empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    let dots = String(repeating: "•", count: text.wrappedValue.count)
    field = TextField(title, text: .constant(dots))
  }

  /// Creates a field showing a dot for each character of `text`, or `title` while it is
  /// empty.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    let dots = String(repeating: "•", count: text.wrappedValue.count)
    field = TextField(titleKey, text: .constant(dots))
  }
}

extension SecureField: View {
  /// The field, its text hidden.
  public var body: some View { field }
}

/// How text fields are drawn, with SwiftUI's names; set with ``View/textFieldStyle(_:)``.
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// The kind of style, which the field draws.
  var kind: TextFieldStyleKind { get }
}

/// The built-in text field styles.
public enum TextFieldStyleKind: Sendable {
  /// The text alone.
  case plain
  /// The text in a rounded, outlined box.
  case roundedBorder
}

/// The style text fields have unless one is set: the text alone.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
  /// The text alone.
  public var kind: TextFieldStyleKind { .plain }
}

/// A style that draws the text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
  /// The text alone.
  public var kind: TextFieldStyleKind { .plain }
}

/// A style that draws the text in a rounded, outlined box.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the style.
  public init() {}
  /// The text in a rounded, outlined box.
  public var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The style text fields have unless one is set.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The text alone.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// The text in a rounded, outlined box.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// Sets how the text fields inside this view are drawn.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let kind = style.kind
    return environment { $0.textFieldStyle = kind }
  }
}

/// The line of a text field, in the style of its context.
struct FieldLine {
  let text: Text

  /// The line as drawn in `context`'s style.
  private func drawn(in context: ResolveContext) -> AnyView {
    let line = text.frame(maxWidth: .infinity, alignment: .leading)
    switch context.textFieldStyle {
    case .plain:
      return AnyView(line)
    case .roundedBorder:
      let box = RoundedRectangle(cornerRadius: 5, style: .circular)
      return AnyView(
        line.padding(.horizontal, 7).padding(.vertical, 6)
          .background(Color.systemBackground, in: box)
          .overlay { box.strokeBorder(Color.systemGray3, lineWidth: 1) })
    }
  }

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    context.size(of: drawn(in: context), for: proposal)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(drawn(in: context), in: rect)
  }
}

extension FieldLine: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
