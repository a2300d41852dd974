import Shapes

/// A link to another view, with SwiftUI's name: a still draws its label as a ``Button``
/// draws one (in the accent color).
///
/// ```swift
/// List(scrums) { scrum in
///   NavigationLink(destination: DetailView(scrum: scrum)) {
///     CardView(scrum: scrum)
///   }
/// }
/// ```
///
/// As a row of a ``List`` or ``Form``, it is drawn as iOS draws a row that navigates: the
/// label in its own colors (black unless it sets one) at the leading edge, and a gray
/// chevron (`#c4c4c6`, 8 by 14 points, drawn as lines) at the trailing edge, after the
/// row's badge if it has one.
///
/// Every form draws alike: a destination given as a view or built by a closure, and a
/// link to a value (whose destination a ``View/navigationDestination(for:destination:)``
/// gives when the value is on the stack's path). A link whose `isActive` binding or
/// `selection` says it is pushed pushes its destination on the ``NavigationStack`` or
/// ``NavigationView`` around it, which shows that screen.
public struct NavigationLink<Label: View, Destination: View> {
  /// What the link shows.
  let label: Label
  /// The destination, when the link says it is pushed.
  var pushed: Destination?

  /// Creates a link showing `label`, to the view `destination` builds.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// Creates a link showing `label`, to `destination` (SwiftUI's form before iOS 16).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// Creates a link showing `label`, to the view `destination` builds, pushed while
  /// `isActive` is true.
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    pushed = isActive.wrappedValue ? destination() : nil
  }

  /// Creates a link showing `label`, to `destination`, pushed while `isActive` is true.
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    pushed = isActive.wrappedValue ? destination : nil
  }

  /// Creates a link showing `label`, to the view `destination` builds, pushed while
  /// `selection` equals `tag`.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    pushed = selection.wrappedValue == tag ? destination() : nil
  }

  /// Creates a link showing `label`, to `destination`, pushed while `selection` equals
  /// `tag`.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    pushed = selection.wrappedValue == tag ? destination : nil
  }

  /// The link as drawn in `context`: a row with a chevron in a list, a button elsewhere.
  private func drawn(in context: ResolveContext) -> AnyView {
    guard context.controls.isListRow else { return AnyView(Button(action: {}, label: { label })) }
    return AnyView(
      HStack {
        label.frame(maxWidth: .infinity, alignment: .leading)
        if let badge = context.controls.rowBadge { RowBadge(text: badge.text) }
        ControlGlyph(kind: .forwardChevron).foregroundColor(ControlDrawing.chevronGray)
      })
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    context.size(of: drawn(in: context), for: proposal)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let nodes = context.resolve(drawn(in: context), in: rect)
    if let pushed {
      PreferenceCollector.current?.add(NavigationPushedScreensKey.self, [AnyView(pushed)])
    }
    return nodes
  }
}

extension NavigationLink: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension NavigationLink where Label == Text {
  /// Creates a link whose label is `title`, to the view `destination` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { return Text(title) })
  }

  /// Creates a link whose label is `title`, to the view `destination` builds.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { return Text(titleKey) })
  }

  /// Creates a link whose label is `title`, to `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination, label: { return Text(title) })
  }

  /// Creates a link whose label is `titleKey`, to `destination`.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination, label: { return Text(titleKey) })
  }

  /// Creates a link whose label is `title`, to the view `destination` builds, pushed
  /// while `isActive` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(isActive: isActive, destination: destination, label: { return Text(title) })
  }

  /// Creates a link whose label is `titleKey`, to the view `destination` builds, pushed
  /// while `isActive` is true.
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(isActive: isActive, destination: destination, label: { return Text(titleKey) })
  }

  /// Creates a link whose label is `title`, to `destination`, pushed while `isActive` is
  /// true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, destination: Destination, isActive: Binding<Bool>
  ) {
    self.init(destination: destination, isActive: isActive, label: { return Text(title) })
  }

  /// Creates a link whose label is `titleKey`, to `destination`, pushed while `isActive`
  /// is true.
  public init(
    _ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>
  ) {
    self.init(destination: destination, isActive: isActive, label: { return Text(titleKey) })
  }
}

extension NavigationLink where Destination == Never {
  /// Creates a link showing `label` that pushes `value`, for the
  /// ``View/navigationDestination(for:destination:)`` of its type to show; a still shows
  /// the link, and a nil value is drawn alike.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// Creates a link whose label is `titleKey` that pushes `value`; a still shows the link.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
    self.label = Text(titleKey)
  }

  /// Creates a link whose label is `title` that pushes `value`; a still shows the link.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
    self.label = Text(title)
  }
}

/// The view that is no view, with SwiftUI's conformance: the destination of a
/// ``NavigationLink`` to a value. No value of it exists, so it is never drawn.
extension Never: View {
  /// No body: there is no value to ask, so this is never called (no `Never` exists to
  /// call it on).
  public var body: Never {
    return fatalError("unreachable: no value of Never exists")
  }
}
