/// A color or gradient as the renderer reads it: the resolved form of a ``ShapeStyle``.
///
/// ```swift
/// switch Color.red.paint {
/// case .color(let color): print(color.hexString)  // #ff3b30
/// case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient: break
/// }
/// ```
///
/// ``AnyGradient`` (what `Color.gradient` makes) resolves to a linear gradient.
public enum Paint: Hashable, Sendable {
  /// A single color.
  case color(Color)
  /// A linear gradient.
  case linearGradient(LinearGradient)
  /// A radial gradient.
  case radialGradient(RadialGradient)
  /// A radial gradient stretched to the frame.
  case ellipticalGradient(EllipticalGradient)
  /// An angular (conic) gradient.
  case angularGradient(AngularGradient)
}

extension Paint {
  /// The paint with every color's opacity multiplied by `factor`.
  func faded(by factor: Double) -> Paint {
    mappingColors { $0.opacity(factor) }
  }

  /// The paint with `transform` of each of its colors: the color itself, or each stop's.
  func mappingColors(_ transform: (Color) -> Color) -> Paint {
    switch self {
    case .color(let color):
      return .color(transform(color))
    case .linearGradient(var gradient):
      gradient.gradient = gradient.gradient.mappingColors(transform)
      return .linearGradient(gradient)
    case .radialGradient(var gradient):
      gradient.gradient = gradient.gradient.mappingColors(transform)
      return .radialGradient(gradient)
    case .ellipticalGradient(var gradient):
      gradient.gradient = gradient.gradient.mappingColors(transform)
      return .ellipticalGradient(gradient)
    case .angularGradient(var gradient):
      gradient.gradient = gradient.gradient.mappingColors(transform)
      return .angularGradient(gradient)
    }
  }
}

extension Gradient {
  /// The gradient with `transform` of every stop's color.
  fileprivate func mappingColors(_ transform: (Color) -> Color) -> Gradient {
    Gradient(stops: stops.map { Stop(color: transform($0.color), location: $0.location) })
  }
}
