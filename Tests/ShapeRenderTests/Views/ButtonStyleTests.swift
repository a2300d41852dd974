import Foundation
import Testing

@testable import ShapeRender

/// Button styles: the label in the accent color, as it is, or on a rounded rectangle.
@MainActor @Suite struct ButtonStyleTests {
  @Test func theDefaultAndBorderlessStylesDrawTheLabelInTheAccentColor() {
    let plain = renderSVG { Button("Add") {} }
    #expect(renderSVG { Button("Add") {}.buttonStyle(.automatic) } == plain)
    #expect(renderSVG { Button("Add") {}.buttonStyle(.borderless) } == plain)
    #expect(LaidOut { Button("Add") {} }.texts.first?.fill == .blue)
  }

  @Test func thePlainStyleDrawsTheLabelInTheForegroundColor() {
    #expect(LaidOut { Button("Add") {}.buttonStyle(.plain) }.texts.first?.fill?.drawn == .black)
    let red = LaidOut { Button("Add") {}.buttonStyle(.plain).foregroundColor(.red) }
    #expect(red.texts.first?.fill == .red)
  }

  @Test func aDestructiveButtonIsDrawnInRed() throws {
    #expect(LaidOut { Button("Delete", role: .destructive) {} }.texts.first?.fill == .red)
    #expect(
      LaidOut { Button("Delete", systemImage: "trash", role: .destructive) {} }.texts.first?
        .fill == .red)
    #expect(LaidOut { Button("Cancel", role: .cancel) {} }.texts.first?.fill == .blue)
    let prominent = LaidOut {
      Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
    }
    #expect(prominent.fills.first?.color == .red)
    #expect(prominent.texts.first?.fill == .white)
    // A style of your own reads the role.
    struct RoleStyle: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(configuration.role == .destructive ? .pink : .gray)
      }
    }
    let styled = LaidOut { Button("Delete", role: .destructive) {}.buttonStyle(RoleStyle()) }
    #expect(styled.texts.first?.fill == .pink)
    // In the dark appearance, the dark red.
    let svg = renderSVG {
      Button("Delete", role: .destructive) {}.preferredColorScheme(.dark)
    }
    #expect(svg.contains(##"fill="#ff453a">Delete</text>"##))
  }

  @Test func borderedStylesPadTheLabelOnARoundedRectangle() throws {
    let bordered = LaidOut { Button("Add") {}.buttonStyle(.bordered) }
    let back = try #require(bordered.fills.first)
    #expect(back.color == Color.blue.opacity(0.15))
    let text = try #require(bordered.textFrames.first)
    // Padded 12 along and 7 across.
    #expect(abs(back.rect.width - (text.width + 24)) < 1e-9)
    #expect(abs(back.rect.height - (text.height + 14)) < 1e-9)
    #expect(bordered.texts.first?.fill == .blue)
    let prominent = LaidOut { Button("Add") {}.buttonStyle(.borderedProminent).tint(.orange) }
    #expect(prominent.fills.first?.color == .orange)
    #expect(prominent.texts.first?.fill == .white)
  }

  struct CapsuleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.padding(8).background(.green, in: .capsule)
        .opacity(configuration.isPressed ? 0.5 : 1)
    }
  }

  @Test func aStyleOfYourOwnDrawsTheButton() throws {
    let laid = LaidOut { Button("Add") {}.buttonStyle(CapsuleStyle()) }
    let capsule = try #require(laid.fills.first)
    #expect(capsule.color == .green)
    let text = try #require(laid.textFrames.first)
    #expect(abs(capsule.rect.width - (text.width + 16)) < 1e-9)
    // The label keeps the foreground around it: black, not the accent.
    #expect(laid.texts.first?.fill?.drawn == .black)
  }
}
