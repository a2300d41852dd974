import Shapes

/// Nodes seen through a projective (not affine) transform, as scene nodes the back ends
/// already draw: a group under the affine transform nearest the projection, holding the
/// nodes with their outlines moved so that, drawn under it, they land where the
/// projection puts them.
///
/// Outlines are exact to within ``tolerance``: strokes become their filled outlines
/// (`Path.strokedPath(_:)`) first, text laid out with fonts its glyphs' outlines, then
/// every outline, clip and mask shape is flattened and each point projected. What has no
/// outline (images, text no font measured) and what is measured in the group's coordinates
/// (gradients, shadows, blurs) is drawn under the nearest affine transform alone, and the
/// artwork's diagnostics say so.
struct ProjectedNodes {
  /// The projection, in the coordinates of the nodes given to ``project(_:)``.
  let projection: ProjectionTransform
  /// The frame of the projected view: the nearest affine transform is fitted over it.
  let frame: CGRect

  /// The largest distance, in the view's units, between a projected outline and the
  /// exact projection of the shape.
  static let tolerance = 0.02

  /// A region no outline leaves, so that no curve is cut short as invisible.
  private static let everywhere = CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)

  /// `nodes` projected: one group under the nearest affine transform, or nothing when
  /// the view is edge-on to the viewer or behind it.
  func project(_ nodes: [Node]) -> [Node] {
    guard !nodes.isEmpty, let nearest = nearestAffine(), let inverse = nearest.invertedIfPossible
    else { return [] }
    var approximated = false
    let children = nodes.flatMap { node in
      project(node, into: Placement(inverse: inverse), approximated: &approximated)
    }
    if approximated { Diagnostics.report(.approximatedProjection) }
    guard !children.isEmpty else { return [] }
    return [.group(GroupNode(children: children, effect: .transform(nearest)))]
  }

  /// The affine transform through the projection of the frame's centre whose axes are the
  /// projection's secants across the frame: the centre and the midpoints of the sides
  /// land where the projection puts them.
  private func nearestAffine() -> CGAffineTransform? {
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    let halfWidth = max(frame.width / 2, 1e-3)
    let halfHeight = max(frame.height / 2, 1e-3)
    guard let middle = projection.project(centre),
      let right = projection.project(CGPoint(x: centre.x + halfWidth, y: centre.y)),
      let left = projection.project(CGPoint(x: centre.x - halfWidth, y: centre.y)),
      let bottom = projection.project(CGPoint(x: centre.x, y: centre.y + halfHeight)),
      let top = projection.project(CGPoint(x: centre.x, y: centre.y - halfHeight))
    else { return nil }
    let a = (right.x - left.x) / (2 * halfWidth)
    let b = (right.y - left.y) / (2 * halfWidth)
    let c = (bottom.x - top.x) / (2 * halfHeight)
    let d = (bottom.y - top.y) / (2 * halfHeight)
    // Edge-on: the view has no area on the screen.
    guard abs(a * d - b * c) > 1e-9 else { return nil }
    return CGAffineTransform(
      a: a, b: b, c: c, d: d,
      tx: middle.x - a * centre.x - c * centre.y, ty: middle.y - b * centre.x - d * centre.y)
  }

  /// Where a node's coordinates stand: `toView` maps them into the projected view's
  /// coordinates, and `inverse` undoes the group's affine transform and `toView`.
  private struct Placement {
    var toView: CGAffineTransform = .identity
    var inverse: CGAffineTransform

    /// The placement of the children of a group transformed by `transform`, or `nil`
    /// when the transform cannot be undone (it flattens its children).
    func inside(_ transform: CGAffineTransform) -> Placement? {
      guard let undo = transform.invertedIfPossible else { return nil }
      return Placement(
        toView: transform.concatenating(toView), inverse: inverse.concatenating(undo))
    }
  }

  /// A node projected: none when it passes behind the viewer or is flattened by a
  /// transform inside it; two for a shape with both a fill and a stroke.
  private func project(_ node: Node, into placement: Placement, approximated: inout Bool)
    -> [Node]
  {
    switch node {
    case .shape(let shape):
      return project(shape, into: placement)
    case .text(let text):
      // Text laid out with fonts is projected as its glyphs' outlines.
      guard let measured = text.measured else {
        approximated = true
        return [node]
      }
      return measured.outlineNodes.flatMap {
        project($0, into: placement, approximated: &approximated)
      }
    case .image:
      approximated = true
      return [node]
    case .group(let group):
      var effect = group.effect
      var inner = placement
      switch group.effect {
      case .transform(let transform):
        // The children stay in their own coordinates, under their own transform.
        guard let inside = placement.inside(transform) else { return [] }
        inner = inside
      case .clip(let path, let style):
        guard let clip = project(path, from: placement) else { return [] }
        effect = .clip(clip, style)
      case .clipChain(let clips):
        var projected: [(path: Path, style: FillStyle)] = []
        for clip in clips {
          guard let path = project(clip.path, from: placement) else { return [] }
          projected.append((path, clip.style))
        }
        effect = .clipChain(projected)
      case .mask(let nodes):
        effect = .mask(
          nodes.flatMap { project($0, into: placement, approximated: &approximated) })
      case .shadow, .blur, .colorFilter:
        approximated = true
      case .opacity, .animatedOpacity, .blendMode:
        break
      }
      let children = group.children.flatMap {
        project($0, into: inner, approximated: &approximated)
      }
      guard !children.isEmpty else { return [] }
      return [.group(GroupNode(children: children, effect: effect))]
    }
  }

  /// A shape as filled outlines.
  ///
  /// Its fill, then its stroke's outline filled with the stroke's paint; nothing of it
  /// when any outline point passes behind the viewer. An animated path is drawn in its
  /// final state.
  private func project(_ shape: ShapeNode, into placement: Placement) -> [Node] {
    var nodes: [Node] = []
    if let fill = shape.fill, let path = project(shape.path, from: placement) {
      nodes.append(
        .shape(
          ShapeNode(
            path: path, fill: fill, fillStyle: shape.fillStyle, stroke: nil,
            strokeStyle: StrokeStyle())))
    }
    if let stroke = shape.stroke,
      let path = project(shape.path.strokedPath(shape.strokeStyle), from: placement)
    {
      nodes.append(
        .shape(
          ShapeNode(
            path: path, fill: stroke, fillStyle: FillStyle(), stroke: nil,
            strokeStyle: StrokeStyle())))
    }
    return nodes
  }

  /// `path`, in the coordinates of `placement`, flattened and projected, then brought back
  /// into those coordinates under the nearest affine transform; `nil` when a point passes
  /// behind the viewer.
  private func project(_ path: Path, from placement: Placement) -> Path? {
    var result = Path()
    var last: CGPoint?
    var behind = false
    path.flattened(
      applying: placement.toView, tolerance: Self.tolerance, visible: Self.everywhere
    ) { start, end in
      guard !behind, let from = projection.project(start), let to = projection.project(end)
      else {
        behind = true
        return
      }
      if start != last { result.move(to: from.applying(placement.inverse)) }
      result.addLine(to: to.applying(placement.inverse))
      last = end
    }
    return behind ? nil : result
  }
}

extension CGAffineTransform {
  /// The inverse, or `nil` when there is none (the determinant is 0 or not finite).
  fileprivate var invertedIfPossible: CGAffineTransform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    return inverted()
  }
}
