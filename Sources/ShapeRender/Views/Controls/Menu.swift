import Shapes

/// A button that opens a menu, with SwiftUI's name: a still draws its label as a
/// ``Button`` draws one (in the accent color, or as ``View/buttonStyle(_:)`` says); the
/// menu is closed, so its content is not drawn.
///
/// ```swift
/// Menu("Sort") {
///   Button("By name") {}
///   Button("By date") {}
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
  /// What the menu's button shows.
  let label: Label

  /// Creates a menu of the views `content` builds, opened by a button showing `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// Creates a menu whose button performs `primaryAction` when tapped and opens the menu
  /// when held; the action is never called in a still.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.label = label()
  }

  /// The label, drawn as a button's.
  public var body: some View {
    Button(action: {}, label: { label })
  }
}

extension Menu where Label == Text {
  /// Creates a menu titled `title` of the views `content` builds.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { return Text(title) })
  }

  /// Creates a menu titled `title` whose button performs `primaryAction` when tapped.
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { return Text(title) })
  }
}
