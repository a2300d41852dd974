import Shapes

/// What a filter (a shadow, a blur, a color filter) and the content it filters cover,
/// measured when the filter's group is made, so that a back end sizes the filter's region
/// from the scene alone.
struct FilterExtent: Sendable {
  /// The content's bounding box as a renderer computes it (geometry only), when it knows
  /// it exactly as the scene does: the box has an area, and the content has no text
  /// (whose extent only the renderer knows) and nothing animated (whose box changes).
  let exactBox: CGRect?
  /// What the content and its filter can paint: the content's visual bounds, their copy
  /// moved by a shadow's offset, and the filter's tail (a blur's three standard
  /// deviations and a unit) around both; not cut to a filter's clip bounds.
  let reach: CGRect
  /// The content's visual bounds, without the filter; `nil` when it paints nothing.
  ///
  /// The raster back end draws the content past the canvas edges only where this box lies.
  let content: CGRect?

  /// The extent of a filter that paints up to `tail` around `children` and around their
  /// copy moved by `dx` and `dy`.
  init(over children: [Node], tail: CGFloat, dx: CGFloat = 0, dy: CGFloat = 0) {
    let bounds: (geometry: CGRect?, visual: CGRect?)
    let isExact: Bool
    if children.count == 1 {
      bounds = children[0].geometryAndVisualBounds
      isExact = !children[0].containsText && !children[0].containsAnimation
    } else {
      bounds = (Node.geometryBounds(of: children), Node.visualBounds(of: children))
      isExact = !children.contains { $0.containsText || $0.containsAnimation }
    }
    content = bounds.visual
    let visual = bounds.visual ?? .zero
    reach = visual.union(visual.offsetBy(dx: dx, dy: dy)).insetBy(dx: -tail, dy: -tail)
    if isExact, let box = bounds.geometry, box.width > 0, box.height > 0 {
      exactBox = box
    } else {
      exactBox = nil
    }
  }

  /// The extent of `shadow` under `children`: its blur's tail is three standard deviations
  /// (half the radius each) and a unit.
  init(shadow: Shadow, over children: [Node]) {
    self.init(over: children, tail: 3 * shadow.radius / 2 + 1, dx: shadow.x, dy: shadow.y)
  }
}
