import Shapes

// Modifiers about what a running app presents and how its system chrome looks: sheets and
// alerts that are not up, toolbars and navigation bars a picture does not have, and
// symbol and list settings with nothing to act on. Each is accepted for SwiftUI
// compatibility and returns the view unchanged.

extension View {
  /// Accepted for SwiftUI compatibility: a still shows the view, not a sheet over it, so
  /// `content` is not drawn, even when `isPresented` is true.
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still shows the view, not a sheet over it, so
  /// `content` is not called, even when `item` is not nil.
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still shows the view, not a cover over it, so
  /// `content` is not called, even when `item` is not nil.
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still shows the view, not a popover over it, so
  /// `content` is not called, even when `item` is not nil.
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self {
    self
  }

  /// Puts the views `content` builds side by side at the trailing end of the navigation
  /// bar around this view, as toolbar items of the automatic placement.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    toolbarItems([
      ToolbarEntry(
        placement: .automatic,
        view: AnyView(HStack(spacing: NavigationBarItems.spacing) { content() }))
    ])
  }

  /// Accepted for SwiftUI compatibility: symbols are drawn in one color, the foreground,
  /// whatever their rendering mode (the monochrome mode).
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a picture is drawn at the sizes its fonts give,
  /// with no reader's text size to follow.
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the list and scroll backgrounds it hides are not
  /// drawn in a still.
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still draws no scroll indicators.
  nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the view's parts are already composited together
  /// before ``opacity(_:)`` and the other group effects fade them, so the view is
  /// unchanged.
  nonisolated public func compositingGroup() -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: drawing the view offscreen first changes no pixel
  /// of it, so the view is unchanged.
  nonisolated public func drawingGroup(opaque: Bool = false) -> Self {
    self
  }
}

/// How a symbol's layers take color, with SwiftUI's names; symbols are drawn in the
/// foreground color, monochrome, whatever the mode.
public struct SymbolRenderingMode: Hashable, Sendable {
  private let name: String

  /// One color.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colors.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One color in layers of opacity.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// A color per layer.
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// The text sizes a reader can choose, with SwiftUI's names.
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// Whether something shows, with SwiftUI's names.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// As the system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// Whether scroll indicators show, with SwiftUI's names; a still draws none.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  private let name: String

  /// As the system decides.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}
