import Shapes

extension Node {
  /// The box a renderer uses as the node's bounding box (`objectBoundingBox`): geometry
  /// only, strokes, clips and effects ignored; `nil` when the node has none (an empty
  /// group) or it cannot be known exactly (text).
  var geometryBounds: CGRect? {
    switch self {
    case .shape(let shape):
      let box = shape.path.boundingRect
      return box.isNull ? nil : box
    case .image(let image):
      return image.rect
    case .text:
      return nil
    case .group(let group):
      let result = Node.geometryBounds(of: group.children)
      if case .transform(let transform) = group.effect {
        return result?.applying(transform)
      }
      return result
    }
  }

  /// ``geometryBounds`` of nodes side by side: the union of theirs, `nil` when one is
  /// text or none has any.
  static func geometryBounds(of nodes: [Node]) -> CGRect? {
    var result: CGRect?
    for node in nodes {
      guard let box = node.geometryBounds else {
        if case .text = node { return nil }
        continue
      }
      result = result.map { $0.union(box) } ?? box
    }
    return result
  }

  /// ``visualBounds`` of nodes side by side: the union of theirs, `nil` when none paints.
  static func visualBounds(of nodes: [Node]) -> CGRect? {
    var result: CGRect?
    for node in nodes {
      guard let box = node.visualBounds else { continue }
      result = result.map { $0.union(box) } ?? box
    }
    return result
  }

  /// Whether the node or anything inside it has an animated path, so that its bounding box
  /// changes while the animation runs.
  var containsAnimation: Bool {
    switch self {
    case .shape(let shape): shape.animatedBounds != nil
    case .image, .text: false
    case .group(let group):
      group.children.contains { $0.containsAnimation }
        || {
          if case .mask(let nodes) = group.effect {
            return nodes.contains { $0.containsAnimation }
          }
          return false
        }()
    }
  }

  /// Whether the node or anything inside it is text, whose exact extent only the renderer
  /// knows.
  var containsText: Bool {
    switch self {
    case .text: true
    case .shape, .image: false
    case .group(let group):
      group.children.contains { $0.containsText }
        || {
          if case .mask(let nodes) = group.effect { return nodes.contains { $0.containsText } }
          return false
        }()
    }
  }

  /// ``geometryBounds`` and ``visualBounds`` together, measuring a shape's path once.
  var geometryAndVisualBounds: (geometry: CGRect?, visual: CGRect?) {
    guard case .shape(let shape) = self else { return (geometryBounds, visualBounds) }
    let box = shape.path.boundingRect
    return (box.isNull ? nil : box, shape.visualBounds(pathBounds: box))
  }

  /// A box that holds every pixel the node can paint, with room to spare for strokes
  /// (miters included), text (estimated generously), shadows and blurs (three standard
  /// deviations of blur, and a unit); `nil` when it paints nothing.
  var visualBounds: CGRect? {
    switch self {
    case .shape(let shape):
      return shape.visualBounds(pathBounds: shape.path.boundingRect)
    case .image(let image):
      return image.rect
    case .text(let text):
      if let measured = text.measured { return measured.visualBounds }
      let size = text.font.size
      let longest = CGFloat(text.lines.map(\.count).max() ?? 0)
      let width = longest * size * 1.2 + size
      let left = text.anchor.x - width * text.alignment.fraction
      let top = text.anchor.y - 1.2 * size
      let height = CGFloat(text.lines.count - 1) * 1.2 * size + 1.7 * size
      return CGRect(x: left, y: top, width: width, height: height)
    case .group(let group):
      // An opaque blur fills its frame, whatever its children paint, and nothing else.
      if case .blur(let blur) = group.effect, let frame = blur.opaqueFrame { return frame }
      guard let children = Node.visualBounds(of: group.children) else { return nil }
      switch group.effect {
      case .opacity, .animatedOpacity, .blendMode:
        return children
      case .transform(let transform):
        return children.applying(transform)
      case .clip(let path, _):
        let clipped = children.intersection(path.boundingRect)
        return clipped.isNull ? nil : clipped
      case .clipChain(let clips):
        let clipped = clips.reduce(children) { $0.intersection($1.path.boundingRect) }
        return clipped.isNull ? nil : clipped
      case .mask(let nodes):
        let maskBox = nodes.compactMap(\.visualBounds).reduce(CGRect.null) { $0.union($1) }
        let masked = children.intersection(maskBox)
        return masked.isNull ? nil : masked
      case .shadow(let shadow):
        let blur = 3 * shadow.radius / 2
        let cast = children.offsetBy(dx: shadow.x, dy: shadow.y).insetBy(dx: -blur, dy: -blur)
        return children.union(cast)
      case .blur(let blur):
        return children.insetBy(dx: -blur.tail, dy: -blur.tail)
      case .colorFilter:
        return children
      }
    }
  }
}

extension ShapeNode {
  /// ``Node/visualBounds`` of the shape whose path's bounding box is `box`: the box with
  /// any animated outline, grown by how far the stroke (miters and square caps included)
  /// can reach beyond it; `nil` when it is empty.
  func visualBounds(pathBounds box: CGRect) -> CGRect? {
    let box = box.union(animatedBounds ?? .null)
    guard !box.isNull else { return nil }
    guard stroke != nil else { return box }
    let joinFactor = strokeStyle.lineJoin == .miter ? max(strokeStyle.miterLimit, 1) : 1
    let capFactor: CGFloat = strokeStyle.lineCap == .square ? 2.0.squareRoot() : 1
    let reach = strokeStyle.lineWidth / 2 * max(joinFactor, capFactor)
    return box.insetBy(dx: -reach, dy: -reach)
  }
}
