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
      x: rect.minX + horizontal.guide.offset(of: size, in: rect.size, horizontally: true),
      y: rect.minY + vertical.guide.offset(of: size, in: rect.size, horizontally: false))
  }
}

/// A horizontal alignment guide: left, centre, right, or one of your own.
///
/// A guide of your own is named by a type that gives its default value:
///
/// ```swift
/// extension HorizontalAlignment {
///   private enum Labels: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
///   }
///   static let labels = HorizontalAlignment(Labels.self)
/// }
/// ```
///
/// Two alignments are equal when they name the same guide. See ``AlignmentID`` for how
/// stacks line their views up by a guide of your own.
public struct HorizontalAlignment: Hashable, Sendable {
  /// The guide this alignment names.
  let guide: AlignmentGuideIdentity

  /// The alignment by the guide `id` names, whose default value it gives.
  public init(_ id: any AlignmentID.Type) {
    guide = AlignmentGuideIdentity(id)
  }

  // The built-in guides are computed, not stored, so that using one costs nothing.

  /// The left edge.
  public static var leading: HorizontalAlignment { HorizontalAlignment(guide: .leading) }
  /// The centre.
  public static var center: HorizontalAlignment { HorizontalAlignment(guide: .horizontalCenter) }
  /// The right edge.
  public static var trailing: HorizontalAlignment { HorizontalAlignment(guide: .trailing) }

  private init(guide: AlignmentGuideIdentity) {
    self.guide = guide
  }

  /// 0 at the left, 0.5 at the centre, 1 at the right; for a guide of your own, its
  /// default in a view one point wide (see ``AlignmentGuideIdentity/fraction``).
  var fraction: CGFloat { guide.fraction }

  /// The guide's value in a view of `size` that sets none of its own.
  func defaultValue(in size: CGSize) -> CGFloat {
    guide.defaultValue(in: size, horizontally: true)
  }
}

/// A vertical alignment guide: top, centre, bottom, a text baseline, or one of your own.
///
/// A view's first and last text baselines are those of its first and last lines of text
/// (see <doc:LayoutRules>); a view without text has both at its bottom edge, as in
/// SwiftUI, so `.firstTextBaseline` and `.lastTextBaseline` place it as `.bottom` does.
/// A guide of your own is named by a type that gives its default value (see
/// ``AlignmentID``).
public struct VerticalAlignment: Hashable, Sendable {
  /// The guide this alignment names.
  let guide: AlignmentGuideIdentity

  /// The alignment by the guide `id` names, whose default value it gives.
  public init(_ id: any AlignmentID.Type) {
    guide = AlignmentGuideIdentity(id)
  }

  /// The top edge.
  public static var top: VerticalAlignment { VerticalAlignment(guide: .top) }
  /// The centre.
  public static var center: VerticalAlignment { VerticalAlignment(guide: .verticalCenter) }
  /// The bottom edge.
  public static var bottom: VerticalAlignment { VerticalAlignment(guide: .bottom) }
  /// The baseline of the first line of text; the bottom edge of a view without text.
  public static var firstTextBaseline: VerticalAlignment {
    VerticalAlignment(guide: .firstTextBaseline)
  }
  /// The baseline of the last line of text; the bottom edge of a view without text.
  public static var lastTextBaseline: VerticalAlignment {
    VerticalAlignment(guide: .lastTextBaseline)
  }

  private init(guide: AlignmentGuideIdentity) {
    self.guide = guide
  }

  /// 0 at the top, 0.5 at the centre, 1 at the bottom (and at a baseline, which is the
  /// bottom of a view without text); for a guide of your own, its default in a view one
  /// point tall (see ``AlignmentGuideIdentity/fraction``).
  var fraction: CGFloat { guide.fraction }

  /// The guide's value in a view of `size` that sets none of its own.
  func defaultValue(in size: CGSize) -> CGFloat {
    guide.defaultValue(in: size, horizontally: false)
  }

  /// Whether this is a text baseline, which a view may place elsewhere than its bottom.
  var isTextBaseline: Bool {
    self == .firstTextBaseline || self == .lastTextBaseline
  }
}
