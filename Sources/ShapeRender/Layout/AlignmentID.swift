import Foundation
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
///
/// A guide is a number, as small and as quick to compare as an enum, since layout copies
/// and compares alignments all the time: the built-in guides are 0 to 7, the user's 8 and
/// up, in the order their types were first named (see ``AlignmentRegistry``).
@usableFromInline
struct AlignmentGuideIdentity: Hashable, Sendable {
  /// The guide's number.
  private let bits: UInt

  static var leading: Self { Self(bits: 0) }
  static var horizontalCenter: Self { Self(bits: 1) }
  static var trailing: Self { Self(bits: 2) }
  static var top: Self { Self(bits: 3) }
  static var verticalCenter: Self { Self(bits: 4) }
  static var bottom: Self { Self(bits: 5) }
  static var firstTextBaseline: Self { Self(bits: 6) }
  static var lastTextBaseline: Self { Self(bits: 7) }

  private init(bits: UInt) {
    self.bits = bits
  }

  /// The guide the user's type `id` names.
  init(_ id: any AlignmentID.Type) {
    bits = 8 + UInt(AlignmentRegistry.shared.number(of: id))
  }

  /// The default's fraction of the length for a built-in guide: 0 at the leading or top
  /// edge, 0.5 at a centre, 1 at the trailing or bottom edge and the baselines.
  private var builtInFraction: CGFloat {
    switch bits {
    case 0, 3: 0
    case 1, 4: 0.5
    default: 1
    }
  }

  /// Whether the user's type names this guide.
  var isCustom: Bool { bits >= 8 }

  /// The default's fraction of the length.
  ///
  /// For the user's guides, it is the default in a view one point square, clamped to
  /// 0...1. It places views only where a fraction must stand for the guide (a stack wider
  /// than its views lined up, text without fonts); elsewhere the guide's own default
  /// applies.
  var fraction: CGFloat {
    guard isCustom else { return builtInFraction }
    return min(max(defaultValue(in: CGSize(width: 1, height: 1), horizontally: true), 0), 1)
  }

  /// The guide's value in a view of `size` that sets none of its own, along the width
  /// when `horizontally`, else along the height.
  @inline(__always)
  func defaultValue(in size: CGSize, horizontally: Bool) -> CGFloat {
    guard isCustom else { return builtInFraction * (horizontally ? size.width : size.height) }
    return customDefaultValue(in: size)
  }

  /// The default of the user's guide in a view of `size` that sets none of its own. (Apart,
  /// so that the built-in guides' path, which layout takes all the time, stays small.)
  @inline(never)
  private func customDefaultValue(in size: CGSize) -> CGFloat {
    defaultValue(in: ViewDimensions(size: size, explicit: { _ in nil }), length: 0)
  }

  /// The guide's default in a view of `dimensions`, `length` long along the guide's axis:
  /// 0 for the user's guide when its default is not finite or is read too deeply.
  func defaultValue(in dimensions: ViewDimensions, length: CGFloat) -> CGFloat {
    guard isCustom else { return builtInFraction * length }
    guard let deeper = dimensions.deeper, let id = AlignmentRegistry.shared.type(numbered: bits - 8)
    else { return 0 }
    let value = id.defaultValue(in: deeper)
    return value.isFinite ? value : 0
  }

  /// Where a view of `size` starts, along the guide's axis, in a room of `room` that
  /// places it by this guide: the room's default meets the view's.
  @inline(__always)
  func offset(of size: CGSize, in room: CGSize, horizontally: Bool) -> CGFloat {
    guard isCustom else {
      return builtInFraction
        * (horizontally ? room.width - size.width : room.height - size.height)
    }
    return defaultValue(in: room, horizontally: horizontally)
      - defaultValue(in: size, horizontally: horizontally)
  }
}

/// The types that name the user's guides, numbered in the order they were first named.
///
/// An alignment holds its guide's number, so that it stays as small as a built-in one; the
/// number leads back to the type when the guide's default is needed.
final class AlignmentRegistry: @unchecked Sendable {
  // Every access holds `lock`.
  private let lock = NSLock()
  private var types: [any AlignmentID.Type] = []
  private var numbers: [ObjectIdentifier: Int] = [:]

  /// The registry of the process.
  static let shared = AlignmentRegistry()

  /// The number of `type`, given it now if it has none yet.
  func number(of type: any AlignmentID.Type) -> Int {
    lock.lock()
    defer { lock.unlock() }
    if let number = numbers[ObjectIdentifier(type)] { return number }
    types.append(type)
    numbers[ObjectIdentifier(type)] = types.count - 1
    return types.count - 1
  }

  /// The type numbered `number`, or nil when no type has that number.
  func type(numbered number: UInt) -> (any AlignmentID.Type)? {
    lock.lock()
    defer { lock.unlock() }
    return number < UInt(types.count) ? types[Int(number)] : nil
  }
}
