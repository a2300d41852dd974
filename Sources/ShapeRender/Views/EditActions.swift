import Shapes

/// The edits a list lets the user make to the rows of a bound collection, with SwiftUI's
/// name: moving them and deleting them.
///
/// ```swift
/// List($tasks, editActions: .all) { $task in
///   Toggle(task.title, isOn: $task.isDone)
/// }
/// ```
///
/// A still shows the rows as they are: a row is moved or deleted by a gesture, which no
/// picture makes, so the actions change nothing that is drawn.
public struct EditActions<Data>: OptionSet, Sendable {
  /// The actions, one bit each.
  public let rawValue: Int

  /// The actions of `rawValue`'s bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Every action the collection allows.
  public static var all: EditActions { EditActions(rawValue: 0b11) }
}

extension EditActions where Data: MutableCollection {
  /// Moving rows, which a collection whose elements can be swapped allows.
  public static var move: EditActions { EditActions(rawValue: 0b01) }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Deleting rows, which a collection that can remove elements allows.
  public static var delete: EditActions { EditActions(rawValue: 0b10) }
}

extension ForEach {
  /// Creates a view for each element of the bound collection, handing each a binding to
  /// its element, with the edits the user may make: the rows are those of the same
  /// initializer without `editActions`, since a still makes no edit.
  public init<C>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
    C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(data, content: content)
  }

  /// Creates a view for each element of the bound collection, identified by the key path
  /// `id`, with the edits the user may make, which a still does not show.
  public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection,
    C: RandomAccessCollection, C.Index: Hashable
  {
    self.init(data, id: id, content: content)
  }
}

extension List where SelectionValue == Never {
  /// Creates a list with a row for each element of the bound collection, handing each row
  /// a binding to its element, with the edits the user may make, which a still does not
  /// show.
  @MainActor @preconcurrency public init<Data, RowContent>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(data, rowContent: rowContent)
  }

  /// Creates a list with a row for each element of the bound collection, identified by the
  /// key path `id`, with the edits the user may make, which a still does not show.
  @MainActor @preconcurrency public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init(data, id: id, rowContent: rowContent)
  }
}
