import Shapes

/// What a screen shows when it has nothing to show, with SwiftUI's name, drawn as iOS
/// draws it.
///
/// ```swift
/// ContentUnavailableView(
///   "No Themes", systemImage: "paintpalette",
///   description: Text("Tap + to make a theme."))
/// ```
///
/// Centred in all the room it is offered, one above the other: the label's icon at 48
/// points in the secondary gray, 16 points above its title in `.title2` bold; the
/// description in `.callout`, secondary gray, 8 points below, its lines centred; and the
/// actions, if any, 16 points below that.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of `label`, `description` and `actions`.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

extension ContentUnavailableView: View {
  /// The label, description and actions, centred.
  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label
          .labelStyle(UnavailableLabelStyle())
        description
          .font(.callout)
          .foregroundColor(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == ViewList, Description == ViewList, Actions == ViewList {
  /// A view titled `title` with the symbol `systemImage` and, if given, `description`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { ShapeRender.Label(title, systemImage: name) },
      description: {
        if let description { description }
      },
      actions: {})
  }

  /// A view titled `titleKey` with the symbol `systemImage` and, if given, `description`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { ShapeRender.Label(titleKey, systemImage: name) },
      description: {
        if let description { description }
      },
      actions: {})
  }
}

extension ContentUnavailableView
where Label == ViewList, Description == ViewList, Actions == ViewList {
  /// iOS's view for a search with no results: a magnifying glass and "No Results", with
  /// "Check the spelling or try a new search." below.
  public static var search: ContentUnavailableView {
    ContentUnavailableView(
      label: { ShapeRender.Label("No Results", systemImage: "magnifyingglass") },
      description: { Text("Check the spelling or try a new search.") },
      actions: {})
  }

  /// iOS's view for a search for `text` with no results: "No Results for “text”".
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      label: {
        ShapeRender.Label("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass")
      },
      description: { Text("Check the spelling or try a new search.") },
      actions: {})
  }
}

/// The label of a ``ContentUnavailableView``: the icon large and gray over the bold title.
struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 16) {
      configuration.icon
        .font(.system(size: 48))
        .foregroundColor(.secondary)
      configuration.title
        .font(.title2.bold())
    }
  }
}
