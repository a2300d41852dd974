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
    switch self {
    case .color(let color):
      return .color(color.opacity(factor))
    case .linearGradient(var gradient):
      gradient.gradient = gradient.gradient.faded(by: factor)
      return .linearGradient(gradient)
    case .radialGradient(var gradient):
      gradient.gradient = gradient.gradient.faded(by: factor)
      return .radialGradient(gradient)
    case .ellipticalGradient(var gradient):
      gradient.gradient = gradient.gradient.faded(by: factor)
      return .ellipticalGradient(gradient)
    case .angularGradient(var gradient):
      gradient.gradient = gradient.gradient.faded(by: factor)
      return .angularGradient(gradient)
    }
  }
}

extension Gradient {
  /// The gradient with every stop's opacity multiplied by `factor`.
  fileprivate func faded(by factor: Double) -> Gradient {
    Gradient(stops: stops.map { Stop(color: $0.color.opacity(factor), location: $0.location) })
  }
}
