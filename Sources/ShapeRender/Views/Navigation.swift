import Shapes

/// A navigation stack, with SwiftUI's name: a still shows its top screen, under a
/// navigation bar when a view inside sets a title with `navigationTitle(_:)`.
///
/// ```swift
/// NavigationStack(path: $path) {
///   List(meetings) { meeting in
///     NavigationLink(meeting.title, value: meeting)
///   }
///   .navigationDestination(for: Meeting.self) { MeetingView(meeting: $0) }
/// }
/// ```
///
/// A still shows the top screen: the root when `path` is empty, else the screen
/// ``View/navigationDestination(for:destination:)`` registers for the last value, with a
/// back button to the screen below (see ``NavigationPath``).
public struct NavigationStack<Data, Root: View> {
  /// The root view.
  let root: Root
  /// The values pushed over the root, first pushed first.
  let path: [AnyHashable]

  /// Creates a stack showing the view `root` builds.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = []
  }

  /// Creates a stack showing the view `root` builds, with the values pushed over it in
  /// `path`: a still shows the screen of the last.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.path = path.wrappedValue.values
  }

  /// Creates a stack showing the view `root` builds, with the values of one type pushed
  /// over it in `path`: a still shows the screen of the last.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = path.wrappedValue.map { AnyHashable($0) }
  }
}

extension NavigationStack: View {
  /// The top screen, as the stack shows it, under the bar of its title.
  public var body: some View { NavigationScreens(root: root, path: path) }
}

/// A navigation view, with SwiftUI's earlier name for ``NavigationStack``: a still shows
/// its content, or the screen a link or destination inside pushes over it, under a
/// navigation bar when a view inside sets a title.
public struct NavigationView<Content: View> {
  /// The content.
  let content: Content

  /// Creates a navigation view of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension NavigationView: View {
  /// The top screen, as the view shows it, under the bar of its title: the content, or a
  /// screen pushed over it.
  public var body: some View { NavigationScreens(root: content, path: []) }
}

/// A link to a URL, with SwiftUI's name: a still draws its label as a ``Button`` draws
/// one (in the accent color), and nothing is opened.
///
/// ```swift
/// Link("Stanford CS193p", destination: URL(string: "https://cs193p.stanford.edu")!)
/// ```
public struct Link<Label: View> {
  /// What the link shows.
  let label: Label
  /// Where the link goes.
  public let destination: URL

  /// Creates a link to `destination` showing the label `label` builds.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
}

extension Link: View {
  /// The label, drawn as a button's.
  public var body: some View {
    Button(action: {}, label: { label })
  }
}

extension Link where Label == Text {
  /// Creates a link to `destination` whose label is `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination, label: { return Text(title) })
  }

  /// Creates a link to `destination` whose label is `title`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination, label: { return Text(titleKey) })
  }
}
