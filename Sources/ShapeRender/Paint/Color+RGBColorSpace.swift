extension Color {
  /// The color spaces whose red, green and blue components a `Color` can be created from.
  ///
  /// Whatever the space, the color is converted to, and stored in, sRGB.
  ///
  /// ```swift
  /// let linearGray = Color(.sRGBLinear, white: 0.5)
  /// ```
  public enum RGBColorSpace: Hashable, Sendable, CaseIterable {
    /// The sRGB color space, with its transfer function (gamma); the default.
    case sRGB
    /// The sRGB primaries with linear light: components proportional to light intensity.
    case sRGBLinear
    /// The Display P3 color space (P3 primaries, D65 white, sRGB transfer function).
    ///
    /// Colors outside sRGB's gamut are clamped to it.
    case displayP3
  }
}
