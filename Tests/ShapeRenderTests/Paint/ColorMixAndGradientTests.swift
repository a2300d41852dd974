import Foundation
import ShapeRender
import Shapes
import Testing

/// `Color.mix(with:by:in:)` and `Color.gradient`, with numbers.
@Suite struct ColorMixAndGradientTests {
  @Test func deviceMixingInterpolatesTheSRGBComponents() {
    let mixed = Color.red.mix(with: .blue, by: 0.25, in: .device)
    #expect(abs(mixed.red - (Color.red.red * 0.75 + Color.blue.red * 0.25)) < 1e-12)
    #expect(abs(mixed.green - (Color.red.green * 0.75 + Color.blue.green * 0.25)) < 1e-12)
    #expect(abs(mixed.blue - (Color.red.blue * 0.75 + Color.blue.blue * 0.25)) < 1e-12)
    #expect(Color.red.mix(with: .blue, by: 0.5, in: .device).hexString == "#805b98")
  }

  @Test func perceptualMixingGoesThroughOklab() {
    // Black and white meet at Oklab lightness 0.5: linear 0.125, sRGB 0.389 (#636363),
    // darker than the device mix's #808080.
    let gray = Color.black.mix(with: .white, by: 0.5)
    #expect(gray.hexString == "#636363")
    #expect(abs(gray.red - 0.388_572) < 1e-5)
    #expect(Color.black.mix(with: .white, by: 0.5, in: .device).hexString == "#808080")
    #expect(Color.red.mix(with: .blue, by: 0.5).hexString == "#a774a6")
  }

  @Test func theEndsAreTheColorsThemselves() {
    for space in [Gradient.ColorSpace.device, .perceptual] {
      let start = Color.orange.mix(with: .teal, by: 0, in: space)
      let end = Color.orange.mix(with: .teal, by: 1, in: space)
      #expect(start.hexString == Color.orange.hexString)
      #expect(end.hexString == Color.teal.hexString)
    }
  }

  @Test func opacityMixesLinearlyAndTransparentColorsAddNoHue() {
    let half = Color.red.mix(with: .clear, by: 0.5, in: .device)
    #expect(half.opacity == 0.5)
    #expect(half.hexString == Color.red.hexString)
    let faded = Color.blue.opacity(0.2).mix(with: Color.green, by: 0.5, in: .device)
    #expect(abs(faded.opacity - 0.6) < 1e-12)
    // Premultiplied: green weighs 1 against blue's 0.2.
    #expect(abs(faded.green - (Color.blue.green * 0.2 + Color.green.green) / 1.2) < 1e-12)
    #expect(Color.clear.mix(with: .clear, by: 0.5).opacity == 0)
  }

  @Test func degenerateFractionsAreClamped() {
    #expect(Color.red.mix(with: .blue, by: .nan) == Color.red.mix(with: .blue, by: 0))
    #expect(Color.red.mix(with: .blue, by: -3, in: .device) == Color.red)
    #expect(Color.red.mix(with: .blue, by: 7, in: .device) == Color.blue)
  }

  @Test func colorGradientRaisesTheLightnessByFifteenHundredths() {
    func stops(_ color: Color) -> [String] {
      guard case .linearGradient(let linear) = color.gradient.paint else { return [] }
      #expect(linear.startPoint == .top && linear.endPoint == .bottom)
      return linear.gradient.stops.map { "\($0.location) \($0.color.hexString)" }
    }
    // Gray 0.5 has lightness 0.5: 0.65 is 165.75/255.
    #expect(stops(Color(white: 0.5)) == ["0.0 #a6a6a6", "1.0 #808080"])
    // SwiftUI's blue, #007aff: lightness 0.5, saturation 1, to lightness 0.65.
    #expect(stops(.blue) == ["0.0 #4da2ff", "1.0 #007aff"])
    #expect(stops(.red) == ["0.0 #ff837d", "1.0 #ff3b30"])
    #expect(stops(.black) == ["0.0 #262626", "1.0 #000000"])
    #expect(stops(.white) == ["0.0 #ffffff", "1.0 #ffffff"])
    // The opacity is kept.
    guard case .linearGradient(let linear) = Color.green.opacity(0.4).gradient.paint else {
      Issue.record("not a linear gradient")
      return
    }
    #expect(linear.gradient.stops.map(\.color.opacity) == [0.4, 0.4])
  }
}
