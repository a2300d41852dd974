import Shapes

/// Effect layers: a node's effects written as attributes of as few elements as SVG's order
/// of applying them allows.
extension SVGDocumentWriter {
  /// Writes a node whose effects may need groups and definitions.
  func writeWithEffects(_ node: Node) {
    // Collect the groups of single-child groups, outermost first, down to the content.
    var groups: [GroupNode] = []
    var content = node
    var children: [Node]?
    while case .group(let group) = content {
      if case .clipChain(let clips) = group.effect {
        // Written as the nested clip groups it stands for.
        for clip in clips {
          groups.append(GroupNode(children: group.children, effect: .clip(clip.path, clip.style)))
        }
      } else {
        groups.append(group)
      }
      if group.children.count == 1 {
        content = group.children[0]
      } else {
        children = group.children
        break
      }
    }
    // Innermost first, split into runs one element can carry.
    let layers = Self.elementLayers(groups.reversed())
    writeLayers(layers[...], content: content, children: children)
  }

  /// Splits the groups of effects (innermost first) into runs that one element can carry:
  /// SVG applies an element's filter, then its clip, then its mask, then its opacity, then
  /// its blending, then its transform, so a run must follow that order.
  static func elementLayers(_ groups: [GroupNode]) -> [[GroupNode]] {
    var layers: [[GroupNode]] = []
    var current: [GroupNode] = []
    var lastRank = -1
    for group in groups {
      let rank = group.effect.elementRank
      if rank <= lastRank {
        layers.append(current)
        current = []
      }
      current.append(group)
      lastRank = rank
    }
    if !current.isEmpty || layers.isEmpty { layers.append(current) }
    return layers
  }

  /// Writes the content (a leaf, or the children of a group) under runs of effects,
  /// innermost run first: one element per run, the innermost on the leaf itself.
  private func writeLayers(
    _ layers: ArraySlice<[GroupNode]>, content: Node, children: [Node]?
  ) {
    // The outer runs' groups, opened outermost first and closed in turn after the content:
    // a loop, not recursion, as a chain of clips may be thousands of runs deep.
    var opened = 0
    for outer in layers.dropFirst().reversed() {
      let prepared = prepareEffects(outer)
      if openGroup(attributes: prepared.attributes, animations: prepared.animations) {
        opened += 1
      }
    }
    let prepared = prepareEffects(layers.first ?? [])
    if let children {
      writeGroup(attributes: prepared.attributes, animations: prepared.animations) {
        for child in children { $0.write(child) }
      }
    } else {
      writeLeaf(content, attributes: prepared.attributes, animations: prepared.animations)
    }
    for _ in 0..<opened { output.append("</g>\n") }
  }

  /// The attributes and animation elements of a run of effects, writing the definitions
  /// they need first.
  private func prepareEffects(_ groups: [GroupNode]) -> (
    attributes: SVGOutput, animations: SVGOutput
  ) {
    var attributes = output.part()
    var animations = output.part()
    for group in groups {
      switch group.effect {
      case .opacity(let value):
        if value < 1 { attributes.attribute("opacity", value) }
      case .animatedOpacity(let value, let animation):
        if value < 1 { attributes.attribute("opacity", value) }
        appendAnimation(animation, to: &animations)
      case .transform(let transform):
        attributes.append(" transform=\"")
        Self.appendTransform(transform, to: &attributes)
        attributes.append("\"")
      case .clip(let path, let style):
        attributes.reference(" clip-path=\"url(#", clipDefinition(path, style: style))
      case .clipChain:
        // Never here: `writeWithEffects` writes a chain as the `.clip` groups it stands for.
        break
      case .mask(let nodes):
        attributes.reference(" mask=\"url(#", maskDefinition(nodes))
      case .shadow(let shadow):
        guard let extent = group.filterExtent else { continue }
        attributes.reference(" filter=\"url(#", shadowDefinition(shadow, extent: extent))
      case .blur(let blur):
        guard let extent = group.filterExtent else { continue }
        attributes.reference(" filter=\"url(#", blurDefinition(blur, extent: extent))
      case .colorFilter(let filter):
        guard let extent = group.filterExtent else { continue }
        attributes.reference(" filter=\"url(#", colorFilterDefinition(filter, extent: extent))
      case .blendMode(let mode):
        // Modes CSS lacks are drawn normally (see `BlendMode`).
        guard let name = mode.cssName else { continue }
        attributes.append(" style=\"mix-blend-mode:")
        attributes.append(name)
        attributes.append("\"")
      }
    }
    return (attributes, animations)
  }

  /// Appends a transform's value: `translate(…)` when it only moves, else `matrix(…)`.
  private static func appendTransform(_ t: CGAffineTransform, to output: inout SVGOutput) {
    if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
      output.append("translate(")
    } else {
      output.append("matrix(")
      // The linear part keeps more digits: it multiplies coordinates.
      let linear = SVGNumberFormat(precision: max(output.format.precision, 6))
      output.number(t.a, format: linear)
      output.append(" ")
      output.number(t.b, format: linear)
      output.append(" ")
      output.number(t.c, format: linear)
      output.append(" ")
      output.number(t.d, format: linear)
      output.append(" ")
    }
    output.number(t.tx)
    output.append(" ")
    output.number(t.ty)
    output.append(")")
  }
}

extension Effect {
  /// The order in which SVG applies an element's effects: filter, clip, mask, opacity,
  /// blending with the backdrop, transform.
  fileprivate var elementRank: Int {
    switch self {
    case .shadow, .blur, .colorFilter: 0
    case .clip, .clipChain: 1
    case .mask: 2
    case .opacity, .animatedOpacity: 3
    case .blendMode: 4
    case .transform: 5
    }
  }
}
