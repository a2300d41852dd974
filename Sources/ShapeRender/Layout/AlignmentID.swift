import Shapes

/// A type that names an alignment guide of your own and gives its default value.
///
/// ```swift
/// extension VerticalAlignment {
///   private enum MidIcons: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
///   }
///   static let midIcons = VerticalAlignment(MidIcons.self)
/// }
///
/// HStack(alignment: .midIcons) {
///   Circle().frame(width: 20, height: 20)
///   VStack {
///     Text("Title")
///     Circle().frame(width: 10, height: 10).alignmentGuide(.midIcons) { d in d[VerticalAlignment.center] }
///   }
/// }
/// ```
///
/// A view that does not set the guide with `alignmentGuide(_:computeValue:)` has its
/// default, `defaultValue(in:)` of its dimensions. Unlike the built-in guides, a guide of
/// your own reaches through the stacks between the view that sets it and the stack that
/// aligns by it, as in SwiftUI: a stack's value of the guide is the mean of the values its
/// views set, where they sit in it, and it has none when no view inside sets one.
///
/// **Degenerate input.** A default that is NaN or infinite is 0. A default that reads its
/// own guide (directly or through others) gets 0 after 16 levels of reading, instead of
/// recursing without end.
public protocol AlignmentID {
  /// The guide's value in a view that does not set it, measured from the view's
  /// top-left corner.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The guide an alignment names: a built-in one, whose default is a fixed fraction of the
/// view's length, or one of the user's, whose default its type computes.
@usableFromInline
struct AlignmentGuideIdentity: Hashable, @unchecked Sendable {
  // A metatype is immutable: sharing it between threads is safe, though `any
  // AlignmentID.Type` is not declared `Sendable`.

  /// The type that names the guide.
  let id: any AlignmentID.Type
  /// The default's fraction of the length for a built-in guide; NaN for the user's.
  private let builtInFraction: CGFloat

  /// The guide `id` names, with the default `fraction` of the length when it is built in.
  init(_ id: any AlignmentID.Type, fraction: CGFloat = .nan) {
    (self.id, builtInFraction) = (id, fraction)
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
  }

  /// Whether the user's type names this guide.
  var isCustom: Bool { builtInFraction.isNaN }

  /// The default's fraction of the length.
  ///
  /// For the user's guides, it is the default in a view one point square, clamped to
  /// 0...1. It places views only where a fraction must
  /// stand for the guide (a stack wider than its views lined up, text without fonts);
  /// elsewhere the guide's own default applies.
  var fraction: CGFloat {
    guard isCustom else { return builtInFraction }
    return min(max(defaultValue(in: CGSize(width: 1, height: 1), along: \.width), 0), 1)
  }

  /// The guide's value in a view of `size` that sets none of its own; `length` picks the
  /// guide's axis from the size.
  func defaultValue(in size: CGSize, along length: KeyPath<CGSize, CGFloat>) -> CGFloat {
    guard isCustom else { return builtInFraction * size[keyPath: length] }
    return defaultValue(in: ViewDimensions(size: size, explicit: { _ in nil }), length: 0)
  }

  /// The guide's default in a view of `dimensions`, `length` long along the guide's axis:
  /// 0 for the user's guide when its default is not finite or is read too deeply.
  func defaultValue(in dimensions: ViewDimensions, length: CGFloat) -> CGFloat {
    guard isCustom else { return builtInFraction * length }
    guard let deeper = dimensions.deeper else { return 0 }
    let value = id.defaultValue(in: deeper)
    return value.isFinite ? value : 0
  }

  /// Where a view of `size` starts, along the guide's axis, in a room of `room` that
  /// places it by this guide: the room's default meets the view's.
  func offset(of size: CGSize, in room: CGSize, along length: KeyPath<CGSize, CGFloat>)
    -> CGFloat
  {
    guard isCustom else { return builtInFraction * (room[keyPath: length] - size[keyPath: length]) }
    return defaultValue(in: room, along: length) - defaultValue(in: size, along: length)
  }
}
