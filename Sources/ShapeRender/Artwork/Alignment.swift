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
  /// Centred horizontally, on the first text baseline.
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  /// Centred horizontally, on the last text baseline.
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  /// Left edge, on the first text baseline.
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  /// Left edge, on the last text baseline.
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  /// Right edge, on the first text baseline.
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  /// Right edge, on the last text baseline.
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)

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

/// A vertical alignment: top, centre, bottom, or a text baseline.
///
/// A view's first and last text baselines are those of its first and last lines of text
/// (see <doc:LayoutRules>); a view without text has both at its bottom edge, as in
/// SwiftUI, so `.firstTextBaseline` and `.lastTextBaseline` place it as `.bottom` does.
public enum VerticalAlignment: Hashable, Sendable {
  /// The top edge.
  case top
  /// The centre.
  case center
  /// The bottom edge.
  case bottom
  /// The baseline of the first line of text; the bottom edge of a view without text.
  case firstTextBaseline
  /// The baseline of the last line of text; the bottom edge of a view without text.
  case lastTextBaseline

  /// 0 at the top, 0.5 at the centre, 1 at the bottom (and at a baseline, which is the
  /// bottom of a view without text).
  var fraction: CGFloat {
    switch self {
    case .top: 0
    case .center: 0.5
    case .bottom, .firstTextBaseline, .lastTextBaseline: 1
    }
  }

  /// Whether this is a text baseline, which a view may place elsewhere than its bottom.
  var isTextBaseline: Bool {
    self == .firstTextBaseline || self == .lastTextBaseline
  }
}
