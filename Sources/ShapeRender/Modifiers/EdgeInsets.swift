import Shapes

/// Inset distances for the four edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var trailing: CGFloat

  /// Creates insets; each defaults to 0.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The rectangle inset by these distances; never narrower or shorter than zero.
  func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + leading, y: rect.minY + top,
      width: max(rect.width - leading - trailing, 0),
      height: max(rect.height - top - bottom, 0))
  }
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The left edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The right edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int8

    /// Creates a set from its bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The left edge.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The right edge.
    public static let trailing = Set(rawValue: 1 << 3)
    /// The left and right edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
