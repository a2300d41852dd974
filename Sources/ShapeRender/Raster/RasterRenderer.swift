import Foundation
import Shapes

/// Draws with a ``GraphicsContext`` straight into pixels: the raster twin of
/// ``SVGRenderer/render(width:height:background:drawing:)``.
///
/// ```swift
/// let image = try RasterRenderer(scale: 2).render(width: 50, height: 50) { context, size in
///   context.fill(Circle().path(in: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// print(image.width, image.height)  // 100 100
/// ```
///
/// The drawing is resolved to the same scene the SVG writer writes, then rasterized; see
/// <doc:RasterRendering> for coverage, tolerance and color.
public struct RasterRenderer: Sendable {
  /// Device pixels per point: the canvas is `width × scale` by `height × scale` pixels.
  public var scale: CGFloat

  /// Creates a renderer with a scale, 1 unless given.
  public init(scale: CGFloat = 1) {
    self.scale = scale
  }

  /// The pixels of what `drawing` draws on a canvas of `width` by `height` points.
  ///
  /// **Degenerate input.** A million nested clips (`clip(to:)` called a million times)
  /// finish: a clip the same as the one before is dropped, each distinct outline of the
  /// chain is computed once over the pixels the clips before it leave, and the chain is
  /// held in about 250 bytes a clip (a million distinct clips take about 280 MB). A
  /// shadow looks at most 1,024 pixels past each canvas edge (less on canvases so large
  /// that a layer with that margin would pass 2²⁶ pixels), whatever its radius or offset.
  ///
  /// - Throws: ``RasterError`` when the canvas, in pixels (rounded up), is empty, not
  ///   finite or too large; nothing is allocated or drawn then.
  public func render(
    width: CGFloat, height: CGFloat, background: Color? = nil,
    drawing: (inout GraphicsContext, CGSize) -> Void
  ) throws(RasterError) -> RasterImage {
    let size = try RasterError.pixelSize(width: width, height: height, scale: scale)
    let bounds = CGRect(x: 0, y: 0, width: width, height: height)
    // Each node is painted as the context makes it: the drawing is never held whole.
    let raster = RasterSink(width: size.width, height: size.height, scale: Double(scale))
    if let background {
      raster.draw(.background(background, in: bounds))
    }
    let target = GraphicsTarget(writer: nil, raster: raster)
    var context = GraphicsContext(target: target, bounds: bounds)
    drawing(&context, bounds.size)
    target.flushPending()
    return raster.finish()
  }
}

extension RasterRenderer {
  /// The pixels of an artwork: its canvas at ``scale`` pixels a point.
  ///
  /// - Throws: ``RasterError`` when the canvas, in pixels, is empty or too large.
  @MainActor @preconcurrency public func render<Content: View>(_ artwork: Artwork<Content>)
    throws(RasterError)
    -> RasterImage
  {
    let size = try RasterError.pixelSize(
      width: Double(artwork.width), height: Double(artwork.height), scale: Double(scale))
    return SceneRasterizer.image(
      of: artwork.resolve(), width: size.width, height: size.height, scale: Double(scale))
  }
}

extension SceneRasterizer {
  /// The pixels of a scene in points, drawn at `scale` pixels a point.
  static func image(of nodes: [Node], width: Int, height: Int, scale: Double) -> RasterImage {
    let raster = RasterSink(width: width, height: height, scale: scale)
    for node in nodes { raster.draw(node) }
    return raster.finish()
  }
}
