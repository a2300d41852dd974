import Foundation
import Testing

@testable import ShapeRender

/// Toggle, ProgressView and TextField: controls drawn as iOS draws them in a still.
@MainActor @Suite struct ControlTests {
  @Test func aToggleIsItsLabelThenAnIOSSwitchAtTheTrailingEdge() throws {
    let on = LaidOut(width: 200, height: 40) { Toggle("Sound", isOn: .constant(true)) }
    // The switch: a 51 × 31 capsule at the trailing edge, centred down the row.
    let track = try #require(on.fills.first { $0.rect.width == 51 })
    #expect(track.rect == CGRect(x: 149, y: 4.5, width: 51, height: 31))
    #expect(track.color.drawn == Color(hex: 0x34C759))
    // The white knob, 27 across, 2 inside the capsule on the trailing side.
    let knob = try #require(on.fills.first { $0.color == .white })
    #expect(knob.rect == CGRect(x: 171, y: 6.5, width: 27, height: 27))
    #expect(on.texts.first?.string == "Sound")
    #expect(on.texts.first.map { $0.anchor.x == 0 } == true)
    let off = LaidOut(width: 200, height: 40) { Toggle("Sound", isOn: .constant(false)) }
    #expect(off.fills.first { $0.rect.width == 51 }?.color.drawn == Color(hex: 0xE9E9EB))
    #expect(off.fills.first { $0.color == .white }?.rect.minX == 151)
    let tinted = LaidOut(width: 200, height: 40) {
      Toggle("Sound", isOn: .constant(true)).tint(.orange)
    }
    #expect(tinted.fills.first { $0.rect.width == 51 }?.color == .orange)
  }

  @Test func aProgressBarFillsItsShareInTheAccentColor() throws {
    let laid = LaidOut(width: 200, height: 20) { ProgressView(value: 0.25) }
    #expect(laid.fills.count == 2)
    #expect(laid.fills[0].rect == CGRect(x: 0, y: 8, width: 200, height: 4))
    #expect(laid.fills[0].color.drawn == Color(hex: 0x787880, opacity: 0.2))
    #expect(laid.fills[1].rect == CGRect(x: 0, y: 8, width: 50, height: 4))
    #expect(laid.fills[1].color == .blue)
    // Of a total; clamped; NaN and a total that is not positive draw an empty bar.
    #expect(LaidOut(width: 200) { ProgressView(value: 6, total: 8) }.fills[1].rect.width == 150)
    #expect(LaidOut(width: 200) { ProgressView(value: 3.0, total: 2) }.fills[1].rect.width == 200)
    for (value, total) in [(Double.nan, 1.0), (1, 0), (1, -1), (-1, 1)] {
      let empty = LaidOut(width: 200) { ProgressView(value: value, total: total) }
      #expect(empty.fills.count == 1, "\(value) of \(total)")
    }
    // A label above the bar.
    let labelled = LaidOut(width: 200) { ProgressView("Matched", value: 0.5) }
    #expect(labelled.texts.map(\.string) == ["Matched"])
  }

  @Test func withoutAValueItIsTheSpinningIndicator() {
    let laid = LaidOut(width: 100, height: 100) { ProgressView() }
    #expect(laid.fills.count == 8)
    // Eight spokes around the centre, within 20 points, fading.
    let union = laid.fills.map(\.rect).reduce(laid.fills[0].rect) { $0.union($1) }
    #expect(abs(union.midX - 50) < 1e-9 && abs(union.midY - 50) < 1e-9 && union.width <= 20)
    #expect(laid.fills.first?.color == Color(hex: 0x8E8E93))
  }

  @Test func aTextFieldShowsItsTextOrItsPlaceholderInGray() {
    let empty = LaidOut(width: 200) { TextField("Theme name", text: .constant("")) }
    #expect(empty.texts.first?.string == "Theme name")
    #expect(empty.texts.first?.fill?.drawn == Color(hex: 0x3C3C43, opacity: 0.3))
    #expect(empty.texts.first.map { $0.anchor.x == 0 } == true)
    let filled = LaidOut(width: 200) { TextField("Theme name", text: .constant("Halloween")) }
    #expect(filled.texts.first?.string == "Halloween" && filled.texts.first?.fill?.drawn == .black)
    let prompt = LaidOut(width: 200) {
      TextField("Name", text: .constant(""), prompt: Text("Required"))
    }
    #expect(prompt.texts.first?.string == "Required")
    let secure = LaidOut(width: 200) { SecureField("Password", text: .constant("abc")) }
    #expect(secure.texts.first?.string == "•••")
  }

  @Test func aRoundedBorderFieldIsOutlinedAcrossItsWidth() throws {
    let laid = LaidOut(width: 200, height: 100) {
      TextField("Theme name", text: .constant("")).textFieldStyle(.roundedBorder)
    }
    let outline = try #require(laid.strokes.first)
    #expect(outline.color.drawn == Color(hex: 0xC7C7CC))
    #expect(outline.rect.minX == 0.5 && outline.rect.maxX == 199.5)
    #expect(laid.fills.first?.color.drawn == .white)
    #expect(laid.texts.first.map { $0.anchor.x == 7 } == true)
    let plain = LaidOut(width: 200) {
      TextField("Theme name", text: .constant("")).textFieldStyle(.plain)
    }
    #expect(plain.strokes.isEmpty && plain.fills.isEmpty)
  }
}
