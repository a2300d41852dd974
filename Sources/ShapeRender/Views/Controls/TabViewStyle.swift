import Shapes

/// How a ``TabView`` shows its tabs, with SwiftUI's protocol.
///
/// `.automatic` is a tab bar; `.page`, pages side by side with page dots. Set with
/// ``View/tabViewStyle(_:)``.
public protocol TabViewStyle {}

/// The style tab views have unless one is set: the selected tab over iOS's tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the style.
  public init() {}
}

/// The style of pages side by side, with SwiftUI's name: a still shows the selected page
/// with all the room, no tab bar, and a row of page dots over its bottom (see
/// ``TabView``).
///
/// ```swift
/// TabView {
///   ForEach(photos) { PhotoView(photo: $0) }
/// }
/// .tabViewStyle(.page(indexDisplayMode: .always))
/// ```
public struct PageTabViewStyle: TabViewStyle, Sendable {
  /// When the page dots show, with SwiftUI's names.
  public struct IndexDisplayMode: Hashable, Sendable {
    private let name: String

    /// When there is more than one page.
    public static let automatic = IndexDisplayMode(name: "automatic")
    /// Always, even for one page.
    public static let always = IndexDisplayMode(name: "always")
    /// Never.
    public static let never = IndexDisplayMode(name: "never")
  }

  /// When the page dots show.
  let indexDisplayMode: IndexDisplayMode

  /// Creates the style, showing the page dots as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The style tab views have unless one is set: a tab bar.
  public static var automatic: DefaultTabViewStyle { .init() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages side by side, with page dots when there is more than one page.
  public static var page: PageTabViewStyle { .init() }

  /// Pages side by side, with page dots as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
    -> PageTabViewStyle
  {
    .init(indexDisplayMode: indexDisplayMode)
  }
}

/// How the page dots of a paged ``TabView`` are drawn, with SwiftUI's protocol.
///
/// Set with ``View/indexViewStyle(_:)``.
public protocol IndexViewStyle {}

/// The page dots' style, with SwiftUI's name: whether they have a dark backdrop.
///
/// ```swift
/// .indexViewStyle(.page(backgroundDisplayMode: .always))
/// ```
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots' backdrop shows, with SwiftUI's names.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    private let name: String

    /// As the system decides: none in a still.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Always.
    public static let always = BackgroundDisplayMode(name: "always")
    /// While someone touches the dots: never in a still.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Never.
    public static let never = BackgroundDisplayMode(name: "never")
  }

  /// When the backdrop shows.
  let backgroundDisplayMode: BackgroundDisplayMode

  /// Creates the style, with the backdrop as `backgroundDisplayMode` says.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Page dots with no backdrop.
  public static var page: PageIndexViewStyle { .init() }

  /// Page dots with a backdrop as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    .init(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// Sets how the ``TabView``s inside this view show their tabs: `.page` draws the
  /// selected page with no tab bar, and page dots.
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let page = style as? PageTabViewStyle
    return environment { $0[environment: PageTabViewStyleKey.self] = page }
  }

  /// Sets how the page dots of the paged ``TabView``s inside this view are drawn.
  nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    let backdrop = (style as? PageIndexViewStyle)?.backgroundDisplayMode == .always
    return environment { $0[environment: PageIndexBackdropKey.self] = backdrop }
  }
}

/// The page style of tab views, or nil for a tab bar.
struct PageTabViewStyleKey: EnvironmentKey {
  static var defaultValue: PageTabViewStyle? { nil }
}

/// Whether page dots have a backdrop.
struct PageIndexBackdropKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension TabView {
  /// The diameter of a page dot.
  static var dotSize: CGFloat { 7 }
  /// The distance between the centres of neighbouring page dots.
  static var dotPitch: CGFloat { 16 }
  /// The height of the dots' rows above the bottom.
  static var dotRise: CGFloat { 20 }

  /// The tabs as pages in `rect`: the selected page with all the room, and page dots
  /// over its bottom as `style` and the index style say.
  @MainActor func pages(
    _ pages: [AnyView], selected: Int, style: PageTabViewStyle, in rect: CGRect,
    context: ResolveContext
  ) -> [Node] {
    var nodes: [Node] = []
    if pages.indices.contains(selected) {
      nodes += context.place(pages[selected], in: rect, alignment: .center)
    }
    let showsDots =
      style.indexDisplayMode == .always
      || (style.indexDisplayMode == .automatic && pages.count > 1)
    guard showsDots, !pages.isEmpty else { return nodes }
    let count = CGFloat(pages.count)
    let center = CGPoint(x: rect.midX, y: rect.maxY - Self.dotRise)
    let firstX = center.x - (count - 1) * Self.dotPitch / 2
    if context[environment: PageIndexBackdropKey.self] {
      let backdrop = CGRect(
        x: firstX - 12, y: center.y - 13, width: (count - 1) * Self.dotPitch + 24, height: 26)
      nodes.append(ControlDrawing.fill(Capsule().path(in: backdrop), .color(.black.opacity(0.25))))
    }
    for index in pages.indices {
      let x = firstX + CGFloat(index) * Self.dotPitch
      let dot = CGRect(
        x: x - Self.dotSize / 2, y: center.y - Self.dotSize / 2, width: Self.dotSize,
        height: Self.dotSize)
      let color = index == selected ? Color.white : Color.white.opacity(0.3)
      nodes.append(ControlDrawing.fill(Path(ellipseIn: dot), .color(color)))
    }
    return nodes
  }
}
