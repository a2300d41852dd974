import Shapes

/// Views side by side from left to right, as SwiftUI's `HStack` lays them out.
///
/// ```swift
/// HStack {
///   Image(systemName: "minus.circle")
///   Spacer()
///   Image(systemName: "plus.circle")
/// }
/// .font(.largeTitle)
/// ```
///
/// The stack shares its width among its views by SwiftUI's rules (see
/// <doc:LayoutRules>): fixed-size views get their size, and spacers, shapes and views with
/// `frame(maxWidth: .infinity)` share what is left; views of higher
/// ``View/layoutPriority(_:)`` go first. Its height is the tallest view's, and each view is
/// placed in it by `alignment`. With `.firstTextBaseline` or `.lastTextBaseline`, or views
/// with an `alignmentGuide` of their own, the views are lined up on their guides and the
/// stack is as tall as they then span.
///
/// Degenerate input: `spacing` nil, NaN or infinite gives the default, 8 points; a
/// negative spacing overlaps the views, as in SwiftUI, and the stack is never narrower
/// than zero.
public struct HStack<Content: View> {
  /// Where views shorter than the stack sit.
  public let alignment: VerticalAlignment
  /// The distance between neighbours, or nil for the default (8).
  public let spacing: CGFloat?
  /// The views, left to right.
  public let content: Content

  /// Creates a stack of the views `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
  }

  @MainActor @usableFromInline var layout: StackLayout {
    StackLayout(
      axis: .horizontal, spacing: spacing, crossFraction: alignment.fraction,
      crossGuide: .vertical(alignment))
  }
}

extension HStack: View, LayoutContainer {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

/// Views one below the other, as SwiftUI's `VStack` lays them out.
///
/// ```swift
/// VStack(alignment: .leading) {
///   Text("Memorize!").font(.largeTitle)
///   Spacer()
///   Text("Score: 0")
/// }
/// ```
///
/// The stack shares its height among its views by SwiftUI's rules (see
/// <doc:LayoutRules>), and places each in its width by `alignment`: on one line through
/// the views' guides, when some view sets its own with `alignmentGuide`.
///
/// Degenerate input: `spacing` nil, NaN or infinite gives the default, 8 points; a
/// negative spacing overlaps the views, and the stack is never shorter than zero.
public struct VStack<Content: View> {
  /// Where views narrower than the stack sit.
  public let alignment: HorizontalAlignment
  /// The distance between neighbours, or nil for the default (8).
  public let spacing: CGFloat?
  /// The views, top to bottom.
  public let content: Content

  /// Creates a stack of the views `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
  }

  @MainActor @usableFromInline var layout: StackLayout {
    StackLayout(
      axis: .vertical, spacing: spacing, crossFraction: alignment.fraction,
      crossGuide: .horizontal(alignment))
  }
}

extension VStack: View, LayoutContainer {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}
