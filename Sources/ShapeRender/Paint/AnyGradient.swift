import Shapes

/// A gradient's colors without a geometry, as SwiftUI's `Color.gradient` makes them:
/// as a shape style it is a linear gradient from the top of the frame to its bottom.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient)
/// RoundedRectangle(cornerRadius: 12).fill(.red.gradient)
/// Circle().fill(AnyGradient(Gradient(colors: [.yellow, .orange])))
/// ```
///
/// A gradient without stops paints nothing.
public struct AnyGradient: Hashable, Sendable {
  /// The colors and their locations.
  let gradient: Gradient

  /// Creates a gradient from its colors and locations.
  public init(_ gradient: Gradient) {
    self.gradient = gradient
  }
}

extension AnyGradient: ShapeStyle {
  /// A linear gradient from the top of the frame (location 0) to its bottom (location 1):
  /// unit points `(0.5, 0)` and `(0.5, 1)`.
  public var paint: Paint {
    .linearGradient(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
  }
}

extension Color {
  /// SwiftUI's subtle gradient of this color: a lighter shade at the top, the color
  /// itself at the bottom.
  ///
  /// The gradient has two stops. At location 0 is the color with its HSL lightness raised
  /// by 0.15 (to at most 1), its hue, HSL saturation and opacity kept; at location 1 is
  /// the color. As a shape style it runs from the top of the frame to its bottom:
  ///
  /// ```swift
  /// let stops = Color(white: 0.5).gradient.paint
  /// if case .linearGradient(let ramp) = stops {
  ///   print(ramp.gradient.stops.map(\.color.hexString))
  /// }
  /// ```
  ///
  /// ```output
  /// ["#a6a6a6", "#808080"]
  /// ```
  ///
  /// SwiftUI documents only that the gradient is derived from the color; the raise of
  /// 0.15 in lightness is this package's estimate of the shade SwiftUI draws. White stays
  /// white.
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [lightened(by: 0.15), self]))
  }

  /// The color with its HSL lightness raised by `amount` (to at most 1), its hue, HSL
  /// saturation and opacity kept.
  func lightened(by amount: Double) -> Color {
    inEachAppearance { $0.lightenedInOneAppearance(by: amount) }
  }

  /// `lightened(by:)` of a color that does not adapt to the appearance.
  private func lightenedInOneAppearance(by amount: Double) -> Color {
    let high = max(red, green, blue)
    let low = min(red, green, blue)
    let lightness = (high + low) / 2
    let chroma = high - low
    let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
    let newLightness = min(lightness + amount, 1)
    let newChroma = (1 - abs(2 * newLightness - 1)) * saturation
    // The components keep their places between the largest and the smallest: each is
    // scaled about the old lightness, then moved to the new one.
    let scale = chroma == 0 ? 0 : newChroma / chroma
    func moved(_ component: Double) -> Double {
      newLightness + (component - lightness) * scale
    }
    return Color(red: moved(red), green: moved(green), blue: moved(blue), opacity: opacity)
  }
}
