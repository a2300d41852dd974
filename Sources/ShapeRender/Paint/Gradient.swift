import Foundation

/// A list of colors at locations from 0 to 1, the color ramp of a linear or radial
/// gradient.
///
/// ```swift
/// let even = Gradient(colors: [.red, .yellow, .green])  // stops at 0, 0.5 and 1
/// let sunset = Gradient(stops: [
///   .init(color: .orange, location: 0),
///   .init(color: .pink, location: 0.7),
///   .init(color: .purple, location: 1),
/// ])
/// ```
///
/// The stops are always in order of location, with locations in 0…1: the initializers and
/// every change to ``stops`` sort the stops by location (keeping the given order of stops
/// at the same location, which makes a hard edge) and clamp each location to 0…1, with
/// NaN becoming 0. Before its first stop a gradient has the first stop's color, after its
/// last stop the last stop's color. A gradient without stops paints nothing, as SVG does.
public struct Gradient: Hashable, Sendable {
  /// A color and the location in the gradient where it is reached.
  public struct Stop: Hashable, Sendable {
    /// The color at the stop.
    public var color: Color
    /// Where the stop is, from 0 (the start of the gradient) to 1 (its end).
    public var location: CGFloat

    /// Creates a stop.
    ///
    /// The location is used as given until the stop joins a ``Gradient``, which clamps it
    /// to 0…1.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, sorted by location, with locations in 0…1.
  ///
  /// Setting the stops sorts them and clamps their locations again.
  public var stops: [Stop] {
    didSet { stops = Gradient.normalized(stops) }
  }

  /// Creates a gradient whose colors are evenly spaced from 0 to 1.
  ///
  /// The first color is at 0 and the last at 1; a single color makes a stop at 0, which
  /// paints that color everywhere.
  public init(colors: [Color]) {
    let intervals = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { index, color in
      Stop(color: color, location: CGFloat(index) / intervals)
    }
  }

  /// Creates a gradient from stops, sorted by location with locations clamped to 0…1.
  public init(stops: [Stop]) {
    self.stops = Gradient.normalized(stops)
  }

  /// The stops with locations clamped to 0…1 (NaN to 0), stably sorted by location.
  private static func normalized(_ stops: [Stop]) -> [Stop] {
    let clamped = stops.map { stop in
      Stop(color: stop.color, location: stop.location > 0 ? min(stop.location, 1) : 0)
    }
    guard zip(clamped, clamped.dropFirst()).contains(where: { $0.location > $1.location })
    else { return clamped }
    return clamped.enumerated().sorted { first, second in
      (first.element.location, first.offset) < (second.element.location, second.offset)
    }.map(\.element)
  }
}
