import Shapes

/// How lists and forms are drawn, with SwiftUI's names; set with ``View/listStyle(_:)``.
public protocol ListStyle {
  /// The kind of style, which the list draws.
  var kind: ListStyleKind { get }
}

/// The built-in list styles.
public enum ListStyleKind: Sendable {
  /// iOS's default: inset grouped.
  case automatic
  /// Rows across the whole width on white, headers above their sections.
  case plain
  /// White sections across the whole width on iOS's grouped gray.
  case grouped
  /// White rounded sections, 20 points in from the sides, on iOS's grouped gray.
  case insetGrouped
  /// Rows 20 points in from the sides on white.
  case inset
  /// A sidebar: on an iPhone, drawn as inset grouped.
  case sidebar
}

/// The style lists have unless one is set: inset grouped, as on iOS.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  public init() {}
  /// iOS's default.
  public var kind: ListStyleKind { .automatic }
}

/// A style that draws rows across the whole width on white.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  public init() {}
  /// The plain style.
  public var kind: ListStyleKind { .plain }
}

/// A style that draws white sections across the whole width on gray.
public struct GroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
  /// The grouped style.
  public var kind: ListStyleKind { .grouped }
}

/// A style that draws white rounded sections inset from the sides on gray.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}
  /// The inset grouped style.
  public var kind: ListStyleKind { .insetGrouped }
}

/// A style that draws rows inset from the sides on white.
public struct InsetListStyle: ListStyle {
  /// Creates the style.
  public init() {}
  /// The inset style.
  public var kind: ListStyleKind { .inset }
}

/// A style that draws a sidebar; on an iPhone, as inset grouped.
public struct SidebarListStyle: ListStyle {
  /// Creates the style.
  public init() {}
  /// The sidebar style.
  public var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
  /// The style lists have unless one is set.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows across the whole width on white.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// White sections across the whole width on gray.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// White rounded sections inset from the sides on gray.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the sides on white.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar; on an iPhone, as inset grouped.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Sets how the lists and forms inside this view are drawn.
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let kind = style.kind
    return environment { $0.controls.listStyle = kind }
  }
}
