import Shapes

extension SceneRasterizer {
  /// Draws a group: its effect decides whether the children need a layer of their own.
  mutating func drawGroup(_ group: GroupNode, transform: CGAffineTransform, depth: Int) {
    switch group.effect {
    case .transform(let matrix):
      draw(group.children, transform: matrix.concatenating(transform), depth: depth)
    case .opacity(let opacity), .animatedOpacity(let opacity, _):
      guard opacity > 0 else { return }
      if opacity >= 1 { return draw(group.children, transform: transform, depth: depth) }
      withLayer(depth: depth) { rasterizer in
        rasterizer.draw(group.children, transform: transform, depth: depth)
      } finish: { layer, _ in
        (layer, opacity)
      }
    case .clip, .clipChain:
      drawClipChain(group, transform: transform, depth: depth)
    case .mask(let maskNodes):
      withLayer(depth: depth) { rasterizer in
        rasterizer.draw(group.children, transform: transform, depth: depth)
      } finish: { layer, rasterizer in
        var content = layer
        let mask = rasterizer.drawAside { $0.draw(maskNodes, transform: transform, depth: depth) }
        content.multiply(by: CoverageMask(alphaOf: mask))
        return (content, 1)
      }
    case .shadow(let shadow):
      withLayer(depth: depth) { rasterizer in
        rasterizer.draw(group.children, transform: transform, depth: depth)
      } finish: { layer, rasterizer in
        rasterizer.drawShadow(shadow, of: layer, transform: transform)
        return (layer, 1)
      }
    }
  }

  /// A run of clips, each group the only child of the one before: the children drawn once
  /// into a layer, times the product of every clip's coverage.
  private mutating func drawClipChain(_ group: GroupNode, transform: CGAffineTransform, depth: Int)
  {
    var clips: [(Path, FillStyle, CGAffineTransform)] = []
    var current = group
    var currentTransform = transform
    // Walks down without recursion: a chain may be a million groups long.
    while true {
      switch current.effect {
      case .clip(let path, let style): clips.append((path, style, currentTransform))
      case .clipChain(let chain):
        clips += chain.map { ($0.path, $0.style, currentTransform) }
      case .transform(let matrix): currentTransform = matrix.concatenating(currentTransform)
      default: break
      }
      if current.children.count == 1, case .group(let next) = current.children[0],
        next.effect.isClipOrTransform
      {
        current = next
        continue
      }
      break
    }
    let children = current.children
    var mask: CoverageMask?
    // Clipping twice to one outline is clipping once: each distinct clip is computed once,
    // however often the chain repeats it.
    var seen: [Int: [Int]] = [:]
    for (index, (path, style, clipTransform)) in clips.enumerated() {
      let key = Self.clipKey(path, style: style, transform: clipTransform)
      let earlier = seen[key, default: []]
      if earlier.contains(where: {
        clips[$0].0 == path && clips[$0].1 == style && clips[$0].2 == clipTransform
      }) {
        continue
      }
      seen[key, default: []].append(index)
      let limit = mask?.bounds ?? layers[0].canvasBounds
      let next = clipMask(path, evenOdd: style.isEOFilled, transform: clipTransform, within: limit)
      if mask == nil {
        mask = next
      } else {
        mask?.multiply(by: next)
      }
      // Nothing left to show: the rest of the chain cannot change that.
      if mask?.bounds.isEmpty ?? true { return }
    }
    guard let finalMask = mask else { return }
    let childTransform = currentTransform
    withLayer(depth: depth) { rasterizer in
      rasterizer.draw(children, transform: childTransform, depth: depth)
    } finish: { layer, _ in
      var clipped = layer
      clipped.multiply(by: finalMask)
      return (clipped, 1)
    }
  }
}

extension SceneRasterizer {
  /// A hash of a clip: its outline's elements, fill rule and transform.
  static func clipKey(_ path: Path, style: FillStyle, transform t: CGAffineTransform) -> Int {
    var hasher = Hasher()
    hasher.combine(style)
    for value in [t.a, t.b, t.c, t.d, t.tx, t.ty] { hasher.combine(value) }
    path.forEach { element in
      switch element {
      case .move(let p):
        hasher.combine(0)
        hasher.combine(p.x)
        hasher.combine(p.y)
      case .line(let p):
        hasher.combine(1)
        hasher.combine(p.x)
        hasher.combine(p.y)
      case .quadCurve(let p, let c):
        hasher.combine(2)
        hasher.combine(p.x)
        hasher.combine(p.y)
        hasher.combine(c.x)
        hasher.combine(c.y)
      case .curve(let p, let c1, let c2):
        hasher.combine(3)
        hasher.combine(p.x)
        hasher.combine(p.y)
        hasher.combine(c1.x)
        hasher.combine(c1.y)
        hasher.combine(c2.x)
        hasher.combine(c2.y)
      case .closeSubpath: hasher.combine(4)
      }
    }
    return hasher.finalize()
  }

