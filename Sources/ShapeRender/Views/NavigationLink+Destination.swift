import Shapes

// The links that take their destination as a view, as SwiftUI's first initializers do
// (`NavigationLink(destination: DetailView(scrum: $scrum)) { CardView(scrum: scrum) }`):
// drawn as the others, the destination never shown.

extension NavigationLink {
  /// Creates a link showing `label`, to `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { return destination }, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// Creates a link whose label is `title`, to `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: { return destination }, label: { return Text(title) })
  }

  /// Creates a link whose label is `title`, to `destination`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: { return destination }, label: { return Text(titleKey) })
  }
}
