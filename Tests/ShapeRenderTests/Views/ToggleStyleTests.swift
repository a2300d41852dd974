import Foundation
import Testing

@testable import ShapeRender

/// `toggleStyle(_:)`: the switch, the button and styles of your own.
@MainActor @Suite struct ToggleStyleTests {
  /// A checkbox: a square, red when on, before the label.
  struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack(spacing: 6) {
        RoundedRectangle(cornerRadius: 4)
          .fill(configuration.isOn ? Color.red : Color.gray)
          .frame(width: 20, height: 20)
        configuration.label
      }
    }
  }

  /// The style around it, on a yellow background.
  struct HighlightedStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Toggle(configuration).background(Color.yellow)
    }
  }

  @Test func aStyleOfYourOwnDrawsTheToggle() throws {
    let on = LaidOut(width: 200, height: 40) {
      Toggle("Done", isOn: .constant(true)).toggleStyle(CheckboxStyle())
    }
    #expect(on.fills.map(\.color) == [.red])
    #expect(on.texts.map(\.string) == ["Done"])
    // No switch.
    #expect(on.fills.first { $0.rect.width == 51 } == nil)
    let off = LaidOut(width: 200, height: 40) {
      Toggle("Done", isOn: .constant(false)).toggleStyle(CheckboxStyle())
    }
    #expect(off.fills.map(\.color) == [.gray])
    // The square and the label, 6 apart, centred as a row.
    let square = try #require(on.fills.first?.rect)
    #expect(square.size == CGSize(width: 20, height: 20) && square.minY == 10)
  }

  @Test func aStyleWritesThroughTheConfigurationsBinding() {
    nonisolated(unsafe) var isOn = false
    struct SwitchingOn: ToggleStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.isOn = true
        let _: Binding<Bool> = configuration.$isOn
        return configuration.label
      }
    }
    _ = LaidOut {
      Toggle("On", isOn: Binding(get: { isOn }, set: { isOn = $0 })).toggleStyle(SwitchingOn())
    }
    #expect(isOn)
  }

  @Test func toggleOfTheConfigurationDrawsTheStyleAroundIt() throws {
    let laid = LaidOut(width: 200, height: 40) {
      Toggle("Sound", isOn: .constant(true)).toggleStyle(HighlightedStyle())
    }
    // The yellow background behind iOS's switch.
    #expect(laid.fills.first?.color == .yellow)
    #expect(laid.fills.contains { $0.rect.width == 51 && $0.color.drawn == Color(hex: 0x34C759) })
    let button = LaidOut(width: 200, height: 40) {
      Toggle("Sound", isOn: .constant(true)).toggleStyle(HighlightedStyle()).toggleStyle(.button)
    }
    #expect(button.fills.first { $0.rect.width == 51 } == nil)
    #expect(button.fills.contains { $0.color == Color.blue.opacity(0.15) })
  }

  @Test func theSwitchTakesItsTint() {
    let tinted = LaidOut(width: 200, height: 40) {
      Toggle("Sound", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .purple))
    }
    #expect(tinted.fills.first { $0.rect.width == 51 }?.color == .purple)
    let automatic = LaidOut(width: 200, height: 40) {
      Toggle("Sound", isOn: .constant(true)).toggleStyle(.automatic)
    }
    let plain = LaidOut(width: 200, height: 40) {
      Toggle("Sound", isOn: .constant(true)).toggleStyle(.switch)
    }
    #expect(automatic.fills.map(\.rect) == plain.fills.map(\.rect))
    #expect(plain.fills.first { $0.rect.width == 51 }?.rect.maxX == 200)
  }

  @Test func aButtonToggleIsTintedWhenOn() throws {
    let on = LaidOut(width: 200, height: 60) {
      Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
    }
    let off = LaidOut(width: 200, height: 60) {
      Toggle("Bold", isOn: .constant(false)).toggleStyle(.button)
    }
    // On: the accent at 15 % behind the label, which is in the accent.
    let background = try #require(on.fills.first)
    #expect(background.color == Color.blue.opacity(0.15))
    #expect(on.texts.first?.fill == .blue)
    // Off: the label alone, in the accent, the same size.
    #expect(off.fills.isEmpty)
    #expect(off.texts.first?.fill == .blue)
    #expect(off.texts.first?.anchor == on.texts.first?.anchor)
    #expect(background.rect.minX > 0 && background.rect.maxX < 200)
  }

  @Test func labelsHiddenLeavesTheSwitchAlone() {
    let hidden = LaidOut(width: 200, height: 40) {
      Toggle("Sound", isOn: .constant(true)).toggleStyle(.switch).labelsHidden()
    }
    #expect(hidden.texts.isEmpty)
    #expect(hidden.fills.first { $0.rect.width == 51 }?.rect.midX == 100)
  }

  @Test func aToggleLinesUpItsLabelsBaselineInAStack() throws {
    let laid = LaidOut(width: 300, height: 80) {
      HStack(alignment: .firstTextBaseline) {
        Text("Big").font(.system(size: 40))
        Toggle("Sound", isOn: .constant(true))
      }
    }
    let big = try #require(laid.texts.first { $0.string == "Big" })
    let sound = try #require(laid.texts.first { $0.string == "Sound" })
    #expect(abs(big.anchor.y - sound.anchor.y) < 1e-9)
  }
}
