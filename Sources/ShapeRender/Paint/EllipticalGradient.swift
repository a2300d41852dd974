import Foundation
import Shapes

/// A radial gradient stretched to the frame of the shape being painted, so that its
/// circles become ellipses.
///
/// The center is a unit point of the frame, and the radii are fractions of the frame's
/// size: the gradient is a circular one in the unit square, stretched to the frame. With
/// the defaults (the center, from 0 to 0.5) the last stop's color is reached on the
/// ellipse that touches the middle of each edge, and the corners have it too.
///
/// ```swift
/// Rectangle().fill(
///   EllipticalGradient(
///     colors: [.white, .blue], center: .center, startRadiusFraction: 0,
///     endRadiusFraction: 0.5))
/// ```
///
/// A point of the frame at unit coordinates `(u, v)` takes the gradient's color at
/// location `(d - start) / (end - start)`, clamped to 0…1, where `d` is the distance from
/// `(u, v)` to the center in the unit square.
///
/// **Degenerate input.** A negative or non-finite fraction counts as 0, and a start
/// fraction beyond the end fraction counts as the end fraction (SVG 1.1 has no start
/// radius: the stops are moved out instead, as for ``RadialGradient``); equal fractions
/// make a hard edge, the first stop's color inside, the last stop's outside. An end
/// fraction of 0, or a frame without width or height, or not finite, paints the whole
/// shape with the last stop's color. A center with a non-finite coordinate paints the
/// first stop's color. A gradient without stops paints nothing.
public struct EllipticalGradient: Hashable, Sendable {
  /// The colors and their locations from the start radius to the end radius.
  public var gradient: Gradient
  /// The center of the ellipses, in the painted frame.
  public var center: UnitPoint
  /// The radius of location 0, as a fraction of the frame's size.
  public var startRadiusFraction: CGFloat
  /// The radius of location 1, as a fraction of the frame's size.
  public var endRadiusFraction: CGFloat

  /// Creates an elliptical gradient from a gradient.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// Creates an elliptical gradient from colors evenly spaced between the radii.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// Creates an elliptical gradient from stops, sorted and clamped as by
  /// ``Gradient/init(stops:)``.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

/// The stops of a radial gradient with a start radius, as SVG 1.1 (which has none) draws
/// it: each location moved out to `(start + location × (end - start)) / end`.
///
/// Shared by ``RadialGradient`` and ``EllipticalGradient`` in both back ends.
struct RadialStops {
  /// The end radius, finite and at least 0.
  let end: CGFloat
  /// The locations, moved out, in the order of the gradient's stops.
  let locations: [CGFloat]
  /// The colors of the stops.
  let colors: [Color]

  /// The stops of `gradient` between the radii; a negative or non-finite radius counts as
  /// 0, and a start beyond the end counts as the end.
  init(_ gradient: Gradient, startRadius: CGFloat, endRadius: CGFloat) {
    let end = max(endRadius.isFinite ? endRadius : 0, 0)
    let start = min(max(startRadius.isFinite ? startRadius : 0, 0), end)
    self.end = end
    locations = gradient.stops.map { stop in
      end > 0 ? (start + stop.location * (end - start)) / end : stop.location
    }
    colors = gradient.stops.map(\.color)
  }
}
