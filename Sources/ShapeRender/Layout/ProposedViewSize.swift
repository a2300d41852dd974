import Shapes

/// The size a parent offers a child, one dimension at a time, with SwiftUI's meanings: a
/// number is room to fill or fit in, `nil` asks for the child's ideal size, `0` for its
/// minimum and `.infinity` for its maximum.
///
/// ```swift
/// let ideal = ProposedViewSize.unspecified
/// let room = ProposedViewSize(width: 358, height: nil)  // a grid cell: width fixed, height ideal
/// print(room.replacingUnspecifiedDimensions())           // (358.0, 10.0)
/// ```
///
/// Degenerate input: a layout that receives a NaN or negative dimension treats it as 0 (the
/// minimum), so a bad number never reaches the output.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil` for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for the ideal height.
  public var height: CGFloat?

  /// Creates a proposal from its two dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Zero both ways: asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Infinite both ways: asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// Unspecified both ways: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal as a size, with `size`'s dimensions (10 × 10 by default, SwiftUI's) where
  /// it leaves one unspecified.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// This proposal with NaN and negative dimensions replaced by 0.
  var sanitized: ProposedViewSize {
    @inline(__always) func clean(_ value: CGFloat?) -> CGFloat? {
      guard let value else { return nil }
      return value >= 0 ? value : 0
    }
    return ProposedViewSize(width: clean(width), height: clean(height))
  }

  /// The dimension along `axis`.
  func along(_ axis: Axis) -> CGFloat? {
    axis == .horizontal ? width : height
  }

  /// A proposal from its length along `axis` and across it.
  init(_ axis: Axis, along main: CGFloat?, across cross: CGFloat?) {
    self =
      axis == .horizontal
      ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
  }
}

extension CGSize {
  /// The dimension along `axis`.
  func along(_ axis: Axis) -> CGFloat {
    axis == .horizontal ? width : height
  }

  /// A size from its length along `axis` and across it.
  init(_ axis: Axis, along main: CGFloat, across cross: CGFloat) {
    self =
      axis == .horizontal
      ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
  }
}
