import Shapes

/// The values pushed on a ``NavigationStack``, of any hashable types, with SwiftUI's name.
///
/// ```swift
/// @State private var path = NavigationPath()
/// ...
/// path.append(meeting)
/// ```
///
/// It keeps the values in order, last pushed last. A still of a stack shows the screen
/// pushed for the last value (see ``View/navigationDestination(for:destination:)``).
///
/// **Degenerate input.** ``removeLast(_:)`` with more than ``count`` removes them all; a
/// negative count removes none (SwiftUI stops the program for both).
public struct NavigationPath: Equatable {
  /// The values, first pushed first.
  private var elements: [AnyHashable]

  /// An empty path.
  public init() {
    elements = []
  }

  /// A path of `elements`, in order.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values the path holds.
  public var count: Int { elements.count }

  /// Whether the path holds no value.
  public var isEmpty: Bool { elements.isEmpty }

  /// The values, first pushed first.
  var values: [AnyHashable] { elements }

  /// Pushes `value` on the end of the path.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Removes the last `k` values: all of them when `k` is more than ``count``, none when
  /// it is negative.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(min(max(k, 0), elements.count))
  }
}
