import Foundation

/// A rectangle whose shorter sides are semicircles: a rounded rectangle whose corner radius
/// is half the frame's shorter side.
///
/// ```swift
/// let pill = Capsule().path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
/// pill.area  // 100·40 − (4 − π)·20², with ends of radius 20
/// let border = Capsule().inset(by: 2)  // ends of radius 18
/// ```
///
/// The ends are always drawn as exact quarter-circle arcs, whatever the style: a
/// continuous corner eases into its edges only when the edges have room beyond the
/// corners, and a capsule's corners use the whole of its shorter sides, so a continuous
/// capsule is circular too (as ``RoundedRectangle`` with such a radius would be, drawn
/// with cubics). The outline starts on the top edge where the top-left corner ends and
/// runs clockwise on screen.
///
/// **Degenerate input.** A null or non-finite rectangle gives the empty path, as does one
/// of finite numbers whose far edge overflows (`x: 1e308, width: 1e308`). A rectangle with
/// a negative width or height is standardized first. A rectangle with zero width or height
/// gives its flat outline: a radius of 0 and four points on a line (zero area).
public struct Capsule: InsettableShape, FrameDefinedShape {
  /// How the corners are drawn; both styles give the same, circular, ends.
  public var style: RoundedCornerStyle

  /// Creates a capsule.
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  /// The capsule filling `rect`.
  public func path(in rect: CGRect) -> Path {
    guard let rect = rect.finiteStandardized else { return Path() }
    let radius = min(rect.width, rect.height) / 2
    return Path(
      roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: .circular)
  }

  /// The capsule filling the frame inset by `amount` on every side (outset when negative):
  /// its straight sides move inward by the amount and its end radius shrinks by it.
  ///
  /// An inset of more than half the frame's shorter side, or a non-finite amount, draws the
  /// empty path.
  public func inset(by amount: CGFloat) -> FrameInsetShape<Capsule> {
    FrameInsetShape(base: self, amount: amount)
  }
}
