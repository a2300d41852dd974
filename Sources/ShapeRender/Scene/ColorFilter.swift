import Shapes

/// A color matrix over a group's colors: un-premultiplied sRGB values, 0…1, each result
/// clamped to 0…1, in the forms of SVG's `feColorMatrix`, which the SVG writer writes and
/// the raster back end computes.
///
/// No form adds to alpha where it is 0, so a filter leaves transparent pixels transparent
/// and changes only the pixels its content paints.
enum ColorFilter: Hashable, Sendable {
  /// A 4 × 5 matrix, row by row for red, green, blue and alpha: each row weighs the four
  /// components and adds its fifth value.
  case matrix([Double])
  /// SVG's `saturate`, 0…1: the color moved toward its luminance
  /// (0.213 R + 0.715 G + 0.072 B) by `1 − s`; alpha is kept.
  case saturate(Double)
  /// SVG's `hueRotate` by an angle in degrees, 0 up to 360; alpha is kept.
  case hueRotate(Double)
  /// SVG's `luminanceToAlpha`: black, with an alpha of the color's luminance
  /// (0.2125 R + 0.7154 G + 0.0721 B); the color's own alpha is dropped.
  case luminanceToAlpha
}

extension ColorFilter {
  /// Adds `amount` to red, green and blue; `nil` (no filter) for 0 or a non-finite amount.
  static func brightness(_ amount: Double) -> ColorFilter? {
    guard amount.isFinite, amount != 0 else { return nil }
    return .diagonal(scale: 1, offset: amount)
  }

  /// Scales red, green and blue about ½: `(c − ½) · amount + ½`; `nil` for 1 or a
  /// non-finite amount.
  static func contrast(_ amount: Double) -> ColorFilter? {
    guard amount.isFinite, amount != 1 else { return nil }
    return .diagonal(scale: amount, offset: 0.5 * (1 - amount))
  }

  /// SVG's `saturate` by `amount`; `nil` for 1 or a non-finite amount.
  ///
  /// A negative amount counts as 0; above 1 it is the same formula as a matrix, since
  /// SVG 1.1 allows `saturate` only up to 1.
  static func saturation(_ amount: Double) -> ColorFilter? {
    guard amount.isFinite else { return nil }
    let s = max(amount, 0)
    if s == 1 { return nil }
    if s < 1 { return .saturate(s) }
    return .matrix([
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// `saturation(1 − amount)`, with `amount` clamped to 0…1; `nil` for 0 or a non-finite
  /// amount.
  static func grayscale(_ amount: Double) -> ColorFilter? {
    guard amount.isFinite else { return nil }
    let a = min(max(amount, 0), 1)
    return a == 0 ? nil : .saturate(1 - a)
  }

  /// SVG's `hueRotate` by `degrees`, reduced to 0 up to 360; `nil` for a whole number of
  /// turns or a non-finite angle.
  static func hueRotation(degrees: Double) -> ColorFilter? {
    guard degrees.isFinite else { return nil }
    var reduced = degrees.truncatingRemainder(dividingBy: 360)
    if reduced < 0 { reduced += 360 }
    guard reduced != 0, reduced != 360 else { return nil }
    return .hueRotate(reduced)
  }

  /// Multiplies red, green, blue and alpha by the color's sRGB components and opacity;
  /// `nil` for opaque white.
  static func multiply(by color: Color) -> ColorFilter? {
    if color.red == 1, color.green == 1, color.blue == 1, color.opacity == 1 { return nil }
    return .matrix([
      color.red, 0, 0, 0, 0,
      0, color.green, 0, 0, 0,
      0, 0, color.blue, 0, 0,
      0, 0, 0, color.opacity, 0,
    ])
  }

  /// Moves red, green and blue toward their inverse: `c + amount · (1 − 2c)`, with `amount`
  /// clamped to 0…1 (1 gives `1 − c`); `nil` for 0 or a non-finite amount.
  static func invert(_ amount: Double) -> ColorFilter? {
    guard amount.isFinite else { return nil }
    let a = min(max(amount, 0), 1)
    return a == 0 ? nil : .diagonal(scale: 1 - 2 * a, offset: a)
  }

  /// Red, green and blue each scaled by `scale` with `offset` added; alpha kept.
  private static func diagonal(scale: Double, offset: Double) -> ColorFilter {
    .matrix([
      scale, 0, 0, 0, offset,
      0, scale, 0, 0, offset,
      0, 0, scale, 0, offset,
      0, 0, 0, 1, 0,
    ])
  }
}
