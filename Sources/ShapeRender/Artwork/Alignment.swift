import Shapes

/// Where content smaller than its frame is placed: a horizontal and a vertical alignment,
/// with SwiftUI's names.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Left edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Right edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top-left corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top-right corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom-left corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom-right corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of a box of `size` placed in `rect` by this alignment.
  func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
    CGPoint(
      x: rect.minX + horizontal.fraction * (rect.width - size.width),
      y: rect.minY + vertical.fraction * (rect.height - size.height))
  }
}

/// A horizontal alignment: left, centre or right.
public enum HorizontalAlignment: Hashable, Sendable {
  /// The left edge.
  case leading
  /// The centre.
  case center
  /// The right edge.
  case trailing

  /// 0 at the left, 0.5 at the centre, 1 at the right.
  var fraction: CGFloat {
    switch self {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
  }
}

/// A vertical alignment: top, centre or bottom.
public enum VerticalAlignment: Hashable, Sendable {
  /// The top edge.
  case top
  /// The centre.
  case center
  /// The bottom edge.
  case bottom

  /// 0 at the top, 0.5 at the centre, 1 at the bottom.
  var fraction: CGFloat {
    switch self {
    case .top: 0
    case .center: 0.5
    case .bottom: 1
    }
  }
}
