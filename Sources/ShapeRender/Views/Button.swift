import Shapes

/// A button, drawn as a still: its label in the accent color, as SwiftUI draws a button
/// with the default style.
///
/// ```swift
/// Button {
///   emojiCount += 1
/// } label: {
///   Image(systemName: "plus.circle")
/// }
/// Button("Shuffle") {}
/// ```
///
/// The label's text and bare shapes take the accent color (iOS's system blue unless
/// ``View/accentColor(_:)`` or ``View/tint(_:)`` sets another), unless a foreground color
/// is set on the button, around it or inside the label. The action is kept and never
/// called: nothing is tapped in a picture. The button is laid out as its label is.
public struct Button<Label: View> {
  /// What the button shows.
  public let label: Label
  /// What a tap would do; never called in a still.
  let action: () -> Void
  /// What the button does: a destructive one is drawn in red.
  let role: ButtonRole?

  /// Creates a button showing the label `label` builds.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label())
  }

  /// Creates a button with a role, showing the label `label` builds: as on iOS, a
  /// destructive button takes red (the system red, which adapts to the appearance) where
  /// another takes the accent color.
  public init(
    role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.init(role: role, action: action, label: label())
  }

  /// Creates a button showing `label`.
  init(role: ButtonRole? = nil, action: @escaping () -> Void, label: Label) {
    self.action = action
    self.label = label
    self.role = role
  }

  /// The button as the style set around it draws it, or nil for the default style.
  @MainActor private func styled(in context: ResolveContext) -> AnyView? {
    guard let style = context.buttonStyle?.style else { return nil }
    return style.erasedBody(
      ButtonStyleConfiguration(label: .init(content: AnyView(label)), role: role))
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    let context = context.accenting(role)
    if let styled = styled(in: context) { return context.size(of: styled, for: proposal) }
    return context.accentingForeground.size(of: label, for: proposal)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let context = context.accenting(role)
    if let styled = styled(in: context) { return context.resolve(styled, in: rect) }
    return context.accentingForeground.resolve(label, in: rect)
  }
}

extension Button: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension Button where Label == Text {
  /// Creates a button whose label is `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action, label: Text(title))
  }

  /// Creates a button with a role whose label is `title` (see
  /// ``Button/init(role:action:label:)``).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action, label: Text(title))
  }
}

extension Button where Label == ShapeRender.Label<Text, Image> {
  /// Creates a button whose label is `title` beside the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(action: action, label: ShapeRender.Label(title, systemImage: systemImage))
  }

  /// Creates a button whose label is `titleKey` beside the symbol `systemImage`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(action: action, label: ShapeRender.Label(titleKey, systemImage: systemImage))
  }

  /// Creates a button with a role whose label is `title` beside the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(
      role: role, action: action, label: ShapeRender.Label(title, systemImage: systemImage))
  }

  /// Creates a button with a role whose label is `titleKey` beside the symbol
  /// `systemImage`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping () -> Void
  ) {
    self.init(
      role: role, action: action, label: ShapeRender.Label(titleKey, systemImage: systemImage))
  }
}

/// What a button does, with SwiftUI's names; drawn alike in a still.
public struct ButtonRole: Hashable, Sendable {
  private let name: String

  /// A button that deletes or removes something.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}

extension View {
  /// Sets the accent color the buttons inside this view draw their labels in.
  nonisolated public func accentColor(_ accentColor: Color?) -> some View {
    environment { $0.accent = accentColor.map { Paint.color($0) } }
  }

  /// Sets the tint of the buttons inside this view, as ``accentColor(_:)`` does.
  nonisolated public func tint(_ tint: Color?) -> some View {
    accentColor(tint)
  }
}

extension ResolveContext {
  /// The accent: set by ``View/accentColor(_:)`` or ``View/tint(_:)``, iOS's system blue
  /// otherwise.
  var accentPaint: Paint { accent ?? .color(.blue) }

  /// The context of a button of `role`: a destructive one's accent is the system red.
  func accenting(_ role: ButtonRole?) -> ResolveContext {
    guard role == .destructive else { return self }
    var inner = self
    inner.accent = .color(.red)
    return inner
  }

  /// This context with the accent as the foreground where none is set: how buttons draw
  /// their labels.
  var accentingForeground: ResolveContext {
    var inner = self
    if inner.foreground == nil { inner.foreground = accentPaint }
    return inner
  }
}
