import Foundation

extension Gradient {
  /// A color space in which colors are interpolated: by ``Color/mix(with:by:in:)``.
  public struct ColorSpace: Hashable, Sendable {
    /// Which space.
    enum Kind: Hashable, Sendable {
      case device
      case perceptual
    }

    let kind: Kind

    /// Interpolates the output's components directly: sRGB, this package's output space.
    public static let device = ColorSpace(kind: .device)
    /// Interpolates in a perceptual space, Oklab, in which equal steps look about equally
    /// far apart.
    public static let perceptual = ColorSpace(kind: .perceptual)
  }
}

extension Color {
  /// This color mixed with `rhs`: `fraction` 0 is this color, 1 is `rhs`, 0.5 equal
  /// parts of each.
  ///
  /// In `.perceptual` (the default, as in SwiftUI) the colors are mixed in Oklab: their
  /// sRGB components are decoded to linear light, converted to Oklab, mixed there, and
  /// converted back, with components outside sRGB's gamut clamped to it. In `.device`
  /// the sRGB components are mixed as they are. Either way the mix is of components
  /// multiplied by opacity (as CSS's `color-mix()` does), so a transparent color adds
  /// no hue of its own, and the opacity is mixed linearly.
  ///
  /// ```swift
  /// let purple = Color.red.mix(with: .blue, by: 0.5)
  /// print(purple.hexString, Color.red.mix(with: .blue, by: 0.5, in: .device).hexString)
  /// ```
  ///
  /// ```output
  /// #a774a6 #805b98
  /// ```
  ///
  /// **Degenerate input.** `fraction` is clamped to 0…1; NaN counts as 0.
  public func mix(
    with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  ) -> Color {
    inEachAppearance(with: rhs) { $0.mixed(with: $1, by: fraction, in: colorSpace) }
  }

  /// `mix(with:by:in:)` of two colors that do not adapt to the appearance.
  private func mixed(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace)
    -> Color
  {
    let t = Color.clampedToUnit(fraction)
    let opacity = self.opacity + (rhs.opacity - self.opacity) * t
    guard opacity > 0 else { return Color(red: 0, green: 0, blue: 0, opacity: 0) }
    let mixed: (Double, Double, Double)
    switch colorSpace.kind {
    case .device:
      mixed = Color.mixed(
        (red, green, blue), self.opacity, (rhs.red, rhs.green, rhs.blue), rhs.opacity, t)
    case .perceptual:
      let lab = Color.mixed(oklab, self.opacity, rhs.oklab, rhs.opacity, t)
      let linear = Color.linearSRGB(fromOklab: lab)
      mixed = (
        Color.encodedSRGB(Color.clampedToUnit(linear.0)),
        Color.encodedSRGB(Color.clampedToUnit(linear.1)),
        Color.encodedSRGB(Color.clampedToUnit(linear.2))
      )
    }
    return Color(red: mixed.0, green: mixed.1, blue: mixed.2, opacity: opacity)
  }

  /// Components mixed premultiplied by their opacities, then divided by the mixed opacity.
  private static func mixed(
    _ a: (Double, Double, Double), _ aOpacity: Double, _ b: (Double, Double, Double),
    _ bOpacity: Double, _ t: Double
  ) -> (Double, Double, Double) {
    let opacity = aOpacity + (bOpacity - aOpacity) * t
    func mix(_ x: Double, _ y: Double) -> Double {
      (x * aOpacity * (1 - t) + y * bOpacity * t) / opacity
    }
    return (mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
  }

  /// The color in Oklab: lightness, then the a and b axes.
  var oklab: (Double, Double, Double) {
    let r = Color.decodedSRGB(red)
    let g = Color.decodedSRGB(green)
    let b = Color.decodedSRGB(blue)
    let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
    let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
    let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
    return (
      0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
      1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
      0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
    )
  }

  /// Linear sRGB components of an Oklab color (not clamped).
  static func linearSRGB(fromOklab lab: (Double, Double, Double)) -> (Double, Double, Double) {
    let l = lab.0 + 0.396_337_777_4 * lab.1 + 0.215_803_757_3 * lab.2
    let m = lab.0 - 0.105_561_345_8 * lab.1 - 0.063_854_172_8 * lab.2
    let s = lab.0 - 0.089_484_177_5 * lab.1 - 1.291_485_548_0 * lab.2
    let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
    return (
      4.076_741_662_1 * l3 - 3.307_711_591_3 * m3 + 0.230_969_929_2 * s3,
      -1.268_438_004_6 * l3 + 2.609_757_401_1 * m3 - 0.341_319_396_5 * s3,
      -0.004_196_086_3 * l3 - 0.703_418_614_7 * m3 + 1.707_614_701_0 * s3
    )
  }
}
