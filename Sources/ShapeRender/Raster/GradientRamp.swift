import Shapes

/// The colors of a gradient's stops as SVG 1.1 evaluates them: premultiplied RGBA on the
/// 0…255 scale at any location.
///
/// Colors are the 8-bit sRGB values the SVG writer writes (`#rrggbb` and `stop-opacity`),
/// interpolated component by component without premultiplication, in sRGB (SVG's default
/// `color-interpolation`), then premultiplied. Before the first stop the first color holds,
/// after the last the last (`spreadMethod="pad"`, the only spread SwiftUI's gradients
/// have); two stops at one location make a hard edge, the later one winning from there on.
struct GradientRamp: Sendable {
  /// A stop: location, then straight red, green, blue and opacity in 0…1.
  private struct Stop: Sendable {
    var location: Double
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double
  }

  private let stops: [Stop]

  /// The ramp of `gradient`'s stops at the given locations (in 0…1, ascending), each color
  /// faded by `opacity`; `nil` when there are no stops, as SVG then paints nothing.
  init?(locations: [Double], colors: [Color], opacity: Double) {
    guard !colors.isEmpty, locations.count == colors.count else { return nil }
    let fade = min(max(opacity, 0), 1)
    var stops: [Stop] = []
    var last = 0.0
    for (location, color) in zip(locations, colors) {
      // SVG: each offset is at least the one before it.
      let clamped = max(last, min(max(location.isNaN ? 0 : location, 0), 1))
      last = clamped
      stops.append(
        Stop(
          location: clamped, red: Double(color.redByte) / 255,
          green: Double(color.greenByte) / 255, blue: Double(color.blueByte) / 255,
          opacity: min(max(color.opacity, 0), 1) * fade))
    }
    self.stops = stops
  }

  /// The ramp of a radial gradient's stops, moved out past its start radius.
  init?(_ stops: RadialStops, opacity: Double) {
    self.init(
      locations: stops.locations.map { Double($0) }, colors: stops.colors, opacity: opacity)
  }

  /// The premultiplied color at location `t`, each component 0…255.
  func color(at t: Double) -> SIMD4<Float> {
    let count = stops.count
    var index = 0
    if t.isNaN || t <= stops[0].location {
      index = -1
    } else {
      while index + 1 < count, stops[index + 1].location <= t { index += 1 }
    }
    let stop: Stop
    if index < 0 {
      stop = stops[0]
    } else if index + 1 >= count {
      stop = stops[count - 1]
    } else {
      let a = stops[index]
      let b = stops[index + 1]
      let span = b.location - a.location
      let f = span > 0 ? (t - a.location) / span : 1
      stop = Stop(
        location: t, red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
        blue: a.blue + (b.blue - a.blue) * f, opacity: a.opacity + (b.opacity - a.opacity) * f)
    }
    let alpha = stop.opacity * 255
    return SIMD4(
      Float(stop.red * alpha), Float(stop.green * alpha), Float(stop.blue * alpha), Float(alpha))
  }

  /// The color of the last stop: what SVG paints where a gradient has no extent.
  var lastColor: SIMD4<Float> { color(at: .infinity) }
}
