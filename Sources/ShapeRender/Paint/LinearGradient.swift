import Shapes

/// A gradient whose colors change along the line from a start point to an end point.
///
/// The points are unit points of the frame of the shape being painted: `.top` is the
/// middle of its top edge. Lines perpendicular to the gradient line have one color; past
/// either end the gradient keeps its first or last stop's color.
///
/// ```swift
/// Circle().fill(
///   .linearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
/// ```
///
/// When the start and end points are equal there is no direction, and the whole shape is
/// painted with the last stop's color, as SVG specifies.
public struct LinearGradient: Hashable, Sendable {
  /// The colors and their locations along the gradient line.
  public var gradient: Gradient
  /// Where the gradient's location 0 is, in the painted frame.
  public var startPoint: UnitPoint
  /// Where the gradient's location 1 is, in the painted frame.
  public var endPoint: UnitPoint

  /// Creates a linear gradient from a gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a linear gradient from colors evenly spaced between the points.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient from stops, sorted and clamped as by
  /// ``Gradient/init(stops:)``.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}
