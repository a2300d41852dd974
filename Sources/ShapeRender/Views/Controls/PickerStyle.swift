import Shapes

/// How pickers are drawn, with SwiftUI's names; set with ``View/pickerStyle(_:)``.
public protocol PickerStyle {
  /// The kind of style, which the picker draws.
  var kind: PickerStyleKind { get }
}

/// The built-in picker styles.
public enum PickerStyleKind: Sendable {
  /// iOS 16's default: the menu style.
  case automatic
  /// The selected option and an up-and-down chevron, as a button that opens a menu.
  case menu
  /// A segmented control with the selected segment raised.
  case segmented
  /// A wheel with the selected option in its middle band.
  case wheel
  /// The options themselves: rows with a checkmark in a list, a wheel elsewhere.
  case inline
  /// A row that would open a list of the options: the selection and a chevron.
  case navigationLink
}

/// The style pickers have unless one is set: iOS 16's menu.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// iOS 16's default: the menu style.
  public var kind: PickerStyleKind { .automatic }
}

/// A style that draws the selected option and an up-and-down chevron.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// The menu style.
  public var kind: PickerStyleKind { .menu }
}

/// A style that draws a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// The segmented style.
  public var kind: PickerStyleKind { .segmented }
}

/// A style that draws a wheel.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// The wheel style.
  public var kind: PickerStyleKind { .wheel }
}

/// A style that draws the options themselves.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// The inline style.
  public var kind: PickerStyleKind { .inline }
}

/// A style that draws a row leading to the list of options.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// The navigation link style.
  public var kind: PickerStyleKind { .navigationLink }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The style pickers have unless one is set: iOS 16's menu.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// The selected option and an up-and-down chevron.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options themselves.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row leading to the list of options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension View {
  /// Sets how the pickers inside this view are drawn.
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    PickerStyledView(content: AnyView(self), kind: style.kind)
  }
}

/// A view with a picker style set: a list looks through it to find an inline picker,
/// whose options are rows of its own.
struct PickerStyledView {
  let content: AnyView
  let kind: PickerStyleKind

  /// `context` with the style set.
  func styled(_ context: ResolveContext) -> ResolveContext {
    var inner = context
    inner.controls.pickerStyle = kind
    return inner
  }

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    styled(context).size(of: content, for: proposal)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    styled(context).resolve(content, in: rect)
  }
}

extension PickerStyledView: View, ForwardingView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
