import Shapes

/// A size offered to a view, each dimension optional: SwiftUI's proposal.
///
/// A `nil` dimension is unspecified: the view takes its ideal size that way. Views here
/// without an intrinsic size (shapes, colors, canvases) take 10 points, as in SwiftUI.
///
/// ```swift
/// let proposal = ProposedViewSize(width: 200, height: nil)
/// print(proposal.replacingUnspecifiedDimensions())  // (200.0, 10.0)
/// ```
public struct ProposedViewSize: Hashable, Sendable {
  /// The offered width, or `nil` for the ideal width.
  public var width: CGFloat?
  /// The offered height, or `nil` for the ideal height.
  public var height: CGFloat?

  /// Creates a proposal from optional dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal of a definite size.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Both dimensions unspecified: the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both dimensions zero: the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions infinite: the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with each unspecified dimension replaced by the one of `size` (10 × 10
  /// points unless given).
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
