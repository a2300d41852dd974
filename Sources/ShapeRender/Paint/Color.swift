import Foundation
import Shapes

/// A color in the sRGB color space, with an opacity.
///
/// `Color` spells its initializers and named colors as SwiftUI does, so SwiftUI drawing
/// code keeps its colors:
///
/// ```swift
/// let accent = Color(red: 0.2, green: 0.5, blue: 0.9)
/// let shade = Color(white: 0.25, opacity: 0.5)
/// let warm = Color(hue: 0.08, saturation: 0.9, brightness: 1)
/// let wide = Color(.displayP3, red: 1, green: 0.2, blue: 0.1)
/// let faded = Color.blue.opacity(0.3)
/// let fromCSS = try Color(css: "rgb(255 99 71 / 50%)")
/// ```
///
/// Every component is stored in 0…1. Initializers clamp their arguments to 0…1, and a NaN
/// argument becomes 0, so a `Color` never holds a value that SVG cannot write.
///
/// The system's colors (`primary`, `secondary`, `red`, `blue` and the other hues) adapt to
/// the appearance, as SwiftUI's do: their components are those of the light appearance,
/// and a view drawn in the dark one (``View/preferredColorScheme(_:)``, or
/// `environment(\.colorScheme, .dark)`) draws their dark values instead. See
/// <doc:DarkAppearance>. The colors you make look the same in both.
public struct Color: Hashable, Sendable {
  /// The red component in sRGB, in 0…1 (in the light appearance, for a color that adapts).
  public let red: Double
  /// The green component in sRGB, in 0…1.
  public let green: Double
  /// The blue component in sRGB, in 0…1.
  public let blue: Double
  /// The opacity, in 0…1: 0 is fully transparent, 1 fully opaque.
  public let opacity: Double
  /// The components in the dark appearance, for a color that adapts to it; none for one
  /// that looks the same in both.
  let dark: DarkComponents

