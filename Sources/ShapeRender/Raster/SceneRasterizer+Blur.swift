import Shapes

extension SceneRasterizer {
  /// Draws a blur group: its children into a layer, which reaches past the layer below
  /// where content there blurs onto it (as a shadow's layer does), then that layer blurred
  /// onto the layer below.
  ///
  /// Every channel is blurred premultiplied, as SVG's `feGaussianBlur` of the source
  /// graphic, by ``GaussianBlur`` (resvg's box blurs from 2 pixels up), over every pixel
  /// within the blur's reach of the layer below and the shadow margin. An opaque blur
  /// looks only within its frame, as the SVG writer's filter region clips both the input
  /// and the output, and divides its result by its alpha, which becomes opaque.
  mutating func drawBlurGroup(
    _ group: GroupNode, blur: Blur, transform t: CGAffineTransform, depth: Int
  ) {
    guard layers.count < Self.maximumLayerDepth else {
      return note("layers nested deeper than \(Self.maximumLayerDepth) are not drawn")
    }
    let spread = ShadowBlur(deviation: Double(blur.deviation), transform: t)
    let below = layers[layers.count - 1].frame
    let clip = blur.opaqueFrame.map { regionPixels($0, transform: t, below: below) }
    let layer = drawFilterLayer(group, spread: spread, transform: t, depth: depth)
    var result = blurred(layer, by: spread, within: clip, onto: below)
    if clip != nil { result.makeOpaque() }
    layers[layers.count - 1].composite(result, opacity: 1)
  }

  /// The pixels of a filter region `rect` drawn under `transform` (onto pixels of the
  /// layer `below`), in canvas pixels, as resvg rounds a filter region: the left and top
  /// edges down, the width and height up (at least 1), each within the shadow margin.
  private func regionPixels(
    _ rect: CGRect, transform: CGAffineTransform, below: PixelBounds
  ) -> PixelBounds {
    let reach = shadowReach
    let box = rect.applying(transform).offsetBy(dx: Double(below.x), dy: Double(below.y))
    guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.width.isFinite,
      box.height.isFinite
    else { return PixelBounds(x: 0, y: 0, width: 0, height: 0) }
    func clamped(_ value: Double) -> Int {
      Int(min(max(value, -1e9), 1e9))
    }
    let x = clamped(box.minX.rounded(.down))
    let y = clamped(box.minY.rounded(.down))
    let width = max(1, clamped(box.width.rounded(.up)))
    let height = max(1, clamped(box.height.rounded(.up)))
    return PixelBounds(x: x, y: y, width: width, height: height).intersection(reach)
  }

  /// `layer` blurred by `spread`, on a layer placed as `target`: computed over the layer's
  /// drawing within the blur's reach of `target` and the shadow margin, or, for an opaque
  /// blur, only within `clip`, which its result then covers entirely.
  private func blurred(
    _ layer: PixelBuffer, by spread: ShadowBlur, within clip: PixelBounds?,
    onto target: PixelBounds
  ) -> PixelBuffer {
    var result = PixelBuffer(frame: target)
    var source = layer.dirty.offsetBy(x: layer.originX, y: layer.originY)
    var region = source.outset(x: spread.reachX, y: spread.reachY)
      .intersection(target.outset(x: spread.reachX, y: spread.reachY)).intersection(shadowReach)
    if let clip {
      source = source.intersection(clip)
      region = clip
    }
    let painted = region.intersection(target)
    let input = source.intersection(region)
    guard !painted.isEmpty, clip != nil || !input.isEmpty else { return result }
    result.dirty = painted.offsetBy(x: -target.x, y: -target.y)
    // An opaque blur of nothing is still drawn: opaque black over its frame.
    let hasInput = !input.isEmpty
    var values = [Float](repeating: 0, count: hasInput ? input.width * input.height : 0)
    for channel in 0..<4 where hasInput {
      layer.bytes.withUnsafeBufferPointer { bytes in
        for y in input.y..<input.maxY {
          let from = (y - layer.originY) * layer.width - layer.originX
          let to = (y - input.y) * input.width - input.x
          for x in input.x..<input.maxX {
            values[to + x] = Float(bytes[(from + x) * 4 + channel]) / 255
          }
        }
      }
      let blurred = GaussianBlur.blur(
        values, input: input, over: region, sigmaX: spread.sigmaX, sigmaY: spread.sigmaY,
        output: painted)
      let width = target.width
      result.bytes.withUnsafeMutableBufferPointer { bytes in
        for y in painted.y..<painted.maxY {
          let from = (y - painted.y) * painted.width - painted.x
          let to = (y - target.y) * width - target.x
          for x in painted.x..<painted.maxX {
            let value = min(max(blurred[from + x] * 255 + 0.5, 0), 255)
            bytes[(to + x) * 4 + channel] = UInt8(value)
          }
        }
      }
    }
    return result
  }
}

extension PixelBuffer {
  /// Makes every pixel of ``dirty`` opaque, its color divided by its alpha, as resvg's
  /// `feComponentTransfer` setting alpha to 1 does: each channel `⌊c / (a/255) + ½⌋`,
  /// within 0…255, in single precision; a transparent pixel becomes opaque black.
  mutating func makeOpaque() {
    let area = dirty
    guard !area.isEmpty else { return }
    let width = self.width
    bytes.withUnsafeMutableBufferPointer { bytes in
      for y in area.y..<area.maxY {
        for x in area.x..<area.maxX {
          let p = (y * width + x) * 4
          let alpha = Float(bytes[p + 3]) / 255
          for k in 0..<3 {
            bytes[p + k] = Self.truncatedByte(Float(bytes[p + k]) / alpha + 0.5)
          }
          bytes[p + 3] = 255
        }
      }
    }
  }

  /// `value` cut toward zero to a byte, as Rust converts a float to `u8`: within 0…255,
  /// NaN giving 0.
  @inline(__always)
  static func truncatedByte(_ value: Float) -> UInt8 {
    guard !value.isNaN else { return 0 }
    return UInt8(min(max(value, 0), 255).rounded(.towardZero))
  }
}
