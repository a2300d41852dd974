import Foundation

/// A class whose changes views observe, with SwiftUI's (Combine's) `ObservableObject`
/// spelling.
///
/// A view model compiles unchanged:
///
/// ```swift
/// class EmojiMemoryGame: ObservableObject {
///   @Published private(set) var score = 0
///   func choose() { objectWillChange.send(); score += 1 }
/// }
/// ```
///
/// There is no Combine on Linux, so this is the package's own: a still picture reads the
/// current values when it renders and nothing re-renders by itself, so
/// ``objectWillChange`` is a publisher whose ``ObservableObjectPublisher/send()`` only
/// counts.
public protocol ObservableObject: AnyObject {
  /// The publisher of changes.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher

  /// The publisher that announces a change before it happens.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher for the object: a new one on each read, since no one subscribes in a
  /// still.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Announces that an ``ObservableObject`` is about to change; with nothing to re-render,
/// it only counts the announcements.
public final class ObservableObjectPublisher: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Creates a publisher.
  public init() {}

  /// Announces a change.
  public func send() {
    lock.withLock { count += 1 }
  }

  /// How many changes were announced through this publisher.
  public var sendCount: Int { lock.withLock { count } }
}

/// A property of an ``ObservableObject`` whose changes are announced, with Combine's
/// `@Published` spelling: here it holds the value, read and written as a plain property.
@propertyWrapper
public struct Published<Value> {
  /// The value.
  public var wrappedValue: Value

  /// Creates the property with its initial value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Creates the property with its initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }
}
