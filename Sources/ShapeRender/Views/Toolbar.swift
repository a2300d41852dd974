import Shapes

/// The items of a toolbar, with SwiftUI's protocol: ``ToolbarItem``s and
/// ``ToolbarItemGroup``s, or content of your own made of them.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///   var body: some ToolbarContent {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///     ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
///   }
/// }
/// ```
///
/// The navigation bar around the view draws the items at its leading and trailing ends
/// (and in place of the title, for `.principal`); items of the bottom bar, the keyboard
/// and the overflow menu (`.secondaryAction`) are not drawn (see `toolbar(content:)`).
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of content this content is made of.
  associatedtype Body: ToolbarContent

  /// The items this content is made of.
  @ToolbarContentBuilder var body: Body { get }
}

/// Builds toolbar content from a closure's statements, with SwiftUI's name: each a
/// ``ToolbarContent``, with `if`, `if`/`else` and `switch` as in SwiftUI.
@resultBuilder
public enum ToolbarContentBuilder {
  /// A statement of toolbar content.
  @MainActor
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> TupleToolbarContent {
    TupleToolbarContent(entries: content.toolbarEntries)
  }

  /// The statements of a block.
  @MainActor
  public static func buildBlock(_ parts: TupleToolbarContent...) -> TupleToolbarContent {
    TupleToolbarContent(entries: parts.flatMap(\.entries))
  }

  /// An `if` without `else`.
  @MainActor
  public static func buildOptional(_ part: TupleToolbarContent?) -> TupleToolbarContent {
    part ?? TupleToolbarContent(entries: [])
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: TupleToolbarContent) -> TupleToolbarContent {
    part
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: TupleToolbarContent) -> TupleToolbarContent {
    part
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: TupleToolbarContent)
    -> TupleToolbarContent
  {
    part
  }
}

/// The toolbar content a ``ToolbarContentBuilder`` gathers from a block, with SwiftUI's
/// name.
public struct TupleToolbarContent: ToolbarContent, ToolbarEntryList {
  /// The items gathered.
  let entries: [ToolbarEntry]

  /// Itself: the builder's content has no body of its own.
  public var body: TupleToolbarContent { self }
}

/// An item of a toolbar, with SwiftUI's name: the view `content` builds, at `placement`.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .cancellationAction) {
///     Button("Dismiss") { isPresentingEditView = false }
///   }
/// }
/// ```
///
/// The navigation bar around the view draws it at the end `placement` names (see
/// ``ToolbarContent``).
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntryList {
  /// The item.
  let entries: [ToolbarEntry]

  /// Creates an item of the view `content` builds, at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == () {
    entries = [ToolbarEntry(placement: placement, view: AnyView(content()))]
  }

  /// Creates an item named `id` (which people could hide or move in a customizable
  /// toolbar) of the view `content` builds, at `placement`.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) where ID == String {
    entries = [ToolbarEntry(placement: placement, view: AnyView(content()))]
  }

  /// Creates an item named `id` of the view `content` builds, at `placement`, shown at
  /// first or only once people add it, as `showsByDefault` says: drawn only if shown.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
    @ViewBuilder content: () -> Content
  ) where ID == String {
    entries = showsByDefault ? [ToolbarEntry(placement: placement, view: AnyView(content()))] : []
  }

  /// Its item, as the list says.
  public var body: TupleToolbarContent { TupleToolbarContent(entries: entries) }
}

/// Items of a toolbar placed together, with SwiftUI's name: the views `content` builds, at
/// `placement`, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntryList {
  /// The items, as one.
  let entries: [ToolbarEntry]

  /// Creates items of the views `content` builds, at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    entries = [
      ToolbarEntry(
        placement: placement,
        view: AnyView(HStack(spacing: NavigationBarItems.spacing) { content() }))
    ]
  }

  /// Its items, as the list says.
  public var body: TupleToolbarContent { TupleToolbarContent(entries: entries) }
}

/// Where a toolbar item goes, with SwiftUI's names: the navigation bar draws the items of
/// the top bar; the bottom bar, the keyboard's and the overflow menu's are not drawn.
public struct ToolbarItemPlacement: Hashable, Sendable {
  private let name: String

  /// Where the system puts it: the trailing end of the navigation bar on iOS.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The middle of the navigation bar, in place of the title.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// With the navigation controls: the leading end of the navigation bar.
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// The most used action.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// An action used less, which may go in a menu.
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  /// A status, in the bottom bar.
  public static let status = ToolbarItemPlacement(name: "status")
  /// The action that confirms a sheet: the trailing end of its navigation bar.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// The action that cancels a sheet: the leading end of its navigation bar.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// The action that deletes in a sheet.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// Above the software keyboard.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// The bottom bar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// The leading end of the navigation bar (SwiftUI's earlier name).
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing end of the navigation bar (SwiftUI's earlier name).
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
}

extension View {
  /// Puts the items `content` builds in the navigation bar around this view, at the ends
  /// their placements name.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
  /// }
  /// ```
  ///
  /// Outside a navigation stack, and in the bottom bar, the items are not drawn.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    toolbarItems(content().toolbarEntries)
  }

  /// How the navigation bar around this view shows its title: `.inline` centres it in the
  /// bar, the other modes show it large below the bar (see
  /// `navigationBarTitleDisplayMode(_:)`).
  nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode)
    -> some View
  {
    navigationBar(title: nil, mode: mode == .inline ? .inline : .large)
  }

  /// Accepted for SwiftUI compatibility: a still has no toolbar, so the view is unchanged.
  nonisolated public func toolbarRole(_ role: ToolbarRole) -> Self {
    self
  }
}

/// How the navigation bar shows its title, with SwiftUI's names.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  private let name: String

  /// As the system decides.
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  /// Small, in the bar.
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
  /// Large, in the bar.
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
  /// Large, under the bar.
  public static let large = ToolbarTitleDisplayMode(name: "large")
}

/// What a toolbar is for, with SwiftUI's names; a still has no toolbar.
public struct ToolbarRole: Hashable, Sendable {
  private let name: String

  /// As the system decides.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A browser's.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor's.
  public static let editor = ToolbarRole(name: "editor")
  /// A navigation stack's.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
}
