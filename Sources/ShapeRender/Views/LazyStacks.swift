import Shapes

/// SwiftUI's lazy horizontal stack: in a still picture every view is drawn, so it lays out
/// exactly as ``HStack`` does.
///
/// `pinnedViews` is accepted for SwiftUI compatibility; nothing scrolls, so nothing pins.
public struct LazyHStack<Content: View> {
  /// Where views shorter than the stack sit.
  public let alignment: VerticalAlignment
  /// The distance between neighbours, or nil for the default (8).
  public let spacing: CGFloat?
  /// The views, left to right.
  public let content: Content

  /// Creates a stack of the views `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyHStack: View {
  /// The same views in an ``HStack``.
  public var body: some View {
    HStack(alignment: alignment, spacing: spacing) { content }
  }
}

/// SwiftUI's lazy vertical stack: in a still picture every view is drawn, so it lays out
/// exactly as ``VStack`` does.
///
/// `pinnedViews` is accepted for SwiftUI compatibility; nothing scrolls, so nothing pins.
public struct LazyVStack<Content: View> {
  /// Where views narrower than the stack sit.
  public let alignment: HorizontalAlignment
  /// The distance between neighbours, or nil for the default (8).
  public let spacing: CGFloat?
  /// The views, top to bottom.
  public let content: Content

  /// Creates a stack of the views `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyVStack: View {
  /// The same views in a ``VStack``.
  public var body: some View {
    VStack(alignment: alignment, spacing: spacing) { content }
  }
}

/// The views of a lazy stack or grid that stay pinned while it scrolls: accepted for
/// SwiftUI compatibility; a still picture does not scroll.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt32

  /// Creates a set from its bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
