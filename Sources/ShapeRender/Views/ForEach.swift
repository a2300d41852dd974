import Shapes

/// A view for each element of a collection, as SwiftUI's `ForEach` makes them: in a stack
/// or a grid each is laid out on its own, as if written out one after the other.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
///   ForEach(emojis[0..<emojiCount], id: \.self) { emoji in
///     CardView(content: emoji).aspectRatio(2 / 3, contentMode: .fit)
///   }
/// }
/// ```
///
/// Outside a stack or a grid the views are drawn one over the other, as a ``ViewBuilder``
/// block's are. The identifiers are accepted for SwiftUI compatibility: a still picture
/// has nothing to animate or keep, so they are not read, and duplicates change nothing.
/// An empty collection gives no views.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
  /// The elements.
  public var data: Data
  /// Makes the view of an element.
  public var content: (Data.Element) -> Content
  /// The identifier of an element, which a ``Picker`` reads as the tag of its view.
  let identifier: (Data.Element) -> AnyHashable
  /// The one view this stands for when a modifier applied to it is split among its views
  /// (see ``PrimitiveView/narrowed(in:)``); nil for all of its views.
  var narrowedTo: AnyView?

  /// Creates a view for each element of `data`, identified by the key path `id`.
  ///
  /// Disfavored, so that a binding to a collection goes to the initializers that hand each
  /// view a binding to its element (a binding is a collection of bindings, too).
  @_disfavoredOverload
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    identifier = { AnyHashable($0[keyPath: id]) }
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  @usableFromInline
  @MainActor func narrowed(in context: ResolveContext) -> [Self]? {
    narrowing(subviews(in: context)) { view in
      var copy = self
      copy.narrowedTo = view
      return copy
    }
  }

  @MainActor func subviews(in context: ResolveContext) -> [AnyView] {
    if let narrowedTo { return [narrowedTo] }
    var views: [AnyView] = []
    views.reserveCapacity(data.count)
    for element in data {
      let made = context.subviews(of: content(element))
      guard context.controls.tagsForEach else {
        views += made
        continue
      }
      // A picker's options: each view made for an element is tagged with its identifier,
      // unless it has a tag of its own, as in SwiftUI.
      let id = identifier(element)
      views += made.map { $0.tag == nil ? AnyView(TaggedView(content: $0, tag: id)) : $0 }
    }
    return views
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    stackSize(of: subviews(in: context), for: proposal, in: context)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    subviews(in: context).flatMap { context.place($0, in: rect, alignment: context.alignment) }
  }
}

extension ForEach: View, PrimitiveView, MultiView {}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates a view for each number of a range.
  ///
  /// ```swift
  /// HStack {
  ///   ForEach(0..<3) { index in
  ///     Circle().fill(index == 0 ? .red : .gray)
  ///   }
  /// }
  /// ```
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    identifier = { AnyHashable($0) }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates a view for each element of a collection of `Identifiable` elements.
  ///
  /// Disfavored, so that a binding to a collection goes to the initializers that hand each
  /// view a binding to its element (a binding is a collection of bindings, too).
  @_disfavoredOverload
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    identifier = { AnyHashable($0.id) }
  }
}

extension ForEach {
  /// Creates a view for each element of the bound collection, of `Identifiable` elements,
  /// handing each a binding to its element, as SwiftUI does.
  ///
  /// ```swift
  /// ForEach($attendees) { $attendee in
  ///   TextField("Name", text: $attendee.name)
  /// }
  /// ```
  ///
  /// The elements are read when the view is made; each row's binding reads and writes its
  /// element of the bound collection (see ``Binding``).
  public init<C>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
    C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(data, id: \.id, content: content)
  }

  /// Creates a view for each element of the bound collection, identified by the key path
  /// `id`, handing each a binding to its element.
  public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection,
    C: RandomAccessCollection, C.Index: Hashable
  {
    let elements = data.wrappedValue
    self.data = elements.indices.lazy.map { ($0, elements[$0][keyPath: id]) }
    self.content = { pair in content(data.element(at: pair.0, reading: elements[pair.0])) }
    identifier = { AnyHashable($0.1) }
  }
}
