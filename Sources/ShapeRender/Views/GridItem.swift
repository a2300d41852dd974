import Shapes

/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``: its size, the spacing after
/// it, and how cells sit in it, with SwiftUI's names.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 65))]   // as many columns of 65 or more as fit
/// let fixed = [GridItem(.fixed(40)), GridItem(.flexible())]
/// ```
///
/// Degenerate input: NaN, negative or infinite sizes are cleaned where they are used
/// (see ``Size``); a spacing that is nil, NaN or infinite gives the default, 8 points.
public struct GridItem: Hashable, Sendable {
  /// How the size of a grid item is decided.
  ///
  /// - ``fixed(_:)``: exactly that length (negative or NaN counts as 0, infinite as 0).
  /// - ``flexible(minimum:maximum:)``: a share of the room left after fixed items, within
  ///   the bounds (a minimum that is negative or NaN counts as 0, a maximum below the
  ///   minimum as the minimum).
  /// - ``adaptive(minimum:maximum:)``: as many tracks of at least `minimum` as fit in its
  ///   share with the item's spacing between them (at least one), sharing the share
  ///   equally, none longer than `maximum`. A minimum below 1 point, or NaN, counts as 1;
  ///   an infinite one gives a single track of the share.
  public enum Size: Hashable, Sendable {
    /// One track of exactly this length.
    case fixed(CGFloat)
    /// One track sharing the room left, within the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` as fit, sharing the room equally.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size of the item.
  public var size: Size
  /// The distance to the next item, or nil for the default (8).
  public var spacing: CGFloat?
  /// Where cells smaller than their track sit, or nil for the grid's (centred).
  public var alignment: Alignment?

  /// Creates a grid item.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
