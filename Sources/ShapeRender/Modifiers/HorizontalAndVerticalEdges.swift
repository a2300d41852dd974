/// A horizontal edge of a rectangle, with SwiftUI's names.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The leading (left) edge.
  case leading
  /// The trailing (right) edge.
  case trailing
}

/// A vertical edge of a rectangle, with SwiftUI's names.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int8

    /// Creates a set from its bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 1)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
