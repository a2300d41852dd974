import Foundation

/// A name space for ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``,
/// with SwiftUI's `@Namespace` spelling.
///
/// ```swift
/// struct Deck: View {
///   @Namespace private var dealing
///   var body: some View {
///     Circle().matchedGeometryEffect(id: 1, in: dealing)
///   }
/// }
/// ```
///
/// Each `Namespace` made has an identifier of its own, which copies of the view share.
@propertyWrapper
public struct Namespace: Sendable {
  /// The identifier of one name space.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  /// The name space's identifier.
  public let wrappedValue: ID

  /// Creates a name space with a new identifier.
  public init() {
    wrappedValue = ID(value: NamespaceCounter.shared.next())
  }
}

/// Hands out the identifiers of name spaces, one after another, to any thread.
private final class NamespaceCounter: @unchecked Sendable {
  static let shared = NamespaceCounter()
  private let lock = NSLock()
  private var count = 0

  /// A number not handed out before: the count wraps only after 2⁶³ name spaces.
  func next() -> Int {
    lock.withLock {
      count &+= 1
      return count
    }
  }
}
