import Shapes

/// Views drawn one over the other, as SwiftUI's `ZStack` overlays them: the stack is as
/// wide and tall as its largest views, and places the others in it by its alignment.
///
/// ```swift
/// ZStack {
///   Rectangle().fill(.yellow)
///   Circle().fill(.red)
/// }
/// ```
public struct ZStack<Content: View>: View, PrimitiveView {
  /// How content smaller than the stack (text, fixed-size images, framed views) is placed.
  public let alignment: Alignment
  /// The views, bottom first.
  public let content: Content

  /// Creates a stack of the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  func size(for proposal: CGSize, in context: ResolveContext) -> CGSize {
    context.with(alignment: alignment).size(of: content, for: proposal)
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.with(alignment: alignment).resolve(content, in: rect)
  }
}

/// Views grouped without changing how they are drawn, so that modifiers apply to all.
///
/// ```swift
/// Group {
///   Circle().fill(.red)
///   Circle().fill(.blue).offset(x: 20)
/// }
/// .opacity(0.5)
/// ```
public struct Group<Content: View>: View, PrimitiveView {
  /// The grouped views.
  public let content: Content

  /// Creates a group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  func size(for proposal: CGSize, in context: ResolveContext) -> CGSize {
    context.size(of: content, for: proposal)
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(content, in: rect)
  }
}
