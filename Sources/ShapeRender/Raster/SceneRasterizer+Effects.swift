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
      drawShadowGroup(group, shadow: shadow, transform: transform, depth: depth)
    case .blur(let blur):
      drawBlurGroup(group, blur: blur, transform: transform, depth: depth)
    case .blendMode(let mode):
      let layer = drawAside { $0.draw(group.children, transform: transform, depth: depth) }
      layers[layers.count - 1].blend(layer, mode: mode)
    case .colorFilter(let filter):
      withLayer(depth: depth) { rasterizer in
        rasterizer.draw(group.children, transform: transform, depth: depth)
      } finish: { layer, _ in
        var filtered = layer
        filtered.apply(filter)
        return (filtered, 1)
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
    var seen: Set<ClipIdentity> = []
    for (path, style, clipTransform) in clips {
      guard seen.insert(ClipIdentity(path: path, style: style, transform: clipTransform)).inserted
      else { continue }
      let limit = mask?.bounds ?? layers[layers.count - 1].canvasBounds
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
  /// Draws into a new layer, the size and place of the one below, then composites what
  /// `finish` makes of it (a layer and an opacity) onto the layer below.
  mutating func withLayer(
    depth: Int, draw: (inout SceneRasterizer) -> Void,
    finish: (PixelBuffer, inout SceneRasterizer) -> (PixelBuffer, Double)
  ) {
    guard layers.count < Self.maximumLayerDepth else {
      return note("layers nested deeper than \(Self.maximumLayerDepth) are not drawn")
    }
    layers.append(PixelBuffer(frame: layers[layers.count - 1].frame))
    draw(&self)
    let layer = layers.removeLast()
    let (result, opacity) = finish(layer, &self)
    layers[layers.count - 1].composite(result, opacity: opacity)
  }

  /// What `draw` draws into a layer of its own, the size and place of the current one,
  /// which is not composited anywhere (an empty layer when layers are already nested too
  /// deep).
  mutating func drawAside(_ draw: (inout SceneRasterizer) -> Void) -> PixelBuffer {
    guard layers.count < Self.maximumLayerDepth else {
      note("layers nested deeper than \(Self.maximumLayerDepth) are not drawn")
      return PixelBuffer(width: 0, height: 0)
    }
    layers.append(PixelBuffer(frame: layers[layers.count - 1].frame))
    draw(&self)
    return layers.removeLast()
  }
}

extension Effect {
  /// Whether the effect draws its children into a layer.
  var isLayered: Bool {
    switch self {
    case .transform: false
    case .opacity(let value), .animatedOpacity(let value, _): value < 1
    case .clip, .clipChain, .mask, .shadow, .blur, .colorFilter, .blendMode: true
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

/// What makes two clips of a chain the same: the outline, its fill rule and the transform
/// it is drawn under.
private struct ClipIdentity: Hashable {
  let path: Path
  let style: FillStyle
  let transform: CGAffineTransform
}
