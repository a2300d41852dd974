import Shapes

/// A title with an icon beside it, with SwiftUI's name: the icon, then the title, in a
/// row, unless a ``View/labelStyle(_:)`` shows one of them alone or draws them its way.
///
/// ```swift
/// Label("Favorites", systemImage: "star")
/// Label {
///   Text("Score")
/// } icon: {
///   Circle().fill(.orange).frame(width: 12, height: 12)
/// }
/// ```
///
/// The icon and title are centred on each other, 8 points apart (SwiftUI aligns them on
/// the title's first baseline). A system image is drawn from the symbol catalog (see
/// <doc:Symbols>), sized by the font and ``View/imageScale(_:)``.
public struct Label<Title: View, Icon: View> {
  /// The title.
  let title: Title
  /// The icon.
  let icon: Icon

  /// Creates a label with the title and icon the blocks build.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.init(title: title(), icon: icon())
  }

  /// Creates a label of `title` and `icon`.
  init(title: Title, icon: Icon) {
    self.title = title
    self.icon = icon
  }

  /// The label as its style draws it.
  @MainActor private func styled(in context: ResolveContext) -> AnyView {
    let configuration = LabelStyleConfiguration(
      title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
    return (context.labelStyle?.style ?? DefaultLabelStyle()).erasedBody(configuration)
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    context.size(of: styled(in: context), for: proposal)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(styled(in: context), in: rect)
  }
}

extension Label: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label of `title` with the system image `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: Text(title), icon: Image(systemName: systemImage))
  }
}

/// How a ``Label`` shows its title and icon, with SwiftUI's protocol: `makeBody` builds a
/// view from the two.
///
/// ```swift
/// struct TrailingIconStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
/// Label("Next", systemImage: "arrow.right").labelStyle(TrailingIconStyle())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The two parts of a label a style arranges.
  typealias Configuration = LabelStyleConfiguration

  /// The view that shows the label's parts.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension LabelStyle {
  /// The body for `configuration`, with its type erased.
  func erasedBody(_ configuration: LabelStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// The title and icon of a ``Label``, as a ``LabelStyle`` receives them.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View, ForwardingView {
    @usableFromInline let content: AnyView
    /// An empty view: the drawing primitives of this package have no body of their own.
    public var body: EmptyView { return EmptyView() }
  }

  /// The label's icon, as a view.
  public struct Icon: View, ForwardingView {
    @usableFromInline let content: AnyView
    /// An empty view: the drawing primitives of this package have no body of their own.
    public var body: EmptyView { return EmptyView() }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// The style labels have unless one is set: icon and title, as ``TitleAndIconLabelStyle``.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// The icon, then the title, in a row.
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

/// A label style that shows the icon, then the title, in a row 8 points apart.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// The icon, then the title, in a row.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}

/// A label style that shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// The title alone.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.title
  }
}

/// A label style that shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// The icon alone.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.icon
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The style labels have unless one is set: icon and title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title, in a row.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style held in a resolve context.
///
/// Unchecked: a style is a value that is read only while a picture is drawn, on the
/// drawing's thread, as SwiftUI does not ask styles to be `Sendable`.
final class LabelStyleBox: @unchecked Sendable {
  let style: any LabelStyle

  init(_ style: any LabelStyle) {
    self.style = style
  }
}

extension View {
  /// Sets how the labels inside this view show their title and icon.
  ///
  /// ```swift
  /// Label("Favorites", systemImage: "star").labelStyle(.iconOnly)
  /// ```
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let box = LabelStyleBox(style)
    return environment { $0.labelStyle = box }
  }
}
