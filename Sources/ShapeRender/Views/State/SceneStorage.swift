import Foundation

/// A value kept for a scene, such as the selected tab, with SwiftUI's `@SceneStorage`
/// spelling.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "home"
/// ```
///
/// SwiftUI restores it when the system brings the scene back; a picture is drawn once, so
/// it holds the default until written, and writes are kept while the program runs, by key,
/// for every view that reads the same key.
@propertyWrapper
public struct SceneStorage<Value> {
  /// The key the value is kept under.
  private let key: String
  /// The value when none is kept.
  private let defaultValue: Value

  /// Keeps a value under `key`, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    self.defaultValue = wrappedValue
  }

  /// Keeps an optional value under `key`, nil until one is written.
  public init<Wrapped>(_ key: String) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// The value written under the key, or the default.
  public var wrappedValue: Value {
    get { SceneValues.shared.value(forKey: key) as? Value ?? defaultValue }
    nonmutating set { SceneValues.shared.set(newValue, forKey: key) }
  }

  /// A binding that reads and writes the value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

/// The values ``SceneStorage`` properties keep, by key, for the life of the program.
final class SceneValues: @unchecked Sendable {
  // Unchecked: every access holds the lock.
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  /// The one store of the program.
  static let shared = SceneValues()

  /// The value kept under `key`, if any.
  func value(forKey key: String) -> Any? { lock.withLock { values[key] } }

  /// Keeps `value` under `key`.
  func set(_ value: Any, forKey key: String) { lock.withLock { values[key] = value } }
}
