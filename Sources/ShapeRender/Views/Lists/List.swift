import Shapes

/// Rows in sections, with SwiftUI's name, drawn as iOS draws a list before it is
/// scrolled: the top of it, clipped to its frame.
///
/// ```swift
/// List {
///   Section(header: Text("Fruit")) {
///     ForEach(["Apple", "Banana", "Cherry"], id: \.self) { fruit in
///       Text(fruit)
///     }
///   }
/// }
/// ```
///
/// The list takes all the room it is offered (10 points in a direction asked for its
/// ideal size, as SwiftUI's flexible views do). Its content's ``Section``s are its
/// sections; views outside any section make sections of their own, one per run. Each
/// view of a section's content (each view a ``ForEach`` makes, one by one) is a row. See
/// <doc:ListsAndForms> for the metrics of each ``View/listStyle(_:)``; iOS's default,
/// `.automatic`, is inset grouped: white sections with rounded corners on iOS's grouped
/// gray.
///
/// A selection binding is accepted and draws nothing: iOS shows a selection only while
/// editing.
///
/// **Degenerate input.** A list without rows draws its background alone. Rows that do
/// not fit are clipped at the list's bottom edge.
public struct List<SelectionValue: Hashable, Content: View> {
  /// The sections and rows.
  let content: Content

  /// Creates a list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
  }

  /// Creates a list of the rows `content` builds, with a selection of one row (not drawn).
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates a list of the rows `content` builds, with a selection of rows (not drawn).
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    ListLayout(style: context.controls.listStyle).resolve(content, in: rect, context: context)
  }
}

extension List: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension List where SelectionValue == Never {
  /// Creates a list with a row for each element of `data`, of `Identifiable` elements.
  ///
  /// Disfavored, so that a binding to a collection goes to the initializers that hand each
  /// row a binding to its element (a binding is a collection of bindings, too).
  @_disfavoredOverload
  @MainActor @preconcurrency public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }

  /// Creates a list with a row for each element of `data`, identified by the key path `id`.
  ///
  /// Disfavored, so that a binding to a collection goes to the initializers that hand each
  /// row a binding to its element (a binding is a collection of bindings, too).
  @_disfavoredOverload
  @MainActor @preconcurrency
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// Creates a list with a row for each number of `data`.
  @MainActor @preconcurrency public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }
}

extension List where SelectionValue == Never {
  /// Creates a list with a row for each element of the bound collection, of
  /// `Identifiable` elements, handing each row a binding to its element.
  ///
  /// ```swift
  /// List($scrums) { $scrum in
  ///   TextField("Title", text: $scrum.title)
  /// }
  /// ```
  @MainActor @preconcurrency public init<Data, RowContent>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.content = ForEach(data, content: rowContent)
  }

  /// Creates a list with a row for each element of the bound collection, identified by the
  /// key path `id`, handing each row a binding to its element.
  @MainActor @preconcurrency public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.content = ForEach(data, id: id, content: rowContent)
  }
}

/// A form of controls in sections, with SwiftUI's name, drawn as iOS draws one: an inset
/// grouped ``List``.
///
/// ```swift
/// Form {
///   Section(header: Text("Sound")) {
///     Toggle("Vibrate", isOn: $vibrates)
///     Slider(value: $volume)
///   }
/// }
/// ```
///
/// A form lays out and draws exactly as a ``List`` of the same content does, in the
/// ``View/listStyle(_:)`` around it (inset grouped unless one is set). In its rows a
/// ``Picker`` shows its label and its selection; see <doc:ListsAndForms>.
///
/// **Degenerate input.** As a list's: no rows, the background alone; rows that do not fit
/// are clipped.
public struct Form<Content: View> {
  /// The sections and rows.
  let content: Content

  /// Creates a form of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    ListLayout(style: context.controls.listStyle).resolve(content, in: rect, context: context)
  }
}

extension Form: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}
