/// An observable object a view is given, with SwiftUI's `@ObservedObject` spelling: the
/// view reads the object's current values when it is drawn.
///
/// ```swift
/// struct EmojiMemoryGameView: View {
///   @ObservedObject var game: EmojiMemoryGame
///   var body: some View { Text("\(game.cards.count) cards") }
/// }
/// ```
///
/// `$game.score` is a ``Binding`` to the object's property, through ``Wrapper``.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  /// The object.
  public var wrappedValue: ObjectType

  /// Creates the wrapper around `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Creates the wrapper around `initialValue`.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// The object's bindings, for `$object.property`.
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

  /// Makes bindings to the properties of an observed object, with SwiftUI's name: what
  /// `$object` is for ``ObservedObject`` and ``StateObject``.
  @dynamicMemberLookup
  public struct Wrapper {
    /// The object.
    let root: ObjectType

    /// A binding to a property of the object, which reads and writes it on the object.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      let root = root
      return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }
}

/// An observable object a view creates and owns, with SwiftUI's `@StateObject` spelling.
///
/// The object is made on first read and kept by copies of the view, as SwiftUI keeps it
/// for the view's lifetime. `$model.property` is a ``Binding`` to the object's property.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  private let box: StateBox<ObjectType?>
  private let make: () -> ObjectType

  /// Creates the wrapper; `thunk` makes the object when it is first read.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateBox(nil)
    make = thunk
  }

  /// The object, made on first read.
  public var wrappedValue: ObjectType {
    if let object = box.value { return object }
    let object = make()
    box.value = object
    return object
  }

  /// The object's bindings, for `$object.property`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
  }
}
