import Shapes

/// A view that draws with a ``GraphicsContext``, as SwiftUI's `Canvas` does: immediate
/// drawing inside a view hierarchy.
///
/// ```swift
/// Artwork(width: 200, height: 200) {
///   Canvas { context, size in
///     for index in 0..<10 {
///       let rect = CGRect(x: CGFloat(index) * 20, y: 0, width: 16, height: 16)
///       context.fill(Circle().path(in: rect), with: .color(.blue))
///     }
///   }
/// }
/// ```
///
/// Like a shape, the canvas takes all the room it is offered. The context's coordinates
/// have their origin at the canvas's top-left corner. A canvas that fills an ``Artwork``
/// writes the same SVG as the same drawing given to
/// ``SVGRenderer/render(width:height:background:drawing:)``, which streams it instead of
/// building it in memory first.
public struct Canvas {
  /// Draws the canvas's content.
  let renderer: @Sendable (inout GraphicsContext, CGSize) -> Void

  /// Creates a canvas drawn by `renderer`, which receives the context and the size.
  ///
  /// `opaque` and `rendersAsynchronously` are accepted for SwiftUI compatibility and
  /// change nothing in SVG.
  public init(
    opaque: Bool = false, rendersAsynchronously: Bool = false,
    renderer: @escaping @Sendable (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let target = GraphicsTarget(writer: nil)
    let transform =
      rect.origin == .zero
      ? CGAffineTransform.identity : CGAffineTransform(translationX: rect.minX, y: rect.minY)
    var graphics = GraphicsContext(target: target, bounds: rect, transform: transform)
    renderer(&graphics, rect.size)
    target.flushPending()
    return target.recorded
  }
}

extension Canvas: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}
