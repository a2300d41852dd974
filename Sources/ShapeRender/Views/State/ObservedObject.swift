/// An observable object a view is given, with SwiftUI's `@ObservedObject` spelling: the
/// view reads the object's current values when it is drawn.
///
/// ```swift
/// struct EmojiMemoryGameView: View {
///   @ObservedObject var game: EmojiMemoryGame
///   var body: some View { Text("\(game.cards.count) cards") }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
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

  /// The wrapper itself, for `$object.property` bindings.
  public var projectedValue: ObservedObject<ObjectType> { self }

  /// A binding to a property of the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
  ) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

/// An observable object a view creates and owns, with SwiftUI's `@StateObject` spelling.
///
/// The object is made on first read and kept by copies of the view, as SwiftUI keeps it
/// for the view's lifetime.
@propertyWrapper
@dynamicMemberLookup
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

  /// The wrapper itself, for `$object.property` bindings.
  public var projectedValue: StateObject<ObjectType> { self }

  /// A binding to a property of the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
  ) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
