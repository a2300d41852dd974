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
public struct GeometryReader<Content: View> {
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a reader whose content `content` builds.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let view = content(context.geometryProxy(of: rect))
    var inner = context
    inner.stackAxis = nil
    return inner.place(view, in: rect, alignment: .topLeading)
  }
}

extension GeometryReader: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension ResolveContext {
  /// The geometry of a view drawn in `rect`, as a reader there sees it.
  func geometryProxy(of rect: CGRect) -> GeometryProxy {
    let spaces = self[environment: NamedCoordinateSpaces.self]
    return GeometryProxy(
      size: rect.size, globalFrame: rect, namedOrigins: RenderingValue(value: spaces),
      safeAreaInsets: self[environment: SafeAreaKey.self]?.insets(of: rect) ?? EdgeInsets())
  }
}

/// The size and place of a ``GeometryReader``, as its content sees them.
public struct GeometryProxy: Sendable {
  /// The size of the reader.
  public let size: CGSize
  /// The reader's rectangle in the artwork's coordinates.
  let globalFrame: CGRect
  /// Where the coordinate spaces named around the reader have their origins, in the
  /// artwork's coordinates.
  let namedOrigins: RenderingValue<[AnyHashable: CGPoint]>

  /// How far the reader reaches past the safe area on each side: none unless it ignores
  /// the safe area of an app's picture on a phone, or reaches under a navigation or tab
  /// bar (see ``View/ignoresSafeArea(_:edges:)``).
  public let safeAreaInsets: EdgeInsets

  /// The reader's rectangle in a coordinate space: at the origin with its size in
  /// `.local`; in the artwork's coordinates in `.global`; from the top left corner of the
  /// nearest view around it named so by ``View/coordinateSpace(name:)`` in `.named` (in
  /// the artwork's coordinates when no view around it has that name).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global: globalFrame
    case .named(let name):
      namedOrigins.value[name].map { globalFrame.offsetBy(dx: -$0.x, dy: -$0.y) } ?? globalFrame
    }
  }
}

/// A coordinate space a ``GeometryProxy`` measures in, with SwiftUI's names.
public enum CoordinateSpace: Hashable {
  /// The artwork's coordinates.
  case global
  /// The view's own coordinates: its top-left corner is the origin.
  case local
  /// The space of the nearest view around named so with ``View/coordinateSpace(name:)``.
  case named(AnyHashable)
}

extension View {
  /// Names this view's coordinate space, whose origin is its top left corner, for the
  /// ``GeometryProxy``s inside it.
  nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
    let name = RenderingValue(value: AnyHashable(name))
    return modified { content, rect, context in
      var inner = context
      inner[environment: NamedCoordinateSpaces.self][name.value] = rect.origin
      return inner.resolve(content, in: rect)
    }
  }
}

/// The origins of the coordinate spaces named around a view.
struct NamedCoordinateSpaces: EnvironmentKey {
  static var defaultValue: [AnyHashable: CGPoint] { [:] }
}
