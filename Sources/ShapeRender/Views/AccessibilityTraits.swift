/// What a view is to a screen reader, with SwiftUI's name: a set of traits added with
/// ``View/accessibilityAddTraits(_:)`` and removed with ``View/accessibilityRemoveTraits(_:)``.
///
/// ```swift
/// Text("Attendees").accessibilityAddTraits(.isHeader)
/// ```
///
/// A still has no screen reader: the traits are kept as a set, as SwiftUI's are, and draw
/// nothing.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
  /// One bit per trait.
  private var bits: UInt32

  private init(bits: UInt32) {
    self.bits = bits
  }

  /// No traits.
  public init() {
    bits = 0
  }

  /// The view is a button.
  public static let isButton = AccessibilityTraits(bits: 1 << 0)
  /// The view is a header that divides content into sections.
  public static let isHeader = AccessibilityTraits(bits: 1 << 1)
  /// The view is selected.
  public static let isSelected = AccessibilityTraits(bits: 1 << 2)
  /// The view is a link.
  public static let isLink = AccessibilityTraits(bits: 1 << 3)
  /// The view is a search field.
  public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
  /// The view is an image.
  public static let isImage = AccessibilityTraits(bits: 1 << 5)
  /// The view plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(bits: 1 << 6)
  /// The view is a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
  /// The view is text that does not change.
  public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
  /// The view summarizes the app's state when it starts.
  public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
  /// The view's value changes often.
  public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
  /// Activating the view starts a media session.
  public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
  /// The view takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
  /// The view turns the page when a screen reader finishes reading it.
  public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
  /// The view is modal: a screen reader ignores the views beside it.
  public static let isModal = AccessibilityTraits(bits: 1 << 14)
  /// The view is a toggle.
  public static let isToggle = AccessibilityTraits(bits: 1 << 15)

  /// Whether every trait of `member` is in the set.
  public func contains(_ member: AccessibilityTraits) -> Bool {
    bits & member.bits == member.bits
  }

  /// The traits in either set.
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits | other.bits)
  }

  /// The traits in both sets.
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits & other.bits)
  }

  /// The traits in one set but not both.
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits ^ other.bits)
  }

  /// Adds `newMember`'s traits; whether any was missing, and the traits of it already in
  /// the set.
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits)
    -> (inserted: Bool, memberAfterInsert: AccessibilityTraits)
  {
    let present = intersection(newMember)
    bits |= newMember.bits
    return present == newMember ? (false, present) : (true, newMember)
  }

  /// Removes `member`'s traits; the traits of it that were in the set, or nil for none.
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    let present = intersection(member)
    bits &= ~member.bits
    return present.bits == 0 ? nil : present
  }

  /// Adds `newMember`'s traits; the traits of it already in the set, or nil for none.
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let present = intersection(newMember)
    bits |= newMember.bits
    return present.bits == 0 ? nil : present
  }

  /// Adds the traits of `other`.
  public mutating func formUnion(_ other: AccessibilityTraits) {
    bits |= other.bits
  }

  /// Keeps only the traits also in `other`.
  public mutating func formIntersection(_ other: AccessibilityTraits) {
    bits &= other.bits
  }

  /// Keeps the traits in one set but not both.
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    bits ^= other.bits
  }
}

/// How a screen reader treats the views inside an accessibility element, with SwiftUI's
/// name.
///
/// See ``View/accessibilityElement(children:)``. A still draws nothing for it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let name: String

  /// The children are hidden from a screen reader; the element speaks for them.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children are elements of their own inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's descriptions are combined into the element's.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The level of a heading, with SwiftUI's name.
///
/// See ``View/accessibilityHeading(_:)``. A still draws nothing for it.
public enum AccessibilityHeadingLevel: UInt, Sendable {
  /// A heading of no particular level.
  case unspecified
  /// A top-level heading.
  case h1
  /// A second-level heading.
  case h2
  /// A third-level heading.
  case h3
  /// A fourth-level heading.
  case h4
  /// A fifth-level heading.
  case h5
  /// A sixth-level heading.
  case h6
}
