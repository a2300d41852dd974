import Foundation

/// Evaluates the bodies of views made of other views, with the ``Environment`` values
/// where they are, leaving out a view whose ``EnvironmentObject`` no ancestor provides
/// (SwiftUI would stop the program).
@MainActor
enum ViewBody {
  /// What each view type reads from its surroundings, learnt once per type.
  private static let readers = TypeFlags()

  /// The body of `view` in `context`, or nil when it needs an environment object that is
  /// missing.
  static func evaluate<V: View>(_ view: V, in context: ResolveContext) -> V.Body? {
    let reads = readers.flags(for: V.self) { Reads(of: view) }
    if reads.isEmpty { return view.body }
    if reads.contains(.environmentObject) {
      for child in Mirror(reflecting: view).children {
        guard let reader = child.value as? any EnvironmentObjectReading, reader.needsObject
        else { continue }
        if !reader.isAvailable {
          Diagnostics.report(.missingEnvironmentObject(reader.typeName))
          return nil
        }
      }
    }
    if reads.contains(.environment) {
      return EnvironmentValues.$current.withValue(EnvironmentValues(context: context)) {
        view.body
      }
    }
    return view.body
  }

  /// What a view reads from its surroundings: environment objects, environment values.
  struct Reads: OptionSet {
    let rawValue: UInt8
    static let environmentObject = Reads(rawValue: 1 << 0)
    static let environment = Reads(rawValue: 1 << 1)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// What the stored properties of `view` read.
    init<V: View>(of view: V) {
      var reads: Reads = []
      for child in Mirror(reflecting: view).children {
        if let reader = child.value as? any EnvironmentObjectReading, reader.needsObject {
          reads.insert(.environmentObject)
        }
        if child.value is any EnvironmentReading { reads.insert(.environment) }
      }
      self = reads
    }
  }
}

/// Flags per type, computed once, behind a lock.
final class TypeFlags: @unchecked Sendable {
  private let lock = NSLock()
  private var flags: [ObjectIdentifier: UInt8] = [:]

  /// The flags of `type`, computing them the first time.
  func flags(for type: Any.Type, compute: () -> ViewBody.Reads) -> ViewBody.Reads {
    let key = ObjectIdentifier(type)
    if let known = lock.withLock({ flags[key] }) { return ViewBody.Reads(rawValue: known) }
    let value = compute()
    lock.withLock { flags[key] = value.rawValue }
    return value
  }
}
