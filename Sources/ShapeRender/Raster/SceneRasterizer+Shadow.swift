import Shapes

/// A shadow, or a blur, in device pixels: its offset, in whole pixels (none for a blur),
/// and its blur.
struct ShadowBlur {
  /// The offset, cut to whole pixels toward zero, as resvg moves a filter's pixels.
  let dx: Int
  let dy: Int
  /// The blur's standard deviation along rows and along columns.
  let sigmaX: Double
  let sigmaY: Double
  /// How far the blur reaches along rows and along columns (``GaussianBlur/reach(sigma:)``).
  let reachX: Int
  let reachY: Int

  /// The blur of `shadow` drawn under `t`; `nil` when its offset is not finite or is a
  /// million pixels or more, where no shadow is drawn (it could not reach the canvas from
  /// content within a layer's reach).
  init?(_ shadow: Shadow, transform t: CGAffineTransform) {
    let sigma = Double(shadow.radius) / 2
    sigmaX = sigma.isFinite && sigma > 0 ? sigma * (t.a * t.a + t.b * t.b).squareRoot() : 0
    sigmaY = sigma.isFinite && sigma > 0 ? sigma * (t.c * t.c + t.d * t.d).squareRoot() : 0
    let offsetX = t.a * shadow.x + t.c * shadow.y
    let offsetY = t.b * shadow.x + t.d * shadow.y
    guard offsetX.isFinite, offsetY.isFinite, abs(offsetX) < 1e6, abs(offsetY) < 1e6 else {
      return nil
    }
    dx = Int(offsetX)
    dy = Int(offsetY)
    reachX = GaussianBlur.reach(sigma: sigmaX)
    reachY = GaussianBlur.reach(sigma: sigmaY)
  }

  /// A blur with standard deviation `deviation` drawn under `t`, not offset.
  init(deviation: Double, transform t: CGAffineTransform) {
    let sigma = deviation.isFinite && deviation > 0 ? deviation : 0
    sigmaX = sigma * (t.a * t.a + t.b * t.b).squareRoot()
    sigmaY = sigma * (t.c * t.c + t.d * t.d).squareRoot()
    dx = 0
    dy = 0
    reachX = GaussianBlur.reach(sigma: sigmaX)
    reachY = GaussianBlur.reach(sigma: sigmaY)
  }
}

extension SceneRasterizer {
  /// The most a shadow's layer, or the blur of its alpha, reaches past each edge of the
  /// canvas, in device pixels.
  static let maximumShadowMargin = 1024

  /// How far shadows may look past each edge of a canvas of this size:
  /// ``maximumShadowMargin``, halved until the canvas with the margin around it holds at
  /// most ``RasterError/maximumPixelCount`` pixels, so that no layer is larger than the
  /// largest canvas (the largest canvases get no margin at all).
  static func shadowMargin(width: Int, height: Int) -> Int {
    var margin = maximumShadowMargin
    while margin > 0,
      (width + 2 * margin) * (height + 2 * margin) > RasterError.maximumPixelCount
    {
      margin /= 2
    }
    return margin
  }

  /// The canvas's pixels with the shadow margin around them: all that a shadow looks at.
  var shadowReach: PixelBounds {
    let canvas = layers[0].frame
    let margin = Self.shadowMargin(width: canvas.width, height: canvas.height)
    return canvas.outset(x: margin, y: margin)
  }

  /// Draws a shadow group: its children into a layer, which reaches past the layer below
  /// where content there casts a shadow onto it, then their shadow and the layer itself
  /// onto the layer below.
  ///
  /// The layer reaches only as far as the children's visual bounds, within the blur's
  /// reach of the layer below moved back by the offset, and at most ``shadowMargin(width:height:)``
  /// past the canvas: a shadow whose content lies on the canvas takes a layer the
  /// canvas's size, as every other layer does.
  mutating func drawShadowGroup(
    _ group: GroupNode, shadow: Shadow, transform t: CGAffineTransform, depth: Int
  ) {
    guard layers.count < Self.maximumLayerDepth else {
      return note("layers nested deeper than \(Self.maximumLayerDepth) are not drawn")
    }
    let blur = ShadowBlur(shadow, transform: t)
    let layer = drawFilterLayer(group, spread: blur, transform: t, depth: depth)
    if let blur { drawShadow(of: layer, blur: blur, color: shadow.color) }
    layers[layers.count - 1].composite(layer, opacity: 1)
  }

