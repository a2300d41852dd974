import Foundation

/// An observable object a view reads from its environment, with SwiftUI's
/// `@EnvironmentObject` spelling; an ancestor provides it with
/// ``View/environmentObject(_:)``.
///
/// ```swift
/// struct ScoreView: View {
///   @EnvironmentObject var game: EmojiMemoryGame
///   var body: some View { Text("\(game.cards.count) cards") }
/// }
/// ScoreView().environmentObject(EmojiMemoryGame())
/// ```
///
/// Degenerate input: SwiftUI stops the program when no ancestor provides the object; here
/// the view that reads it draws nothing and takes no room, and
/// ``Artwork/diagnostics`` names the missing type. (Reading ``wrappedValue`` outside
/// rendering, where no environment exists, still stops the program, as in SwiftUI.)
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: EnvironmentObjectReading {
  /// Creates the wrapper; the object comes from the environment when the view is drawn.
  public init() {}

  /// The object an ancestor provided.
  public var wrappedValue: ObjectType {
    guard let object = EnvironmentObjects.current.object(of: ObjectType.self) else {
      preconditionFailure(
        "No ObservableObject of type \(ObjectType.self) found: provide it with environmentObject(_:)"
      )
    }
    return object
  }

  var needsObject: Bool { true }

  /// The object's bindings, for `$object.property`: `$modelData.landmarks[index].isFavorite`
  /// is a ``Binding`` to a property of the object an ancestor provided.
  ///
  /// Read where ``wrappedValue`` can be: in the view's body, or in what it builds.
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

  /// Makes bindings to the properties of an environment object, with SwiftUI's name: what
  /// `$object` is for ``EnvironmentObject``, the same as for ``ObservedObject``.
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

  var isAvailable: Bool { EnvironmentObjects.current.object(of: ObjectType.self) != nil }

  var typeName: String { String(describing: ObjectType.self) }
}

/// A property that needs an object from the environment.
protocol EnvironmentObjectReading {
  /// Whether the property needs an object at all: false for one that reads a value, or an
  /// object that may be missing.
  var needsObject: Bool { get }
  /// Whether the environment holds the object.
  var isAvailable: Bool { get }
  /// The name of the object's type, for diagnostics.
  var typeName: String { get }
}

/// The objects ``View/environmentObject(_:)`` (and, for observable objects, the `SwiftUI`
/// module's `environment(_:)`) provide to the views inside, for the duration of their
/// layout and drawing.
package struct EnvironmentObjects: @unchecked Sendable {
  private var objects: [ObjectIdentifier: AnyObject] = [:]

  /// The objects of the views being laid out or drawn on this task.
  @TaskLocal package static var current = EnvironmentObjects()

  /// The object of type `type`, if provided.
  package func object<T: AnyObject>(of type: T.Type) -> T? {
    objects[ObjectIdentifier(type)] as? T
  }

  /// These objects with `object` in the place of its type: added, replacing one of its
  /// type, or, when nil, taking it away.
  func setting<T: AnyObject>(_ object: T?, as type: T.Type) -> EnvironmentObjects {
    var copy = self
    copy.objects[ObjectIdentifier(type)] = object
    return copy
  }
}

extension View {
  /// Provides `object` to the views inside this one that read it with
  /// ``EnvironmentObject``.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    providing(object, as: T.self)
  }

  /// Provides `object` for its type `type` to the views inside this one, or takes away the
  /// one an ancestor provided when it is nil.
  package func providing<T: AnyObject>(_ object: T?, as type: T.Type) -> some View {
    let objects = { EnvironmentObjects.current.setting(object, as: type) }
    return modified(
      sizing: { content, proposal, context in
        EnvironmentObjects.$current.withValue(objects()) {
          context.size(of: content, for: proposal)
        }
      },
      drawing: { content, rect, context in
        EnvironmentObjects.$current.withValue(objects()) {
          context.resolve(content, in: rect)
        }
      })
  }
}
