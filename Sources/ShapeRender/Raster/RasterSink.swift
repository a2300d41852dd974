import Shapes

/// A scene's nodes painted into pixels one by one, as they come: what a
/// ``GraphicsContext`` drawing into a ``RasterRenderer`` draws into, so that its nodes are
/// not kept until the drawing ends.
final class RasterSink {
  private var rasterizer: SceneRasterizer
  /// Points to pixels.
  private let transform: CGAffineTransform

  /// A transparent canvas of `width` × `height` pixels (checked by
  /// ``RasterError/pixelSize(width:height:scale:)``), taking nodes in points drawn at
  /// `scale` pixels a point.
  init(width: Int, height: Int, scale: Double) {
    rasterizer = SceneRasterizer(width: width, height: height)
    transform = CGAffineTransform(scaleX: scale, y: scale)
  }

  /// Paints `node` over what is drawn so far.
  func draw(_ node: Node) {
    rasterizer.draw(node, transform: transform, depth: 0)
  }

  /// The pixels drawn, with what could not be drawn; the sink is left an empty canvas.
  func finish() -> RasterImage {
    RasterImage(premultiplied: rasterizer.takeResult(), diagnostics: rasterizer.diagnostics)
  }
}
