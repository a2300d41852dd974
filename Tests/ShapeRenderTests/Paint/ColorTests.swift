import ShapeRender
import Shapes
import Testing

@Suite struct ColorTests {
  /// The components of `color` as an array, for comparisons.
  private func components(_ color: Color) -> [Double] {
    [color.red, color.green, color.blue, color.opacity]
  }

  /// The components of a color given as 8-bit-scale red, green and blue, and an opacity.
  private func eightBit(_ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1)
    -> [Double]
  {
    [red / 255, green / 255, blue / 255, opacity]
  }

  /// Whether every component of `color` is within `tolerance` of `expected`.
  private func isClose(_ color: Color, _ expected: [Double], tolerance: Double = 1e-12) -> Bool {
    zip(components(color), expected).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func rgbInitializerKeepsComponentsAndDefaultsToOpaque() {
    let color = Color(red: 0.25, green: 0.5, blue: 0.75)
    #expect(components(color) == [0.25, 0.5, 0.75, 1])
    #expect(
      components(Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)) == [0.1, 0.2, 0.3, 0.4])
    #expect(color == Color(.sRGB, red: 0.25, green: 0.5, blue: 0.75))
    #expect(color == Color(.sRGB, red: 0.25, green: 0.5, blue: 0.75, opacity: 1))
  }

  @Test func componentsAreClampedAndNaNBecomesZero() {
    let color = Color(red: 2, green: -1, blue: .nan, opacity: 1.5)
    #expect(components(color) == [1, 0, 0, 1])
    #expect(
      components(Color(red: .infinity, green: -.infinity, blue: 0.5, opacity: .nan)) == [
        1, 0, 0.5, 0,
      ])
    #expect(components(Color(white: 3, opacity: -2)) == [1, 1, 1, 0])
    #expect(components(Color(hue: .nan, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
    #expect(components(Color(.sRGBLinear, red: -1, green: 2, blue: .nan)) == [0, 1, 0, 1])
  }

  @Test func negativeZeroEqualsZero() {
    let negative = Color(red: -0.0, green: 0, blue: 0)
    #expect(negative == .black)
    #expect(Set([negative, Color.black]).count == 1)
    #expect(negative.red.sign == .plus)
  }

  @Test func whiteMakesGrays() {
    #expect(components(Color(white: 0.5)) == [0.5, 0.5, 0.5, 1])
    #expect(components(Color(white: 0.2, opacity: 0.3)) == [0.2, 0.2, 0.2, 0.3])
    #expect(Color(white: 0) == .black)
    #expect(Color(white: 1) == .white)
    #expect(Color(.sRGB, white: 0.5) == Color(white: 0.5))
  }

  @Test func hueSaturationBrightness() {
    #expect(components(Color(hue: 0, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
    #expect(components(Color(hue: 1.0 / 6, saturation: 1, brightness: 1)) == [1, 1, 0, 1])
    #expect(components(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)) == [0, 1, 0, 1])
    #expect(components(Color(hue: 0.5, saturation: 1, brightness: 1)) == [0, 1, 1, 1])
    #expect(components(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)) == [0, 0, 1, 1])
    #expect(components(Color(hue: 5.0 / 6, saturation: 1, brightness: 1)) == [1, 0, 1, 1])
    #expect(components(Color(hue: 1, saturation: 1, brightness: 1)) == [1, 0, 0, 1])
    #expect(components(Color(hue: 0.25, saturation: 1, brightness: 0.5)) == [0.25, 0.5, 0, 1])
    #expect(components(Color(hue: 0.5, saturation: 0.5, brightness: 1)) == [0.5, 1, 1, 1])
    #expect(
      components(Color(hue: 0.7, saturation: 0, brightness: 0.4, opacity: 0.5))
        == [0.4, 0.4, 0.4, 0.5])
    #expect(components(Color(hue: 0.3, saturation: 1, brightness: 0)) == [0, 0, 0, 1])
  }

  @Test func linearSRGBUsesTheExactTransferFunction() {
    let gray = Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)
    #expect(gray.red == 0.7353569830524495)
    #expect(gray.green == 0.7353569830524495)
    #expect(gray.blue == 0.7353569830524495)
    #expect(Color(.sRGBLinear, white: 0.5, opacity: 0.25).opacity == 0.25)
    #expect(Color(.sRGBLinear, white: 0.5) == gray)
    // The linear segment below 0.0031308.
    #expect(Color(.sRGBLinear, red: 0.002, green: 0, blue: 0).red == 12.92 * 0.002)
    #expect(Color(.sRGBLinear, white: 0) == .black)
    #expect(Color(.sRGBLinear, white: 1) == .white)
    #expect(Color(.sRGBLinear, red: 0.2140, green: 0, blue: 0).hexString == "#7f0000")
  }

  @Test func displayP3IsConvertedThroughTheStandardMatrices() {
    // Expected values from CSS Color 4's sample conversion code (lin_P3_to_XYZ, then
    // XYZ_to_lin_sRGB, then gam_sRGB).
    let orange = Color(.displayP3, red: 0.8, green: 0.4, blue: 0.2, opacity: 0.5)
    #expect(isClose(orange, [0.8595697933986142, 0.3704022868855017, 0.12343446308517256, 0.5]))
    #expect(isClose(Color(.displayP3, white: 0.5), [0.5, 0.5, 0.5, 1]))
    #expect(isClose(Color(.displayP3, white: 1), [1, 1, 1, 1]))
    #expect(Color(.displayP3, white: 1).hexString == "#ffffff")
  }

  @Test func displayP3OutsideSRGBIsClamped() {
    // P3's primaries lie outside sRGB: the negative components clamp to 0 and the ones
    // above 1 to 1.
    #expect(Color(.displayP3, red: 1, green: 0, blue: 0) == Color(red: 1, green: 0, blue: 0))
    #expect(Color(.displayP3, red: 0, green: 1, blue: 0) == Color(red: 0, green: 1, blue: 0))
    #expect(Color(.displayP3, red: 0, green: 0, blue: 1) == Color(red: 0, green: 0, blue: 1))
    #expect(Color(.displayP3, red: 2, green: -1, blue: 0) == Color(red: 1, green: 0, blue: 0))
  }

  @Test func opacityMultiplies() {
    let half = Color.red.opacity(0.5)
    #expect(half.opacity == 0.5)
    #expect(half.red == Color.red.red)
    #expect(half.green == Color.red.green)
    #expect(half.blue == Color.red.blue)
    #expect(half.opacity(0.5).opacity == 0.25)
    #expect(Color.secondary.opacity(0.5).opacity == 0.3)
    #expect(Color.blue.opacity(2) == .blue)
    #expect(Color.blue.opacity(-1).opacity == 0)
    #expect(Color.blue.opacity(.nan).opacity == 0)
    #expect(Color.clear.opacity(1) == .clear)
  }

  @Test func swiftUIStaticsHaveTheHumanInterfaceGuidelinesValues() {
    let expected: [(Color, String)] = [
      (.black, "#000000"), (.white, "#ffffff"), (.clear, "#000000"), (.gray, "#8e8e93"),
      (.red, "#ff3b30"), (.orange, "#ff9500"), (.yellow, "#ffcc00"), (.green, "#34c759"),
      (.mint, "#00c7be"), (.teal, "#30b0c7"), (.cyan, "#32ade6"), (.blue, "#007aff"),
      (.indigo, "#5856d6"), (.purple, "#af52de"), (.pink, "#ff2d55"), (.brown, "#a2845e"),
      (.primary, "#000000"), (.secondary, "#3c3c43"),
    ]
    for (color, hex) in expected {
      #expect(color.hexString == hex)
    }
    #expect(Color.clear.opacity == 0)
    #expect(Color.secondary.opacity == 0.6)
    #expect(components(Color.secondary) == eightBit(60, 60, 67, opacity: 0.6))
    #expect(components(Color.red) == eightBit(255, 59, 48))
    #expect(components(Color.white) == [1, 1, 1, 1])
    #expect(components(Color.black) == [0, 0, 0, 1])
    #expect(components(Color.primary) == [0, 0, 0, 1])
    let opaque = expected.map(\.0).filter { $0 != .clear && $0 != .secondary }
    #expect(opaque.allSatisfy { $0.opacity == 1 })
  }

  @Test func hexStringIsLowercaseWithEightBitRounding() {
    #expect(Color(red: 1, green: 0.5, blue: 0).hexString == "#ff8000")
    #expect(Color(red: 0.6 / 255, green: 0.4 / 255, blue: 254.6 / 255).hexString == "#0100ff")
    #expect(Color(red: 10.0 / 255, green: 11.0 / 255, blue: 12.0 / 255).hexString == "#0a0b0c")
    #expect(Color(white: 0.5, opacity: 0.1).hexString == "#808080")
  }

  @Test func eightBitComponents() {
    let color = Color(red: 1, green: 0.5, blue: 0.2, opacity: 0.6)
    #expect(color.redByte == 255)
    #expect(color.greenByte == 128)
    #expect(color.blueByte == 51)
    #expect(color.opacityByte == 153)
    #expect(Color.clear.opacityByte == 0)
    #expect(Color.blue.greenByte == 0x7A)
  }

  @Test func animatableDataIsTheFourComponents() {
    var color = Color.black
    color.animatableData = Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4).animatableData
    #expect(components(color) == [0.1, 0.2, 0.3, 0.4])

    let start = Color(red: 0, green: 0.2, blue: 1, opacity: 1).animatableData
    let end = Color(red: 1, green: 0.6, blue: 0, opacity: 0).animatableData
    color.animatableData = start.interpolated(towards: end, amount: 0.5)
    #expect(isClose(color, [0.5, 0.4, 0.5, 0.5]))

    // Overshooting, as a spring does, stays within 0…1.
    color.animatableData = start.interpolated(towards: end, amount: 1.5)
    #expect(isClose(color, [1, 0.8, 0, 0]))
  }
}
