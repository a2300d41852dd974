import Foundation

/// The geometry of joins and caps, shared by the union of pieces (``StrokeOutliner``) and
/// the exact outline (``StrokeContour``), so that both draw the same corner.
package enum StrokeCorner {
  /// The tip of a miter join at `vertex`, between the outer offset ends `a` and `b` of two
  /// directions whose cosine is `dot`; `nil` where the miter would be longer than
  /// `miterLimit` line widths (SVG's rule, which every 180° turn breaks) and a bevel is
  /// drawn instead.
  package static func miterTip(
    at vertex: CGPoint, from a: CGPoint, to b: CGPoint, cosine dot: Double,
    miterLimit: Double
  ) -> CGPoint? {
    // Miter length / line width = 1 / cos(φ/2) for a turn φ, and cos²(φ/2) = (1 + cos φ)/2.
    let halfTurnCosineSquared = (1 + dot) / 2
    guard halfTurnCosineSquared > 0, 1 / halfTurnCosineSquared <= miterLimit * miterLimit
    else { return nil }
    // The vertex plus the sum of its offsets to the two ends, over 1 + cos φ.
    let scale = 1 / (1 + dot)
    return CGPoint(
      x: vertex.x + (a.x - vertex.x + b.x - vertex.x) * scale,
      y: vertex.y + (a.y - vertex.y + b.y - vertex.y) * scale)
  }

  /// The signed sweep of a round cap's half turn about its end, from the offset `radius`
  /// (the start, less the end) round through the point straight out along `outward`.
  static func roundCapSweep(from radius: CGPoint, outward: CGPoint) -> Double {
    radius.x * outward.y - radius.y * outward.x > 0 ? .pi : -.pi
  }
}
