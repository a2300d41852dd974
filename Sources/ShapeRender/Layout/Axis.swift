import Shapes

/// The horizontal or the vertical dimension, as SwiftUI names them.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes, such as the directions a ``ScrollView`` scrolls in.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int8

    /// Creates a set from its bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 1 << 1)
  }

  /// The other axis.
  var crossing: Axis { self == .horizontal ? .vertical : .horizontal }
}
