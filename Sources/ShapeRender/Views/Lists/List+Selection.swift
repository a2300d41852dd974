import Shapes

// Lists of rows made from data, with a selection: the selection binding is accepted and
// draws nothing, as iOS shows a selection only while editing (see ``List``). The
// initializers over a plain collection are disfavored, so that a binding to a collection
// goes to those that hand each row a binding to its element.

extension List {
  /// Creates a list with a row for each element of `data`, of `Identifiable` elements,
  /// with a selection of one row (not drawn).
  @_disfavoredOverload
  @MainActor @preconcurrency public init<Data, RowContent>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) { return ForEach(data, content: rowContent) }
  }

  /// Creates a list with a row for each element of `data`, of `Identifiable` elements,
  /// with a selection of rows (not drawn).
  @_disfavoredOverload
  @MainActor @preconcurrency public init<Data, RowContent>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) { return ForEach(data, content: rowContent) }
  }

  /// Creates a list with a row for each element of `data`, identified by the key path `id`,
  /// with a selection of one row (not drawn).
  @_disfavoredOverload
  @MainActor @preconcurrency public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init(selection: selection) { return ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list with a row for each element of `data`, identified by the key path `id`,
  /// with a selection of rows (not drawn).
  @_disfavoredOverload
  @MainActor @preconcurrency public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init(selection: selection) { return ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list with a row for each element of the bound collection, of
  /// `Identifiable` elements, handing each row a binding to its element, with a selection
  /// of one row (not drawn).
  @MainActor @preconcurrency public init<Data, RowContent>(
    _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) { return ForEach(data, content: rowContent) }
  }

  /// Creates a list with a row for each element of the bound collection, of
  /// `Identifiable` elements, handing each row a binding to its element, with a selection
  /// of rows (not drawn).
  @MainActor @preconcurrency public init<Data, RowContent>(
    _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) { return ForEach(data, content: rowContent) }
  }

  /// Creates a list with a row for each element of the bound collection, identified by the
  /// key path `id`, handing each row a binding to its element, with a selection of one row
  /// (not drawn).
  @MainActor @preconcurrency public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) { return ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list with a row for each element of the bound collection, identified by the
  /// key path `id`, handing each row a binding to its element, with a selection of rows
  /// (not drawn).
  @MainActor @preconcurrency public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) { return ForEach(data, id: id, content: rowContent) }
  }
}
