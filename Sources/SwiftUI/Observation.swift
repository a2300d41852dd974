import Observation
import ShapeRender

// Observable models (`@Observable`, from the toolchain's Observation module, which
// `import SwiftUI` brings as in SwiftUI) in views: provided with `environment(_:)`, read with
// `@Environment(Model.self)`, and bound with `@Bindable`. A picture reads the models'
// current values when it is drawn, and nothing observes their changes.
//
// These live in this module, which exists only on Linux and the like, because Observation
// is newer than the Apple platforms `ShapeRender` supports.

extension Environment {
  /// Reads the observable object of type `objectType` an ancestor provides with
  /// `environment(_:)`, with SwiftUI's spelling.
  ///
  /// ```swift
  /// @Observable final class Library { var books = ["Emma"] }
  ///
  /// struct Shelf: View {
  ///   @Environment(Library.self) private var library
  ///   var body: some View { Text("\(library.books.count) books") }
  /// }
  /// Shelf().environment(Library())
  /// ```
  ///
  /// Degenerate input: SwiftUI stops the program when no ancestor provides the object; here
  /// the view that reads it draws nothing and takes no room, and `Artwork.diagnostics`
  /// names the missing type, as for a missing `EnvironmentObject`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(
      object: { EnvironmentObjects.current.object(of: objectType) }, of: objectType,
      required: true)
  }

  /// Reads the observable object of type `objectType` an ancestor provides with
  /// `environment(_:)`, or nil when none does.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(
      object: { .some(EnvironmentObjects.current.object(of: objectType)) }, of: objectType,
      required: false)
  }
}

extension View {
  /// Provides the observable `object` to the views inside this one, which read it with
  /// `@Environment(Model.self)`; nil takes away the object of its type an ancestor
  /// provided.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    providing(object, as: T.self)
  }
}

/// A property wrapper that makes bindings to the properties of an observable object, with
/// SwiftUI's name.
///
/// ```swift
/// struct BookEditor: View {
///   @Bindable var book: Book
///   var body: some View { TextField("Title", text: $book.title) }
/// }
/// ```
///
/// A binding reads and writes the object's property when it is used.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The wrapper itself, for `$book.title`.
  public var projectedValue: Bindable<Value> { self }

  /// Creates the wrapper of `wrappedValue`.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates the wrapper of `wrappedValue`, as in `Bindable(book).title`.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates the wrapper from another's projection, as `@Bindable var book: Book`
  /// initialises from `$book`.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to the object's property at `keyPath`.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] },
      set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension Scene {
  /// Provides the observable `object` to the views of this scene's windows, which read it
  /// with `@Environment(Model.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    wrappingWindows { AnyView($0.environment(object)) }
  }
}
