import Foundation
import ShapeRender
import Shapes

/// The workload W3 ("effects"): the first 1,000 cells of the grid, each with a drop
/// shadow (blur radius 2, offset 2, 2), every 10th clipped by a circle of radius 6 at its
/// cell's centre.
///
/// The shadow falls under the clipped shape: it is the shadow of what the clip leaves. All
/// shapes share one shadow filter, and each distinct clip is defined once.
public enum EffectsWorkload {
  /// The cells drawn.
  public static let count = 1000
  /// The shadow's blur radius (SwiftUI's; the standard deviation is half of it).
  public static let shadowRadius: CGFloat = 2
  /// The shadow's offset.
  public static let shadowOffset = CGSize(width: 2, height: 2)
  /// The radius of the clipping circles.
  public static let clipRadius: CGFloat = 6

  /// Whether cell `index` is clipped.
  public static func isClipped(_ index: Int) -> Bool { index % 10 == 0 }

  /// The clipping circle of a cell.
  public static func clipPath(of cell: GridWorkload.Cell) -> Path {
    let center = cell.center
    return Path(
      ellipseIn: CGRect(
        x: center.x - clipRadius, y: center.y - clipRadius, width: 2 * clipRadius,
        height: 2 * clipRadius))
  }

  /// The canvas: the grid's first ten rows.
  public static var canvasSize: CGSize { GridWorkload.canvasSize(count: count) }

  /// W3 with the immediate-mode API: one shadow filter on the context, and each cell drawn
  /// as a layer (so its fill and stroke cast one shadow), clipped inside the layer.
  public static func draw(in context: inout GraphicsContext) {
    var shadowed = context
    shadowed.addFilter(
      .shadow(radius: shadowRadius, x: shadowOffset.width, y: shadowOffset.height))
    for index in 0..<count {
      let cell = GridWorkload.Cell(index)
      let path = cell.path
      shadowed.drawLayer { layer in
        if isClipped(index) { layer.clip(to: clipPath(of: cell)) }
        layer.fill(path, with: .color(cell.fill))
        layer.stroke(path, with: .color(.black), lineWidth: 1)
      }
    }
  }
}
