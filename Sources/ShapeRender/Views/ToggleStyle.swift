import Shapes

/// How toggles are drawn, with SwiftUI's protocol.
///
/// `makeBody` builds a view from the toggle's state, its binding and its label. Set with
/// ``View/toggleStyle(_:)``.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///       configuration.label
///     }
///   }
/// }
/// Toggle("Done", isOn: $done).toggleStyle(CheckboxStyle())
/// ```
///
/// In `makeBody`, `Toggle(configuration)` draws as the style set around this one does
/// (the switch when none is), as in SwiftUI. ``View/labelsHidden()`` leaves out the
/// switch's label; a style of yours draws `configuration.label` where it puts it.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The parts of a toggle a style draws.
  typealias Configuration = ToggleStyleConfiguration

  /// The view that shows the toggle.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ToggleStyle {
  /// The body for `configuration`, with its type erased.
  func erasedBody(_ configuration: ToggleStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// The state and label of a ``Toggle``, as a ``ToggleStyle`` receives them.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public struct Label: View, ForwardingView, GuidedView {
    @usableFromInline let content: AnyView
    /// An empty view: the drawing primitives of this package have no body of their own.
    public var body: EmptyView { return EmptyView() }

    /// The label's guides: its text's baselines.
    @usableFromInline
    func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
      -> CGFloat?
    {
      context.explicitGuide(of: content, key, in: size)
    }
  }

  /// The label.
  public let label: Label
  /// Whether the toggle is on; `$isOn` is its binding, which a style may write.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that are not all on or all off:
  /// false, as a toggle of one binding is.
  public var isMixed = false

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

/// The environment key of the toggle styles set around a view.
struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: StyleStack<any ToggleStyle>? { nil }
}

extension View {
  /// Sets how the toggles inside this view are drawn.
  ///
  /// ```swift
  /// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
  /// ```
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let style = RenderingValue(value: style as any ToggleStyle)
    return environment { $0.pushStyle(style.value, in: ToggleStyleKey.self) }
  }
}

/// The style toggles have unless one is set: on iOS, the switch (``SwitchToggleStyle``).
public struct DefaultToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// The label and the switch.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

/// iOS's switch, with its label.
///
/// The label at the leading edge, taking all the room the switch leaves, and the 51 × 31
/// switch at the trailing edge, in the tint when on (the accent color set
/// with ``View/tint(_:)``, iOS's green `#34c759` otherwise). Under
/// ``View/labelsHidden()``, the switch alone.
public struct SwitchToggleStyle: ToggleStyle {
  /// The color of the switch when on; the accent, or iOS's green, when nil.
  private let tint: Color?

  /// Creates the style.
  public init() {
    tint = nil
  }

  /// Creates the style, the switch in `tint` when on.
  public init(tint: Color) {
    self.tint = tint
  }

  /// The label and the switch, in a row.
  public func makeBody(configuration: Configuration) -> some View {
    ControlRow(
      label: configuration.label, control: ToggleSwitch(isOn: configuration.isOn, tint: tint))
  }
}

/// A toggle drawn as a button, as iOS draws one: the label in the accent color, padded 12
/// points along and 7 across (as ``BorderedButtonStyle``'s), on a rounded rectangle of the
/// accent at 15 % when on and on nothing when off.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates the style.
  public init() {}

  /// The label as a button, tinted when on.
  public func makeBody(configuration: Configuration) -> some View {
    let label = ButtonStyleConfiguration.Label(content: AnyView(configuration.label))
    if configuration.isOn {
      AccentLabel(label: label, background: .tinted)
    } else {
      AccentLabel(label: label, background: nil).padding(.horizontal, 12).padding(.vertical, 7)
    }
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The style toggles have unless one is set: the switch.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// iOS's switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button, tinted when on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