  /// Draws into a new layer, then composites what `finish` makes of it (a layer and an
  /// opacity) onto the layer below.
  mutating func withLayer(
    depth: Int, draw: (inout SceneRasterizer) -> Void,
    finish: (PixelBuffer, inout SceneRasterizer) -> (PixelBuffer, Double)
  ) {
    guard layers.count < Self.maximumLayerDepth else {
      return note("layers nested deeper than \(Self.maximumLayerDepth) are not drawn")
    }
    layers.append(PixelBuffer(width: layers[0].width, height: layers[0].height))
    draw(&self)
    let layer = layers.removeLast()
    let (result, opacity) = finish(layer, &self)
    layers[layers.count - 1].composite(result, opacity: opacity)
  }

  /// What `draw` draws into a layer of its own, which is not composited anywhere (an empty
  /// layer when layers are already nested too deep).
  mutating func drawAside(_ draw: (inout SceneRasterizer) -> Void) -> PixelBuffer {
    guard layers.count < Self.maximumLayerDepth else {
      note("layers nested deeper than \(Self.maximumLayerDepth) are not drawn")
      return PixelBuffer(width: 0, height: 0)
    }
    layers.append(PixelBuffer(width: layers[0].width, height: layers[0].height))
    draw(&self)
    return layers.removeLast()
  }

  /// Draws the shadow of `layer` onto the current layer, as the SVG writer's filter does:
  /// the layer's alpha offset, blurred with a standard deviation of half the radius, in
  /// the shadow's color.
  mutating func drawShadow(_ shadow: Shadow, of layer: PixelBuffer, transform t: CGAffineTransform)
  {
    let sigma = Double(shadow.radius) / 2
    let sigmaX = sigma.isFinite && sigma > 0 ? sigma * (t.a * t.a + t.b * t.b).squareRoot() : 0
    let sigmaY = sigma.isFinite && sigma > 0 ? sigma * (t.c * t.c + t.d * t.d).squareRoot() : 0
    let offsetX = t.a * shadow.x + t.c * shadow.y
    let offsetY = t.b * shadow.x + t.d * shadow.y
    guard offsetX.isFinite, offsetY.isFinite, abs(offsetX) < 1e6, abs(offsetY) < 1e6,
      !layer.dirty.isEmpty
    else { return }
    let dx = Int(offsetX)
    let dy = Int(offsetY)
    let reachX = min(GaussianBlur.reach(sigma: sigmaX), layer.width)
    let reachY = min(GaussianBlur.reach(sigma: sigmaY), layer.height)
    let source = layer.dirty
    let region = PixelBounds(
      x: source.x + dx - reachX, y: source.y + dy - reachY, width: source.width + 2 * reachX,
      height: source.height + 2 * reachY
    ).intersection(layer.canvasBounds)
    guard !region.isEmpty else { return }
    var alpha = [Float](repeating: 0, count: region.width * region.height)
    for y in region.y..<region.maxY {
      let sy = y - dy
      guard sy >= source.y, sy < source.maxY else { continue }
      for x in region.x..<region.maxX {
        let sx = x - dx
        guard sx >= source.x, sx < source.maxX else { continue }
        alpha[(y - region.y) * region.width + x - region.x] =
          Float(layer.bytes[(sy * layer.width + sx) * 4 + 3]) / 255
      }
    }
    GaussianBlur.blur(
      &alpha, width: region.width, height: region.height, sigmaX: sigmaX, sigmaY: sigmaY)
    let opacity = Float(min(max(shadow.color.opacity, 0), 1))
    let color = SIMD4<Float>(
      Float(shadow.color.redByte) * opacity, Float(shadow.color.greenByte) * opacity,
      Float(shadow.color.blueByte) * opacity, 255 * opacity)
    let top = layers.count - 1
    layers[top].dirty = layers[top].dirty.union(region)
    let width = layers[top].width
    layers[top].bytes.withUnsafeMutableBufferPointer { bytes in
      for y in region.y..<region.maxY {
        for x in region.x..<region.maxX {
          let a = min(alpha[(y - region.y) * region.width + x - region.x], 1)
          if a <= 0 { continue }
          PixelBuffer.blend(color * a, into: bytes, at: (y * width + x) * 4)
        }
      }
    }
  }
}

extension Effect {
  /// Whether the effect draws its children into a layer.
  var isLayered: Bool {
    switch self {
    case .transform: false
    case .opacity(let value), .animatedOpacity(let value, _): value < 1
    case .clip, .clipChain, .mask, .shadow: true
    }
  }

  /// Whether the effect is a clip or a transform, the links of a clip chain.
  var isClipOrTransform: Bool {
    switch self {
    case .clip, .clipChain, .transform: true
    default: false
    }
  }
}
