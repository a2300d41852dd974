import Foundation
import Shapes

/// A gradient whose colors change along circles around a center, from a start radius to
/// an end radius.
///
/// The center is a unit point of the frame of the shape being painted; the radii are in
/// points, as in SwiftUI, so they do not scale with the frame.
///
/// ```swift
/// Circle().fill(
///   .radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 50))
/// ```
///
/// A point at distance `d` from the center takes the gradient's color at location
/// `(d - startRadius) / (endRadius - startRadius)`, clamped to 0…1. So a start radius
/// larger than the end radius runs the colors from the outside in, and equal radii make
/// a hard edge: the first stop's color inside, the last stop's outside. A negative or
/// non-finite radius counts as 0.
public struct RadialGradient: Hashable, Sendable {
  /// The colors and their locations from the start radius to the end radius.
  public var gradient: Gradient
  /// The center of the circles, in the painted frame.
  public var center: UnitPoint
  /// The radius, in points, at which the gradient's location 0 is.
  public var startRadius: CGFloat
  /// The radius, in points, at which the gradient's location 1 is.
  public var endRadius: CGFloat

  /// Creates a radial gradient from a gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Creates a radial gradient from colors evenly spaced between the radii.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// Creates a radial gradient from stops, sorted and clamped as by
  /// ``Gradient/init(stops:)``.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
}
