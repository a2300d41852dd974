import Testing
import _TestSupport

@testable import ShapeRender

/// Colors that adapt to the appearance: the system's, and those made of them.
@Suite struct ColorAppearanceTests {
  @Test func systemColorsTakeTheirDarkValuesInTheDarkAppearance() {
    let dark: [(Color, String)] = [
      (.red, "#ff453a"), (.orange, "#ff9f0a"), (.yellow, "#ffd60a"), (.green, "#30d158"),
      (.mint, "#63e6e2"), (.teal, "#40c8e0"), (.cyan, "#64d2ff"), (.blue, "#0a84ff"),
      (.indigo, "#5e5ce6"), (.purple, "#bf5af2"), (.pink, "#ff375f"), (.brown, "#ac8e68"),
      (.primary, "#ffffff"), (.accentColor, "#0a84ff"),
    ]
    for (color, hex) in dark {
      #expect(color.resolved(in: .dark).hexString == hex)
      #expect(color.resolved(in: .light).hexString == color.hexString)
    }
    let secondary = Color.secondary.resolved(in: .dark)
    #expect(secondary.hexString == "#ebebf5")
    #expect(abs(secondary.opacity - 0.6) < 1e-5)
  }

  @Test func plainColorsLookTheSameInBothAppearances() {
    for color in [Color.black, .white, .clear, .gray, Color(red: 0.1, green: 0.2, blue: 0.3)] {
      #expect(!color.adaptsToAppearance)
      #expect(color.resolved(in: .dark) == color)
    }
  }

  @Test func aResolvedColorNoLongerAdapts() {
    let light = Color.red.resolved(in: .light)
    #expect(!light.adaptsToAppearance)
    #expect(light == Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255))
    #expect(light.resolved(in: .dark) == light)
    #expect(Color.red != light)
  }

  @Test func opacityMixAndGradientsApplyInEachAppearance() {
    let faded = Color.secondary.opacity(0.5)
    #expect(faded.opacity == 0.3)
    #expect(abs(faded.resolved(in: .dark).opacity - 0.3) < 1e-5)

    let mixed = Color.red.mix(with: .blue, by: 0.5).resolved(in: .dark)
    let expected = Color(red: 1, green: 69.0 / 255, blue: 58.0 / 255)
      .mix(with: Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1), by: 0.5)
    #expect(mixed.hexString == expected.hexString)
    // A plain color mixed with one that adapts adapts.
    #expect(
      Color.black.mix(with: .primary, by: 0.5).resolved(in: .dark).hexString
        == Color.black.mix(with: .white, by: 0.5).hexString)

    let ramp = Color.blue.gradient.paint
    guard case .linearGradient(let gradient) = ramp.resolved(in: .dark) else {
      Issue.record("Color.gradient is a linear gradient")
      return
    }
    #expect(gradient.gradient.stops.last?.color.hexString == "#0a84ff")
    #expect(gradient.gradient.stops.first?.color.adaptsToAppearance == false)
  }

  @Test func darkComponentsKeepEvery8BitValueExactly() {
    var generator = SeededGenerator(seed: 0x00DA_4C0F)
    for _ in 0..<500 {
      let bytes = (0..<4).map { _ in Double(UInt8.random(in: 0...255, using: &generator)) }
      let dark = Color(
        red: bytes[0] / 255, green: bytes[1] / 255, blue: bytes[2] / 255,
        opacity: bytes[3] / 255)
      let resolved = Color(light: .red, dark: dark).resolved(in: .dark)
      #expect(
        [resolved.redByte, resolved.greenByte, resolved.blueByte, resolved.opacityByte]
          == bytes.map { UInt8($0) })
      #expect(abs(resolved.opacity - dark.opacity) <= 1.0 / 131_070)
    }
  }

  @Test func aColorTransparentInTheDarkAppearanceStillAdapts() {
    let color = Color(light: .red, dark: .clear)
    #expect(color.adaptsToAppearance)
    #expect(color.resolved(in: .dark).opacity == 0)
    #expect(color.resolved(in: .light).hexString == "#ff3b30")
  }
}
