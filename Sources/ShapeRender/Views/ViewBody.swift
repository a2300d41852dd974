import Foundation

/// Evaluates the bodies of views made of other views, leaving out a view whose
/// ``EnvironmentObject`` no ancestor provides (SwiftUI would stop the program).
enum ViewBody {
  /// Which view types hold an environment object, learnt once per type.
  private static let readers = TypeFlags()

  /// The body of `view`, or nil when it needs an environment object that is missing.
  static func evaluate<V: View>(_ view: V) -> V.Body? {
    if readers.flag(for: V.self, compute: { holdsEnvironmentObject(view) }) {
      for child in Mirror(reflecting: view).children {
        guard let reader = child.value as? any EnvironmentObjectReading else { continue }
        if !reader.isAvailable {
          Diagnostics.report(.missingEnvironmentObject(reader.typeName))
          return nil
        }
      }
    }
    return view.body
  }

  /// Whether a stored property of `view` is an ``EnvironmentObject``.
  private static func holdsEnvironmentObject<V: View>(_ view: V) -> Bool {
    Mirror(reflecting: view).children.contains { $0.value is any EnvironmentObjectReading }
  }
}

/// A flag per type, computed once, behind a lock.
final class TypeFlags: @unchecked Sendable {
  private let lock = NSLock()
  private var flags: [ObjectIdentifier: Bool] = [:]

  /// The flag of `type`, computing it the first time.
  func flag(for type: Any.Type, compute: () -> Bool) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = lock.withLock({ flags[key] }) { return known }
    let value = compute()
    lock.withLock { flags[key] = value }
    return value
  }
}
