import Foundation
import ShapeRender
import Testing

/// Buttons draw their labels in the accent color; actions are never called.
@MainActor @Suite struct ButtonTests {
  @Test func titleIsDrawnInTheSystemBlue() {
    let laid = LaidOut { Button("Deal") {} }
    #expect(laid.texts.map(\.string) == ["Deal"])
    #expect(laid.texts.first?.fill == .blue)
  }

  @Test func labelShapesTakeTheAccentAndActionsAreNotCalled() {
    nonisolated(unsafe) var tapped = false
    let laid = LaidOut {
      Button {
        tapped = true
      } label: {
        Circle().frame(width: 20, height: 20)
      }
    }
    expectFrame(laid.frame(of: .blue), CGRect(x: 40, y: 40, width: 20, height: 20))
    #expect(!tapped)
  }

  @Test func accentColorTintAndForegroundColor() {
    let accent = LaidOut { Button("A") {}.accentColor(.orange) }
    #expect(accent.texts.first?.fill == .orange)
    let tint = LaidOut { Button("A") {}.tint(.green) }
    #expect(tint.texts.first?.fill == .green)
    // A foreground color set around the button wins, as in SwiftUI.
    let foreground = LaidOut { Button("A") {}.foregroundColor(.red) }
    #expect(foreground.texts.first?.fill == .red)
  }

  @Test func interactionModifiersChangeNothing() {
    nonisolated(unsafe) var called = false
    let plain = LaidOut { Color.red.frame(width: 10, height: 10) }
    let modified = LaidOut {
      Color.red.frame(width: 10, height: 10)
        .onTapGesture { called = true }
        .onLongPressGesture { called = true }
        .onAppear { called = true }
        .onDisappear { called = true }
        .disabled(true)
        .contentShape(Rectangle())
        .preferredColorScheme(.dark)
    }
    #expect(modified.fills.map(\.rect) == plain.fills.map(\.rect))
    #expect(!called)
  }
}
