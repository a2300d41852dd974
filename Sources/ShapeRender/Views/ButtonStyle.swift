import Shapes

/// How a ``Button`` draws its label, with SwiftUI's protocol: `makeBody` builds a view
/// from the label.
///
/// ```swift
/// struct CapsuleStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding(8).background(.orange, in: .capsule)
///   }
/// }
/// Button("Shuffle") {}.buttonStyle(CapsuleStyle())
/// ```
///
/// A still is never pressed: `configuration.isPressed` is false.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The label of the button a style draws.
  typealias Configuration = ButtonStyleConfiguration

  /// The view that shows the button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ButtonStyle {
  /// The body for `configuration`, with its type erased.
  func erasedBody(_ configuration: ButtonStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// The parts of a button a ``ButtonStyle`` receives.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, ForwardingView {
    @usableFromInline let content: AnyView
    /// An empty view: the drawing primitives of this package have no body of their own.
    public var body: EmptyView { return EmptyView() }
  }

  /// The label.
  public let label: Label
  /// Whether the button is being pressed: never, in a still.
  public let isPressed = false
  /// The button's role.
  public let role: ButtonRole?
}

/// The style buttons have unless one is set: the label in the accent color.
public struct DefaultButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}

  /// The label in the accent color, unless a foreground color is set on it.
  public func makeBody(configuration: Configuration) -> some View {
    AccentLabel(label: configuration.label, background: nil)
  }
}

/// A style that draws the label as it is, in the foreground color around it (black unless
/// set), without the accent color.
public struct PlainButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}

  /// The label as it is.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

/// A style that draws the label in the accent color with no border: the default style on
/// iOS.
public struct BorderlessButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}

  /// The label in the accent color.
  public func makeBody(configuration: Configuration) -> some View {
    AccentLabel(label: configuration.label, background: nil)
  }
}

/// A style that draws the label in the accent color on a rounded rectangle of the accent
/// color at 15 % opacity.
///
/// The label is padded 12 points along and 7 across, and the rectangle's corners are
/// rounded by 6: about iOS's regular size.
public struct BorderedButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}

  /// The label on a pale rounded rectangle.
  public func makeBody(configuration: Configuration) -> some View {
    AccentLabel(label: configuration.label, background: .tinted)
  }
}

/// A style that draws the label in white on a rounded rectangle of the accent color, with
/// ``BorderedButtonStyle``'s padding and corners.
public struct BorderedProminentButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}

  /// The white label on an accent-colored rounded rectangle.
  public func makeBody(configuration: Configuration) -> some View {
    AccentLabel(label: configuration.label, background: .prominent)
  }
}

extension ButtonStyle where Self == DefaultButtonStyle {
  /// The style buttons have unless one is set.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
  /// The label as it is, without the accent color.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
  /// The label in the accent color, with no border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
  /// The label in the accent color on a pale rounded rectangle.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
  /// The label in white on an accent-colored rounded rectangle.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

/// A button's label in the accent color of its context, on a rounded rectangle for the
/// bordered styles.
struct AccentLabel {
  /// What the rectangle behind the label is.
  enum Background {
    /// The accent color at 15 % opacity, the label in the accent color.
    case tinted
    /// The accent color, the label in white.
    case prominent
  }

  let label: ButtonStyleConfiguration.Label
  let background: Background?

  /// The label as drawn: padded on its rectangle for the bordered styles.
  @MainActor private func drawn(in context: ResolveContext) -> (AnyView, ResolveContext) {
    guard let background else { return (AnyView(label), context.accentingForeground) }
    // The accent is set as a color (`accentColor`, `tint`).
    let accent: Color = if case .color(let color) = context.accentPaint { color } else { .blue }
    var inner = context.accentingForeground
    let fill: Color
    switch background {
    case .tinted:
      fill = accent.opacity(0.15)
    case .prominent:
      inner.foreground = .color(.white)
      fill = accent
    }
    let shape = context[environment: ButtonBorderShapeKey.self]
    let padded = shape.background(
      fill, behind: label.padding(.horizontal, 12).padding(.vertical, 7))
    return (padded, inner)
  }

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    let (view, inner) = drawn(in: context)
    return inner.size(of: view, for: proposal)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let (view, inner) = drawn(in: context)
    return inner.resolve(view, in: rect)
  }
}

extension AccentLabel: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}

/// A button style held in a resolve context.
///
/// Unchecked: a style is a value read only while a picture is drawn, on the drawing's
/// thread, as SwiftUI does not ask styles to be `Sendable`.
final class ButtonStyleBox: @unchecked Sendable {
  let style: any ButtonStyle

  init(_ style: any ButtonStyle) {
    self.style = style
  }
}

extension View {
  /// Sets how the buttons inside this view draw their labels.
  ///
  /// ```swift
  /// Button("Add") {}.buttonStyle(.borderedProminent)
  /// ```
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let box = ButtonStyleBox(style)
    return environment { $0.buttonStyle = box }
  }
}
