import Foundation

/// A value kept in the user defaults, with SwiftUI's `@AppStorage` spelling.
///
/// ```swift
/// struct SettingsView: View {
///   @AppStorage("cardCount") private var cardCount = 16
///   var body: some View { Stepper("\(cardCount) cards", value: $cardCount) }
/// }
/// ```
///
/// Reading gives the value stored under the key in the store (`store`, else the one
/// ``View/defaultAppStorage(_:)`` sets around the view, else `UserDefaults.standard`), or
/// the default when nothing of the value's type is stored there; writing stores it. A
/// picture shows what is stored when it is drawn. The types are SwiftUI's: `Bool`, `Int`,
/// `Double`, `String`, `URL`, `Data`, their optionals (whose default is nil), and
/// `RawRepresentable` types whose raw value is an `Int` or a `String`.
///
/// Degenerate input: a stored value of another type, or a raw value that makes no case,
/// reads as the default.
@propertyWrapper
public struct AppStorage<Value>: EnvironmentReading {
  /// The key the value is stored under.
  private let key: String
  /// The store given, if any.
  private let store: UserDefaults?
  /// The value stored under the key in a store, or nil when none of the type is.
  private let read: (UserDefaults, String) -> Value?
  /// Stores a value under the key.
  private let write: (UserDefaults, String, Value) -> Void
  /// The value when none is stored.
  private let defaultValue: Value

  private init(
    key: String, store: UserDefaults?, defaultValue: Value,
    read: @escaping (UserDefaults, String) -> Value?,
    write: @escaping (UserDefaults, String, Value) -> Void
  ) {
    self.key = key
    self.store = store
    self.defaultValue = defaultValue
    self.read = read
    self.write = write
  }

  /// The store the value is kept in, where the view's body is being evaluated.
  private var defaults: UserDefaults {
    store ?? EnvironmentValues.current[DefaultAppStorageKey.self].store ?? .standard
  }

  /// The stored value, or the default.
  public var wrappedValue: Value {
    get { read(defaults, key) ?? defaultValue }
    nonmutating set { write(defaults, key, newValue) }
  }

  /// A binding that reads and writes the stored value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

extension AppStorage {
  /// Keeps a value of a property-list type: read as that type, written as it is.
  private init(
    plist defaultValue: Value, _ key: String, store: UserDefaults?,
    read: @escaping (UserDefaults, String) -> Value?
  ) {
    self.init(
      key: key, store: store, defaultValue: defaultValue, read: read,
      write: { defaults, key, value in defaults.set(value, forKey: key) })
  }

  /// Keeps a `Bool` under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool {
    self.init(plist: wrappedValue, key, store: store) { $0.object(forKey: $1) as? Bool }
  }

  /// Keeps an `Int` under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Int {
    self.init(plist: wrappedValue, key, store: store) { $0.object(forKey: $1) as? Int }
  }

  /// Keeps a `Double` under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(plist: wrappedValue, key, store: store) { $0.object(forKey: $1) as? Double }
  }

  /// Keeps a `String` under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(plist: wrappedValue, key, store: store) { $0.string(forKey: $1) }
  }

  /// Keeps a `URL` under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == URL {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { defaults, key in defaults.url(forKey: key) },
      write: { defaults, key, url in defaults.set(url, forKey: key) })
  }

  /// Keeps `Data` under `key`, `wrappedValue` until some is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Data {
    self.init(plist: wrappedValue, key, store: store) { $0.data(forKey: $1) }
  }

  /// Keeps a value by its `Int` raw value under `key`, `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { defaults, key in (defaults.object(forKey: key) as? Int).flatMap(Value.init) },
      write: { defaults, key, value in defaults.set(value.rawValue, forKey: key) })
  }

  /// Keeps a value by its `String` raw value under `key`, `wrappedValue` until one is
  /// stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { defaults, key in defaults.string(forKey: key).flatMap(Value.init) },
      write: { defaults, key, value in defaults.set(value.rawValue, forKey: key) })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// Keeps an optional `Bool` under `key`, nil until one is stored; storing nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(optional: key, store: store) { $0.object(forKey: $1) as? Bool }
  }

  /// Keeps an optional `Int` under `key`, nil until one is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(optional: key, store: store) { $0.object(forKey: $1) as? Int }
  }

  /// Keeps an optional `Double` under `key`, nil until one is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(optional: key, store: store) { $0.object(forKey: $1) as? Double }
  }

  /// Keeps an optional `String` under `key`, nil until one is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(optional: key, store: store) { $0.string(forKey: $1) }
  }

  /// Keeps an optional `Data` under `key`, nil until some is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(optional: key, store: store) { $0.data(forKey: $1) }
  }

  /// Keeps an optional property-list value, removed from the store when set to nil.
  private init<Wrapped>(
    optional key: String, store: UserDefaults?,
    read: @escaping (UserDefaults, String) -> Wrapped?
  ) where Value == Wrapped? {
    self.init(
      key: key, store: store, defaultValue: nil,
      read: { defaults, key in read(defaults, key).map { .some($0) } },
      write: { defaults, key, value in
        if let value {
          defaults.set(value, forKey: key)
        } else {
          defaults.removeObject(forKey: key)
        }
      })
  }
}

/// The store ``AppStorage`` uses where none is given, as ``View/defaultAppStorage(_:)``
/// sets it.
struct DefaultAppStorageKey: EnvironmentKey {
  /// A reference to the store, so that the environment stays sendable.
  struct Store: @unchecked Sendable {
    // Unchecked: UserDefaults is thread-safe, as Foundation documents it.
    let store: UserDefaults?
  }

  static let defaultValue = Store(store: nil)
}

extension View {
  /// Sets the store that ``AppStorage`` properties without a store of their own use, in
  /// this view and the views inside it.
  nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, DefaultAppStorageKey.Store(store: store))
  }
}

extension Scene {
  /// Sets the store that ``AppStorage`` properties without a store of their own use, in
  /// this scene's windows.
  public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
    wrappingWindows { AnyView($0.defaultAppStorage(store)) }
  }
}

extension EnvironmentValues {
  /// The store ``AppStorage`` uses where none is given.
  var defaultAppStorage: DefaultAppStorageKey.Store {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}