  /// Creates a color from sRGB components.
  ///
  /// Each argument is clamped to 0…1; NaN becomes 0.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = Color.clampedToUnit(red)
    self.green = Color.clampedToUnit(green)
    self.blue = Color.clampedToUnit(blue)
    self.opacity = Color.clampedToUnit(opacity)
    self.dark = .none
  }

  /// Creates a gray from its sRGB white level: 0 is black, 1 is white.
  ///
  /// Both arguments are clamped to 0…1; NaN becomes 0.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a color from hue, saturation and brightness (HSB, also called HSV), in sRGB.
  ///
  /// The hue runs from 0 (red) through 1/3 (green) and 2/3 (blue) back to red at 1, as in
  /// SwiftUI. Each argument is clamped to 0…1; NaN becomes 0.
  ///
  /// ```swift
  /// Color(hue: 1 / 3, saturation: 1, brightness: 1)  // pure green
  /// ```
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let hue = Color.clampedToUnit(hue)
    let saturation = Color.clampedToUnit(saturation)
    let brightness = Color.clampedToUnit(brightness)
    let sector = hue * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let low = brightness * (1 - saturation)
    let falling = brightness * (1 - saturation * fraction)
    let rising = brightness * (1 - saturation * (1 - fraction))
    let components: (Double, Double, Double)
    switch index {
    case 0: components = (brightness, rising, low)
    case 1: components = (falling, brightness, low)
    case 2: components = (low, brightness, rising)
    case 3: components = (low, falling, brightness)
    case 4: components = (rising, low, brightness)
    default: components = (brightness, low, falling)
    }
    self.init(
      red: components.0, green: components.1, blue: components.2, opacity: opacity)
  }

  /// Creates a color from red, green and blue components in the given color space.
  ///
  /// The arguments are clamped to 0…1 (NaN becomes 0) in `colorSpace`, then converted to
  /// sRGB: `.sRGBLinear` through the exact sRGB transfer function, `.displayP3` through
  /// linear Display P3 and the standard D65 matrix into linear sRGB, where components that
  /// fall outside sRGB's gamut are clamped to 0…1 before the transfer function is applied.
  ///
  /// ```swift
  /// Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5).red  // 0.7353569830524495
  /// ```
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    let red = Color.clampedToUnit(red)
    let green = Color.clampedToUnit(green)
    let blue = Color.clampedToUnit(blue)
    switch colorSpace {
    case .sRGB:
      self.init(red: red, green: green, blue: blue, opacity: opacity)
    case .sRGBLinear:
      self.init(
        red: Color.encodedSRGB(red), green: Color.encodedSRGB(green),
        blue: Color.encodedSRGB(blue), opacity: opacity)
    case .displayP3:
      let (linearRed, linearGreen, linearBlue) = Color.linearSRGB(
        fromLinearDisplayP3: (
          Color.decodedSRGB(red), Color.decodedSRGB(green), Color.decodedSRGB(blue)
        ))
      self.init(
        red: Color.encodedSRGB(Color.clampedToUnit(linearRed)),
        green: Color.encodedSRGB(Color.clampedToUnit(linearGreen)),
        blue: Color.encodedSRGB(Color.clampedToUnit(linearBlue)), opacity: opacity)
    }
  }

  /// Creates a gray from its white level in the given color space.
  ///
  /// The arguments are clamped and converted as by
  /// ``init(_:red:green:blue:opacity:)``.
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// Creates a color from a 24-bit `0xRRGGBB` value and an opacity.
  init(hex: UInt32, opacity: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, opacity: opacity)
  }

  /// This color with its opacity multiplied by `amount`, as SwiftUI's `opacity(_:)`.
  ///
  /// `amount` is clamped to 0…1 (NaN becomes 0), so the result is never more opaque than
  /// this color.
  ///
  /// ```swift
  /// Color.red.opacity(0.5).opacity(0.5).opacity  // 0.25
  /// ```
  public func opacity(_ amount: Double) -> Color {
    let factor = Color.clampedToUnit(amount)
    return inEachAppearance { color in
      Color(
        red: color.red, green: color.green, blue: color.blue, opacity: color.opacity * factor)
    }
  }

  /// The value clamped to 0…1, with NaN (and negative zero) mapped to 0.
  static func clampedToUnit(_ value: Double) -> Double {
    value > 0 ? min(value, 1) : 0
  }

  /// The sRGB-encoded value of a linear-light component in 0…1.
  ///
  /// 1 maps to exactly 1, which the formula misses by one unit in the last place.
  static func encodedSRGB(_ linear: Double) -> Double {
    if linear >= 1 { return 1 }
    return linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  /// The linear-light value of an sRGB-encoded component in 0…1.
  static func decodedSRGB(_ encoded: Double) -> Double {
    encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  /// Linear sRGB components from linear Display P3 ones (both with the D65 white point).
  ///
  /// The matrix is the product of CSS Color 4's `XYZ_to_lin_sRGB` and `lin_P3_to_XYZ`
  /// matrices, computed exactly from their rational entries; each row sums to 1, so
  /// white stays white.
  private static func linearSRGB(
    fromLinearDisplayP3 p3: (Double, Double, Double)
  ) -> (Double, Double, Double) {
    (
      1.224_940_176_280_559_8 * p3.0 - 0.224_940_176_280_559_96 * p3.1,
      -0.042_056_954_709_688_16 * p3.0 + 1.042_056_954_709_688 * p3.1,
      -0.019_637_554_590_334_432 * p3.0 - 0.078_636_045_550_631_89 * p3.1
        + 1.098_273_600_140_966_3 * p3.2
    )
  }
}

extension Color {
  /// The red component as an 8-bit value, 0…255, rounded to the nearest.
  public var redByte: UInt8 { Color.byte(red) }
  /// The green component as an 8-bit value, 0…255, rounded to the nearest.
  public var greenByte: UInt8 { Color.byte(green) }
  /// The blue component as an 8-bit value, 0…255, rounded to the nearest.
  public var blueByte: UInt8 { Color.byte(blue) }
  /// The opacity as an 8-bit value, 0…255, rounded to the nearest.
  public var opacityByte: UInt8 { Color.byte(opacity) }

  /// The color as `#rrggbb`: lowercase hexadecimal 8-bit components, without the opacity.
  ///
  /// ```swift
  /// Color(red: 1, green: 0.5, blue: 0).hexString  // "#ff8000"
  /// ```
  public var hexString: String {
    "#"
      + [redByte, greenByte, blueByte].map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// The component, in 0…1, scaled to 0…255 and rounded to the nearest.
  private static func byte(_ component: Double) -> UInt8 {
    // `(component * 255).rounded()`, without a call into the C library: the product is
    // 0…255, and adding the largest double below 1/2 takes it to the next integer exactly
    // when its fraction is 1/2 or more.
    UInt8(component * 255 + 0.499_999_999_999_999_94)
  }
}

extension Color: Animatable {
  /// The red, green, blue and opacity components, which animate together in sRGB.
  ///
  /// Setting it clamps each component to 0…1, as the initializers do.
  public var animatableData:
    AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>>
  {
    get { AnimatablePair(red, AnimatablePair(green, AnimatablePair(blue, opacity))) }
    set {
      self = Color(
        red: newValue.first, green: newValue.second.first,
        blue: newValue.second.second.first, opacity: newValue.second.second.second)
    }
  }
}
