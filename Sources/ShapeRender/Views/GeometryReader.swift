import Shapes

/// A view that builds its content from the size it is given, as SwiftUI's
/// `GeometryReader` does.
///
/// ```swift
/// GeometryReader { geometry in
///   Text("🚀").font(.system(size: min(geometry.size.width, geometry.size.height) * 0.7))
/// }
/// ```
///
/// The reader takes all the room it is offered (10 points in a direction asked for its
/// ideal size, as in SwiftUI), gives its content that room, and places the content at its
/// top-left corner. Offered zero size, it gives its content zero size: the content is
/// built with `proxy.size` of zero and what it draws at that size (usually nothing).
public struct GeometryReader<Content: View>: View, PrimitiveView {
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a reader whose content `content` builds.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let view = content(GeometryProxy(size: rect.size, globalFrame: rect))
    var inner = context
    inner.stackAxis = nil
    return inner.place(view, in: rect, alignment: .topLeading)
  }
}

/// The size and place of a ``GeometryReader``, as its content sees them.
public struct GeometryProxy: Sendable {
  /// The size of the reader.
  public let size: CGSize
  /// The reader's rectangle in the artwork's coordinates.
  let globalFrame: CGRect

  /// The insets of the safe area: none, since a picture has no system bars.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's rectangle in a coordinate space: at the origin with its size in
  /// `.local`; in the artwork's coordinates in `.global` and in a named space (names are
  /// not tracked, so a named space is the artwork's).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global, .named: globalFrame
    }
  }
}

/// A coordinate space a ``GeometryProxy`` measures in, with SwiftUI's names.
public enum CoordinateSpace: Hashable {
  /// The artwork's coordinates.
  case global
  /// The view's own coordinates: its top-left corner is the origin.
  case local
  /// A space named with `coordinateSpace(name:)` in SwiftUI; here the artwork's.
  case named(AnyHashable)
}
