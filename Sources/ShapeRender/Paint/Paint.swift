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
