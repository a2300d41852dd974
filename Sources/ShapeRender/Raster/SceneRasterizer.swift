import Shapes

/// Draws a resolved scene into a bitmap: the raster back end, beside the SVG writer.
///
/// Shapes are filled, and stroked by ``RasterStroker``, by exact-area coverage;
/// group opacity, clips, masks and shadows each draw their children into a layer of their
/// own, then composite it, as SVG renderers do.
///
/// **Limits.** Layers nest at most ``maximumLayerDepth`` deep and groups at most
/// ``maximumGroupDepth``; content deeper than that is not drawn and is reported in
/// ``diagnostics``. A chain of clips, each the only child of the one before (what a
/// `GraphicsContext` clipped many times makes), takes one layer however long it is; each
/// distinct outline in it is computed once, over the pixels the clips before it leave.
struct SceneRasterizer {
  /// The most layers (opacity, clip, mask, shadow groups) open at once: each is a bitmap.
  static let maximumLayerDepth = 16
  /// The most groups nested within each other.
  static let maximumGroupDepth = 1000
  /// How far a flattened curve may stray from the true curve, in device pixels.
  static let tolerance = 0.05

  /// The drawing so far: the bottom layer.
  var layers: [PixelBuffer]
  /// What could not be drawn, one line each.
  private(set) var diagnostics: [String] = []
  private var accumulator = CoverageAccumulator()
  /// The rows where a stroke's parts overlap, kept from stroke to stroke.
  private var overlapRows = OverlapRows()
  private var scratch: [SIMD4<Float>] = []
  private var images: [Int: ImageSampler?] = [:]
  /// Glyph outlines read so far, by face, glyph and size.
  var glyphs: [GlyphKey: Path] = [:]

  init(width: Int, height: Int) {
    layers = [PixelBuffer(width: width, height: height)]
  }

  /// The drawing, taken out of the rasterizer (which is left an empty canvas), so that its
  /// pixels are the only copy and can be changed in place.
  mutating func takeResult() -> PixelBuffer {
    var taken = PixelBuffer(width: 0, height: 0)
    swap(&taken, &layers[0])
    return taken
  }
  // What is drawn is cut to the layer drawn into, which a shadow's reaches past the canvas.
  private var width: Int { layers[layers.count - 1].width }
  private var height: Int { layers[layers.count - 1].height }

  mutating func note(_ message: String) {
    if !diagnostics.contains(message) { diagnostics.append(message) }
  }

  /// Draws nodes given in coordinates that `transform` maps to device pixels.
  mutating func draw(_ nodes: [Node], transform: CGAffineTransform, depth: Int = 0) {
    for node in nodes { draw(node, transform: transform, depth: depth) }
  }

  mutating func draw(_ node: Node, transform: CGAffineTransform, depth: Int) {
    switch node {
    case .shape(let shape):
      // Found once for the fill and the stroke: boxing curves and arcs is not free.
      let bounds = shape.path.boundingRect
      if let paint = shape.fill {
        fill(
          shape.path, paint: paint.paint, frame: paint.frame, evenOdd: shape.fillStyle.isEOFilled,
          transform: transform, bounds: bounds)
      }
      if let stroke = shape.stroke, shape.strokeStyle.lineWidth > 0 {
        self.stroke(
          shape.path, bounds: bounds, style: shape.strokeStyle, paint: stroke.paint,
          frame: stroke.frame, transform: transform)
      }
    case .image(let image):
      drawImage(image, transform: transform)
    case .text(let text):
      drawText(text, transform: transform)
    case .group(let group):
      guard depth < Self.maximumGroupDepth else {
        return note("groups nested deeper than \(Self.maximumGroupDepth) are not drawn")
      }
      drawGroup(group, transform: transform, depth: depth + 1)
    }
  }

