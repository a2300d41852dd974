import Foundation
import Shapes

extension View {
  /// Draws this view turned by `angle` about `axis` in three dimensions, through `anchor`
  /// and `anchorZ`, and seen in perspective, without changing its place in the layout.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 10).fill(.orange)
  ///   .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))  // face down
  /// ```
  ///
  /// As in SwiftUI, `x` runs right, `y` down and `z` toward the viewer; a positive turn
  /// about `y` takes the right side away (Rodrigues' rotation in those coordinates), and
  /// about `z` it turns clockwise, as ``rotationEffect(_:anchor:)``. The viewer stands
  /// `max(width, height) / perspective` in front of the view's plane; a perspective of 0
  /// projects without foreshortening.
  ///
  /// How it is drawn: turns that leave the view flat (about `z`, by 0° or 180°, or with a
  /// perspective of 0) are affine transforms, exact in every back end. Otherwise the
  /// outlines of shapes, strokes and text (as its glyphs, when fonts are installed) are
  /// projected exactly (within 0.02 points), and what has no outline, images, gradients
  /// and shadows, is drawn with the affine transform nearest the projection over the
  /// view's frame, which ``ArtworkDiagnostic/approximatedProjection`` reports.
  ///
  /// **Degenerate input.** An axis of length 0 turns nothing. A view edge-on to the viewer
  /// (a turn of 90° about an axis in its plane) draws nothing; so does a non-finite angle,
  /// axis, anchor or perspective. Outlines with any point behind the viewer, which only a
  /// perspective above about 2 or a large `anchorZ` makes, are left out.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    let axis = (axis.x, axis.y, axis.z)
    return modified { content, rect, context in
      let projection = ProjectionTransform(
        rotation: angle, axis: axis, about: anchor.point(in: rect), anchorZ: anchorZ,
        viewerDistance: max(rect.width, rect.height) / perspective)
      return content.projected(by: projection, in: rect, context: context)
    }
  }

  /// Draws this view mapped by `transform`, in the coordinates of the whole artwork,
  /// without changing its place in the layout.
  ///
  /// An affine `transform` is drawn as ``transformEffect(_:)`` draws it; a projective one
  /// as ``rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`` describes. A transform
  /// with a non-finite entry leaves the view out.
  nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modified { content, rect, context in
      content.projected(by: transform, in: rect, context: context)
    }
  }

  /// The view's nodes under `projection`: a transform group when it is affine over `rect`,
  /// the nodes' outlines projected otherwise (see ``Node/projected(by:)``).
  func projected(
    by projection: ProjectionTransform, in rect: CGRect, context: ResolveContext
  ) -> [Node] {
    guard projection.isFinite else { return [] }
    if let affine = projection.affine(over: rect) {
      return transformed(by: affine, in: rect, context: context)
    }
    return ProjectedNodes(projection: projection, frame: rect)
      .project(context.resolve(self, in: rect))
  }
}

/// A modifier that moves, turns or scales its view by a transform of the view's size, as
/// in SwiftUI.
///
/// ```swift
/// struct Shake: GeometryEffect {
///   var offset: CGFloat
///   var animatableData: CGFloat {
///     get { offset }
///     set { offset = newValue }
///   }
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(translationX: offset, y: 0))
///   }
/// }
/// ```
///
/// ``effectValue(size:)`` works in the view's own coordinates, origin at its top left
/// corner; the view keeps its place in the layout. The effect is drawn as
/// ``View/projectionEffect(_:)`` draws its transform.
public protocol GeometryEffect: Animatable, ViewModifier {
  /// The transform for a view of `size`, in the view's own coordinates.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The content drawn through ``effectValue(size:)`` for its size, in its place.
  public func body(content: Content) -> some View {
    content.modified { content, rect, context in
      let local = ProjectionTransform(CGAffineTransform(translationX: -rect.minX, y: -rect.minY))
      let back = ProjectionTransform(CGAffineTransform(translationX: rect.minX, y: rect.minY))
      let transform = local.concatenating(effectValue(size: rect.size)).concatenating(back)
      return content.projected(by: transform, in: rect, context: context)
    }
  }
}

/// A ``ViewModifier`` whose `animatableData` animates.
///
/// SwiftUI's older name for the two protocols together. A still draws the modifier with
/// the data it has.
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension ProjectionTransform {
  /// The projection of SwiftUI's `rotation3DEffect`.
  ///
  /// Move `anchor` (at depth `anchorZ`) to the origin, turn by `angle` about `axis`
  /// (Rodrigues), divide by the depth seen from `viewerDistance` in front, and move back.
  /// The identity when the axis has no length; non-finite entries when an input is not
  /// finite.
  init(
    rotation angle: Angle, axis: (CGFloat, CGFloat, CGFloat), about anchor: CGPoint,
    anchorZ: CGFloat, viewerDistance: CGFloat
  ) {
    let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
    guard length > 0 || length.isNaN else {
      self.init()
      return
    }
    let (x, y, z) = (axis.0 / length, axis.1 / length, axis.2 / length)
    let c = CGFloat(cos(angle.radians))
    let s = CGFloat(sin(angle.radians))
    let t = 1 - c
    // Rotation of column vectors: r[i] is row i.
    let r = [
      [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
      [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
      [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
    ]
    // A point (px, py, 0) relative to the anchor is (u, v, −anchorZ); turned, its depth
    // z′ sets w = 1 − z′ / distance, and the result is (x′ + ax·w, y′ + ay·w) / w. Each of
    // x′, y′, z′ is affine in (px, py): coefficient of px, of py, and constant.
    func affineRow(_ row: [CGFloat]) -> (CGFloat, CGFloat, CGFloat) {
      (row[0], row[1], -row[0] * anchor.x - row[1] * anchor.y - row[2] * anchorZ)
    }
    let xr = affineRow(r[0])
    let yr = affineRow(r[1])
    let zr = affineRow(r[2])
    let inverseDistance = 1 / viewerDistance
    let w = (-zr.0 * inverseDistance, -zr.1 * inverseDistance, 1 - zr.2 * inverseDistance)
    self.init(
      m11: xr.0 + anchor.x * w.0, m12: yr.0 + anchor.y * w.0, m13: w.0,
      m21: xr.1 + anchor.x * w.1, m22: yr.1 + anchor.y * w.1, m23: w.1,
      m31: xr.2 + anchor.x * w.2, m32: yr.2 + anchor.y * w.2, m33: w.2)
  }
}