  /// Draws the children of a filter's group into a layer of their own and returns it: the
  /// layer below's frame, grown by as far as `spread` lets the filter reach past the
  /// canvas (see ``shadowLayerFrame(_:content:transform:below:)``).
  mutating func drawFilterLayer(
    _ group: GroupNode, spread: ShadowBlur?, transform t: CGAffineTransform, depth: Int
  ) -> PixelBuffer {
    let below = layers[layers.count - 1].frame
    var frame = below
    if let spread, let content = group.filterExtent?.content {
      frame = shadowLayerFrame(spread, content: content, transform: t, below: below)
    }
    layers.append(PixelBuffer(frame: frame))
    // The children's transform gives pixels of the layer below; this layer's lie elsewhere.
    let transform =
      frame == below
      ? t
      : t.concatenating(
        CGAffineTransform(translationX: Double(below.x - frame.x), y: Double(below.y - frame.y)))
    draw(group.children, transform: transform, depth: depth)
    return layers.removeLast()
  }

  /// The frame of a shadow group's layer: the layer below, grown over the content (its
  /// visual bounds `content` under `transform`) whose shadow can fall on the layer below.
  func shadowLayerFrame(
    _ blur: ShadowBlur, content: CGRect, transform: CGAffineTransform, below: PixelBounds
  ) -> PixelBounds {
    let reach = shadowReach
    // A pixel casts its shadow within the blur's reach of itself moved by the offset.
    let casting = below.offsetBy(x: -blur.dx, y: -blur.dy)
      .outset(x: blur.reachX, y: blur.reachY).intersection(reach)
    if casting.isEmpty { return below }
    // Two pixels to spare for anti-aliasing and rounding.
    let box = content.applying(transform).offsetBy(dx: Double(below.x), dy: Double(below.y))
      .insetBy(dx: -2, dy: -2)
    guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite,
      box.maxY.isFinite
    else { return below }
    func clamped(_ value: Double, _ low: Int, _ high: Int) -> Int {
      Int(min(max(value, Double(low)), Double(high)))
    }
    let minX = clamped(box.minX.rounded(.down), reach.x, reach.maxX)
    let minY = clamped(box.minY.rounded(.down), reach.y, reach.maxY)
    let drawn = PixelBounds(
      x: minX, y: minY, width: clamped(box.maxX.rounded(.up), minX, reach.maxX) - minX,
      height: clamped(box.maxY.rounded(.up), minY, reach.maxY) - minY)
    return below.union(casting.intersection(drawn))
  }

  /// Draws the shadow of `layer` onto the current layer, as the SVG writer's filter does:
  /// the layer's alpha offset, blurred with a standard deviation of half the radius, in
  /// the shadow's color.
  ///
  /// The blur is computed over every pixel within its reach of the current layer (as far
  /// as the shadow margin allows), so that what it carries across the canvas's edges,
  /// in either direction, is not lost; its cost grows with the rows the content covers
  /// times that region's width, plus the current layer's columns times its height,
  /// whatever the deviation.
  private mutating func drawShadow(of layer: PixelBuffer, blur: ShadowBlur, color: Color) {
    guard !layer.dirty.isEmpty else { return }
    let top = layers.count - 1
    let target = layers[top].frame
    // The layer's pixels, moved by the offset, on the canvas.
    let shiftX = layer.originX + blur.dx
    let shiftY = layer.originY + blur.dy
    let cast = layer.dirty.offsetBy(x: shiftX, y: shiftY)
    let region = cast.outset(x: blur.reachX, y: blur.reachY)
      .intersection(target.outset(x: blur.reachX, y: blur.reachY)).intersection(shadowReach)
    let painted = region.intersection(target)
    let input = cast.intersection(region)
    guard !painted.isEmpty, !input.isEmpty else { return }
    var alpha = [Float](repeating: 0, count: input.width * input.height)
    layer.bytes.withUnsafeBufferPointer { bytes in
      for y in input.y..<input.maxY {
        let from = (y - shiftY) * layer.width - shiftX
        let to = (y - input.y) * input.width - input.x
        for x in input.x..<input.maxX { alpha[to + x] = Float(bytes[(from + x) * 4 + 3]) / 255 }
      }
    }
    alpha = GaussianBlur.blur(
      alpha, input: input, over: region, sigmaX: blur.sigmaX, sigmaY: blur.sigmaY,
      output: painted)
    let opacity = Float(min(max(color.opacity, 0), 1))
    let color = SIMD4<Float>(
      Float(color.redByte) * opacity, Float(color.greenByte) * opacity,
      Float(color.blueByte) * opacity, 255 * opacity)
    layers[top].dirty = layers[top].dirty.union(painted.offsetBy(x: -target.x, y: -target.y))
    let width = layers[top].width
    layers[top].bytes.withUnsafeMutableBufferPointer { bytes in
      for y in painted.y..<painted.maxY {
        let row = (y - painted.y) * painted.width - painted.x
        let destination = (y - target.y) * width - target.x
        for x in painted.x..<painted.maxX {
          let a = min(alpha[row + x], 1)
          if a <= 0 { continue }
          PixelBuffer.blend(color * a, into: bytes, at: (destination + x) * 4)
        }
      }
    }
  }
}
