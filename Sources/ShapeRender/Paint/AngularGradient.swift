import Foundation
import Shapes

/// A gradient whose colors change with the angle around a center: SwiftUI's conic
/// gradient.
///
/// The center is a unit point of the frame of the shape being painted. Angles are
/// measured as `Angle` measures them, from the +x axis toward +y, so, with y pointing
/// down, they grow clockwise on screen. The gradient's location 0 is at `startAngle`
/// and location 1 at `endAngle`:
///
/// ```swift
/// Circle().fill(
///   AngularGradient(
///     colors: [.red, .blue], center: .center, startAngle: .degrees(0),
///     endAngle: .degrees(270)))
/// Circle().fill(.conicGradient(colors: [.pink, .orange], center: .center))
/// ```
///
/// As in SwiftUI:
/// - A sweep shorter than a full turn leaves a gap, from `endAngle` on to `startAngle`
///   a turn later. Its first half has the color at location 1 (the last stop's), its
///   second half the color at location 0 (the first stop's), with a hard edge halfway.
/// - A sweep longer than a full turn draws only its last full turn, the one ending at
///   `endAngle`.
/// - Equal angles (the defaults of ``init(gradient:center:startAngle:endAngle:)``) make
///   a full turn from `startAngle`, as ``init(gradient:center:angle:)`` does.
/// - An `endAngle` before `startAngle` sweeps counterclockwise on screen, by the same
///   rules.
///
/// The point at the center takes the color of the direction +x from it.
///
/// **Degenerate input.** A non-finite angle, or a center with a non-finite coordinate,
/// paints the whole shape with the first stop's color. A gradient without stops paints
/// nothing, as every gradient does.
///
/// **In SVG.** SVG 1.1 has no conic gradient. The SVG back end paints a conic gradient
/// with a `pattern` holding a PNG image of it, drawn by this package's raster shading
/// (the same code the raster back end paints with) at 2 pixels per user unit, at most
/// 2,048 pixels a side, over the box of what the shape paints. resvg, librsvg and
/// Chromium draw that within 16/255 of the raster back end at 99.5 % of pixels or more,
/// with a mean difference of at most 0.2/255; the rest lie along the gradient's hard edges,
/// where the image's pixels show (see <doc:Effects>).
public struct AngularGradient: Hashable, Sendable {
  /// The colors and their locations from the start angle to the end angle.
  public var gradient: Gradient
  /// The center, in the painted frame.
  public var center: UnitPoint
  /// The direction of location 0.
  public var startAngle: Angle
  /// The direction of location 1.
  public var endAngle: Angle

  /// Creates an angular gradient from a gradient; with the default angles it makes a
  /// full turn from the +x axis.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// Creates an angular gradient from colors evenly spaced between the angles.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates an angular gradient from stops, sorted and clamped as by
  /// ``Gradient/init(stops:)``.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates a conic gradient: a full turn, clockwise on screen, from `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: angle + .radians(2 * .pi))
  }

  /// Creates a conic gradient from colors evenly spaced around a full turn from `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// Creates a conic gradient from stops around a full turn from `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
}

/// Where on a conic gradient each direction falls: the angle rules of
/// ``AngularGradient``, in radians, shared by the raster shading and the image the SVG
/// back end embeds.
struct ConicSweep: Hashable, Sendable {
  /// The direction of location 0.
  let start: Double
  /// The direction of location 1.
  let end: Double
  /// The length of the sweep, positive, at most one turn unless `isOverTurn`.
  private let length: Double
  /// 1 for a clockwise sweep (on screen), -1 for a counterclockwise one.
  private let direction: Double

  /// The sweep of `gradient`; `nil` when an angle is not finite.
  init?(_ gradient: AngularGradient) {
    let start = gradient.startAngle.radians
    var end = gradient.endAngle.radians
    guard start.isFinite, end.isFinite, (end - start).isFinite else { return nil }
    if end == start { end = start + 2 * .pi }
    self.start = start
    self.end = end
    direction = end > start ? 1 : -1
    length = abs(end - start)
  }

  /// The gradient's location for the direction `angle` (radians, as `atan2(dy, dx)`
  /// gives it in y-down coordinates).
  func location(atAngle angle: Double) -> Double {
    let turn = 2 * Double.pi
    if length > turn {
      // Only the last full turn shows: measure back from the end.
      var back = (direction * (end - angle)).truncatingRemainder(dividingBy: turn)
      if back < 0 { back += turn }
      return (length - back) / length
    }
    var along = (direction * (angle - start)).truncatingRemainder(dividingBy: turn)
    if along < 0 { along += turn }
    if along <= length { return length > 0 ? along / length : 0 }
    // The gap: the end's color for its first half, the start's for its second.
    return along - length < (turn - length) / 2 ? 1 : 0
  }
}
