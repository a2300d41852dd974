import Shapes

/// What a shadow and the content it falls from cover, measured when the shadow's group is
/// made, so that a back end sizes the shadow's region from the scene alone.
struct ShadowExtent: Sendable {
  /// The content's bounding box as a renderer computes it (geometry only), when it knows
  /// it exactly as the scene does: the box has an area, and the content has no text
  /// (whose extent only the renderer knows) and nothing animated (whose box changes).
  let exactBox: CGRect?
  /// What the content and its shadow can paint: the content's visual bounds, their copy
  /// moved by the shadow's offset, and the blur's tails (three standard deviations and a
  /// unit) around both; not cut to the shadow's clip bounds (``Shadow/region``).
  let reach: CGRect
  /// The content's visual bounds, without its shadow; `nil` when it paints nothing.
  ///
  /// The raster back end draws the content past the canvas edges only where this box lies.
  let content: CGRect?

  /// The extent of `shadow` under `children`.
  init(shadow: Shadow, over children: [Node]) {
    let bounds: (geometry: CGRect?, visual: CGRect?)
    let isExact: Bool
    if children.count == 1 {
      bounds = children[0].geometryAndVisualBounds
      isExact = !children[0].containsText && !children[0].containsAnimation
    } else {
      bounds = (Node.geometryBounds(of: children), Node.visualBounds(of: children))
      isExact = !children.contains { $0.containsText || $0.containsAnimation }
    }
    let tail = 3 * shadow.radius / 2 + 1
    content = bounds.visual
    let visual = bounds.visual ?? .zero
    reach = visual.union(visual.offsetBy(dx: shadow.x, dy: shadow.y))
      .insetBy(dx: -tail, dy: -tail)
    if isExact, let box = bounds.geometry, box.width > 0, box.height > 0 {
      exactBox = box
    } else {
      exactBox = nil
    }
  }
}