  /// Fills `path` with a paint; the path and the paint's frame are in the space that
  /// `transform` maps to device pixels.
  ///
  /// `bounds` is the path's bounding box, when the caller has it.
  mutating func fill(
    _ path: Path, paint: Paint, frame: CGRect, evenOdd: Bool, transform: CGAffineTransform,
    opacity: Double = 1, bounds: CGRect? = nil
  ) {
    guard
      let shader = RasterShader(paint: paint, frame: frame, transform: transform, opacity: opacity)
    else { return }
    fill(path, shader: shader, evenOdd: evenOdd, transform: transform, bounds: bounds)
  }

  /// Strokes `path` with a paint: under a transform that keeps angles and scales evenly,
  /// by ``RasterStroker`` in device space; otherwise as the fill of `strokedPath`, stroked
  /// in the path's own space and then mapped.
  ///
  /// `bounds` is the path's bounding box.
  private mutating func stroke(
    _ path: Path, bounds pathBounds: CGRect, style: StrokeStyle, paint: Paint, frame: CGRect,
    transform t: CGAffineTransform
  ) {
    let lineWidth = style.lineWidth
    guard lineWidth > 0, lineWidth.isFinite else { return }
    let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
    let scaleY = (t.c * t.c + t.d * t.d).squareRoot()
    let isSimilarity =
      scaleX > 0 && scaleX.isFinite && abs(scaleX - scaleY) <= 1e-9 * scaleX
      && abs(t.a * t.c + t.b * t.d) <= 1e-9 * scaleX * scaleX
    guard isSimilarity else {
      return fill(
        path.strokedPath(style), paint: paint, frame: frame, evenOdd: false, transform: t)
    }
    guard let shader = RasterShader(paint: paint, frame: frame, transform: t, opacity: 1)
    else { return }
    let dashed =
      style.dash.isEmpty ? path : path.dashedPath(lengths: style.dash, phase: style.dashPhase)
    let halfWidth = lineWidth / 2 * scaleX
    let margin = halfWidth * RasterStroker.reach(style) + 1
    let dashedBounds = style.dash.isEmpty ? pathBounds : dashed.boundingRect
    let box = dashedBounds.applying(t).insetBy(dx: -margin, dy: -margin)
    // Offsets of coordinates this large would not be finite: nothing is drawn, as
    // `strokedPath` draws nothing.
    guard halfWidth.isFinite, box.width.isFinite, box.height.isFinite else { return }
    let bounds = PixelBounds(covering: box, canvasWidth: width, canvasHeight: height)
    guard !bounds.isEmpty else { return }
    accumulator.reset(to: bounds)
    let visible = CGRect(
      x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.width),
      height: Double(bounds.height)
    ).insetBy(dx: -margin, dy: -margin)
    // The stroker works in the rasterizer's accumulator (a copy shares its cells) and
    // borrows its overlap rows for the stroke, so that neither is allocated per stroke.
    var stroker = RasterStroker(
      halfWidth: halfWidth, style: style, tolerance: Self.tolerance,
      xAxis: CGPoint(x: t.a / scaleX, y: t.b / scaleX), accumulator: accumulator)
    swap(&stroker.overlap, &overlapRows)
    stroker.overlap.reset(top: bounds.y, height: bounds.height)
    stroker.stroke(dashed, transform: t, visible: visible)
    defer { swap(&overlapRows, &stroker.overlap) }
    var overlap: OverlapRows?
    if !stroker.overlap.isEmpty {
      // Where parts overlap, the edges are gathered again for the rows they reach.
      stroker.overlap.prepare()
      stroker.collecting = true
      stroker.stroke(dashed, transform: t, visible: visible)
      overlap = stroker.overlap
    }
    composite(shader: shader, evenOdd: false, overlap: overlap)
  }

  private mutating func fill(
    _ path: Path, shader: RasterShader, evenOdd: Bool, transform: CGAffineTransform,
    bounds: CGRect? = nil
  ) {
    guard rasterize(path, evenOdd: evenOdd, transform: transform, bounds: bounds) else { return }
    composite(shader: shader, evenOdd: evenOdd)
  }

  /// Paints the accumulated coverage with `shader` onto the top layer; in the rows a
  /// stroke's parts overlap, with the coverage `overlap` resolved by winding instead.
  private mutating func composite(
    shader: RasterShader, evenOdd: Bool, overlap: OverlapRows? = nil
  ) {
    let top = layers.count - 1
    let source = RowSource(shader)
    let width = layers[top].width
    // What the path's box holds may be drawn: the layer's bounds need not be tight.
    layers[top].dirty = layers[top].dirty.union(accumulator.bounds)
    layers[top].bytes.withUnsafeMutableBufferPointer { bytes in
      guard let pixels = bytes.baseAddress else { return }
      // The sweep reports pixels of the layer only, so the offset cannot overflow.
      func pixel(_ y: Int, _ x: Int) -> UnsafeMutablePointer<UInt8> {
        pixels + (y &* width &+ x) &* 4
      }
      guard let overlap else {
        if let color = source.solidColor {
          // A solid color is painted pixel by pixel as the coverage is summed.
          let inverseAlpha = color.w / 255
          let opaque = source.opaqueBytes
          return accumulator.sweepPixels(evenOdd: evenOdd) { y, x, coverage in
            PixelBuffer.blend(
              color, coverage: coverage, inverseAlpha: inverseAlpha, opaque: opaque,
              into: pixel(y, x))
          }
        }
        return accumulator.sweep(evenOdd: evenOdd) { y, x, coverage in
          PixelBuffer.blend(
            coverage, of: source, onto: pixel(y, x), y: y, x: x, scratch: &scratch)
        }
      }
      accumulator.sweep(evenOdd: evenOdd) { y, x, coverage in
        if overlap.isMarked(y) { overlap.coverage(y: y, x: x, into: coverage) }
        PixelBuffer.blend(coverage, of: source, onto: pixel(y, x), y: y, x: x, scratch: &scratch)
      }
    }
  }

  /// Accumulates a path's edges over the canvas pixels its bounding box (`bounds`, or
  /// found here) meets; false when there are none.
  private mutating func rasterize(
    _ path: Path, evenOdd: Bool, transform: CGAffineTransform, bounds pathBounds: CGRect? = nil,
    within limit: PixelBounds? = nil
  ) -> Bool {
    let box = (pathBounds ?? path.boundingRect).applying(transform)
    var bounds = PixelBounds(covering: box, canvasWidth: width, canvasHeight: height)
    if let limit { bounds = bounds.intersection(limit) }
    guard !bounds.isEmpty else { return false }
    accumulator.reset(to: bounds)
    let visible = CGRect(
      x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.width),
      height: Double(bounds.height))
    path.flattened(applying: transform, tolerance: Self.tolerance, visible: visible) { a, b in
      accumulator.addLine(a, b)
    }
    return true
  }

  /// The coverage of a clip path, within `limit`.
  mutating func clipMask(
    _ path: Path, evenOdd: Bool, transform: CGAffineTransform, within limit: PixelBounds
  ) -> CoverageMask {
    guard rasterize(path, evenOdd: evenOdd, transform: transform, within: limit) else {
      return CoverageMask(bounds: PixelBounds(x: 0, y: 0, width: 0, height: 0))
    }
    var mask = CoverageMask(bounds: accumulator.bounds)
    accumulator.sweep(evenOdd: evenOdd) { y, x, coverage in
      mask.setRow(y: y, x: x, coverage)
    }
    return mask
  }

  private mutating func drawImage(_ node: ImageNode, transform: CGAffineTransform) {
    let key = node.image.data.hashValue
    if images[key] == nil { images[key] = .some(ImageSampler(image: node.image)) }
    guard let sampler = images[key] ?? nil else {
      return note("an image the raster renderer cannot decode (a broken PNG or JPEG) is not drawn")
    }
    guard
      let shader = RasterShader(image: sampler, rect: node.rect, transform: transform, opacity: 1)
    else { return }
    fill(Path(node.rect), shader: shader, evenOdd: false, transform: transform)
  }
}
