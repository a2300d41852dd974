import Foundation
import Shapes

// Modifiers about what a running app presents, how the system around it looks, and how it
// answers people: covers and dialogs that are not up, bars a still does not have, menus
// and actions no one opens, feedback no one feels. Each is accepted for SwiftUI
// compatibility and returns the view unchanged; actions are never called and presented
// content is not drawn.

extension View {
  /// Accepted for SwiftUI compatibility: `content` is not drawn, even when presented.
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: `content` is not drawn, even when presented.
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a sheet's heights, for a sheet a still never shows.
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still's sheets are never dismissed.
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still has no status bar.
  nonisolated public func statusBarHidden(_ hidden: Bool = true) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still has no home indicator or other overlays.
  nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still has no navigation bar.
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still has no bars.
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: a still has no bars.
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: no one pulls a still to refresh it.
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: no one opens a still's context menu.
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: no one swipes a still's rows.
  nonisolated public func swipeActions<Content: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Content
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: no pointer hovers over a still to show the tip.
  nonisolated public func help<S: StringProtocol>(_ text: S) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: no pointer hovers over a still.
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: no key is pressed in a still.
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: no key is pressed in a still.
  nonisolated public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still gives no haptic feedback.
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: a still shows one value, with no transition to it.
  nonisolated public func contentTransition(_ transition: ContentTransition) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the view's geometry is drawn where the layout
  /// puts it, with nothing animating into it.
  nonisolated public func geometryGroup() -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: no one scrolls a still.
  nonisolated public func scrollTargetBehavior(_ behavior: ScrollTargetBehaviorKind) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: no one scrolls a still.
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still's scroll views show their start.
  nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: section headers are drawn at their standard size.
  nonisolated public func headerProminence(_ prominence: Prominence) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: controls are drawn at their regular size.
  nonisolated public func controlSize(_ controlSize: ControlSize) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still is not read aloud.
  nonisolated public func speechSpokenPunctuation(_ value: Bool = true) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still is laid out left to right.
  nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: text is set at its font's own spacing, never
  /// tightened to fit.
  nonisolated public func allowsTightening(_ flag: Bool) -> Self {
    self
  }
}

/// Where a popover points, with SwiftUI's name.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view.
  case point(UnitPoint)
}

/// A height a sheet may rest at, with SwiftUI's name.
public struct PresentationDetent: Hashable, Sendable {
  private let fraction: CGFloat

  /// Half the screen.
  public static let medium = PresentationDetent(fraction: 0.5)
  /// The whole screen.
  public static let large = PresentationDetent(fraction: 1)

  /// A fraction of the screen.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(fraction: fraction)
  }

  /// A height in points, as a negative fraction so it differs from every fraction.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(fraction: -height)
  }
}

/// How a navigation bar shows its title, with SwiftUI's name.
public enum NavigationBarItem {
  /// How the title is shown.
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

/// A bar of the system, with SwiftUI's name.
public struct ToolbarPlacement: Hashable, Sendable {
  private let name: String

  /// Whichever bar fits.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Where a search field goes, with SwiftUI's name.
public struct SearchFieldPlacement: Hashable, Sendable {
  private let name: String

  /// Where the system puts it.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
}

/// A key a shortcut uses, with SwiftUI's name.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character.
  public let character: Character

  /// The key of `character`.
  public init(_ character: Character) {
    self.character = character
  }

  /// The key of `value`.
  public init(extendedGraphemeClusterLiteral value: Character) {
    character = value
  }

  /// Return.
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Space.
  public static let space = KeyEquivalent(" ")
}

/// Modifier keys, with SwiftUI's name.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The keys as bits: 1 command, 2 shift, 4 option, 8 control.
  public let rawValue: Int

  /// Keys from their raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Command.
  public static let command = EventModifiers(rawValue: 1)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 2)
  /// Option.
  public static let option = EventModifiers(rawValue: 4)
  /// Control.
  public static let control = EventModifiers(rawValue: 8)
}

/// A keyboard shortcut, with SwiftUI's name.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifier keys.
  public let modifiers: EventModifiers

  /// A shortcut of `key` with `modifiers`.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return: the default button's.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: the cancel button's.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Haptic feedback, with SwiftUI's name; a still gives none.
public struct SensoryFeedback: Hashable, Sendable {
  private let name: String

  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// Something started.
  public static let start = SensoryFeedback(name: "start")
  /// Something stopped.
  public static let stop = SensoryFeedback(name: "stop")

  /// A tap of the given weight.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }

  /// The weight of an impact.
  public enum Weight: Hashable, Sendable {
    case light, medium, heavy
  }
}

/// How a view's content changes, with SwiftUI's name; a still shows one state.
public struct ContentTransition: Hashable, Sendable {
  private let name: String

  /// The system's.
  public static let identity = ContentTransition(name: "identity")
  /// Fading.
  public static let opacity = ContentTransition(name: "opacity")
  /// Interpolating.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Digits rolling.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

/// How a scroll view settles, with SwiftUI's name; no one scrolls a still.
public enum ScrollTargetBehaviorKind: Hashable, Sendable {
  /// A page at a time.
  case paging
  /// On a view of the target layout.
  case viewAligned
}

/// How prominent a section header is, with SwiftUI's name.
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

/// The size of controls, with SwiftUI's name.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}
